public import Foundation
public import LayoutCore

// Visual effects from a view's geometry (iOS 17): `visualEffect` and `scrollTransition` hand a
// closure an empty effect to chain paint effects onto (offset, scale, rotation, opacity, blur,
// color changes). None changes layout. Each effect in the chain is drawn as the modifier of
// the same name draws it, innermost first; a `visualEffect` closure runs with the view's placed
// geometry, a `scrollTransition` closure with the identity phase (a layout has no viewport:
// every view is where it rests on screen).

/// Paint effects a view's geometry can drive, chained on `EmptyVisualEffect`.
public protocol VisualEffect: Sendable {}

/// The start of a chain of visual effects: no effect.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

/// A chain of visual effects, innermost first, each made from the view's placed frame.
public struct VisualEffectChain: VisualEffect {
  let steps: [@Sendable (CGRect) -> PaintEffect?]
}

extension VisualEffect {
  /// The effects so far.
  var steps: [@Sendable (CGRect) -> PaintEffect?] { (self as? VisualEffectChain)?.steps ?? [] }

  private func adding(_ step: @escaping @Sendable (CGRect) -> PaintEffect?) -> VisualEffectChain {
    VisualEffectChain(steps: steps + [step])
  }

  /// Draws the view moved by `offset`.
  public func offset(_ offset: CGSize) -> VisualEffectChain {
    adding { _ in
      guard offset.width.isFinite, offset.height.isFinite else { return nil }
      return .transform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
  }
  /// Draws the view moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain { offset(CGSize(width: x, height: y)) }
  /// Draws the view scaled about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain {
    adding { .transform(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor, in: $0) }
  }
  /// Draws the view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }
  /// Draws the view scaled by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> VisualEffectChain {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
  /// Draws the view rotated by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain {
    adding { .transform(CGAffineTransform(rotationAngle: angle.radians), anchor: anchor, in: $0) }
  }
  /// Draws the view through `transform` in its own coordinates.
  public func transformEffect(_ transform: CGAffineTransform) -> VisualEffectChain {
    adding { .transform(transform, anchor: .topLeading, in: $0) }
  }
  /// Draws the view at `opacity` (0 to 1).
  public func opacity(_ opacity: Double) -> VisualEffectChain {
    let value = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    return adding { _ in value < 1 ? .opacity(value) : nil }
  }
  /// Draws the view blurred by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain {
    adding { _ in radius.isFinite && radius > 0 ? .blur(radius: radius) : nil }
  }
  /// Draws the view brighter by `amount`.
  public func brightness(_ amount: Double) -> VisualEffectChain {
    adding { _ in amount.isFinite ? .colorMatrix(.brightness(amount)) : nil }
  }
  /// Draws the view with its contrast multiplied by `amount`.
  public func contrast(_ amount: Double) -> VisualEffectChain {
    adding { _ in amount.isFinite ? .colorMatrix(.contrast(amount)) : nil }
  }
  /// Draws the view with its saturation multiplied by `amount`.
  public func saturation(_ amount: Double) -> VisualEffectChain {
    adding { _ in amount.isFinite ? .colorMatrix(.saturation(amount)) : nil }
  }
  /// Draws the view in gray by `amount`.
  public func grayscale(_ amount: Double) -> VisualEffectChain {
    adding { _ in amount.isFinite ? .colorMatrix(.saturation(1 - amount)) : nil }
  }
  /// Draws the view with its hues turned by `angle`.
  public func hueRotation(_ angle: Angle) -> VisualEffectChain {
    adding { _ in angle.radians.isFinite ? .colorMatrix(.hueRotation(angle.radians)) : nil }
  }
}

/// Where a view is in a scroll view's visible area, for `scrollTransition`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible area (above or to the leading side).
  case topLeading
  /// In the visible area: where every view of a layout is.
  case identity
  /// After the visible area.
  case bottomTrailing

  /// Whether the view is in the visible area.
  public var isIdentity: Bool { self == .identity }
  /// -1 before the visible area, 0 in it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition runs as the view moves (kept; a layout shows the identity phase).
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  /// Animated as the view crosses the thresholds.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Following the scrolling.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// No transition.
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  /// Animated with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  /// The configuration with the view's phase changing at `threshold`.
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
  /// The configuration animated with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How much of a view must show for it to be in the identity phase.
  public struct Threshold: Sendable {
    let amount: Double
    /// Any part shown.
    public static let visible = Threshold(amount: 0)
    /// The whole view shown.
    public static let hidden = Threshold(amount: 1)
    /// The view's center in the middle.
    public static let centered = Threshold(amount: 0.5)
    /// `amount` of the view shown.
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
  }
}

extension View {
  /// Draws the view with the effects `effect` makes from its placed geometry (a proxy whose
  /// global frame is the view's).
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    visualEffects(kind: "visualEffect") { frame in effect(EmptyVisualEffect(), GeometryProxy(frame: frame)).steps }
  }

  /// Draws the view with the effects `transition` makes for its scroll phase: the identity
  /// phase, where a view rests on screen (a layout has no viewport).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    visualEffects(kind: "scrollTransition") { _ in transition(EmptyVisualEffect(), .identity).steps }
  }

  /// Draws the view with the effects `transition` makes for its scroll phase, with thresholds for
  /// the phases' start and end (laid out at the identity phase).
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    visualEffects(kind: "scrollTransition") { _ in transition(EmptyVisualEffect(), .identity).steps }
  }

  /// One effect node per step of the chain `steps` makes (counted once, from a zero frame: a
  /// chain's shape is its type), innermost first; each makes its step from the placed frame.
  private func visualEffects(kind: String, _ steps: @escaping @Sendable (CGRect) -> [@Sendable (CGRect) -> PaintEffect?]) -> some View {
    let count = steps(.zero).count
    return modified { node in
      var wrapped = node
      for index in 0..<count {
        wrapped = EffectNode(kind: kind, child: wrapped) { frame in
          let chain = steps(frame)
          return index < chain.count ? chain[index](frame) : nil
        }
      }
      return wrapped
    }
  }
}
