import Baseline
import Foundation
import Testing

// Texts of several runs with the bundled fonts. Metrics are the hhea values of each font
// (TypographyTests/FontMetricsTests), scaled by size / unitsPerEm: Noto Sans and Noto Serif
// ascender 1069, descender 293 per 1000; Liberation Sans 1854, 434 and line gap 67 per 2048.

@Suite("Texts of several runs with real fonts")
struct StyledRunsTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// Noto Sans 28, Noto Serif 13 and Liberation Sans 17 in one line.
  var threeRuns: Text {
    Text("Price ").font(.system(size: 28))
      + Text("in serif ").font(.system(size: 13, design: .serif))
      + Text("and Liberation").font(.custom("Liberation Sans", size: 17))
  }

  @Test("a line of three fonts takes the largest ascent and the largest descent")
  func lineOfThreeFonts() throws {
    let result = engine.layout(threeRuns.id("t"))
    let text = try #require(result[id: "t"])
    let ascents: [Double] = [1069 * 28 / 1000, 1069 * 13 / 1000, 1854 * 17 / 2048]
    let descents: [Double] = [293 * 28 / 1000, 293 * 13 / 1000, 434 * 17 / 2048]
    let ascent = ascents.max()!  // 29.932, Noto Sans 28
    let descent = descents.max()!  // 8.204, Noto Sans 28
    #expect(text.lines.count == 1)
    #expect(abs(Double(text.firstBaseline ?? 0) - ascent) < 1e-9)
    #expect(abs(Double(text.frame.height) - (ascent + descent)) < 1e-9)
    #expect(text.text?.style.runs.map(\.range) == [0..<6, 6..<15, 15..<29])
  }

  @Test("in a first-baseline HStack the mixed line's baseline is the one others align to")
  func mixedLineInStack() throws {
    let result = engine.layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        threeRuns.id("t")
        Text("small").font(.system(size: 13)).id("small")
      })
    let small = try #require(result[id: "small"])
    let mixed = try #require(result[id: "t"])
    // The 13-point text's baseline (13.897) moves down to the mixed line's (29.932).
    let expected: Double = 1069 * 28 / 1000 - 1069 * 13 / 1000
    #expect(abs(Double(small.frame.minY) - expected) < 1e-9)
    #expect(mixed.frame.minY == 0)
    #expect(small.firstBaseline == mixed.firstBaseline)
  }

  @Test("Markdown and the equivalent concatenation give the same runs and the same layout")
  func markdownEqualsConcatenation() {
    let markdown = engine.layout(Text("Total: **42** items, *net*").font(.title).id("t"))
    let concatenated = engine.layout(
      (Text("Total: ") + Text("42").bold() + Text(" items, ") + Text("net").italic()).font(.title).id("t"))
    #expect(markdown[id: "t"]?.text?.style.runs == concatenated[id: "t"]?.text?.style.runs)
    #expect(markdown[id: "t"]?.text?.style.runs.map(\.font.weight) == [.regular, .bold, .regular, .regular])
    #expect(markdown[id: "t"]?.frame == concatenated[id: "t"]?.frame)
    #expect(markdown[id: "t"]?.lines == concatenated[id: "t"]?.lines)
    // The asterisks are not measured; the runs are drawn in the bold and italic faces.
    let starred = engine.layout(Text(verbatim: "Total: **42** items, *net*").font(.title).id("t"))
    #expect((markdown[id: "t"]?.frame.width ?? .infinity) < starred[id: "t"]?.frame.width ?? 0)
    let faces = DisplayList(markdown).items.compactMap { item -> String? in
      if case .glyphs(let run) = item { return "\(run.text)|\(run.face.weight)\(run.face.isItalic ? "i" : "")" }
      return nil
    }
    #expect(faces == ["Total: |400", "42|700", " items, |400", "net|400i"])
  }

  @Test("each part is drawn in its own color, even inside one font's glyph run")
  func colorsPerPart() {
    let result = engine.layout(Text("ab") + Text("cd").foregroundColor(.red) + Text("ef"))
    let runs = DisplayList(result).items.compactMap { item -> DisplayList.GlyphRun? in
      if case .glyphs(let run) = item { return run }
      return nil
    }
    #expect(runs.map(\.text) == ["ab", "cd", "ef"])
    #expect(runs.map(\.color) == [.primary, .red, .primary])
    #expect(runs.map(\.glyphs.count) == [2, 2, 2])
  }
}

@Suite("AttributedString and formatted values")
struct AttributedTextTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("an AttributedString gives the runs of the Markdown literal and of the concatenation")
  func sameRuns() throws {
    var attributed = AttributedString("Total: ")
    var number = AttributedString("42")
    number.font = .title.bold()
    var net = AttributedString("net")
    net.font = .title.italic()
    attributed += number + AttributedString(" items, ") + net
    let fromAttributed = engine.layout(Text(attributed).font(.title).id("t"))
    let fromMarkdown = engine.layout(Text("Total: **42** items, *net*").font(.title).id("t"))
    let concatenated = engine.layout(
      (Text("Total: ") + Text("42").font(.title.bold()) + Text(" items, ") + Text("net").font(.title.italic()))
        .font(.title).id("t"))
    let runs = try #require(fromAttributed[id: "t"]?.text?.style.runs)
    #expect(runs == fromMarkdown[id: "t"]?.text?.style.runs)
    #expect(runs == concatenated[id: "t"]?.text?.style.runs)
    #expect(runs.map(\.range) == [0..<7, 7..<9, 9..<17, 17..<20])
    #expect(fromAttributed[id: "t"]?.frame == fromMarkdown[id: "t"]?.frame)
  }

  @Test("an AttributedString's spacing, offset, color, underline and link reach the runs")
  func attributes() throws {
    var price = AttributedString("9")
    price.font = .custom("Liberation Sans", size: 2048)
    price.kern = 10
    var currency = AttributedString("EUR")
    currency.font = .custom("Liberation Sans", size: 1024)
    currency.baselineOffset = 500
    currency.foregroundColor = .red
    currency.underlineStyle = .single
    var link = AttributedString(" more")
    link.link = URL(string: "https://example.org")
    let result = engine.layout(Text(price + currency + link).id("t"))
    let runs = try #require(result[id: "t"]?.text?.style.runs)
    #expect(runs.map(\.kerning) == [10, 0, 0])
    #expect(runs.map(\.baselineOffset) == [0, 500, 0])
    #expect(runs.map(\.color) == [nil, .red, .accentColor])  // nil: the environment's (primary)
    #expect(runs.map { $0.underline != nil } == [false, true, false])
    // The raised 1024-point run: ascent 1854 / 2 + 500 = 1427 < 1854, so the first baseline
    // stays Liberation Sans 2048's.
    #expect(result[id: "t"]?.firstBaseline == 1854)
  }

  @Test("formatted values are shown verbatim")
  func formats() throws {
    let locale = Locale(identifier: "en_US")
    let number = Text(1234.5, format: .number.locale(locale))
    #expect(number.content == "1,234.5")
    let percent = Text(0.25, format: .percent.locale(locale))
    #expect(percent.content == "25%")
    #expect(Text(1234.5, format: .currency(code: "EUR").locale(locale)).content == "€1,234.50")
    let utc = try #require(TimeZone(identifier: "UTC"))
    let day = Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: utc)
    #expect(Text(Date(timeIntervalSince1970: 0), format: day).content == "January 1, 1970")
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    #expect(Text(NSNumber(value: 9876), formatter: formatter).content == "9,876")
    let dates = DateFormatter()
    dates.dateFormat = "yyyy-MM-dd"
    dates.timeZone = TimeZone(identifier: "UTC")
    #expect(Text(NSDate(timeIntervalSince1970: 0), formatter: dates).content == "1970-01-01")
    // Measured like the same characters given verbatim.
    let font = Font.custom("Liberation Sans", size: 20)
    let formatted = engine.layout(number.font(font).id("t"))[id: "t"]?.frame
    #expect(formatted == engine.layout(Text(verbatim: "1,234.5").font(font).id("t"))[id: "t"]?.frame)
  }

  @Test("a view's underline reaches texts that set none")
  func viewUnderline() {
    let result = engine.layout(VStack { Text("a"); Text("b").underline(color: .red) }.underline(color: .blue))
    let fills = DisplayList(result).items.compactMap { item -> Color? in
      if case .shape(let shape) = item { return shape.paint.fill }
      return nil
    }
    #expect(fills == [.blue, .red])
  }
}
