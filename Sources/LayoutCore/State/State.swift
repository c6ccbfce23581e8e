import Foundation

/// Storage for a value a view owns, as SwiftUI's `@State`: reading gives the current value,
/// setting changes it, and `$name` is a `Binding` to it for a control or a child view.
///
/// There is no re-rendering: a layout is computed from the values as they are when it runs, and
/// each `State` keeps its own storage for the life of the view value that holds it.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  public init(wrappedValue: Value) { box = StateSession.box(wrappedValue) }
  public init(initialValue: Value) { box = StateSession.box(initialValue) }

  /// State that starts out nil.
  public init() where Value: ExpressibleByNilLiteral { box = StateSession.box(nil) }

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

/// Keeps the storage of `State` made while a layout builds its tree, so that a layout laid out
/// again in the same `layout` call (see `LayoutEngine.maximumPreferencePasses`) finds the values
/// its actions set: the n-th state made in a later pass takes the n-th state's storage of the
/// first pass (tree building is deterministic; a state of another type gets new storage).
final class StateSession {
  private var boxes: [AnyObject] = []
  private var cursor = 0
  private var replaying = false
  private var previous: StateSession?

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Starts a session on this thread (sessions nest: an inner layout has its own).
  static func begin() -> StateSession {
    let session = StateSession()
    if let current = pthread_getspecific(key) { session.previous = Unmanaged<StateSession>.fromOpaque(current).takeUnretainedValue() }
    pthread_setspecific(key, Unmanaged.passRetained(session).toOpaque())
    return session
  }

  /// Ends the session, restoring the one it nested in.
  static func end(_ session: StateSession) {
    pthread_setspecific(key, session.previous.map { Unmanaged.passUnretained($0).toOpaque() })
    Unmanaged.passUnretained(session).release()
  }

  func startPass(replaying: Bool) {
    cursor = 0
    self.replaying = replaying
  }

  /// Storage for a new `State`: the matching storage of the first pass when replaying.
  static func box<Value>(_ initial: Value) -> StateBox<Value> {
    guard let current = pthread_getspecific(key) else { return StateBox(initial) }
    let session = Unmanaged<StateSession>.fromOpaque(current).takeUnretainedValue()
    defer { session.cursor += 1 }
    if session.replaying, session.cursor < session.boxes.count, let box = session.boxes[session.cursor] as? StateBox<Value> {
      return box
    }
    let box = StateBox(initial)
    if session.cursor < session.boxes.count {
      session.boxes[session.cursor] = box
    } else {
      session.boxes.append(box)
    }
    return box
  }
}
