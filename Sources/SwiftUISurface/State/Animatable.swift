public import Foundation

// The types animations interpolate (SwiftUI's `Animatable`, `VectorArithmetic`,
// `AnimatablePair`, `EmptyAnimatableData`, `AnimatableModifier`). A layout is one state, so
// nothing interpolates here: a shape or modifier that declares `animatableData` lays out and
// draws with the values it holds. The types are real values with their arithmetic, so code that
// computes with them works as written.

/// A value an animation can interpolate: addition, subtraction and scaling.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// The value `amount` of the way from `self` to `other` (0: `self`, 1: `other`).
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty value.
  public init() {}
  /// The empty value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The empty value.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// The empty value.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing to scale.
  public mutating func scale(by rhs: Double) {}
  /// 0.
  public var magnitudeSquared: Double { 0 }
}

/// Two values interpolated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of two values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both values zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  /// The pairs added component by component.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The pairs subtracted component by component.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both values.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both values' squares.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose `animatableData` an animation interpolates (see the note above: a layout shows
/// the values it holds).
public protocol Animatable {
  /// What is interpolated.
  associatedtype AnimatableData: VectorArithmetic
  /// The values interpolated.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to interpolate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A view modifier whose `animatableData` an animation interpolates (older spelling of an
/// `Animatable` `ViewModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
