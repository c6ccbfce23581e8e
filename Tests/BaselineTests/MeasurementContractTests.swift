import Baseline
import Foundation
import Testing

// The `TextMeasuring` contract that LayoutCore relies on to reuse measurements, checked on the
// real measurer: a measurement that cut nothing off, made at a width w with widest line m, is
// the measurement for every width from m to w (greedy lines are the same there).

@Suite("The real measurer keeps the TextMeasuring width contract")
struct MeasurementContractTests {
  static let texts = [
    "Preferred contact method: leave at the door",
    "A long value that wraps onto several lines when the column is narrow enough to need it",
    "مرحبا بالعالم، هذا نص عربي يلتف على عدة أسطر",
    "日本語のテキストも行を折り返します。句読点の扱いも確認します。",
    "Zürich, naïve café — résumé\u{0301} with combining marks",
    "Line one\nline two is longer than line one",
    "Supercalifragilisticexpialidocious",
  ]

  @Test("measured at w with widest line m, every width in [m, w] gives the same lines", arguments: texts)
  func widthsBetweenWidestLineAndWidth(_ text: String) throws {
    let fonts = try FontContext.bundled()
    let measurer = fonts.measurer
    for alignment in [TextAlignment.leading, .center, .trailing] {
      var environment = EnvironmentValues()
      environment.font = .system(size: 15)
      environment.multilineTextAlignment = alignment
      let style = environment.textStyle
      let prepared = measurer.prepare(text, style: style)
      for width in [nil, 400, 240, 150, 90, 40] as [CGFloat?] {
        let made = measurer.measure(text, style: style, proposal: ProposedViewSize(width: width, height: nil), prepared: prepared)
        guard !made.isTruncated else { continue }
        let widest = made.size.width
        let limit = width ?? widest + 200
        for other in [widest, (widest + limit) / 2, limit] where other >= widest {
          let again = measurer.measure(
            text, style: style, proposal: ProposedViewSize(width: other, height: nil), prepared: prepared)
          #expect(again.size == made.size, "\(text) at \(String(describing: width)) vs \(other)")
          #expect(again.firstBaseline == made.firstBaseline && again.lastBaseline == made.lastBaseline)
          #expect(again.lines == made.lines, "\(text) at \(String(describing: width)) vs \(other), \(alignment)")
        }
      }
    }
  }
}
