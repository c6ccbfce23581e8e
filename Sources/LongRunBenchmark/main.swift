import Baseline
import CHeapStatistics
import Foundation

// Long-running use: one process lays out a small settings form (12 texts, real fonts) many times,
// as a server or a batch would, and reports calls per second and resident memory at the start
// and the end. Memory must stay flat: nothing may be kept per layout (threads, ICU iterators,
// caches beyond their bounds). Every layout has new text, so each one shapes and breaks lines.
//
//   long-run-bench [COUNT]     (default 100,000 layouts; `make bench` runs it)

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let fonts: FontContext
do {
  fonts = try FontContext.bundled()
} catch {
  FileHandle.standardError.write(Data("long-run-bench: \(error)\n".utf8))
  exit(1)
}
let engine = LayoutEngine(fonts: fonts)

struct Form: View {
  let variant: Int
  var body: some View {
    Grid(alignment: .leading) {
      ForEach(0..<6) { row in
        GridRow(alignment: .firstTextBaseline) {
          Text("Label \(row)").font(.headline)
          Text("Value \(row) of form \(variant) with enough words to wrap").font(.body)
        }
      }
    }
    .padding()
  }
}

/// Resident memory in KiB, from /proc/self/status (VmRSS).
func residentKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
  }
  return -1
}

func megabytes(_ kib: Int) -> String { String(format: "%.1f MB", Double(kib) / 1024) }

/// The bytes malloc has handed out and not had back, in KiB (glibc's count).
func heapKiB() -> Int { heapstat_bytes_in_use() / 1024 }

// Warm-up: the font files, the caches and the allocator's arenas reach their working size. Every
// layout adds 6 new paragraphs, so 11,000 layouts fill the paragraph cache (65,536 paragraphs);
// texts are shaped word by word, and each layout adds one new word (its form number, about 5
// UTF-16 units plus the entry's cost of 10) to the shape cache, which is full (1 M units) after
// about 67,000 layouts. From then on each new entry evicts about one old one, so memory stays
// level.
let warmUp = 80_000
for variant in 0..<warmUp {
  _ = engine.layout(Form(variant: -1 - variant), proposal: ProposedViewSize(width: 360, height: nil))
}
let start = (resident: residentKiB(), heap: heapKiB())
let clock = ContinuousClock()
var checkpoints: [(layouts: Int, resident: Int, heap: Int)] = []
let elapsed = clock.measure {
  for index in 0..<count {
    _ = engine.layout(Form(variant: index), proposal: ProposedViewSize(width: 360, height: nil))
    if (index + 1) % (max(count, 4) / 4) == 0 { checkpoints.append((index + 1, residentKiB(), heapKiB())) }
  }
}
let end = (resident: residentKiB(), heap: heapKiB())
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
print("long run: \(count) layouts of a 12-text form (real fonts, 360 pt): \(String(format: "%.2f", seconds)) s, \(Int((Double(count) / seconds).rounded())) layouts/s")
for (name, first, last, values) in [
  ("resident memory", start.resident, end.resident, checkpoints.map(\.resident)),
  ("heap in use", start.heap, end.heap, checkpoints.map(\.heap)),
] {
  let steps = zip(checkpoints, values).map { "after \($0.0.layouts): \(megabytes($0.1))" }
  print("\(name): start \(megabytes(first)), " + steps.joined(separator: ", ")
    + ", growth \(megabytes(last - first)), range \(megabytes((values.max() ?? last) - (values.min() ?? last)))")
}
