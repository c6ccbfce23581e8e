import Foundation
import Synchronization

/// How much stack the current thread has left, so the engine can decide whether a tree is
/// shallow enough to lay out on the caller's thread.
package enum StackBounds {
  /// Bytes between the current stack position and the end of the thread's stack, or 0 when the
  /// platform does not say (the engine then lays deep trees out on a thread of its own).
  package static var currentThreadRemaining: Int {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    guard let low = currentThreadStackLowEnd, here > low else { return 0 }
    return Int(here - low)
  }

  /// The lowest address of the current thread's stack (stacks grow down towards it).
  private static var currentThreadStackLowEnd: UInt? {
    #if canImport(Glibc) || canImport(Musl)
    // For the main thread glibc reads /proc/self/maps, which costs more than a small layout:
    // its stack is found once and remembered.
    let isMain = Thread.isMainThread
    if isMain, case let known = mainThreadLowEnd.load(ordering: .relaxed), known != 0 { return known }
    // `pthread_getattr_np` is a GNU extension the Glibc module does not declare; it is looked up
    // once and called with the C calling convention.
    guard let getattr = pthreadGetattr else { return nil }
    var attributes = zeroedAttributes()
    guard getattr(pthread_self(), &attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    var base: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else { return nil }
    if isMain { mainThreadLowEnd.store(UInt(bitPattern: base), ordering: .relaxed) }
    return UInt(bitPattern: base)
    #elseif canImport(Darwin)
    let thread = pthread_self()
    return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
    #else
    return nil
    #endif
  }

  #if canImport(Glibc) || canImport(Musl)
  private static func zeroedAttributes() -> pthread_attr_t {
    withUnsafeTemporaryAllocation(of: pthread_attr_t.self, capacity: 1) { buffer in
      UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
      return buffer[0]
    }
  }

  private static let mainThreadLowEnd = Atomic<UInt>(0)

  private typealias GetattrFunction = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
  private static let pthreadGetattr: GetattrFunction? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
    return unsafeBitCast(symbol, to: GetattrFunction.self)
  }()
  #endif
}
