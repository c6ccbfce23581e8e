import Foundation
import LayoutCore

/// Reads a value of the environment the view is laid out in, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`, `@Environment(\.myValue) var value` for a
/// user's `EnvironmentKey`, or `@Environment(Model.self) var model` for an observable object
/// placed with `.environment(model)`.
///
/// The value is read while the view's `body` is computed (the engine makes the environment of
/// the view current then); read at any other time it is the default environment's.
@propertyWrapper
public struct Environment<Value> {
  private let read: (EnvironmentValues) -> Value

  /// The value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The object of type `Value` placed in the environment with `.environment(_:)`. Reading it
  /// where none was placed is a programming error, as in SwiftUI.
  public init(_ objectType: Value.Type) where Value: AnyObject {
    read = { environment in
      guard let object = environment.object(of: objectType) else {
        fatalError("no \(objectType) in the environment: place one with .environment(_:)")
      }
      return object
    }
  }

  /// The object of type `Value` placed in the environment, or nil.
  public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(of: objectType) }
  }

  public var wrappedValue: Value { read(CurrentEnvironment.values) }
}

/// A key for a value of the environment a user defines, as SwiftUI's: give it a default value
/// and a property on `EnvironmentValues` that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The value of a user's environment key (its default until a view sets it).
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { keyedValue(ObjectIdentifier(key), default: Key.defaultValue) }
    set { custom[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
  }

  /// The value stored under a key type, else the key's default.
  func keyedValue<Value>(_ key: ObjectIdentifier, default defaultValue: @autoclosure () -> Value) -> Value {
    // Most environments hold no keyed values: skip hashing the key.
    guard !custom.isEmpty, let stored = custom[key] else { return defaultValue() }
    return (stored.value as? Value) ?? defaultValue()
  }

  /// The object of a type placed with `.environment(_:)`, if any.
  func object<T: AnyObject>(of type: T.Type) -> T? {
    custom[ObjectIdentifier(type)]?.value as? T
  }
}

extension View {
  /// Places an object (an `@Observable` model) in the environment of the view's content, where
  /// `@Environment(Model.self)` finds it.
  public func environment<T: AnyObject>(_ object: T?) -> some View {
    environmentChange { $0.custom[ObjectIdentifier(T.self)] = object.map { EnvironmentBox($0) } }
  }

  /// Places an object in the environment (`ObservableObject` style; see `environment(_:)`).
  public func environmentObject<T: AnyObject>(_ object: T) -> some View {
    environment(object)
  }
}

/// A value stored in the environment under a user's key. Environment values travel with the
/// layout, which runs on one thread at a time per layout; the box only carries the value, it
/// never shares it between threads by itself.
struct EnvironmentBox: @unchecked Sendable {
  let value: Any
  init(_ value: Any) { self.value = value }
}

/// The environment of the view whose body is being computed, per thread.
enum CurrentEnvironment {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The current environment (the default one outside a body).
  static var values: EnvironmentValues {
    guard let pointer = pthread_getspecific(key) else { return EnvironmentValues() }
    return pointer.assumingMemoryBound(to: EnvironmentValues.self).pointee
  }

  /// Runs `body` with `environment` current on this thread (restoring the previous one after).
  static func with<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
    let previous = pthread_getspecific(key)
    defer { pthread_setspecific(key, previous) }
    return withUnsafePointer(to: environment) { pointer in
      pthread_setspecific(key, UnsafeRawPointer(pointer))
      return body()
    }
  }
}
