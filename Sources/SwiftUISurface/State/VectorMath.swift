public import Foundation
public import LayoutCore

/// Arithmetic on values made of lengths or angles, as SwiftUI gives `Angle` and `EdgeInsets`
/// through this protocol: sums and differences component by component, scaling by a number, the
/// length and the negation, all on the value's `animatableData`.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
  /// The value's length: the square root of its components' squares.
  public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

  /// Negates every component.
  public mutating func negate() { animatableData = .zero - animatableData }

  /// The value with every component negated.
  public static prefix func - (operand: Self) -> Self {
    var result = operand
    result.negate()
    return result
  }

  /// Adds `rhs` component by component.
  public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }
  /// Subtracts `rhs` component by component.
  public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }
  /// Multiplies every component by `rhs`.
  public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }
  /// Divides every component by `rhs`.
  public static func /= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: 1 / rhs) }

  /// The sum, component by component.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result += rhs
    return result
  }
  /// The difference, component by component.
  public static func - (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result -= rhs
    return result
  }
  /// Every component multiplied by `rhs`.
  public static func * (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result *= rhs
    return result
  }
  /// Every component divided by `rhs`.
  public static func / (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result /= rhs
    return result
  }
}

extension Angle: _VectorMath {
  /// The angle in radians, as animations interpolate it.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension EdgeInsets: _VectorMath {
  /// The four insets (top, then leading, bottom and trailing), as animations interpolate them.
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}
