public import Foundation

/// A point in a view's unit square: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
  public var x: CGFloat
  /// The vertical position: 0 at the top, 1 at the bottom.
  public var y: CGFloat

  /// The point at `x` and `y` fractions of the width and height.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0): the top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5): the middle.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5): the middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5): the middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0): the middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1): the middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0): the top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0): the top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1): the bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1): the bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
