import LayoutCore

/// Which field has keyboard focus, as SwiftUI's `@FocusState`: holds a value that
/// `.focused(_:)` and `.focused(_:equals:)` refer to. Focus has no layout effect.
@propertyWrapper
public struct FocusState<Value: Hashable> {
  /// A reference to a focus state (`$isFocused`), as `.focused(_:)` takes it.
  @propertyWrapper
  public struct Binding {
    fileprivate let box: StateBox<Value>

    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  private let box: StateBox<Value>

  /// A Boolean focus state, false at first.
  public init() where Value == Bool { box = StateBox(false) }

  /// An optional focus state, nil at first.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

extension View {
  /// Ties the view's focus to a Boolean focus state (accepted, no layout effect).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    passthrough("focused")
  }

  /// Ties the view's focus to a focus state's value (accepted, no layout effect).
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
    passthrough("focused")
  }
}
