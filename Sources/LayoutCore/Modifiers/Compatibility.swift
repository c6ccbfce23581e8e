/// So that code written the way SwiftUI documentation writes it compiles unchanged: state,
/// gestures, animations and transitions are accepted and have no layout effect.

/// Storage for a value a view owns. Reading gives the current value; setting changes it (there
/// is no re-rendering: a layout is computed from the values at the time it runs).
@propertyWrapper
public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private let box: Box

  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public init(initialValue: Value) { box = Box(initialValue) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// A transition (accepted, no layout effect).
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
}

/// An animation (accepted, no layout effect).
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static let linear = Animation()
  public static let easeInOut = Animation()
  public static let spring = Animation()
}

/// Runs `body` at once; there is no animation.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
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
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    passthrough("animation")
  }
}
