public import Foundation

/// A proposal for the size of a view: each dimension is a length, or nil for "your ideal size".
/// 0 asks for the minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width; nil asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; nil asks for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` and `height` (nil for the ideal in that dimension).
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions 0: the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions nil: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions infinite: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced by `size`'s (10 by 10 by default, as SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal as `(width, height)`, nil dimensions written `nil`.
  public var description: String {
    "(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    self = axis == .horizontal
      ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
  }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  /// Across: widths and x positions.
  case horizontal
  /// Down: heights and y positions.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: Int8
    /// A set from its bits: 1 horizontal, 2 vertical.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis alone.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis alone.
    public static let vertical = Set(rawValue: 2)

    /// The set of one axis.
    @inline(__always)
    init(_ axis: Axis) { self.init(rawValue: axis == .horizontal ? 1 : 2) }
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An edge of a rectangle, in layout-direction terms.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  /// The raw bits, one per member (see `init(rawValue:)`).
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: Int8
    /// A set from its bits, one per edge in `Edge`'s order (top 1, leading 2, bottom 4, trailing 8).
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets on each edge.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given lengths, 0 where none is given.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on `edges`, 0 elsewhere.
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(major: CGFloat, minor: CGFloat, axis: Axis) {
    self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

/// A length that is finite, or nil, limited to ±`LayoutLimits.maximumLength`. Used to clamp NaN
/// and infinite inputs where a length must be finite (documented at each use).
func finite(_ value: CGFloat?) -> CGFloat? {
  guard let value, value.isFinite else { return nil }
  return limited(value)
}

/// A finite value limited to ±`LayoutLimits.maximumLength`; NaN and infinities pass unchanged
/// (callers treat them, and infinite proposals keep their meaning).
func limited(_ value: CGFloat) -> CGFloat {
  guard value.isFinite else { return value }
  return min(max(value, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
}

/// A size with NaN dimensions replaced by 0, negative ones clamped to 0 and finite ones limited
/// to `LayoutLimits.maximumLength` (so that sums of sizes never overflow). An infinite dimension
/// is kept only as the answer to an infinite proposal on that axis (a flexibility probe);
/// otherwise it becomes `maximumLength`.
func sanitized(_ size: CGSize, for proposal: ProposedViewSize = .unspecified) -> CGSize {
  func clean(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
    if value.isNaN { return 0 }
    if value == .infinity && proposed == .infinity { return value }
    return min(max(value, 0), LayoutLimits.maximumLength)
  }
  return CGSize(width: clean(size.width, proposal.width), height: clean(size.height, proposal.height))
}

/// A guide value or offset made safe for arithmetic: NaN becomes 0 and every other value,
/// infinities included, is limited to ±`LayoutLimits.maximumLength`.
func clampedLength(_ value: CGFloat) -> CGFloat {
  value.isNaN ? 0 : min(max(value, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
}
