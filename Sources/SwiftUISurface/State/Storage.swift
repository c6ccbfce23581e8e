public import Foundation
import Synchronization

// The storage wrappers that outlive a view: `@AppStorage` (user defaults), `@SceneStorage`
// (per scene) and `@Namespace`. A layout reads them as they are when it runs.

/// A type whose stored properties SwiftUI updates before a body is computed (`@State`,
/// `@Environment`, ...). Baseline reads each when the body asks, so `update()` has nothing to do.
public protocol DynamicProperty {
  /// Called before the body is computed; does nothing by default.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension State: DynamicProperty {}
extension Environment: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}

/// A value kept in user defaults under a key, as SwiftUI's `@AppStorage`: reading gives the
/// stored value or, when none is stored (or it has another type), the default; setting stores it.
/// The store is `UserDefaults.standard` unless one is given (on Linux, Foundation keeps it in
/// the user's home); pass a suite's defaults to keep tests and layouts apart from it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let read: () -> Value
  private let write: (Value) -> Void

  private init(key: String, store: UserDefaults?, get: @escaping (Any?) -> Value?, set: @escaping (Value) -> Any?, default value: Value) {
    let defaults = store ?? .standard
    read = { get(defaults.object(forKey: key)) ?? value }
    write = { newValue in
      if let stored = set(newValue) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
  }

  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { Binding(get: read, set: write) }
}

extension AppStorage {
  /// A value of a property-list type (`Bool`, `Int`, `Double`, `String`, `Data`).
  private init(plist value: Value, _ key: String, store: UserDefaults?) {
    self.init(key: key, store: store, get: { $0 as? Value }, set: { $0 }, default: value)
  }
}

extension AppStorage where Value == Bool {
  /// A Bool under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(plist: wrappedValue, key, store: store) }
}
extension AppStorage where Value == Int {
  /// A Int under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(plist: wrappedValue, key, store: store) }
}
extension AppStorage where Value == Double {
  /// A Double under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(plist: wrappedValue, key, store: store) }
}
extension AppStorage where Value == String {
  /// A String under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(plist: wrappedValue, key, store: store) }
}
extension AppStorage where Value == Data {
  /// A Data under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(plist: wrappedValue, key, store: store) }
}
extension AppStorage where Value == URL {
  /// A URL under `key` in `store` (the standard defaults when nil), `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, get: { ($0 as? String).flatMap(URL.init(string:)) }, set: { $0.absoluteString },
      default: wrappedValue)
  }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// A raw-representable value stored as its Int raw value under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, get: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, set: { $0.rawValue }, default: wrappedValue)
  }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A raw-representable value stored as its String raw value under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, get: { ($0 as? String).flatMap(Value.init(rawValue:)) }, set: { $0.rawValue }, default: wrappedValue)
  }
}
extension AppStorage where Value == Bool? {
  /// An optional Bool under `key`: nil when nothing is stored; setting nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) }
}
extension AppStorage where Value == Int? {
  /// An optional Int under `key`: nil when nothing is stored; setting nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) }
}
extension AppStorage where Value == Double? {
  /// An optional Double under `key`: nil when nothing is stored; setting nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) }
}
extension AppStorage where Value == String? {
  /// An optional String under `key`: nil when nothing is stored; setting nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) }
}
extension AppStorage where Value == Data? {
  /// An optional Data under `key`: nil when nothing is stored; setting nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(optional: key, store: store) }
}
extension AppStorage {
  /// An optional property-list value: nil when nothing is stored; setting nil removes it.
  private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
    self.init(key: key, store: store, get: { $0 as? Wrapped }, set: { $0 }, default: nil)
  }
}

extension View {
  /// The defaults that `@AppStorage` in this view's content reads when it names no store.
  /// Accepted; Baseline's `@AppStorage` reads the store it is given or the standard one.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { passthrough("defaultAppStorage") }
}

/// State kept per scene under a key, as SwiftUI's `@SceneStorage`. A layout has one scene that
/// starts empty, so it starts at its default and keeps what is set, like `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let state: State<Value>
  /// State under `key`, starting at `wrappedValue`.
  public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A namespace for `matchedGeometryEffect` ids: each `@Namespace` property has its own.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// The namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  private let id: ID
  private static let counter = Atomic<Int>(0)

  /// A new namespace, different from every other; the same one again when a layout builds the
  /// view again in a later pass (kept like `@State`).
  public init() {
    id = StateSession.box(ID(value: Namespace.counter.wrappingAdd(1, ordering: .relaxed).newValue)).value
  }
  public var wrappedValue: ID { id }
}
