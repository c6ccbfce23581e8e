public import Foundation

/// A two-dimensional vector, as Core Graphics declares it (Foundation on Linux has none): a
/// velocity or an offset, by its x and y components.
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The vector (dx, dy).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector (0, 0).
  public init() { self.init(dx: 0, dy: 0) }

  /// The vector (0, 0).
  public static let zero = CGVector()
}
