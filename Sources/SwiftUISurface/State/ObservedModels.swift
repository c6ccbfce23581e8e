public import Observation
import LayoutCore

// Models shared between views: Observation's `@Observable` classes (with `@Bindable`), and the
// older `ObservableObject` style (`@Published`, `@StateObject`, `@ObservedObject`,
// `@EnvironmentObject`), which SwiftUI code still uses widely. Layout reads a model's values
// once; nothing observes changes.

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  /// Bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Bindings to the properties of `wrappedValue`.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// A class whose `@Published` properties views read (Combine's protocol in SwiftUI; here a
/// marker, since nothing observes changes).
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` (holds its value; there is no publisher).
@propertyWrapper
public struct Published<Value> {
  /// The value.
  public var wrappedValue: Value
  /// A property holding `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// A property holding `initialValue`.
  public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// Bindings to the properties of an object held by `@StateObject` or `@ObservedObject`.
@dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
  let object: ObjectType

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    let object = self.object
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// An object a view creates and owns (made once, when the property is first read).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  private let box: StateBox<ObjectType?>
  private let make: () -> ObjectType

  /// An object made by `thunk` when the property is first read.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }

  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }

  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

/// An object a view is given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public var wrappedValue: ObjectType
  /// The object `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// The object `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

/// An object placed in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  /// The environment's object of this type (a missing one traps when read, as in SwiftUI).
  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = CurrentEnvironment.values.object(of: ObjectType.self) else {
      fatalError("no \(ObjectType.self) in the environment: place one with .environmentObject(_:)")
    }
    return object
  }

  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}
