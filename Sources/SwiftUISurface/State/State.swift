import Foundation
import LayoutCore

/// Storage for a value a view owns, as SwiftUI's `@State`: reading gives the current value,
/// setting changes it, and `$name` is a `Binding` to it for a control or a child view.
///
/// There is no re-rendering: a layout is computed from the values as they are when it runs, and
/// each `State` keeps its own storage for the life of the view value that holds it.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = StateSession.box(wrappedValue) }
  /// State starting at `initialValue` (the older spelling).
  public init(initialValue: Value) { box = StateSession.box(initialValue) }

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
enum StateSession {
  /// One layout's states (layouts nest when a body lays out another tree).
  struct Frame {
    var boxes: [AnyObject] = []
    var cursor = 0
    var replaying = false
  }

  /// This thread's sessions, innermost last. Thread-local because states are made in view
  /// initializers, user code that is handed no context.
  private static let frames = ThreadLocalStack<Frame>()

  /// Starts a layout's session on this thread.
  static func begin() { frames.push(Frame()) }

  /// Ends the innermost session.
  static func end() { frames.pop() }

  /// Starts a pass of the innermost session: states are made again, from the first, and take
  /// the first pass's storage when `replaying`.
  static func startPass(replaying: Bool) {
    _ = frames.modifyTop { frame in
      frame.cursor = 0
      frame.replaying = replaying
    }
  }

  /// Storage for a new `State`: the matching storage of the first pass when replaying.
  static func box<Value>(_ initial: Value) -> StateBox<Value> {
    frames.modifyTop { frame in
      let cursor = frame.cursor
      frame.cursor += 1
      if frame.replaying, cursor < frame.boxes.count, let box = frame.boxes[cursor] as? StateBox<Value> {
        return box
      }
      let box = StateBox(initial)
      if cursor < frame.boxes.count {
        frame.boxes[cursor] = box
      } else {
        frame.boxes.append(box)
      }
      return box
    } ?? StateBox(initial)
  }
}

// In a constrained extension, not the type: an `init()` declared in the type is tried as the
// default initializer of every `@State var x: T` left without a value, and fails for a `T`
// that is not optional ("requires that 'T' conform to 'ExpressibleByNilLiteral'").
extension State where Value: ExpressibleByNilLiteral {
  /// State that starts out nil.
  public init() { box = StateSession.box(nil) }
}
