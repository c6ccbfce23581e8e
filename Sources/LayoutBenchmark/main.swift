import Foundation
import LayoutCore
import SwiftUISurface

// Layout throughput: a VStack of 10,000 rows, each an HStack of a Text, a Spacer and a Color,
// measured with the font-free approximate measurer so that only the layout engine is timed.
// Run in release: `make bench` (or `swift run -c release layout-bench`).

let rowCount = Int(ProcessInfo.processInfo.environment["LB_ROWS"] ?? "") ?? 10_000
let passes = 5
let view = VStack(spacing: 2) {
  ForEach(0..<rowCount) { row in
    HStack {
      Text("Row \(row)")
      Spacer()
      Color.red.frame(width: 12, height: 12)
    }
  }
}

let engine = LayoutEngine()
let clock = ContinuousClock()
var best = Duration.seconds(1_000)
var height: CGFloat = 0
for _ in 0..<passes {
  let elapsed = clock.measure {
    height = engine.layout(view, proposal: ProposedViewSize(width: 320, height: nil)).size.height
  }
  best = min(best, elapsed)
}
let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
print("layout: \(rowCount) rows x 3 views, 320 pt wide, best of \(passes): \((seconds * 1e3 * 10).rounded() / 10) ms, \(Int((Double(rowCount) / seconds).rounded())) rows/s (height \(height))")

// Many small layouts, as a server laying out one small scene per request: calls per second.
let smallCalls = Int(ProcessInfo.processInfo.environment["LB_SMALL"] ?? "") ?? 100_000
let small = HStack(alignment: .firstTextBaseline) {
  Text("Name").font(.footnote)
  Text("Ada Lovelace").font(.title)
  Spacer()
  Color.blue.frame(width: 10, height: 10)
}.padding(4)
var smallBest = Duration.seconds(1_000)
for _ in 0..<3 {
  let elapsed = clock.measure {
    for _ in 0..<smallCalls { _ = engine.layout(small, proposal: ProposedViewSize(width: 320, height: nil)) }
  }
  smallBest = min(smallBest, elapsed)
}
let smallSeconds = Double(smallBest.components.seconds) + Double(smallBest.components.attoseconds) * 1e-18
print("small layouts: \(smallCalls) calls of a 6-view row, best of 3: \((smallSeconds * 1e3).rounded()) ms, \(Int((Double(smallCalls) / smallSeconds).rounded())) calls/s")
