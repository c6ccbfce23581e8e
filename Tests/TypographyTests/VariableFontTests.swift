import Testing
@testable import Typography

/// Inter's variable font (Debian's fonts-inter-variable, Inter-roman.var.ttf): one wght axis,
/// 100...900, default 400; 2816 units per em; no MVAR table, so its vertical metrics are the
/// same at every weight. Advances of "Hamburg" from
/// `hb-shape --variations=wght=W Fonts/Inter-roman.var.ttf "Hamburg"`.
@Suite("Variable fonts")
struct VariableFontTests {
  static let advances: [(weight: Int, advances: [Double])] = [
    (400, [2084, 1588, 2448, 1748, 1636, 1000, 1716]),
    (500, [2090, 1603, 2488, 1762, 1674, 1026, 1738]),
    (650, [2098, 1626, 2548, 1782, 1732, 1066, 1772]),
    (900, [2112, 1664, 2648, 1816, 1828, 1132, 1828]),
  ]

  func inter(_ weight: Int) throws -> FontFace {
    try #require(bundledLibrary.face(family: "Inter", weight: weight))
  }

  @Test("the axis is read from fvar")
  func axis() throws {
    let base = try inter(400)
    #expect(base.variationAxes == [FontVariationAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    #expect(base.weightRange == 100...900)
    #expect(base.variations.isEmpty)
  }

  @Test("advances at wght 400, 500, 650 and 900 equal hb-shape's", arguments: 0..<4)
  func advances(_ index: Int) throws {
    let (weight, expected) = Self.advances[index]
    let face = try inter(weight)
    #expect(face.weight == weight)
    let paragraph = typesetter.layout(StyledText("Hamburg", font: SizedFont(face, size: 2816)))
    #expect(paragraph.lines[0].runs[0].glyphs.map(\.advance) == expected)
  }

  @Test("metrics at every weight are the default tables' (Inter has no MVAR)", arguments: [100, 450, 650, 900])
  func metrics(_ weight: Int) throws {
    let metrics = try inter(weight).metrics
    #expect(metrics.source == .typo)
    #expect((metrics.ascent, metrics.descent, metrics.lineGap) == (2728, 680, 0))
    #expect(metrics.capHeight == 2048)
  }

  @Test("a weight between named instances is met exactly, and is one face object")
  func between() throws {
    let medium = try inter(450)
    #expect(medium.variations == [.weight(450)])
    #expect(medium === (try inter(450)))
    #expect(medium !== (try inter(500)))
    #expect(try inter(400) === (try inter(400)).instance(weight: 400))
    // Outside the axis, the nearest end.
    #expect(try inter(950).variations == [.weight(900)])
    #expect(try inter(50).variations == [.weight(100)])
  }

  @Test("outlines follow the weight: the H's stems thicken from 400 to 900")
  func outlines() throws {
    let regular = try inter(400)
    let black = try inter(900)
    let glyph = try #require(regular.glyph(for: "H"))
    #expect(regular.outline(ofGlyph: glyph) != black.outline(ofGlyph: glyph))
  }

  @Test("a static font ignores variations")
  func staticFont() throws {
    let noto = try face("Noto Sans")
    #expect(noto.variationAxes.isEmpty)
    #expect(noto.instance([.weight(650)]) === noto)
  }
}
