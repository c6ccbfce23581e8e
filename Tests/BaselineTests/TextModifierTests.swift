import Baseline
import Foundation
import Testing

// The text modifiers that change layout, with the bundled fonts. Advances come from
// `hb-shape Fonts/LiberationSans-Regular.ttf "..."` (Liberation Sans, 2048 units per em):
// "Hello" = H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667; "STRASSE" = 1366 + 1251 + 1479 +
// 1366 + 1366 + 1366 + 1366 = 9560. Metrics: Noto Sans and Serif ascender 1069, descender 293
// per 1000; Liberation Sans 1854, 434 and line gap 67 per 2048.

private let liberation = "Liberation Sans"

@Suite("Baseline offsets in SwiftUI texts")
struct BaselineOffsetTextTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// Noto Sans 28, Noto Serif 13, and Liberation Sans 17 raised by `offset`.
  func threeRuns(offset: CGFloat) -> Text {
    Text("Price ").font(.custom("Noto Sans", size: 28))
      + Text("USD ").font(.custom("Noto Serif", size: 13))
      + Text("net").font(.custom(liberation, size: 17)).baselineOffset(offset)
  }

  @Test("a 6-point offset: ascent, descent, first baseline and height of the line")
  func issueLine() throws {
    let result = engine.layout(threeRuns(offset: 6).id("t"))
    let text = try #require(result[id: "t"])
    // Ascents 29.932, 13.897 and 1854 * 17 / 2048 + 6 = 21.39; descents 8.204, 3.809 and
    // 434 * 17 / 2048 - 6 < 0.
    let ascent: Double = 1069.0 * 28 / 1000
    let descent: Double = 293.0 * 28 / 1000
    #expect(abs(Double(text.firstBaseline ?? 0) - ascent) < 1e-9)
    #expect(abs(Double(text.frame.height) - (ascent + descent)) < 1e-9)
    let metrics = try #require(text.text?.measured.firstLineMetrics)
    #expect(abs(Double(metrics.ascent) - ascent) < 1e-9)
    #expect(abs(Double(metrics.descent) - descent) < 1e-9)
    #expect(text.text?.style.runs.map(\.baselineOffset) == [0, 0, 6])
  }

  @Test("a 20-point offset raises the line, and a first-baseline HStack follows it")
  func raisedLineInStack() throws {
    let result = engine.layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        threeRuns(offset: 20).id("t")
        Text("small").font(.custom("Noto Sans", size: 13)).id("small")
      })
    let mixed = try #require(result[id: "t"])
    let small = try #require(result[id: "small"])
    let ascent: Double = 1854.0 * 17 / 2048 + 20  // 35.3896..., above Noto Sans 28's 29.932
    #expect(abs(Double(mixed.firstBaseline ?? 0) - ascent) < 1e-9)
    #expect(abs(Double(mixed.frame.height) - (ascent + 293.0 * 28 / 1000)) < 1e-9)
    // The 13-point text moves down so that its baseline (13.897 below its top) meets the line's.
    #expect(abs(Double(small.frame.minY) - (ascent - 1069.0 * 13 / 1000)) < 1e-9)
    #expect(small.firstBaseline == mixed.firstBaseline)
  }

  @Test("the view modifier sets the offset of texts that set none")
  func viewModifier() throws {
    let result = engine.layout(
      VStack {
        Text("a").font(.custom(liberation, size: 17)).id("inherits")
        Text("b").font(.custom(liberation, size: 17)).baselineOffset(2).id("own")
      }.baselineOffset(10))
    let ascent: Double = 1854.0 * 17 / 2048
    #expect(abs(Double(try #require(result[id: "inherits"]?.firstBaseline)) - (ascent + 10)) < 1e-9)
    let own = try #require(result[id: "own"])
    // Baselines in the result are in root coordinates: the second text starts lower.
    #expect(abs(Double((own.firstBaseline ?? 0) - own.frame.minY) - (ascent + 2)) < 1e-9)
  }
}

@Suite("Kerning and tracking in SwiftUI texts")
struct SpacingTextTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())
  let font = Font.custom(liberation, size: 2048)  // points equal font units

  func width(_ view: some View) throws -> Double {
    Double(try #require(engine.layout(view.id("t"))[id: "t"]).frame.width)
  }

  @Test("kerning adds its amount after each of the 5 characters, tracking after 4 (the last hangs)")
  func amounts() throws {
    #expect(try width(Text("Hello").font(font)) == 4667)
    #expect(try width(Text("Hello").font(font).kerning(10)) == 4667 + 5 * 10)
    #expect(try width(Text("Hello").font(font).tracking(10)) == 4667 + 4 * 10)
    #expect(try width(Text("Hello").font(font).tracking(-20)) == 4667 - 4 * 20)
    // Tracking takes precedence over kerning.
    #expect(try width(Text("Hello").font(font).kerning(30).tracking(10)) == 4707)
  }

  @Test("each part keeps its own spacing; the view modifier fills in the rest")
  func perPart() throws {
    // "He" kerned by 10 (2 characters), "llo" tracked by 5 (3 characters, the last hangs).
    let parts = Text("He").font(font).kerning(10) + Text("llo").font(font)
    #expect(try width(parts.tracking(5)) == 4667 + 2 * 5 + 2 * 5)  // tracking wins in "He" too
    #expect(try width(Text("He").font(font).kerning(10) + Text("llo").font(font).tracking(5)) == 4667 + 2 * 10 + 2 * 5)
    #expect(try width(VStack { Text("Hello").font(font) }.kerning(10)) == 4717)
    #expect(try width(VStack { Text("Hello").font(font).kerning(1) }.kerning(10)) == 4672)
  }
}

@Suite("Text case")
struct TextCaseTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("uppercase shapes STRASSE for straße, and the line still covers the source's 6 units")
  func uppercase() throws {
    let result = engine.layout(Text("straße").font(.custom(liberation, size: 2048)).textCase(.uppercase).id("t"))
    let text = try #require(result[id: "t"])
    #expect(text.frame.width == 9560)
    #expect(text.lines.map(\.range) == [0..<6])
    let runs = DisplayList(result).items.compactMap { item -> DisplayList.GlyphRun? in
      if case .glyphs(let run) = item { return run }
      return nil
    }
    // S T R A S S E: seven glyphs, drawn from the source text.
    #expect(runs.map(\.glyphs.count) == [7])
    #expect(runs.map(\.positions.last?.x) == [9560 - 1366])
  }

  @Test("lowercase, and nil keeps the letters as written")
  func lowercase() throws {
    let font = Font.custom(liberation, size: 2048)
    // hb-shape: "hello" = h 1139 + e 1139 + l 455 + l 455 + o 1139 = 4327.
    #expect(engine.layout(Text("HELLO").font(font).textCase(.lowercase).id("t"))[id: "t"]?.frame.width == 4327)
    #expect(engine.layout(Text("Hello").font(font).textCase(nil).id("t"))[id: "t"]?.frame.width == 4667)
  }
}

@Suite("Shrinking and tightening to fit")
struct FittingTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())
  /// "Hello" in Liberation Sans 20 is 4667 * 20 / 2048 = 45.576171875 wide.
  let natural: Double = 4667.0 * 20 / 2048

  func hello(width: CGFloat) -> some View {
    Text("Hello").font(.custom(liberation, size: 20)).lineLimit(1).frame(width: width)
  }

  @Test("minimumScaleFactor takes the largest scale that fits: 40 / 45.576")
  func largestScale() throws {
    let result = engine.layout(hello(width: 40).minimumScaleFactor(0.5).id("f"))
    let text = try #require(result.nodes.first { $0.text != nil })
    let scale = 40 / natural
    #expect(abs(Double(text.frame.width) - 40) < 1e-9)
    // The baseline shrinks with the font: 1854 * 20 * scale / 2048.
    let baseline: Double = 1854.0 * 20 * scale / 2048
    #expect(abs(Double(text.firstBaseline ?? 0) - baseline) < 1e-9)
    #expect(text.text?.measured.isTruncated == false)
  }

  @Test("minimumScaleFactor stops at the factor, and the text is cut off there")
  func stopsAtTheFactor() throws {
    let result = engine.layout(hello(width: 30).minimumScaleFactor(0.9).id("f"))
    let text = try #require(result.nodes.first { $0.text != nil })
    #expect(text.text?.measured.isTruncated == true)
    let baseline: Double = 1854.0 * 20 * 0.9 / 2048
    #expect(abs(Double(text.firstBaseline ?? 0) - baseline) < 1e-9)
  }

  @Test("a text that fits is not scaled")
  func fits() throws {
    let result = engine.layout(hello(width: 50).minimumScaleFactor(0.5))
    let text = try #require(result.nodes.first { $0.text != nil })
    #expect(text.frame.width == CGFloat(natural))
  }

  @Test("allowsTightening squeezes the 4 gaps just enough, within 5% of the size")
  func tightening() throws {
    let result = engine.layout(hello(width: 45).allowsTightening(true))
    let text = try #require(result.nodes.first { $0.text != nil })
    #expect(abs(Double(text.frame.width) - 45) < 1e-9)
    #expect(text.text?.measured.isTruncated == false)
    // 40 points would need (40 - 45.58) / 4 = -1.39 per gap, beyond 5% of 20 (-1): cut off.
    let tooNarrow = engine.layout(hello(width: 40).allowsTightening(true))
    #expect(tooNarrow.nodes.first { $0.text != nil }?.text?.measured.isTruncated == true)
  }
}

@Suite("Variable font weights in SwiftUI texts")
struct VariableWeightTextTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("Inter medium is the wght 500 instance: hb-shape --variations=wght=500 gives 12381 for Hamburg")
  func medium() throws {
    // 2090 + 1603 + 2488 + 1762 + 1674 + 1026 + 1738 at 2816 pt (Inter's units per em).
    let result = engine.layout(Text("Hamburg").font(.custom("Inter", size: 2816)).fontWeight(.medium).id("t"))
    #expect(result[id: "t"]?.frame.width == 12381)
    // Regular (the default instance): 2084 + 1588 + 2448 + 1748 + 1636 + 1000 + 1716.
    let regular = engine.layout(Text("Hamburg").font(.custom("Inter", size: 2816)).id("t"))
    #expect(regular[id: "t"]?.frame.width == 12220)
  }
}

@Suite("Underline and strikethrough lines")
struct DecorationLineTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  func shapes(_ view: some View) -> [(frame: CGRect, fill: Color?)] {
    DisplayList(engine.layout(view)).items.compactMap { item in
      if case .shape(let shape) = item { return (shape.frame, shape.paint.fill) }
      return nil
    }
  }

  @Test("Liberation Sans at 2048 pt: underline top at the baseline + 67, 150 thick; strikethrough top 530 above it, 102 thick")
  func positions() throws {
    // Baseline 1854. post: underlinePosition -67, thickness 150; OS/2: yStrikeoutPosition 530,
    // yStrikeoutSize 102. "Hello" is 4667 wide.
    let font = Font.custom(liberation, size: 2048)
    let underlined = shapes(Text("Hello").font(font).underline())
    #expect(underlined.map(\.frame) == [CGRect(x: 0, y: 1854 + 67, width: 4667, height: 150)])
    #expect(underlined.map(\.fill) == [.primary])
    let struck = shapes(Text("Hello").font(font).strikethrough(color: .red))
    #expect(struck.map(\.frame) == [CGRect(x: 0, y: 1854 - 530, width: 4667, height: 102)])
    #expect(struck.map(\.fill) == [.red])
  }

  @Test("only the decorated part is lined, in its own color, and a raised part's line rises with it")
  func parts() throws {
    let font = Font.custom(liberation, size: 2048)
    // "He" (1479 + 1139 = 2618) plain, "llo" (455 + 455 + 1139 = 2049) underlined in blue and
    // raised by 100.
    let text = Text("He").font(font) + Text("llo").font(font).underline(color: .blue).baselineOffset(100)
    let lines = shapes(text)
    // The line box: ascent 1854 + 100, so the baseline is at 1954.
    #expect(lines.map(\.frame) == [CGRect(x: 2618, y: 1954 - 100 + 67, width: 2049, height: 150)])
    #expect(lines.map(\.fill) == [.blue])
  }
}

@Suite("Font width")
struct FontWidthTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("a font without a wdth axis keeps its width; the setting reaches the run's font")
  func withoutAxis() throws {
    let font = Font.custom(liberation, size: 2048)
    let result = engine.layout(Text("Hello").font(font).fontWidth(.condensed).id("t"))
    #expect(result[id: "t"]?.frame.width == 4667)
    let mixed = engine.layout((Text("a").fontWidth(.expanded) + Text("b")).fontWidth(.condensed).id("t"))
    #expect(mixed[id: "t"]?.text?.style.runs.map(\.font.width) == [.expanded, .condensed])
    #expect(Font.Width.condensed.value == 75 && Font.body.width(.compressed).width.value == 50)
  }
}

@Suite("Small capitals")
struct SmallCapitalsTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  // Noto Sans Regular (1000 units per em) substitutes h.sc for H under c2sc and e.sc, l.sc, o.sc
  // for e, l, o under smcp (its GSUB). Advances from its hmtx: H 741, e 564, l 258, o 605; h.sc
  // 599, e.sc 447, l.sc 439, o.sc 632 (read with fontTools). Its kern feature moves the pair
  // l.sc o.sc by -10 and none of the other pairs here.
  @Test(
    "Font.smallCaps, lowercaseSmallCaps, uppercaseSmallCaps set the letters the font's features substitute",
    arguments: [
      (Font.custom("Noto Sans", size: 10), 741 + 564 + 258 + 258 + 605),
      (Font.custom("Noto Sans", size: 10).lowercaseSmallCaps(), 741 + 447 + 439 + 439 + 632 - 10),
      (Font.custom("Noto Sans", size: 10).uppercaseSmallCaps(), 599 + 564 + 258 + 258 + 605),
      (Font.custom("Noto Sans", size: 10).smallCaps(), 599 + 447 + 439 + 439 + 632 - 10),
    ])
  func widths(font: Font, units: Int) throws {
    let result = engine.layout(Text("Hello").font(font).id("t"))
    let text = try #require(result[id: "t"])
    #expect(abs(Double(text.frame.width) - Double(units) / 100) < 1e-9)
  }

  @Test("a font without the features (Liberation Sans) sets the letters as they are")
  func withoutFeatures() throws {
    // "Hello" = 4667 units of 2048 (see the top of this file).
    let result = engine.layout(Text("Hello").font(.custom(liberation, size: 20.48).smallCaps()).id("t"))
    #expect(abs(Double(try #require(result[id: "t"]).frame.width) - 46.67) < 1e-9)
  }
}

// Noto Sans 17: a line is (1069 + 293) x 17 / 1000 = 23.154 points from top to bottom, its
// baseline 1069 x 17 / 1000 = 18.173 from its top, and the font has no line gap.
@Suite("Font.leading: 2 points less (tight) or more (loose) between lines")
struct FontLeadingTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  func text(_ string: String, _ leading: Font.Leading, spacing: CGFloat = 0) throws -> LayoutResult.Node {
    let result = engine.layout(Text(string).font(.custom("Noto Sans", size: 17).leading(leading)).lineSpacing(spacing).id("t"))
    return try #require(result[id: "t"])
  }

  @Test("two lines: 46.308 standard, 44.308 tight, 48.308 loose; the second baseline moves with them")
  func twoLines() throws {
    for (leading, gap) in [(Font.Leading.standard, 0.0), (.tight, -2), (.loose, 2)] {
      let node = try text("A\nB", leading)
      #expect(abs(Double(node.frame.height) - (2 * 23.154 + gap)) < 1e-9, "\(leading)")
      #expect(abs(Double(node.lastBaseline ?? 0) - (18.173 + 23.154 + gap)) < 1e-9, "\(leading)")
    }
  }

  @Test("one line keeps its height; the adjustment adds to lineSpacing")
  func oneLineAndSpacing() throws {
    #expect(abs(Double(try text("A", .tight).frame.height) - 23.154) < 1e-9)
    // 10 points of line spacing, 2 less for tight: 8 between the lines.
    #expect(abs(Double(try text("A\nB", .tight, spacing: 10).frame.height) - (2 * 23.154 + 8)) < 1e-9)
  }
}

// Noto Sans Regular's GSUB has a Serbian `locl` lookup replacing Cyrillic be (uni0431, advance
// 599 per 1000) with uni0431.loclSRB (advance 604), read with fontTools.
@Suite("typesettingLanguage: the fonts' localized forms")
struct TypesettingLanguageTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  func width(_ view: some View) throws -> Double {
    Double(try #require(engine.layout(view.id("t"))[id: "t"]).frame.width)
  }

  @Test("Serbian sets its own be, 604 units wide rather than 599; other languages and disabled leave it")
  func serbian() throws {
    let be = Text("\u{0431}").font(.custom("Noto Sans", size: 100))
    #expect(abs(try width(be) - 59.9) < 1e-9)
    #expect(abs(try width(be.typesettingLanguage(Locale.Language(identifier: "sr"))) - 60.4) < 1e-9)
    #expect(abs(try width(be.typesettingLanguage(Locale.Language(identifier: "ru"))) - 59.9) < 1e-9)
    #expect(abs(try width(be.typesettingLanguage(Locale.Language(identifier: "sr"), isEnabled: false)) - 59.9) < 1e-9)
  }

  // HarfBuzz (through uharfbuzz) sets "бб" as two be's with no kerning between them: 599 + 599
  // units undetermined, 604 + 604 in Serbian; a part of each is 599 + 604 = 120.3 points at 100.
  @Test("a part of a text has its own language: only the Serbian part takes the Serbian be")
  func perPart() throws {
    let font = Font.custom("Noto Sans", size: 100)
    let serbian = Locale.Language(identifier: "sr")
    #expect(abs(try width(Text("\u{0431}").font(font) + Text("\u{0431}").font(font)) - 119.8) < 1e-9)
    #expect(
      abs(try width(Text("\u{0431}").font(font).typesettingLanguage(serbian) + Text("\u{0431}").font(font)) - 120.3) < 1e-9)
    // The view's language reaches the parts that set none; `.automatic` on a part keeps it undetermined.
    let mixed = (Text("\u{0431}").font(font) + Text("\u{0431}").font(font).typesettingLanguage(.automatic))
    #expect(abs(try width(mixed.typesettingLanguage(.explicit(serbian))) - 120.3) < 1e-9)
    #expect(abs(try width(Text("\u{0431}\u{0431}").font(font).typesettingLanguage(.explicit(serbian))) - 120.8) < 1e-9)
    // A part's own setting wins over the view around it.
    let own = Text("\u{0431}").font(font).typesettingLanguage(.automatic)
    #expect(abs(try width(own.padding(0).typesettingLanguage(serbian)) - 59.9) < 1e-9)
    // Disabled: nothing changes.
    #expect(abs(try width(Text("\u{0431}").font(font).typesettingLanguage(serbian, isEnabled: false)) - 59.9) < 1e-9)
  }

  @Test("an attributed string's languageIdentifier is its run's typesetting language")
  func attributedLanguage() throws {
    var serbian = AttributedString("\u{0431}")
    serbian.languageIdentifier = "sr"
    let text = Text(serbian + AttributedString("\u{0431}")).font(.custom("Noto Sans", size: 100))
    #expect(abs(try width(text) - 120.3) < 1e-9)
  }
}
