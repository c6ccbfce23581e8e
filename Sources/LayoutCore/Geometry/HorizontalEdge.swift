/// Leading or trailing edges (as `VerticalEdge` is top or bottom).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}
