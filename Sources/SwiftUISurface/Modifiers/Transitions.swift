public import Foundation
public import LayoutCore

// Transitions as iOS 17 declares them: a `Transition` is a modifier whose `body` depends on the
// phase of the view's insertion or removal. A layout shows a view that is in place, so a view
// with a transition is laid out as the transition's body in the `.identity` phase (the view as it
// is, for every built-in transition).

/// Where a view is in its insertion or removal.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted.
  case willAppear
  /// In place.
  case identity
  /// Removed.
  case didDisappear

  /// Whether the view is in place.
  public var isIdentity: Bool { self == .identity }
  /// -1 before insertion, 0 in place, 1 after removal.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does, as the system reads it.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (reduced motion leaves such transitions out).
  public var hasMotion: Bool
  /// Properties of a transition that moves the view or not.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view enters and leaves, as SwiftUI's `Transition`: `body` is the view in a phase.
public protocol Transition {
  /// The view a transition makes.
  associatedtype Body: View
  /// The view the transition is applied to.
  typealias Content = PlaceholderContentView<Self>
  /// The view `content` in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves the view.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// The transition's body for `content` in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView<Self>(content), phase: phase)
  }

  /// The transition with an animation (no animation runs in a layout).
  public func animation(_ animation: Animation?) -> some Transition { self }

  /// This transition and `other` at once.
  public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
}

/// Two transitions at once: the second's body around the first's.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second
  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
}

/// No transition.
public struct IdentityTransition: Transition {
  /// The identity transition.
  public init() {}
  /// The view as it is.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// It does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A fade.
public struct OpacityTransition: Transition {
  /// The fade.
  public init() {}
  /// The view, transparent outside `.identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
  /// It does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Growing from a scale and shrinking to it.
public struct ScaleTransition: Transition {
  /// The scale outside `.identity`.
  public var scale: Double
  /// The point the view scales about.
  public var anchor: UnitPoint
  /// Scaling from and to `scale` about `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  /// The view, scaled outside `.identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

/// Sliding in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition {
  /// The slide.
  public init() {}
  /// The view as it is in `.identity` (laid out in place).
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moving in from and out to an edge.
public struct MoveTransition: Transition {
  /// The edge.
  public var edge: Edge
  /// Moving from and to `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// The view as it is in `.identity` (laid out in place).
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moving in from and out to an offset.
public struct OffsetTransition: Transition {
  /// The offset outside `.identity`.
  public var offset: CGSize
  /// Moving from and to `offset`.
  public init(_ offset: CGSize) { self.offset = offset }
  /// The view, offset outside `.identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

/// Pushing in from an edge while the old view leaves by the opposite one.
public struct PushTransition: Transition {
  /// The edge the view comes in from.
  public var edge: Edge
  /// Pushing in from `edge`.
  public init(edge: Edge) { self.edge = edge }
  /// The view as it is in `.identity` (laid out in place).
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurring and scaling one view into another.
public struct BlurReplaceTransition: Transition {
  /// How the blur goes.
  public struct Configuration: Hashable, Sendable {
    let name: String
    /// Scaling down and up while blurred.
    public static let downUp = Configuration(name: "downUp")
    /// Scaling up while blurred.
    public static let upUp = Configuration(name: "upUp")
  }
  /// How the blur goes.
  public var configuration: Configuration
  /// A blur replacement of `configuration`.
  public init(configuration: Configuration) { self.configuration = configuration }
  /// The view, blurred and transparent outside `.identity`.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.blur(radius: phase.isIdentity ? 0 : 20).opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == IdentityTransition {
  /// No transition.
  public static var identity: IdentityTransition { IdentityTransition() }
}
extension Transition where Self == OpacityTransition {
  /// A fade.
  public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == ScaleTransition {
  /// Growing from nothing and shrinking away.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Growing from `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition {
  /// Sliding in and out.
  public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == MoveTransition {
  /// Moving from and to `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
  /// Moving from and to `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Moving from and to an offset of `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == PushTransition {
  /// Pushing in from `edge`.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == BlurReplaceTransition {
  /// A blur replacement, scaling down and up.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  /// A blur replacement of `configuration`.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension View {
  /// The view with `transition`: laid out as the transition's body in the `.identity` phase (the
  /// view is in place).
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View {
    transition.apply(content: self, phase: .identity)
  }
}
