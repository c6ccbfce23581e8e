import Testing
@testable import Typography

/// Shaping compared with `hb-shape` (Debian's libharfbuzz-bin 6.0.0) on the same font files:
///
///     hb-shape --font-funcs=ot --no-glyph-names --direction=D --script=S --language=und FONT TEXT
///
/// Each glyph prints as `gid=cluster+advance` (and `@dx,dy` when offset). Laying text out at a
/// size equal to the font's units per em makes points equal font units, so the advances compare
/// exactly.
@Suite("Shaping matches hb-shape")
struct ShapingTests {
  struct Shaped: Equatable, CustomStringConvertible {
    var ids: [UInt32]
    var clusters: [Int]
    var advances: [Double]
    var description: String { "\(ids) \(clusters) \(advances)" }
  }

  /// One-line layout at size = units per em; the run's glyphs.
  func shape(_ text: String, _ family: String, direction: ParagraphStyle.Direction = .natural) throws -> (Shaped, GlyphRun) {
    let face = try face(family)
    let styled = StyledText(text, font: SizedFont(face, size: Double(face.metrics.unitsPerEm)))
    let paragraph = typesetter.layout(styled, style: ParagraphStyle(direction: direction))
    let run = try #require(paragraph.lines.first?.runs.first)
    #expect(paragraph.lines.count == 1 && paragraph.lines[0].runs.count == 1)
    return (Shaped(ids: run.glyphs.map(\.id), clusters: run.glyphs.map(\.cluster), advances: run.glyphs.map(\.advance)), run)
  }

  @Test("Latin ligature: 'office' in Noto Sans -> [82=0+605|1969=1+946|70=4+480|72=5+564]")
  func ligature() throws {
    let (shaped, _) = try shape("office", "Noto Sans")
    // The ffi ligature (glyph 1969) covers clusters 1..3; the next cluster starts at 4.
    #expect(shaped == Shaped(ids: [82, 1969, 70, 72], clusters: [0, 1, 4, 5], advances: [605, 946, 480, 564]))
  }

  @Test("kerning on by default: 'AVATAR fi' -> [36=0+599|57=1+560|36=2+569|55=3+486|36=4+639|53=5+622|3=6+260|1967=7+602]")
  func kerning() throws {
    let (shaped, run) = try shape("AVATAR fi", "Noto Sans")
    #expect(shaped.ids == [36, 57, 36, 55, 36, 53, 3, 1967])
    #expect(shaped.clusters == [0, 1, 2, 3, 4, 5, 6, 7])
    // hmtx: A 639, V 600, T 556; the kerned advances are shorter.
    #expect(shaped.advances == [599, 560, 569, 486, 639, 622, 260, 602])
    #expect(run.width == 4337)
    // Kerning off restores the hmtx advances of A and V.
    let face = try face("Noto Sans")
    let plain = typesetter.layout(StyledText(
      "AV", attributes: TextAttributes(font: SizedFont(face, size: 1000), features: [.noKerning])))
    #expect(plain.lines[0].runs[0].glyphs.map(\.advance) == [639, 600])
  }

  @Test("Liberation Sans 'Hello' -> [43=0+1479|72=1+1139|79=2+455|79=3+455|82=4+1139]")
  func liberation() throws {
    let (shaped, _) = try shape("Hello", "Liberation Sans")
    #expect(shaped == Shaped(ids: [43, 72, 79, 79, 82], clusters: [0, 1, 2, 3, 4], advances: [1479, 1139, 455, 455, 1139]))
  }

  @Test("Arabic joining and the lam-alef ligature: 'سلام' -> [769=3+484|705=1+599|1077=0+784]")
  func arabic() throws {
    let (shaped, run) = try shape("سلام", "Noto Sans Arabic")
    // Visual order (right to left reversed): meem (final), lam-alef ligature, seen (initial).
    #expect(shaped == Shaped(ids: [769, 705, 1077], clusters: [3, 1, 0], advances: [484, 599, 784]))
    #expect(run.isRightToLeft && run.script == "Arab")
  }

  @Test("Devanagari reordering: 'किताब' -> [607=0+259|25=0+762|40=2+570|66=2+259|48=4+571]")
  func devanagari() throws {
    let (shaped, run) = try shape("किताब", "Noto Sans Devanagari")
    // The i-matra (607) comes first visually but belongs to cluster 0 with KA (25).
    #expect(shaped == Shaped(ids: [607, 25, 40, 66, 48], clusters: [0, 0, 2, 2, 4], advances: [259, 762, 570, 259, 571]))
    #expect(run.script == "Deva")
  }

  @Test("Hebrew with a mark offset: 'שלום' -> [23=3+684|124=2@-10,0+291|55=1+522|96=0+730]")
  func hebrew() throws {
    let (shaped, run) = try shape("שלום", "Noto Sans Hebrew")
    #expect(shaped == Shaped(ids: [23, 124, 55, 96], clusters: [3, 2, 1, 0], advances: [684, 291, 522, 730]))
    #expect(run.glyphs[1].xOffset == -10 && run.glyphs[1].yOffset == 0)
  }

  @Test("advances scale linearly with size: 'office' at 16 pt = (605+946+480+564) * 16/1000")
  func scaling() throws {
    let paragraph = typesetter.layout(StyledText("office", font: try font("Noto Sans", 16)))
    expectClose(paragraph.width, 2595.0 * 16 / 1000)
    // Glyph pen positions accumulate the advances.
    expectClose(paragraph.lines[0].runs[0].glyphs[2].x, (605.0 + 946) * 16 / 1000)
  }

  @Test("features on request: 'pnum' -> [2572=0+441], 'tnum' -> [20=0+572], '-liga' splits ffi")
  func features() throws {
    let face = try face("Noto Sans")
    func layout(_ text: String, _ features: [OpenTypeFeature]) -> [Glyph] {
      typesetter.layout(StyledText(
        text, attributes: TextAttributes(font: SizedFont(face, size: 1000), features: features)))
        .lines[0].runs[0].glyphs
    }
    // Noto Sans digits are tabular by default; 'pnum' selects the proportional "1".
    #expect(layout("1", []).map(\.id) == [20])
    #expect(layout("1", [.tabularFigures]).map(\.advance) == [572])
    let proportional = layout("1", [OpenTypeFeature("pnum")])
    #expect(proportional.map(\.id) == [2572] && proportional.map(\.advance) == [441])
    // hb-shape --features=-liga: [82=0+605|73=1+344|73=2+344|76=3+258|70=4+480|72=5+564]
    let unligated = layout("office", [.noLigatures])
    #expect(unligated.map(\.id) == [82, 73, 73, 76, 70, 72])
    #expect(unligated.map(\.advance) == [605, 344, 344, 258, 480, 564])
  }
}
