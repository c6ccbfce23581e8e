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

/// A property of an `ObservableObject`: its value, and a publisher of its changes (`$name`),
/// which sends each new value as it is set (Combine's sends it just before the property holds
/// it; here a subscriber reading the property sees the new value).
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>
  /// The value; setting it publishes it.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.set(newValue) }
  }
  /// A property holding `wrappedValue`.
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
  /// A property holding `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The publisher of the property's values (`$name`): the current value when subscribed to,
  /// then each new one.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// The values of a `@Published` property.
  public struct Publisher: SwiftUISurface.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: PublishedStorage<Value>
    public func subscribe(
      receiveValue: @escaping (Value) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      storage.subject.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
  }
}

/// A `@Published` property's value and the subject it publishes through.
final class PublishedStorage<Value>: @unchecked Sendable {
  let subject: CurrentValueSubject<Value, Never>
  /// Subscriptions that assign to this property (`assign(to: &$name)`), kept as long as it is.
  let assignments = PublisherLock<[AnyCancellable]>([])
  init(_ value: Value) { subject = CurrentValueSubject(value) }
  var value: Value { subject.value }
  func set(_ value: Value) { subject.send(value) }
}

extension SwiftUISurface.Publisher where Failure == Never {
  /// Sets a `@Published` property (`&$name`) to each value, for as long as the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let subscription = sink { [weak storage] in storage?.set($0) }
    storage.assignments.withLock { $0.append(subscription) }
  }
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
