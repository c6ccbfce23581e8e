import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A measurer with the body-style numbers of layout-rules E19: ascent + descent = 20.287
/// (ascent 16.0, descent 4.287) and a font line gap of 1.713 between lines; one line per "\n"
/// separated piece.
private struct E19Measurer: TextMeasuring {
  func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    let lines = string.split(separator: "\n", omittingEmptySubsequences: false).count
    let metrics = MeasuredText.LineMetrics(ascent: 16, descent: 4.287, leading: 1.713)
    let pitch = 20.287 + 1.713 + style.lineSpacing
    let height = CGFloat(lines) * 20.287 + CGFloat(lines - 1) * (1.713 + style.lineSpacing)
    let baselines = (0..<lines).map { 16 + CGFloat($0) * pitch }
    return MeasuredText(
      size: CGSize(width: 100.3, height: height), firstBaseline: baselines[0], lastBaseline: baselines[lines - 1],
      lines: baselines.map { .init(baseline: $0, x: 0, width: 100.3, range: 0..<0) },
      firstLineMetrics: metrics, lastLineMetrics: metrics, capHeight: 12)
  }
}

@Suite("Text pixel snapping with displayScale (E19)")
struct TextSnappingTests {
  func height(_ text: String, scale: CGFloat?, lineSpacing: CGFloat = 0) -> CGFloat {
    var environment = EnvironmentValues()
    environment.textMeasurer = E19Measurer()
    environment.pixelSnappingScale = scale
    return LayoutEngine(environment: environment).layout(Text(text).lineSpacing(lineSpacing)).size.height
  }

  let tenLines = Array(repeating: "line", count: 10).joined(separator: "\n")

  @Test("one line: 20.287 -> 20.5 at 2x, 61/3 at 3x, exact without a scale")
  func oneLine() {
    #expect(height("a", scale: 2) == 20.5)
    #expect(height("a", scale: 3) == CGFloat(61) / 3)
    #expect(height("a", scale: nil) == 20.287)
  }

  @Test("ten lines: 10 * 20.287 + 9 * 1.713 = 218.287 -> 218.5 at 2x, 655/3 at 3x")
  func tenLinesHeight() {
    #expect(height(tenLines, scale: 2) == 218.5)
    #expect(height(tenLines, scale: 3) == CGFloat(655) / 3)
  }

  @Test("lineSpacing 10 adds 9 * 10: 308.287 -> 308.5 at 2x")
  func lineSpacing() {
    #expect(height(tenLines, scale: 2, lineSpacing: 10) == 308.5)
  }

  @Test("baselines snap to the nearest pixel from their exact values, sizes to multiples of 1/s")
  func baselines() {
    var environment = EnvironmentValues()
    environment.textMeasurer = E19Measurer()
    environment.displayScale = 2
    let result = LayoutEngine(environment: environment).layout(Text(tenLines).id("t"))
    let node = result[id: "t"]
    // Last baseline exact: 16 + 9 * 22 = 214 (already on the grid); width 100.3 -> 100.5.
    #expect(node?.lastBaseline == 214)
    #expect(node?.frame.width == 100.5)
    #expect(node?.lines.map(\.baseline) == (0..<10).map { 16 + CGFloat($0) * 22 })
    // Invalid scales mean exact layout.
    environment.displayScale = .nan
    #expect(LayoutEngine(environment: environment).layout(Text("a")).size.height == 20.287)
  }
}
