import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The allocator settings a batch runs with, and the restart that applies them.
///
/// A batch lays out scenes on every core over one shared font context, so a shaped paragraph
/// made by one thread is often let go by another (its cache entry evicted there). glibc's
/// allocator keeps 7 freed blocks of each size per thread; past that, a block goes back to the
/// arena of the thread that allocated it, under that arena's lock, and the next allocations
/// search the arena's bins. With 200 per thread, `form-bench batch-5000` (each scene shaped anew)
/// went from 1.57-1.65x to 1.92-1.95x on two threads, the threads' CPU time from 1.19-1.23x one
/// thread's to 1.01-1.04x, and one thread got 5-15% faster.
///
/// glibc reads its tunables once, when the process starts (there is no call to change the
/// per-thread count later), so a batch command starts itself again with `GLIBC_TUNABLES` set,
/// unless the variable is already set: a user's own tunables win, and the second start finds
/// it set and goes on.
public enum AllocatorTuning {
  /// The glibc tunables a batch runs with.
  public static let batchTunables = "glibc.malloc.tcache_count=200"

  /// The value `GLIBC_TUNABLES` should have before the command goes on, or nil when it goes on
  /// as it is: when `tunes` is false, or the variable is already set.
  public static func tunables(tunes: Bool, environment: [String: String]) -> String? {
    guard tunes, environment["GLIBC_TUNABLES"] == nil else { return nil }
    return batchTunables
  }

  /// Starts this process again, with the same arguments and `GLIBC_TUNABLES` set to
  /// `batchTunables`, when `tunables(tunes:environment:)` asks for it (call it first thing, before
  /// any work). Returns only when nothing is to be done or the restart is refused (no
  /// `/proc/self/exe`): the command then runs with the allocator's defaults.
  public static func restartTunedIfNeeded(tunes: Bool) {
    #if os(Linux)
      guard let value = tunables(tunes: tunes, environment: ProcessInfo.processInfo.environment) else { return }
      setenv("GLIBC_TUNABLES", value, 1)
      execv("/proc/self/exe", CommandLine.unsafeArgv)
      unsetenv("GLIBC_TUNABLES")
    #endif
  }
}
