import Testing
@testable import Typography

/// Vertical metrics at 16 pt for every bundled font, computed by hand from the values stored in
/// each font's head, hhea and OS/2 tables (read with fontTools): value * 16 / unitsPerEm.
@Suite("Font metrics from the font tables")
struct FontMetricsTests {
  struct Expected: Sendable, CustomStringConvertible {
    var family: String
    var weight = 400
    var italic = false
    var source: FontMetrics.Source
    var ascent: Double
    var descent: Double
    var gap: Double
    var capHeight: Double
    var description: String { "\(family) \(weight)\(italic ? " italic" : "")" }
  }

  static let cases: [Expected] = [
    // Noto Sans, Serif, Mono: upem 1000, hhea 1069 / -293 / 0, USE_TYPO_METRICS clear,
    // OS/2 sCapHeight 714: 1069*16/1000 = 17.104, 293*16/1000 = 4.688, 714*16/1000 = 11.424.
    Expected(family: "Noto Sans", source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Sans", weight: 700, source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Sans", italic: true, source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Sans", weight: 700, italic: true, source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Serif", source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Serif", weight: 700, source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    Expected(family: "Noto Sans Mono", source: .hhea, ascent: 17.104, descent: 4.688, gap: 0, capHeight: 11.424),
    // DejaVu Sans: upem 2048, hhea 1901 / -483 / 0 (typo 1556 / -492 / 410 is not used: bit 7
    // clear). OS/2 version 1 has no sCapHeight, so cap height is the top of "H": yMax 1493.
    Expected(family: "DejaVu Sans", source: .hhea, ascent: 1901.0 * 16 / 2048, descent: 483.0 * 16 / 2048, gap: 0, capHeight: 1493.0 * 16 / 2048),
    // Liberation Sans: upem 2048, hhea 1854 / -434 / 67, sCapHeight 1409:
    // 14.484375, 3.390625, 0.5234375, 11.0078125.
    Expected(family: "Liberation Sans", source: .hhea, ascent: 14.484375, descent: 3.390625, gap: 0.5234375, capHeight: 11.0078125),
    // Noto Sans Arabic: upem 1000, hhea 1374 / -738 / 0, sCapHeight 416.
    Expected(family: "Noto Sans Arabic", source: .hhea, ascent: 21.984, descent: 11.808, gap: 0, capHeight: 6.656),
    // Noto Naskh Arabic: fsSelection 0xC0 has USE_TYPO_METRICS, so typo 1069 / -634 / 0.
    // sCapHeight is 0 and there is no "H", so cap height is 0.
    Expected(family: "Noto Naskh Arabic", source: .typo, ascent: 17.104, descent: 10.144, gap: 0, capHeight: 0),
    // Noto Sans Hebrew: hhea 1068 / -292 / 0, sCapHeight 714.
    Expected(family: "Noto Sans Hebrew", source: .hhea, ascent: 17.088, descent: 4.672, gap: 0, capHeight: 11.424),
    // Noto Sans Devanagari: hhea 896 / -408 / 0, sCapHeight 622.
    Expected(family: "Noto Sans Devanagari", source: .hhea, ascent: 14.336, descent: 6.528, gap: 0, capHeight: 9.952),
    // Noto Sans Thai: hhea 1061 / -450 / 0, sCapHeight 714.
    Expected(family: "Noto Sans Thai", source: .hhea, ascent: 16.976, descent: 7.2, gap: 0, capHeight: 11.424),
    // Droid Sans Fallback (CJK): upem 256, hhea 267 / -68 / 0, sCapHeight 183.
    Expected(family: "Droid Sans Fallback", source: .hhea, ascent: 16.6875, descent: 4.25, gap: 0, capHeight: 11.4375),
    // Inter (variable, default instance wght 400): upem 2816, fsSelection 0xC0 has
    // USE_TYPO_METRICS, typo 2728 / -680 / 0, sCapHeight 2048: 15.5, 3.863636..., 0, 11.636363...
    Expected(family: "Inter", source: .typo, ascent: 15.5, descent: 680.0 * 16 / 2816, gap: 0, capHeight: 2048.0 * 16 / 2816),
    // Noto Color Emoji: upem 2048, hhea 1900 / -500 / 0 (fsSelection 0x40: typo not used),
    // sCapHeight 1900: 14.84375, 3.90625, 0, 14.84375.
    Expected(family: "Noto Color Emoji", source: .hhea, ascent: 14.84375, descent: 3.90625, gap: 0, capHeight: 14.84375),
  ]

  @Test("metrics at 16 pt", arguments: cases)
  func metricsAt16(_ expected: Expected) throws {
    let face = try face(expected.family, weight: expected.weight, italic: expected.italic)
    #expect(face.weight == expected.weight)
    #expect(face.isItalic == expected.italic)
    #expect(face.metrics.source == expected.source)
    let metrics = face.metrics.scaled(to: 16)
    expectClose(metrics.ascent, expected.ascent)
    expectClose(metrics.descent, expected.descent)
    expectClose(metrics.leading, expected.gap)
    expectClose(metrics.capHeight, expected.capHeight)
  }

  @Test("every bundled file is covered by a case")
  func everyFontHasACase() {
    #expect(bundledLibrary.faces.count == Self.cases.count)
  }

  @Test("x-height from OS/2: Noto Sans 536, Liberation Sans 1082/2048, DejaVu from the x glyph (1120)")
  func xHeights() throws {
    expectClose(try face("Noto Sans").metrics.scaled(to: 16).xHeight, 536.0 * 16 / 1000)
    expectClose(try face("Liberation Sans").metrics.scaled(to: 16).xHeight, 1082.0 * 16 / 2048)
    expectClose(try face("DejaVu Sans").metrics.scaled(to: 16).xHeight, 1120.0 * 16 / 2048)
  }

  @Test("the stored sets are exposed as read from the tables")
  func storedSets() throws {
    let dejavu = try face("DejaVu Sans").metrics
    #expect(dejavu.unitsPerEm == 2048)
    #expect(dejavu.hhea == .init(ascender: 1901, descender: -483, lineGap: 0))
    #expect(dejavu.typo == .init(ascender: 1556, descender: -492, lineGap: 410))
    #expect(dejavu.win == .init(ascender: 1901, descender: 483, lineGap: 0))
    #expect(!dejavu.usesTypoMetrics)
    #expect(try face("Noto Naskh Arabic").metrics.usesTypoMetrics)
  }

  @Test("decoration lines from post and OS/2: Liberation Sans underline -67 / 150, strikeout 530 / 102")
  func decorationLines() throws {
    let liberation = try face("Liberation Sans").metrics
    // The stored positions are the tops of the lines: centers at -67 - 75 and 530 - 51.
    #expect(liberation.underline == .init(center: -142, thickness: 150))
    #expect(liberation.strikethrough == .init(center: 479, thickness: 102))
    let scaled = liberation.scaled(to: 2048)
    #expect(scaled.underlinePosition == -142 && scaled.underlineThickness == 150)
    #expect(scaled.strikethroughPosition == 479 && scaled.strikethroughThickness == 102)
    // Noto Sans: underline -100 / 50, strikeout 322 / 50.
    let noto = try face("Noto Sans").metrics
    #expect(noto.underline == .init(center: -125, thickness: 50))
    #expect(noto.strikethrough == .init(center: 297, thickness: 50))
  }

  @Test("selection rules: zero hhea falls back to typo, then to win; negative gaps count as 0")
  func selectionFallbacks() {
    let zero = FontMetrics.StoredSet(ascender: 0, descender: 0, lineGap: 0)
    let typo = FontMetrics(
      unitsPerEm: 1000, hhea: zero, typo: .init(ascender: 800, descender: -200, lineGap: -50),
      win: .init(ascender: 900, descender: 300, lineGap: 0), usesTypoMetrics: false,
      capHeight: 700, xHeight: 500)
    #expect(typo.source == .typo)
    #expect((typo.ascent, typo.descent, typo.lineGap) == (800, 200, 0))
    let win = FontMetrics(
      unitsPerEm: 1000, hhea: zero, typo: zero,
      win: .init(ascender: 900, descender: 300, lineGap: 0), usesTypoMetrics: false,
      capHeight: 700, xHeight: 500)
    #expect(win.source == .win)
    #expect((win.ascent, win.descent, win.lineGap) == (900, 300, 0))
  }

  @Test("a sized font clamps NaN, negative and infinite sizes to 0")
  func sizeClamps() throws {
    let noto = try face("Noto Sans")
    for size in [Double.nan, -3, .infinity, -.infinity] {
      let font = SizedFont(noto, size: size)
      #expect(font.size == 0)
      #expect(font.metrics.ascent == 0)
    }
  }
}
