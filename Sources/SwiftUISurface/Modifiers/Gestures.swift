public import Foundation
public import LayoutCore

// Gestures as SwiftUI declares them. A layout has no touches, so no gesture is recognized and
// no callback runs; attaching one leaves the layout as it is (SwiftUI's gestures change no
// geometry either). Each attachment is kept in the result tree under its modifier's name.

/// A gesture: what it recognizes and the value it reports.
public protocol Gesture<Value> {
  /// The value the gesture reports as it changes and when it ends.
  associatedtype Value
}

extension Gesture {
  /// Accepted; the action never runs.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
  /// Accepted; the action never runs.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
  /// Accepted; the state is never updated, so it keeps its initial value.
  public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
    -> GestureStateGesture<Self, State>
  { GestureStateGesture() }
  /// Accepted; the transform never runs.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }
  /// Both gestures at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
  /// This gesture, then the other.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
  /// This gesture, or else the other.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
}

/// A gesture with a change handler.
public struct _ChangedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
/// A gesture with an end handler.
public struct _EndedGesture<Content: Gesture>: Gesture { public typealias Value = Content.Value }
/// A gesture whose value is transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {}
/// A gesture that updates a `GestureState`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture { public typealias Value = Base.Value }
/// Two gestures recognized together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (first: First.Value?, second: Second.Value?)
}
/// Two gestures in sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture's value, then both.
  public enum Value { case first(First.Value), second(First.Value, Second.Value?) }
}
/// One gesture or the other.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Whichever gesture was recognized, with its value.
  public enum Value { case first(First.Value), second(Second.Value) }
}

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  /// A gesture recognizing `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
  /// Where the tap landed.
  public struct Value: Equatable, Sendable { public var location: CGPoint }
  public var count: Int
  /// The space `location` is reported in.
  public var coordinateSpace: CoordinateSpace
  /// A gesture recognizing `count` taps, reporting in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

/// A press held for a minimum time.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  /// How long, in seconds, the press must last.
  public var minimumDuration: Double
  /// How far the finger may move before the press fails.
  public var maximumDistance: CGFloat
  /// A long press of at least `minimumDuration` seconds within `maximumDistance` points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag: where it started, where it is, and how far it went.
public struct DragGesture: Gesture {
  /// The state of a drag.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// The speed, points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now.
    public var predictedEndLocation: CGPoint
    /// How far the drag went: `location` less `startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How far the drag would go if it ended now with its velocity.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// How far the finger must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space locations are reported in.
  public var coordinateSpace: CoordinateSpace
  /// A drag starting after `minimumDistance` points, reporting in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
  /// The magnification so far and where it started.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The scale since the gesture started.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the gesture started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the gesture started.
    public var startLocation: CGPoint
  }
  /// The least change of scale that starts the gesture.
  public var minimumScaleDelta: CGFloat
  /// A magnification starting after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation.
public struct RotateGesture: Gesture {
  /// The rotation so far and where it started.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The rotation since the gesture started.
    public var rotation: Angle
    /// How fast the rotation changes, per second.
    public var velocity: Angle
    /// Where the gesture started, in the view's unit square.
    public var startAnchor: UnitPoint
    /// Where the gesture started.
    public var startLocation: CGPoint
  }
  /// The least rotation that starts the gesture.
  public var minimumAngleDelta: Angle
  /// A rotation starting after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// State that a gesture sets while it runs and that returns to its initial value when it ends.
/// No gesture runs in a layout, so it always reads its initial value.
@propertyWrapper
public struct GestureState<Value> {
  private let initial: Value
  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) { initial = wrappedValue }
  /// State starting at `initialValue`.
  public init(initialValue: Value) { initial = initialValue }
  /// State starting at `wrappedValue`, reset in `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
  public var wrappedValue: Value { initial }
  public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// A mask from its bits: 1 the view's gestures, 2 its subviews'.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No gestures.
  public static let none = GestureMask([])
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// The view's and its subviews' gestures.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches a gesture (never recognized; no layout effect).
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    passthrough("gesture")
  }
  /// Attaches a gesture that wins over the subviews' (never recognized; no layout effect).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    passthrough("highPriorityGesture")
  }
  /// Attaches a gesture recognized with the subviews' (never recognized; no layout effect).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    passthrough("simultaneousGesture")
  }
  /// Accepted; the action never runs.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    passthrough("onLongPressGesture")
  }
  /// Accepted; the action never runs.
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void)
    -> some View
  {
    passthrough("onTapGesture")
  }
}
