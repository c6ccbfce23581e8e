import Baseline
import BaselineCommands
import BaselineScenes
import CHeapStatistics
import Foundation

// Form layout at scale, with the bundled fonts: a label and a value text that wraps to one to
// three lines per row, rows aligned on first baselines, 480 pt wide, as HStack rows and as a
// Grid; a tree nested 5,000 deep; and decoding a 10,000-row scene. Each case runs in a process of
// its own, so that its peak memory (VmHWM) is its own.
//
//   form-bench                 every case, each in a child process
//   form-bench CASE            one case: rows-ROWS, grid-ROWS, geometry-ROWS (rows without glyphs), prepared-ROWS (rows
//                              prepared once, laid out again at new widths), boxes-ROWS (the engine alone, fixed-size
//                              boxes), deep-DEPTH, decode-ROWS, threads-N (one thread against N threads
//                              and N processes), batch-SCENES (`baseline batch`'s
//                              engine, one by one vs two threads), chromium (the same forms in
//                              HTML/CSS, when Chromium is installed) or taffy (the boxes in Taffy,
//                              when its Python bindings, `pip install stretchable`, are installed)

let words = [
  "name", "address", "postal", "code", "city", "country", "phone", "number", "email", "notes",
  "preferred", "contact", "method", "billing", "shipping", "same", "as", "above", "company",
  "department", "account", "reference", "delivery", "instructions", "leave", "at", "door",
]

/// A deterministic value of 3 to 24 words (one to three lines in the value column).
func value(_ row: Int) -> String {
  var state = UInt64(row) &* 6364136223846793005 &+ 1442695040888963407
  func next() -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int(state >> 33)
  }
  let count = 3 + next() % 22
  return (0..<count).map { _ in words[next() % words.count] }.joined(separator: " ")
}

func label(_ row: Int) -> String { "Field \(row)" }

/// The texts of rows `offset..<(offset + rows)`, made before any timing starts (Chromium's page
/// builds its rows before it times layout, too).
struct FormTexts: Sendable {
  let labels: [String]
  let values: [String]
  init(rows: Int, offset: Int = 0) {
    labels = (offset..<(offset + rows)).map(label)
    values = (offset..<(offset + rows)).map(value)
  }
}

struct RowsForm: View {
  let texts: FormTexts
  init(rows: Int, offset: Int = 0) { texts = FormTexts(rows: rows, offset: offset) }
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ForEach(0..<texts.labels.count) { row in
        HStack(alignment: .firstTextBaseline, spacing: 12) {
          Text(texts.labels[row]).font(.headline).frame(width: 120, alignment: .trailing)
          Text(texts.values[row])
        }
      }
    }
  }
}

struct GridForm: View {
  let texts: FormTexts
  init(rows: Int) { texts = FormTexts(rows: rows) }
  var body: some View {
    Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 6) {
      ForEach(0..<texts.labels.count) { row in
        GridRow {
          Text(texts.labels[row]).font(.headline).gridColumnAlignment(.trailing)
          Text(texts.values[row])
        }
      }
    }
  }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func peakKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
  }
  return -1
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

let clock = ContinuousClock()

func bundled() -> FontContext {
  do {
    return try FontContext.bundled()
  } catch {
    FileHandle.standardError.write(Data("form-bench: \(error)\n".utf8))
    exit(1)
  }
}

/// The heap a result keeps alive, per node: what letting it go frees (malloc's own count,
/// mapped blocks included). The result is gone afterwards.
func bytesPerNode(_ result: inout LayoutResult?) -> Int {
  let nodes = result?.nodes.count ?? 0
  let before = heapstat_bytes_in_use()
  result = nil
  return (before - heapstat_bytes_in_use()) / max(nodes, 1)
}

/// Cold layout with a fresh font context (empty caches), then re-layout at a new width; then the
/// memory the result alone keeps alive (its nodes, lines and text, with the shaping it draws
/// from), measured as the heap it frees once the engine and its caches are gone.
func formCase(_ name: String, rows: Int, view: some View) {
  let library = bundled().library
  var result = LayoutResult?.none
  var cold = Duration.zero
  var relayout = Duration.zero
  var hitRate = 0.0
  do {
    let fonts = FontContext(library: library)
    let engine = LayoutEngine(fonts: fonts)
    cold = clock.measure { result = engine.layout(view, proposal: ProposedViewSize(width: 480, height: nil)) }
    result = nil
    relayout = clock.measure { result = engine.layout(view, proposal: ProposedViewSize(width: 400, height: nil)) }
    let statistics = fonts.measurer.cacheStatistics
    hitRate = Double(statistics.hits) / Double(max(statistics.hits + statistics.misses, 1))
  }
  let nodes = result?.nodes.count ?? 0
  let height = result?.size.height ?? 0
  let retained = bytesPerNode(&result)
  // The same form laid out for geometry only (no glyphs kept for drawing), as form-layout and
  // baseline checks use it.
  var layoutOnly = LayoutEngine(fonts: FontContext(library: library))
  layoutOnly.retainsGlyphs = false
  var geometry: LayoutResult? = layoutOnly.layout(view, proposal: ProposedViewSize(width: 480, height: nil))
  let geometryBytes = bytesPerNode(&geometry)
  print(
    "\(name): \(rows) rows, \(nodes) nodes, height \(format(Double(height))): cold \(format(seconds(cold) * 1e3)) ms "
      + "(\(format(seconds(cold) / Double(rows) * 1e6)) µs/row), re-layout at 400 pt \(format(seconds(relayout) * 1e3)) ms "
      + "(\(format(seconds(cold) / seconds(relayout), 2))x faster), paragraph cache hit rate \(format(hitRate * 100))%, "
      + "peak memory \(format(Double(peakKiB()) / 1024)) MB, result \(retained) bytes per node "
      + "(\(geometryBytes) without glyphs)")
}

/// The rows form prepared once (`LayoutEngine.prepare`) with a fresh font context: cold (resolving
/// the view, shaping its texts and laying it out at 480 pt), then laid out again at 400 pt and
/// 480 pt from the prepared tree (texts keep their shaping; only line breaking runs again).
func preparedCase(_ name: String, rows: Int) {
  let library = bundled().library
  let form = RowsForm(rows: rows)
  var nodes = 0
  // Best of five rounds, each with a fresh font context (empty caches) and a fresh tree, so
  // that every round's first layout is cold and its 400 pt layout a width its tree has not seen:
  // single runs on this shared machine differ by a third, and the three phases of one round
  // are slowed unevenly.
  let rounds = 5
  var cold = Duration.seconds(1_000)
  var narrower = Duration.seconds(1_000)
  var back = Duration.seconds(1_000)
  for _ in 0..<rounds {
    let engine = LayoutEngine(fonts: FontContext(library: library))
    var prepared: PreparedLayout? = nil
    var result: LayoutResult? = nil
    cold = min(
      cold,
      clock.measure {
        prepared = engine.prepare(form)
        result = prepared?.layout(proposal: ProposedViewSize(width: 480, height: nil))
      })
    nodes = result?.nodes.count ?? 0
    result = nil
    narrower = min(narrower, clock.measure { result = prepared?.layout(proposal: ProposedViewSize(width: 400, height: nil)) })
    result = nil
    back = min(back, clock.measure { result = prepared?.layout(proposal: ProposedViewSize(width: 480, height: nil)) })
  }
  print(
    "\(name): \(rows) rows prepared once, \(nodes) nodes, best of \(rounds): cold \(format(seconds(cold) * 1e3)) ms, re-layout at 400 pt "
      + "\(format(seconds(narrower) * 1e3)) ms (\(format(seconds(cold) / seconds(narrower), 2))x faster), back at 480 pt "
      + "\(format(seconds(back) * 1e3)) ms (\(format(seconds(cold) / seconds(back), 2))x), peak memory \(format(Double(peakKiB()) / 1024)) MB")
}

/// The form for geometry only (`retainsGlyphs` off), as form-layout computation and baseline
/// checks use it: cold time, the result's bytes per node and the process's peak memory.
func geometryCase(_ name: String, rows: Int) {
  var engine = LayoutEngine(fonts: FontContext(library: bundled().library))
  engine.retainsGlyphs = false
  var result = LayoutResult?.none
  let form = RowsForm(rows: rows)
  let cold = clock.measure { result = engine.layout(form, proposal: ProposedViewSize(width: 480, height: nil)) }
  let nodes = result?.nodes.count ?? 0
  let retained = bytesPerNode(&result)
  print(
    "\(name): \(rows) rows for geometry only (no glyphs kept), \(nodes) nodes: cold \(format(seconds(cold) * 1e3)) ms "
      + "(\(format(seconds(cold) / Double(rows) * 1e6)) µs/row), result \(retained) bytes per node, "
      + "peak memory \(format(Double(peakKiB()) / 1024)) MB")
}

/// The layout engine alone, as Taffy's benchmarks measure it: a column of rows of fixed-size
/// boxes (no text), 480 pt wide; the time per box, cold (a new tree each time, best of 3).
struct BoxesForm: View {
  let rows: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      ForEach(0..<rows) { _ in
        HStack(alignment: .top, spacing: 12) {
          Color.gray.frame(width: 120, height: 20)
          Color.gray.frame(width: 200, height: 20)
          Color.gray.frame(width: 40, height: 20)
        }
      }
    }
  }
}

func boxesCase(rows: Int) {
  let engine = LayoutEngine()
  let proposal = ProposedViewSize(width: 480, height: nil)
  var best = Duration.seconds(1_000)
  var result = LayoutResult?.none
  for _ in 0..<3 {
    result = nil
    best = min(best, clock.measure { result = engine.layout(BoxesForm(rows: rows), proposal: proposal) })
  }
  // What Taffy's figure times: laying out a tree already built (here the view resolved to its
  // nodes by `prepare`, untimed), the result included; a fresh tree each time, best of 3.
  var built = Duration.seconds(1_000)
  for _ in 0..<3 {
    let prepared = engine.prepare(BoxesForm(rows: rows))
    result = nil
    built = min(built, clock.measure { result = prepared.layout(proposal: proposal) })
  }
  let nodes = result?.nodes.count ?? 0
  let boxes = 1 + rows * 4
  let height = result?.size.height ?? 0
  let retained = bytesPerNode(&result)
  print(
    "boxes: \(rows) rows of 3 fixed-size boxes (\(boxes) boxes, \(nodes) result nodes), height \(format(Double(height), 0)): "
      + "\(format(seconds(best) * 1e3)) ms, \(format(seconds(best) / Double(boxes) * 1e9, 0)) ns per box from the view; "
      + "a tree already built \(format(seconds(built) * 1e3)) ms, \(format(seconds(built) / Double(boxes) * 1e9, 0)) ns per box; "
      + "result \(retained) bytes per node, peak memory \(format(Double(peakKiB()) / 1024)) MB")
}

func deepCase(depth: Int) {
  var view = AnyView(Text("leaf"))
  for level in 0..<depth { view = AnyView(VStack { view }.padding(level % 2 == 0 ? 1 : 0)) }
  let engine = LayoutEngine(fonts: bundled())
  var json = ""
  let elapsed = clock.measure { json = engine.layout(view).json(paths: .relative) }
  print(
    "deep: \(depth) levels: layout + JSON with relative paths \(format(seconds(elapsed) * 1e3)) ms, JSON \(json.utf8.count) bytes "
      + "(\(json.utf8.count / max(depth, 1)) per level), peak memory \(format(Double(peakKiB()) / 1024)) MB")
}

/// The rows form (`RowsForm`) as a scene: the given rows, 480 pt wide.
func formScene(rows: Range<Int>) -> [UInt8] {
  let children = rows.map { row in
    #"{"type": "HStack", "alignment": "firstTextBaseline", "spacing": 12, "children": [{"type": "Text", "text": ""#
      + label(row) + #"", "font": "headline", "modifiers": [{"frame": {"width": 120, "alignment": "trailing"}}]}, {"type": "Text", "text": ""#
      + value(row) + #""}]}"#
  }
  return Array((#"{"proposal": {"width": 480}, "root": {"type": "VStack", "alignment": "leading", "spacing": 6, "children": ["#
    + children.joined(separator: ", ") + "]}}").utf8)
}

func decodeCase(rows: Int) {
  let json = formScene(rows: 0..<rows)
  let fonts = bundled()
  var document: SceneDocument?
  var elapsed = Duration.seconds(1_000)
  for _ in 0..<5 {
    elapsed = min(elapsed, clock.measure { document = try? SceneDocument(json: json, fonts: fonts) })
  }
  guard let document else {
    print("decode: the generated scene did not decode")
    exit(1)
  }
  var layoutTime = Duration.zero
  layoutTime = clock.measure { _ = document.layout() }
  print(
    "decode: \(rows) rows, \(json.count) bytes: decoding \(format(seconds(elapsed) * 1e3)) ms "
      + "(\(format(Double(json.count) / seconds(elapsed) / 1e6)) MB/s), layout \(format(seconds(layoutTime) * 1e3)) ms")
}

/// `baseline batch`'s engine on generated forms: `count` scenes of 10 rows each as JSON lines,
/// laid out as a batch on one thread, then on two (after a warm-up pass, so both measure layout
/// rather than first shaping); the outputs must be identical.
func batchCase(scenes count: Int) {
  let fonts = bundled()
  let scenes = (0..<count).map { formScene(rows: ($0 * 10)..<($0 * 10 + 10)) }
  func batch(threads: Int) -> (Duration, [String], cpu: Double) {
    var lines: [String] = []
    lines.reserveCapacity(count)
    var next = 0
    let cpuBefore = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    let elapsed = clock.measure {
      _ = SceneBatch(fonts: fonts, threads: threads).run(
        next: {
          defer { next += 1 }
          return next < scenes.count ? SceneBatch.Scene(json: scenes[next], name: "line \(next + 1)") : nil
        },
        emit: { lines.append($0) })
    }
    return (elapsed, lines, cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuBefore)
  }
  _ = batch(threads: 2)
  // The same engine on one thread: the same work per scene (decoding, geometry-only layout, the
  // result line), so the ratio is the threads' alone.
  let (one, alone, oneCPU) = batch(threads: 1)
  let (two, lines, twoCPU) = batch(threads: 2)
  print(
    "batch: \(count) scenes of 10 rows: batch on 1 thread \(format(seconds(one) * 1e3)) ms, on 2 threads "
      + "\(format(seconds(two) * 1e3)) ms (\(format(Double(count) / seconds(two), 0)) scenes/s): \(format(seconds(one) / seconds(two), 2))x; "
      + "CPU time on 2 threads \(format(twoCPU / oneCPU, 2))x one thread's; "
      + "GLIBC_TUNABLES \(ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] ?? "unset"); results identical: \(lines == alone ? "yes" : "NO")")
}

func run(_ name: String) {
  let parts = name.split(separator: "-")
  guard parts.count == 2, let count = Int(parts[1]) else {
    FileHandle.standardError.write(Data("form-bench: unknown case \(name)\n".utf8))
    exit(2)
  }
  switch parts[0] {
  case "rows": formCase(name, rows: count, view: RowsForm(rows: count))
  case "grid": formCase(name, rows: count, view: GridForm(rows: count))
  case "geometry": geometryCase(name, rows: count)
  case "prepared": preparedCase(name, rows: count)
  case "deep": deepCase(depth: count)
  case "boxes": boxesCase(rows: count)
  case "decode": decodeCase(rows: count)
  case "threads": threadsCase(threads: count)
  case "batch": batchCase(scenes: count)
  default:
    FileHandle.standardError.write(Data("form-bench: unknown case \(name)\n".utf8))
    exit(2)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The batch case runs as `baseline batch` does, with glibc's allocator tuned for many threads.
AllocatorTuning.restartTunedIfNeeded(tunes: arguments.count == 1 && arguments[0].hasPrefix("batch-"))
if arguments.count == 5, arguments[0] == "threads-worker", let count = Int(arguments[1]), let index = Int(arguments[2]),
  let forms = Int(arguments[3]), let rows = Int(arguments[4])
{
  // A worker process of the threads case.
  threadsWorker(count: count, index: index, work: ThreadsWork(forms: forms, rows: rows))
} else if arguments == ["chromium"] {
  // The same forms laid out by Chromium, when it is installed (for comparison).
  if let lines = chromiumFigures(
    cases: [("rows", 1_000), ("rows", 10_000), ("grid", 1_000), ("grid", 10_000)],
    fontsDirectory: BundledFonts.directory)
  {
    for line in lines where line.hasPrefix("chromium") { print(line) }
  } else {
    print("chromium: not installed (or no answer); Baseline's figures stand alone")
  }
} else if arguments == ["taffy"] {
  // The boxes case laid out by Taffy, when its Python bindings are installed (for comparison).
  print(taffyFigure(rows: 10_000) ?? "taffy: not installed (pip install stretchable); Baseline's boxes figure stands alone")
} else if arguments.isEmpty {
  let cases = [
    "rows-1000", "rows-10000", "rows-100000", "prepared-10000", "geometry-100000", "grid-1000", "grid-10000", "boxes-10000", "deep-5000", "decode-10000",
    "threads-2", "batch-10000", "chromium", "taffy",
  ]
  let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  for name in cases {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [name]
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      print("\(name): could not start: \(error)")
    }
  }
} else {
  for name in arguments { run(name) }
}
