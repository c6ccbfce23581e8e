public import Foundation
public import LayoutCore

// Phase and keyframe animators (iOS 17). A layout is one frame, and an animator's first frame is
// its content at the first phase or at the initial value: where a triggered animator rests, and
// where a repeating one starts. The phases, keyframes and animations are kept, never run.

/// A view that animates its content through `phases`, laid out at the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  /// The phases, in order (the first is the one laid out).
  public let phases: [Phase]
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Cycles through `phases` continuously (laid out at the first).
  public init<Phases: Sequence>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.phases = Array(phases)
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once each time `trigger` changes (laid out at the first, where it
  /// rests).
  public init<Phases: Sequence>(
    _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.init(phases, content: content, animation: animation)
  }

  public var body: some View {
    // SwiftUI requires at least one phase; with none there is nothing to show.
    if let first = phases.first { content(first) }
  }
}

extension View {
  /// Animates the view through `phases` continuously: laid out at the first phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates the view through `phases` each time `trigger` changes: laid out at the first
  /// phase, where it rests.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates values of the view along `keyframes`: laid out with `initialValue`.
  public func keyframeAnimator<Value, K: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    content(PlaceholderContentView<Self>(self), initialValue)
  }

  /// Animates values of the view along `keyframes` each time `trigger` changes: laid out with
  /// `initialValue`, where it rests.
  public func keyframeAnimator<Value, K: Keyframes>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    content(PlaceholderContentView<Self>(self), initialValue)
  }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier or a `Transition` is applied to, as
/// its closure or `body` receives it: laid out as that view. `Value` names what it stands in for
/// (the view, or the transition), as in SwiftUI.
public struct PlaceholderContentView<Value>: View {
  let view: AnyView
  init<Content: View>(_ view: Content) { self.view = AnyView(view) }
  public var body: some View { view }
}

/// A view that animates values along keyframes: laid out with its initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
  /// The value the content is laid out with.
  public let initialValue: Value
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Plays `keyframes` (repeating, by default) from `initialValue`.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays `keyframes` each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.init(initialValue: initialValue, content: content, keyframes: keyframes)
  }

  public var body: some View { content(initialValue) }
}

/// Keyframes for a value (tracks of its properties, or of the whole value).
public protocol Keyframes<Value> {
  /// The value the keyframes animate.
  associatedtype Value
}

/// The keyframes of one track.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes reach.
  associatedtype Value
}

/// The keyframes that animate one property of a value (`keyPath`), or the whole value. A
/// `KeyframesBuilder` of `Root` takes it.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Content.Value == Value {
  /// The property the track animates.
  public let keyPath: WritableKeyPath<Root, Value>
  /// The track's keyframes, in order.
  public let content: Content

  /// A track for the property at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// A track for the whole value.
  public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) where Root == Value {
    self.init(\.self, content: content)
  }
}

/// A keyframe that moves to its value along a timing curve.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  /// The value reached.
  public let to: Value
  /// Seconds to reach it.
  public let duration: TimeInterval
  /// A keyframe reaching `to` in `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that springs to its value.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  /// The value reached.
  public let to: Value
  /// A keyframe springing to `to` (over `duration` seconds, or the spring's own time).
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    self.to = to
  }
}

/// A keyframe that reaches its value along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  /// The value reached.
  public let to: Value
  /// Seconds to reach it.
  public let duration: TimeInterval
  /// A keyframe reaching `to` in `duration` seconds, with the velocities given at its ends.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that jumps to its value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  /// The value jumped to.
  public let to: Value
  /// A keyframe jumping to `to`.
  public init(_ to: Value) { self.to = to }
}

/// Keyframes gathered by a builder.
public struct KeyframeList<Value>: Keyframes, KeyframeTrackContent {
  /// How many tracks or keyframes the list holds.
  public let count: Int

  init(count: Int) { self.count = count }

  /// The lists' tracks or keyframes, one after another (what both builders' blocks make).
  init(combining lists: some Sequence<KeyframeList<Value>>) {
    count = lists.reduce(0) { $0 + $1.count }
  }
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value> where K.Value == Value {
    KeyframeList(count: 1)
  }
  public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeList<Value> {
    KeyframeList(count: 1)
  }
  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList(combining: parts) }
  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(count: 0) }
  public static func buildEither(first part: KeyframeList<Value>) -> KeyframeList<Value> { part }
  public static func buildEither(second part: KeyframeList<Value>) -> KeyframeList<Value> { part }
  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList(combining: parts) }
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
    KeyframeList(count: 1)
  }
  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { KeyframeList(combining: parts) }
  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(count: 0) }
  public static func buildEither(first part: KeyframeList<Value>) -> KeyframeList<Value> { part }
  public static func buildEither(second part: KeyframeList<Value>) -> KeyframeList<Value> { part }
  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList(combining: parts) }
}

/// A timing curve from 0 to 1 (kept, never run).
public struct UnitCurve: Hashable, Sendable {
  let name: String
  /// Constant speed.
  public static let linear = UnitCurve(name: "linear")
  /// Starting slowly.
  public static let easeIn = UnitCurve(name: "easeIn")
  /// Ending slowly.
  public static let easeOut = UnitCurve(name: "easeOut")
  /// Starting and ending slowly.
  public static let easeInOut = UnitCurve(name: "easeInOut")
  /// A circular ease in.
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  /// A circular ease out.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  /// A circular ease in and out.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  /// A cubic Bézier curve through (0, 0), the two control points and (1, 1).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier(\(startControlPoint.x), \(startControlPoint.y), \(endControlPoint.x), \(endControlPoint.y))")
  }
}
