import Testing
@testable import Typography

/// Laying out to measure (no glyph arrays) must give exactly the lines, widths, runs and
/// baselines of the full layout.
@Suite("Measuring without glyphs")
struct MeasuringLayoutTests {
  @Test("layout(glyphs: false) equals layout() without its runs, and withGlyphs restores them, on 600 random texts and styles")
  func sameMetrics() throws {
    let face = try #require(bundledLibrary.face(family: "Noto Sans"))
    var random = SeededRandom(seed: 0xC0FFEE)
    func next(_ bound: Int) -> Int { random.next(bound) }
    let pieces = ShortcutEquivalenceTests.pieces + ["office", "ffi ", "Hello, world. "].map { Array($0.utf16) }
    var truncated = 0
    for _ in 0..<600 {
      var units: [UInt16] = []
      for _ in 0..<(1 + next(40)) { units += pieces[next(pieces.count)] }
      let text = StyledText(String(decoding: units, as: UTF16.self), font: SizedFont(face, size: 13))
      let shaped = typesetter.shape(text, direction: [.natural, .leftToRight, .rightToLeft][next(3)])
      var style = ParagraphStyle(maxWidth: [nil, 40, 90, 150][next(4)], lineLimit: [nil, 1, 2][next(3)])
      style.alignment = [.leading, .center, .trailing][next(3)]
      let full = shaped.layout(style)
      let measured = shaped.layout(style, glyphs: false)
      var stripped = full
      // A truncated line is built with its runs in both modes (it is rare and short); the
      // others carry no runs when measuring.
      for line in stripped.lines.indices where !stripped.lines[line].isTruncated {
        stripped.lines[line].runs = []
      }
      #expect(measured == stripped, "\(units)")
      // Filling the glyphs in gives the full layout exactly, without breaking lines again.
      #expect(shaped.withGlyphs(measured) == full, "\(units)")
      if full.isTruncated { truncated += 1 }
    }
    #expect(truncated > 50)
  }
}
