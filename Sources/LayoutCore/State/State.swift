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
  /// One layout's states (layouts nest when a body lays out another tree).
  private struct Frame {
    var boxes: [AnyObject] = []
    var cursor = 0
    var replaying = false
  }

  private var frames: [Frame] = []

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<StateSession>.fromOpaque(pointer).release() }
    }
    return key
  }()

  /// The thread's sessions (made once per thread: a layout costs no allocation here).
  private static var current: StateSession {
    if let pointer = pthread_getspecific(key) { return Unmanaged<StateSession>.fromOpaque(pointer).takeUnretainedValue() }
    let session = StateSession()
    pthread_setspecific(key, Unmanaged.passRetained(session).toOpaque())
    return session
  }

  /// Starts a layout's session on this thread.
  static func begin() -> StateSession {
    let session = current
    session.frames.append(Frame())
    return session
  }

  /// Ends the innermost session.
  static func end(_ session: StateSession) {
    _ = session.frames.popLast()
  }

  func startPass(replaying: Bool) {
    guard !frames.isEmpty else { return }
    frames[frames.count - 1].cursor = 0
    frames[frames.count - 1].replaying = replaying
  }

  /// Storage for a new `State`: the matching storage of the first pass when replaying.
  static func box<Value>(_ initial: Value) -> StateBox<Value> {
    guard let pointer = pthread_getspecific(key) else { return StateBox(initial) }
    let session = Unmanaged<StateSession>.fromOpaque(pointer).takeUnretainedValue()
    guard !session.frames.isEmpty else { return StateBox(initial) }
    let top = session.frames.count - 1
    let cursor = session.frames[top].cursor
    session.frames[top].cursor += 1
    if session.frames[top].replaying, cursor < session.frames[top].boxes.count,
      let box = session.frames[top].boxes[cursor] as? StateBox<Value>
    {
      return box
    }
    let box = StateBox(initial)
    if cursor < session.frames[top].boxes.count {
      session.frames[top].boxes[cursor] = box
    } else {
      session.frames[top].boxes.append(box)
    }
    return box
  }
}
