/// Leading or trailing edges (as `VerticalEdge` is top or bottom).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: Int
    /// A set from its bits: 1 leading, 2 trailing.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    /// The leading edge.
    public static let leading = Set(rawValue: 1)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}
