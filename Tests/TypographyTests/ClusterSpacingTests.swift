import Testing
@testable import Typography

/// Kerning, tracking and baseline offsets on runs. Liberation Sans is set at 2048 pt (its units
/// per em) so that points equal font units: "Hello" shapes to H 1479, e 1139, l 455, l 455,
/// o 1139 = 4667 (hb-shape Fonts/LiberationSans-Regular.ttf "Hello").
@Suite("Cluster spacing and baseline offsets")
struct ClusterSpacingTests {
  func hello(kerning: Double = 0, tracking: Double = 0, maxWidth: Double? = nil, _ string: String = "Hello") throws -> Paragraph {
    let attributes = TextAttributes(
      font: try font("Liberation Sans", 2048), kerning: kerning, tracking: tracking)
    return typesetter.layout(StyledText(string, attributes: attributes), style: ParagraphStyle(maxWidth: maxWidth))
  }

  @Test("kerning adds its amount after every cluster, the last one included")
  func kerningCountsAtTheEnd() throws {
    let line = try hello(kerning: 10).lines[0]
    #expect(line.width == 4667 + 5 * 10)
    #expect(line.runs[0].glyphs.map(\.x) == [0, 1489, 2638, 3103, 3568])
    #expect(line.runs[0].width == 4717)
  }

  @Test("tracking adds its amount after every cluster, and the line's last one hangs")
  func trackingHangsAtTheEnd() throws {
    let line = try hello(tracking: 10).lines[0]
    #expect(line.width == 4667 + 4 * 10)
    #expect(line.runs[0].glyphs.map(\.x) == [0, 1489, 2638, 3103, 3568])
  }

  @Test("negative tracking tightens: -20 per cluster, one hanging")
  func negativeTracking() throws {
    #expect(try hello(tracking: -20).width == 4667 - 4 * 20)
  }

  @Test("tracking takes precedence over kerning")
  func trackingWins() throws {
    #expect(try hello(kerning: 50, tracking: 10).width == 4707)
  }

  @Test("a line that fits only because its last cluster's tracking hangs")
  func hangingTrackingFitsTheLine() throws {
    // "Hello Hello" at 4707: each word is 4667 + 4 x 10 with its last tracking hanging (the
    // space after the first word hangs too).
    let tracked = try hello(tracking: 10, maxWidth: 4707, "Hello Hello")
    #expect(tracked.lines.count == 2)
    #expect(tracked.lines.map(\.width) == [4707, 4707])
    // Kerning does not hang: "Hello" is 4717 wide and no longer fits in 4707.
    let kerned = try hello(kerning: 10, maxWidth: 4707, "Hello Hello")
    #expect(kerned.lines.count > 2)
  }

  @Test("measuring without glyphs gives the widths of the glyph runs")
  func measuringAgrees() throws {
    let attributes = TextAttributes(font: try font("Liberation Sans", 2048), tracking: 10)
    let shaped = typesetter.shape(StyledText("Hello Hello Hello", attributes: attributes))
    for width in [4707.0, 9000, 20_000] {
      let measured = shaped.layout(ParagraphStyle(maxWidth: width), glyphs: false)
      let drawn = shaped.layout(ParagraphStyle(maxWidth: width))
      #expect(measured.lines.map(\.width) == drawn.lines.map(\.width))
      #expect(shaped.withGlyphs(measured) == drawn)
    }
  }

  @Test("kerning keeps the fi ligature (one cluster, one amount); tracking breaks it up")
  func ligatures() throws {
    // hb-shape Fonts/NotoSans-Regular.ttf "fi": [fi=0+602]; with liga, clig, dlig and hlig off:
    // [f=0+344|i=1+258]. Noto Sans has 1000 units per em.
    let face = try face("Noto Sans")
    let kerned = typesetter.layout(StyledText("fi", attributes: TextAttributes(font: SizedFont(face, size: 1000), kerning: 7)))
    #expect(kerned.lines[0].runs[0].glyphs.map(\.id) == [1967])
    #expect(kerned.width == 602 + 7)
    let tracked = typesetter.layout(StyledText("fi", attributes: TextAttributes(font: SizedFont(face, size: 1000), tracking: 7)))
    #expect(tracked.lines[0].runs[0].glyphs.map(\.advance) == [344, 258])
    #expect(tracked.lines[0].runs[0].glyphs.map(\.x) == [0, 351])
    #expect(tracked.width == 344 + 258 + 7)
    // A run's own features win over what tracking implies.
    let ligated = typesetter.layout(StyledText(
      "fi", attributes: TextAttributes(font: SizedFont(face, size: 1000), features: [OpenTypeFeature("liga")], tracking: 7)))
    #expect(ligated.lines[0].runs[0].glyphs.map(\.id) == [1967])
  }

  @Test("right to left, a cluster's spacing lies on its left")
  func rightToLeft() throws {
    // hb-shape Fonts/NotoSansHebrew-Regular.ttf "שלום": [23=3+684|124=2@-10,0+291|55=1+522|96=0+730]
    // in visual order (the holam mark 124 shares no cluster with lamed).
    let attributes = TextAttributes(font: SizedFont(try face("Noto Sans Hebrew"), size: 1000), kerning: 5)
    let paragraph = typesetter.layout(StyledText("שלום", attributes: attributes))
    let run = paragraph.lines[0].runs[0]
    let advances: Double = 684 + 291 + 522 + 730
    #expect(run.width == advances + 4 * 5)
    #expect(run.glyphs.map(\.x) == [5, 694, 990, 1517])
  }

  @Test("non-finite spacing and offsets count as zero")
  func nonFinite() throws {
    let attributes = TextAttributes(
      font: try font("Liberation Sans", 2048), kerning: .nan, tracking: .infinity, baselineOffset: -.infinity)
    let paragraph = typesetter.layout(StyledText("Hello", attributes: attributes))
    #expect(paragraph.width == 4667)
    #expect(paragraph.firstBaseline == 1854)
  }
}

/// A line of three runs: Noto Sans 28, Noto Serif 13 and Liberation Sans 17 raised by an offset.
/// Noto Sans and Serif: upem 1000, hhea 1069 / -293 / 0. Liberation Sans: upem 2048, hhea
/// 1854 / -434 / 67. A raised run's box moves up with it; the line box is the union of the
/// boxes (and always holds the baseline).
@Suite("Baseline offsets and the line box")
struct BaselineOffsetTests {
  func line(offset: Double) throws -> Paragraph {
    var text = StyledText("Price ", font: try font("Noto Sans", 28))
    text.append("USD", font: try font("Noto Serif", 13))
    text.append("x", attributes: TextAttributes(font: try font("Liberation Sans", 17), baselineOffset: offset))
    return typesetter.layout(text)
  }

  @Test("an offset of 6 stays inside the 28 pt run's box")
  func smallOffset() throws {
    let paragraph = try line(offset: 6)
    let line = paragraph.lines[0]
    // Ascents: 1069*28/1000 = 29.932, 1069*13/1000 = 13.897, 1854*17/2048 + 6 = 21.3896484375.
    expectClose(line.ascent, 29.932)
    // Descents: 293*28/1000 = 8.204, 293*13/1000 = 3.809, 434*17/2048 - 6 < 0.
    expectClose(line.descent, 8.204)
    // Leading: 67*17/2048 = 0.55615234375 (the largest gap of the line's fonts).
    expectClose(line.leading, 67.0 * 17 / 2048)
    expectClose(paragraph.firstBaseline, 29.932)
    expectClose(paragraph.height, 29.932 + 8.204)
    // The raised run's glyph sits 6 pt above the baseline.
    let raised = try #require(line.runs.last)
    #expect(raised.baselineOffset == 6)
    #expect(raised.glyphs.map(\.yOffset) == [6])
  }

  @Test("an offset of 20 raises the line box")
  func largeOffset() throws {
    let paragraph = try line(offset: 20)
    let ascent = 1854.0 * 17 / 2048 + 20
    expectClose(paragraph.lines[0].ascent, ascent)
    expectClose(paragraph.firstBaseline, ascent)
    expectClose(paragraph.height, ascent + 8.204)
  }

  @Test("a negative offset deepens the line box")
  func negativeOffset() throws {
    let paragraph = try line(offset: -10)
    let descent = 434.0 * 17 / 2048 + 10
    expectClose(paragraph.lines[0].descent, descent)
    expectClose(paragraph.firstBaseline, 29.932)
    expectClose(paragraph.height, 29.932 + descent)
  }
}
