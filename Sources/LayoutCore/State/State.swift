/// Storage for a value a view owns, as SwiftUI's `@State`: reading gives the current value,
/// setting changes it, and `$name` is a `Binding` to it for a control or a child view.
///
/// There is no re-rendering: a layout is computed from the values as they are when it runs, and
/// each `State` keeps its own storage for the life of the view value that holds it.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
  public init(initialValue: Value) { box = StateBox(initialValue) }

  /// State that starts out nil.
  public init() where Value: ExpressibleByNilLiteral { box = StateBox(nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding that reads and writes the state.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// The storage of one `State` (a reference, so copies of a view share it, as in SwiftUI).
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
