import LayoutCore

/// So that code written the way SwiftUI documentation writes it compiles unchanged: gestures,
/// animations and transitions are accepted and have no layout effect. (State and bindings are in
/// `State/`.)

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
