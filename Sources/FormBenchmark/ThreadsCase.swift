import Baseline
import Foundation
import Synchronization

// Independent scenes on one thread and on N threads at once, timed in wall-clock time and in the
// CPU time the threads used, next to the same measurement of a loop that touches no memory (what
// this machine's cores give when nothing is shared).

/// CPU time used so far, in seconds: by the calling thread (`CLOCK_THREAD_CPUTIME_ID`) or by
/// all of this process's threads (`CLOCK_PROCESS_CPUTIME_ID`).
func cpuSeconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// One timed run: its wall-clock time and the CPU time of all its threads, in seconds.
struct ThreadsRun {
  var wall: Double
  var cpu: Double

  init(wall: Double, cpu: Double) {
    self.wall = wall
    self.cpu = cpu
  }

  /// Runs `part(index, count)` for every index in `0..<count` on `count` threads at once (the
  /// calling thread alone when `count` is 1).
  init(threads count: Int, _ part: @escaping @Sendable (_ index: Int, _ count: Int) -> Void) {
    let cpu = Mutex(0.0)
    let start = clock.now
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let before = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
      part(index, count)
      let used = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - before
      cpu.withLock { $0 += used }
    }
    wall = seconds(clock.now - start)
    self.cpu = cpu.withLock { $0 }
  }
}

/// The best of `rounds` runs on one thread and on `threads` threads (each run after `before`),
/// alternating so that both
/// see the same neighbours on this machine: the wall-clock speed-up, and how much more CPU time
/// the threads used in all than one thread did (what sharing costs the work itself).
func bestSpeedUp(
  threads: Int, rounds: Int, before: () -> Void = {}, _ part: @escaping @Sendable (_ index: Int, _ count: Int) -> Void
) -> (one: ThreadsRun, many: ThreadsRun) {
  var one = ThreadsRun(wall: .infinity, cpu: .infinity)
  var many = ThreadsRun(wall: .infinity, cpu: .infinity)
  for _ in 0..<rounds {
    before()
    let alone = ThreadsRun(threads: 1, part)
    if alone.wall < one.wall { one = alone }
    before()
    let together = ThreadsRun(threads: threads, part)
    if together.wall < many.wall { many = together }
  }
  return (one, many)
}

/// A sum that depends on every step, so the optimizer keeps the loop; it touches no memory.
func spin(_ steps: Int) -> UInt64 {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  for step in 0..<UInt64(steps) { state = (state ^ step) &* 0xBF58_476D_1CE4_E5B9 }
  return state
}

/// 400 forms of 20 rows each on one engine per thread over shared fonts (one font context, its
/// caches warmed first so both runs measure layout rather than first shaping). The machine's
/// neighbours come and go and a single pair of runs can differ by a third, so one thread and N
/// threads alternate seven times and the best of each counts; the same is done for `spin`, whose
/// speed-up is the most this machine gives.
func threadsCase(threads: Int) {
  let fonts = bundled()
  let scenes = 400
  let forms = (0..<scenes).map { RowsForm(rows: 20, offset: $0 * 20) }
  // Each thread takes the next scene not yet taken, as a batch does: a thread that its core's
  // neighbours slow down takes fewer.
  let next = Atomic(0)
  let layOut: @Sendable (Int, Int) -> Void = { _, _ in
    let engine = LayoutEngine(fonts: fonts)
    while case let scene = next.wrappingAdd(1, ordering: .relaxed).oldValue, scene < scenes {
      _ = engine.layout(forms[scene], proposal: ProposedViewSize(width: 480, height: nil))
    }
  }
  layOut(0, 1)
  next.store(0, ordering: .relaxed)
  let (one, many) = bestSpeedUp(threads: threads, rounds: 7, before: { next.store(0, ordering: .relaxed) }, layOut)
  let steps = 60_000_000
  let sink = Atomic<UInt64>(0)
  let (spinOne, spinMany) = bestSpeedUp(threads: threads, rounds: 7) { index, count in
    sink.wrappingAdd(spin(steps / count), ordering: .relaxed)
  }
  print(
    "threads: \(scenes) scenes of 20 rows, best of 7: 1 thread \(format(one.wall * 1e3)) ms, \(threads) threads "
      + "\(format(many.wall * 1e3)) ms: \(format(one.wall / many.wall, 2))x; CPU time on \(threads) threads "
      + "\(format(many.cpu / one.cpu, 2))x one thread's; this machine's most (a loop touching no memory, "
      + "timed the same way): \(format(spinOne.wall / spinMany.wall, 2))x")
}
