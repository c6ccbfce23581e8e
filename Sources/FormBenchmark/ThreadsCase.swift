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

/// A workload of the threads case: `forms` forms of `rows` rows each (label and wrapping value,
/// rows on first baselines), laid out 480 points wide.
struct ThreadsWork: Sendable {
  var forms: Int
  var rows: Int

  /// Many small forms, and a few large ones (a large form's rows do not fit a core's caches).
  static let cases = [ThreadsWork(forms: 400, rows: 20), ThreadsWork(forms: 4, rows: 2_000)]

  func make() -> [RowsForm] { (0..<forms).map { RowsForm(rows: rows, offset: $0 * rows) } }
}

/// Lays out share `index` of `count` of `forms` (every `count`th form from `index`): the same
/// split for threads and for processes, so that both do the same work.
func layOutShare(_ forms: [RowsForm], with engine: LayoutEngine, index: Int, count: Int) {
  for scene in stride(from: index, to: forms.count, by: count) {
    _ = engine.layout(forms[scene], proposal: ProposedViewSize(width: 480, height: nil))
  }
}

/// The same work on one thread, on N threads sharing one font context, on N threads with a
/// context each (over the same fonts), and in N processes (each loading the fonts itself), each
/// split the same way and warmed first, so that every run measures layout rather than first
/// shaping or a process's start. The machine's neighbours come and go and a single set of runs
/// can differ by a third, so the four alternate seven times and the best of each counts; the same
/// is done for `spin`, whose speed-up is the most this machine gives. What threads share costs
/// shows as their speed-up falling short of the processes'.
func threadsCase(threads: Int) {
  for work in ThreadsWork.cases { threadsCase(threads: threads, work: work) }
}

func threadsCase(threads: Int, work: ThreadsWork) {
  let fonts = bundled()
  let forms = work.make()
  let contexts = (0..<threads).map { _ in FontContext(library: fonts.library) }
  let shared: @Sendable (Int, Int) -> Void = { index, count in
    layOutShare(forms, with: LayoutEngine(fonts: fonts), index: index, count: count)
  }
  let separate: @Sendable (Int, Int) -> Void = { index, count in
    layOutShare(forms, with: LayoutEngine(fonts: contexts[index % contexts.count]), index: index, count: count)
  }
  // Warm each context's caches with the work it will do, as each worker process warms its own:
  // the shared context with all of it, a thread's own context with that thread's share.
  shared(0, 1)
  for (index, context) in contexts.enumerated() {
    layOutShare(forms, with: LayoutEngine(fonts: context), index: index, count: threads)
  }
  guard let workers = WorkerProcesses(count: threads, work: work) else {
    print("threads: the worker processes could not be started")
    return
  }
  defer { workers.stop() }
  var one = ThreadsRun(wall: .infinity, cpu: .infinity)
  var sharing = one
  var apart = one
  var processes = Double.infinity
  for _ in 0..<7 {
    let alone = ThreadsRun(threads: 1, shared)
    if alone.wall < one.wall { one = alone }
    let together = ThreadsRun(threads: threads, shared)
    if together.wall < sharing.wall { sharing = together }
    let each = ThreadsRun(threads: threads, separate)
    if each.wall < apart.wall { apart = each }
    processes = min(processes, workers.run())
  }
  let steps = 60_000_000
  let sink = Atomic<UInt64>(0)
  let (spinOne, spinMany) = bestSpeedUp(threads: threads, rounds: 7) { index, count in
    sink.wrappingAdd(spin(steps / count), ordering: .relaxed)
  }
  func speedUp(_ run: ThreadsRun) -> String {
    "\(format(run.wall * 1e3)) ms, \(format(one.wall / run.wall, 2))x (CPU time \(format(run.cpu / one.cpu, 2))x one thread's)"
  }
  print(
    "threads: \(forms.count) forms of \(work.rows) rows, best of 7: 1 thread \(format(one.wall * 1e3)) ms; \(threads) threads, one "
      + "font context: \(speedUp(sharing)); \(threads) threads, a context each: \(speedUp(apart)); \(threads) processes: "
      + "\(format(processes * 1e3)) ms, \(format(one.wall / processes, 2))x; threads against processes: "
      + "\(format(processes / sharing.wall, 2)) (one context), \(format(processes / apart.wall, 2)) (a context each); this "
      + "machine's most (a loop touching no memory, timed the same way): \(format(spinOne.wall / spinMany.wall, 2))x")
}

/// A worker process of the threads case (`form-bench threads-worker COUNT INDEX FORMS ROWS`): its
/// own fonts and engine, warmed on its share; then its share laid out for each `go` line on
/// standard input, with `done` on standard output after each, until the input ends.
func threadsWorker(count: Int, index: Int, work: ThreadsWork) {
  let forms = work.make()
  let fonts = bundled()
  layOutShare(forms, with: LayoutEngine(fonts: fonts), index: index, count: count)
  FileHandle.standardOutput.write(Data("ready\n".utf8))
  while let line = readLine(), line == "go" {
    layOutShare(forms, with: LayoutEngine(fonts: fonts), index: index, count: count)
    FileHandle.standardOutput.write(Data("done\n".utf8))
  }
}

/// The worker processes of the threads case, started once and kept for all its rounds.
final class WorkerProcesses {
  private let processes: [Process]
  private let inputs: [FileHandle]
  private let outputs: [FileHandle]

  /// Starts `count` workers (this executable again) and waits until each is warm; nil when one
  /// cannot be started or does not get ready.
  init?(count: Int, work: ThreadsWork) {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var processes: [Process] = []
    var inputs: [FileHandle] = []
    var outputs: [FileHandle] = []
    for index in 0..<count {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["threads-worker", String(count), String(index), String(work.forms), String(work.rows)]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      guard (try? process.run()) != nil else { return nil }
      processes.append(process)
      inputs.append(input.fileHandleForWriting)
      outputs.append(output.fileHandleForReading)
    }
    self.processes = processes
    self.inputs = inputs
    self.outputs = outputs
    guard outputs.allSatisfy({ Self.line(from: $0) == "ready" }) else {
      stop()
      return nil
    }
  }

  /// One timed run, in seconds: from telling every worker to go to the last one's `done`.
  func run() -> Double {
    let start = clock.now
    for input in inputs { input.write(Data("go\n".utf8)) }
    for output in outputs { _ = Self.line(from: output) }
    return seconds(clock.now - start)
  }

  /// Ends the workers (their input closes) and waits for them.
  func stop() {
    for input in inputs { try? input.close() }
    for process in processes { process.waitUntilExit() }
  }

  /// The next line a worker wrote, without its newline (nil at the end of its output).
  private static func line(from handle: FileHandle) -> String? {
    var bytes: [UInt8] = []
    while let data = try? handle.read(upToCount: 1), let byte = data.first {
      if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }
}
