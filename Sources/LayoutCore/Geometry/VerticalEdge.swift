/// Top or bottom edges (accepted).
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
