import LayoutCore

// Symbol effects (iOS 17, the Symbols framework's types): animations of a symbol image's
// drawing. None changes layout. A layout is the effect's resting frame: the symbol as drawn,
// except that an active `.disappear` leaves it undrawn (its room kept), the state a disappear
// transition ends in.

/// An animation of a symbol image.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The part of a symbol an effect moves, and the direction (shared by the effects' variants).
public struct SymbolEffectVariant: Hashable, Sendable {
  /// Each layer separately (the default for most effects), or the whole symbol at once.
  public var byLayer = true
  /// The direction or manner, when the effect has one ("up", "down", "iterative"...).
  public var manner: String?
}

/// Declares an effect type: its variant and the modifiers that change it.
public protocol _SymbolEffectVariants {
  var variant: SymbolEffectVariant { get set }
}

extension _SymbolEffectVariants {
  /// The effect on each layer separately.
  public var byLayer: Self { with { $0.byLayer = true } }
  /// The effect on the whole symbol at once.
  public var wholeSymbol: Self { with { $0.byLayer = false } }
  func with(_ change: (inout SymbolEffectVariant) -> Void) -> Self {
    var copy = self
    change(&copy.variant)
    return copy
  }
  func manner(_ name: String) -> Self { with { $0.manner = name } }
}

/// A symbol that bounces.
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Bouncing up.
  public var up: Self { manner("up") }
  /// Bouncing down.
  public var down: Self { manner("down") }
}

/// A symbol whose opacity pulses.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
}

/// A symbol whose layers light up in turn.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// One layer at a time.
  public var iterative: Self { manner("iterative") }
  /// Layers staying lit as the next lights.
  public var cumulative: Self { manner("cumulative") }
  /// Running back after it reaches the end.
  public var reversing: Self { manner("reversing") }
  /// Unlit layers hidden.
  public var hideInactiveLayers: Self { manner("hideInactiveLayers") }
  /// Unlit layers dimmed.
  public var dimInactiveLayers: Self { manner("dimInactiveLayers") }
  /// Layers not yet lit left as they are.
  public var nonReversing: Self { manner("nonReversing") }
}

/// A symbol drawn larger or smaller while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Larger.
  public var up: Self { manner("up") }
  /// Smaller.
  public var down: Self { manner("down") }
}

/// A symbol that appears.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Growing as it appears.
  public var up: Self { manner("up") }
  /// Shrinking into place as it appears.
  public var down: Self { manner("down") }
}

/// A symbol that disappears: while active, it is not drawn.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Growing as it disappears.
  public var up: Self { manner("up") }
  /// Shrinking as it disappears.
  public var down: Self { manner("down") }
}

/// One symbol replacing another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// The old symbol going down, the new one coming up.
  public var downUp: Self { manner("downUp") }
  /// Both going up.
  public var upUp: Self { manner("upUp") }
  /// The old symbol fading, the new one coming up.
  public var offUp: Self { manner("offUp") }
}

/// A symbol that wiggles (iOS 18).
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Left and right.
  public var left: Self { manner("left") }
  /// Right and left.
  public var right: Self { manner("right") }
  /// Up and down.
  public var up: Self { manner("up") }
  /// Down and up.
  public var down: Self { manner("down") }
  /// Clockwise.
  public var clockwise: Self { manner("clockwise") }
  /// Counterclockwise.
  public var counterClockwise: Self { manner("counterClockwise") }
}

/// A symbol that turns (iOS 18).
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Clockwise.
  public var clockwise: Self { manner("clockwise") }
  /// Counterclockwise.
  public var counterClockwise: Self { manner("counterClockwise") }
}

/// A symbol that breathes: grows and shrinks (iOS 18).
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, _SymbolEffectVariants {
  public var variant = SymbolEffectVariant()
  /// Growing and shrinking.
  public var plain: Self { manner("plain") }
  /// Its layers pulsing too.
  public var pulse: Self { manner("pulse") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { .init() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { .init() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lighting in turn.
  public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// Scaling.
  public static var scale: ScaleSymbolEffect { .init() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  /// Appearing.
  public static var appear: AppearSymbolEffect { .init() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Disappearing.
  public static var disappear: DisappearSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replacing.
  public static var replace: ReplaceSymbolEffect { .init() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  /// Wiggling.
  public static var wiggle: WiggleSymbolEffect { .init() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  /// Turning.
  public static var rotate: RotateSymbolEffect { .init() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Breathing.
  public static var breathe: BreatheSymbolEffect { .init() }
}

/// How a symbol effect runs: its speed and repetition (kept, never run).
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How much faster than normal.
  public private(set) var speed: Double = 1
  /// How many times it repeats (nil: the effect's own choice; 0 never; -1 forever).
  public private(set) var repeatCount: Int?

  /// The effect's own speed and repetition.
  public static let `default` = SymbolEffectOptions()
  /// Repeating for as long as it is active.
  public static let repeating = SymbolEffectOptions(repeatCount: -1)
  /// Running once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 0)
  /// Repeating `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 0)) }
  /// At `speed` times the normal speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
  /// These options at `speed` times the normal speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speed = speed
    return copy
  }
  /// These options repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = max(count, 0)
    return copy
  }
  /// These options repeating for as long as the effect is active.
  public var repeating: SymbolEffectOptions {
    var copy = self
    copy.repeatCount = -1
    return copy
  }
  /// These options running once.
  public var nonRepeating: SymbolEffectOptions {
    var copy = self
    copy.repeatCount = 0
    return copy
  }
}

extension View {
  /// Runs `effect` on the symbol images inside while `isActive`: drawn at rest, except an
  /// active `.disappear`, which leaves them undrawn with their room kept.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    let hides = isActive && effect is DisappearSymbolEffect
    return paintEffect("symbolEffect") { _ in hides ? .opacity(0) : nil }
  }

  /// Runs `effect` on the symbol images inside each time `value` changes: drawn at rest.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    passthrough("symbolEffect")
  }

  /// Stops the symbol effects inside (`isEnabled`), or lets them run: no layout effect.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { passthrough("symbolEffectsRemoved") }
}

extension ContentTransition {
  /// A symbol replacing another with `effect` (not run: the new symbol is drawn).
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}
