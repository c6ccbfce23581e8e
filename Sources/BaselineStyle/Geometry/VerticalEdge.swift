/// Top or bottom edges (accepted).
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: Int
    /// A set from its bits: 1 top, 2 bottom.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
