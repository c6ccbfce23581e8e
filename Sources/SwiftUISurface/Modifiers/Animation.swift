public import Foundation
public import LayoutCore

// Animations and transitions as SwiftUI declares them. A layout is one frame: the state it is
// computed from is final, so an animation never runs and a transition never shows; neither
// changes geometry (SwiftUI lays out the final state too). The values keep what they were
// given, so code that reads them back (a duration, a curve) sees its own numbers.

/// How a change is animated (kept, never run).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve, with its parameters.
  public let description: String
  /// Seconds before it starts.
  public private(set) var delay: Double = 0
  /// How much faster than normal it runs.
  public private(set) var speed: Double = 1
  /// How many times it repeats (nil: forever), and whether it reverses each time.
  public private(set) var repetition: (count: Int?, autoreverses: Bool)? {
    get { repeatCount.map { ($0 < 0 ? nil : $0, autoreverses) } }
    set {
      repeatCount = newValue.map { $0.count ?? -1 }
      autoreverses = newValue?.autoreverses ?? false
    }
  }
  private var repeatCount: Int?
  private var autoreverses = false

  init(_ description: String) { self.description = description }

  /// The default animation (kept, never run).
  public static let `default` = Animation("default")
  /// Constant speed.
  public static let linear = Animation("linear")
  /// Starting slowly.
  public static let easeIn = Animation("easeIn")
  /// Ending slowly.
  public static let easeOut = Animation("easeOut")
  /// Starting and ending slowly.
  public static let easeInOut = Animation("easeInOut")
  /// A spring with the default response and damping.
  public static let spring = Animation("spring")
  /// A quick spring, as for dragging.
  public static let interactiveSpring = Animation("interactiveSpring")
  /// A spring without bounce.
  public static let smooth = Animation("smooth")
  /// A quick spring with a little bounce.
  public static let snappy = Animation("snappy")
  /// A spring with more bounce.
  public static let bouncy = Animation("bouncy")

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
  /// Starting slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
  /// Ending slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
  /// Starting and ending slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }
  /// A cubic Bézier timing curve through the two control points, over `duration` seconds.
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
    Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
  }
  /// A spring by response (seconds) and damping fraction (`.spring()` is the spring by duration,
  /// as in SwiftUI, whose two defaults are the same spring).
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
    Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by perceived duration and bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A quick spring by response and damping fraction.
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
    Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by physical stiffness, damping and mass.
  public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring by perceived duration and bounce that keeps velocity between changes.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring without bounce, over `duration`, with `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration))")
  }
  /// A quick spring over `duration`, with `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration))")
  }
  /// A bouncy spring over `duration`, with `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration))")
  }

  /// The animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }
  /// The animation at `speed` times its normal rate.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }
  /// The animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repetition = (repeatCount, autoreverses)
    return copy
  }
  /// The animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repetition = (nil, autoreverses)
    return copy
  }
}

/// How a view enters and leaves (kept, never shown).
public struct AnyTransition: Sendable {
  /// The transition's parts, for reading back.
  public let description: String
  init(_ description: String) { self.description = description }

  /// No transition.
  public static let identity = AnyTransition("identity")
  /// A fade.
  public static let opacity = AnyTransition("opacity")
  /// Growing from nothing and shrinking away.
  public static let scale = AnyTransition("scale")
  /// Sliding in from the leading edge and out to the trailing one.
  public static let slide = AnyTransition("slide")

  /// Scaling from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
  /// Moving in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
  /// Pushing in from `edge` while the old view leaves by the opposite one.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
  /// Moving in from and out to an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset.width), \(offset.height))") }
  /// Moving in from and out to an offset of `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(\(insertion.description), \(removal.description))")
  }
  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description) + \(other.description)")
  }
  /// The transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place (kept, never shown).
public struct ContentTransition: Sendable {
  let name: String
  /// No transition of the content.
  public static let identity = ContentTransition(name: "identity")
  /// A fade between contents.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolating between contents where it can.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// A symbol's own effect between contents.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// Digits rolling to their new values.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
  /// Digits rolling toward `value`.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Runs `body` at once; there is no animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` at once; there is no animation.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  /// Accepted; taps are not delivered (no layout effect).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    passthrough("onTapGesture")
  }

  /// Accepted, no layout effect.
  public func transition(_ transition: AnyTransition) -> some View {
    passthrough("transition")
  }

  /// Accepted, no layout effect.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    passthrough("contentTransition")
  }

  /// Accepted, no layout effect.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    passthrough("animation")
  }

  /// The older form, without a value: accepted, no layout effect.
  public func animation(_ animation: Animation?) -> some View {
    passthrough("animation")
  }

  /// Accepted, no layout effect.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    passthrough("transaction")
  }
}
