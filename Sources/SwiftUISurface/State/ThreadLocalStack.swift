import Foundation

/// A stack of values per thread, for what user code that is handed no context reads (the state
/// sessions of nested layouts, `StateSession`; the resolutions under way, for their warnings,
/// `ResolveOutcome.noteInRunningResolution`). Each thread's storage is made on first use and
/// released when the thread ends.
final class ThreadLocalStack<Element>: @unchecked Sendable {
  // @unchecked: the key is immutable after init; each thread only touches its own storage.
  private final class Storage {
    var elements: [Element] = []
  }

  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    self.key = key
  }

  private var storage: Storage {
    if let pointer = pthread_getspecific(key) { return Unmanaged<Storage>.fromOpaque(pointer).takeUnretainedValue() }
    let storage = Storage()
    pthread_setspecific(key, Unmanaged.passRetained(storage as AnyObject).toOpaque())
    return storage
  }

  func push(_ element: Element) { storage.elements.append(element) }

  func pop() { _ = storage.elements.popLast() }

  /// Changes the innermost value (nothing when the stack is empty).
  func modifyTop<T>(_ change: (inout Element) -> T) -> T? {
    let storage = self.storage
    guard !storage.elements.isEmpty else { return nil }
    return change(&storage.elements[storage.elements.count - 1])
  }
}
