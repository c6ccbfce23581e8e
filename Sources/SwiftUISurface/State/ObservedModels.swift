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

/// A class whose `@Published` properties views read, as Combine's `ObservableObject`: it has a
/// publisher that announces changes (`objectWillChange`), one per object unless the class
/// declares its own. Views read a model's values once; nothing subscribes to the publisher in a
/// layout, and setting a `@Published` property does not send through it (a model sends with
/// `objectWillChange.send()`).
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// The publisher that announces changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's own publisher, made when first asked for and kept as long as the object lives.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// The publisher an `ObservableObject` announces changes with: `send()` delivers to its
/// subscribers.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers.
  public init() {}

  /// Announces a change to the subscribers.
  public func send() { subject.send(()) }

  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
  ) -> AnyCancellable {
    subject.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
  }

  /// The objects' publishers, found by identity; an entry whose object is gone is replaced when
  /// its identity is used again and dropped when the table is swept (each time it doubles).
  private static let table = PublisherLock(PublisherTable())

  private struct PublisherTable {
    struct Entry {
      weak var object: AnyObject?
      let publisher: ObservableObjectPublisher
    }
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepAt = 64
  }

  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    table.withLock { table in
      let key = ObjectIdentifier(object)
      if let entry = table.entries[key], entry.object === object { return entry.publisher }
      let publisher = ObservableObjectPublisher()
      table.entries[key] = PublisherTable.Entry(object: object, publisher: publisher)
      if table.entries.count >= table.sweepAt {
        table.entries = table.entries.filter { $0.value.object != nil }
        table.sweepAt = max(64, 2 * table.entries.count)
      }
      return publisher
    }
  }
}

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
