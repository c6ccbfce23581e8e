import Testing
@testable import Typography

@Suite("Bad and extreme input")
struct BadInputTests {
  @Test("a NaN limit in a paragraph style is no limit: it reads back as nil, and such styles are equal and hash alike")
  func nanLimitsAreNone() {
    var style = ParagraphStyle(maxWidth: .nan, maxHeight: .nan)
    #expect(style.maxWidth == nil && style.maxHeight == nil)
    #expect(style == ParagraphStyle() && style.hashValue == ParagraphStyle().hashValue)
    style.maxWidth = 120
    #expect(style.maxWidth == 120 && style != ParagraphStyle())
    style.maxWidth = nil
    #expect(style == ParagraphStyle())
    #expect(ParagraphStyle(maxWidth: .infinity).maxWidth == .infinity)
  }

  @Test("an empty string is one empty line of the base font")
  func emptyString() throws {
    let paragraph = typesetter.layout(StyledText("", font: try font("Noto Sans", 16)))
    #expect(paragraph.lines.count == 1 && paragraph.lines[0].runs.isEmpty)
    #expect(paragraph.width == 0)
    expectClose(paragraph.firstBaseline, 17.104)
    expectClose(paragraph.lastBaseline, 17.104)
    expectClose(paragraph.height, 17.104 + 4.688)
  }

  @Test("a string of only newlines: one empty line per separator plus the last")
  func onlyNewlines() throws {
    let paragraph = typesetter.layout(StyledText("\n\n", font: try font("Noto Sans", 16)))
    #expect(paragraph.lines.map(\.range) == [0..<1, 1..<2, 2..<2])
    #expect(paragraph.width == 0)
    expectClose(paragraph.lastBaseline, 17.104 + 2 * (17.104 + 4.688))
  }

  @Test("unpaired surrogates decode to U+FFFD and lay out")
  func unpairedSurrogates() throws {
    let string = String(decoding: [0xD800, 0x61, 0xDC00] as [UInt16], as: UTF16.self)
    #expect(Array(string.unicodeScalars) == ["\u{FFFD}", "a", "\u{FFFD}"])
    let paragraph = typesetter.layout(StyledText(string, font: try font("Noto Sans", 16)))
    #expect(paragraph.lines.count == 1 && paragraph.lines[0].range == 0..<3)
    #expect(paragraph.width > 0 && paragraph.width.isFinite)
    // The internal decoder also tolerates lone surrogates in raw UTF-16.
    #expect(decodeScalar([0xD800, 0x61], at: 0) == (0xFFFD, 1))
    #expect(decodeScalar([0xDC00], at: 0) == (0xFFFD, 1))
    #expect(decodeScalar([0xD83D, 0xDE00], at: 0) == (0x1F600, 2))
  }

  @Test("NaN and +infinity widths are unconstrained; negative widths act as 0")
  func widthClamps() throws {
    let text = StyledText("ab cd", font: try font("Noto Sans Mono", 10))
    let free = typesetter.layout(text)
    #expect(typesetter.layout(text, style: ParagraphStyle(maxWidth: .nan)) == free)
    #expect(typesetter.layout(text, style: ParagraphStyle(maxWidth: .infinity)) == free)
    let negative = typesetter.layout(text, style: ParagraphStyle(maxWidth: -5))
    let zero = typesetter.layout(text, style: ParagraphStyle(maxWidth: 0))
    #expect(negative == zero)
    // One grapheme per line at width 0 (each still 6 pt wide).
    #expect(zero.lines.map(\.range) == [0..<1, 1..<3, 3..<4, 4..<5])
  }

  @Test("NaN and infinite spacing and heights are clamped; a limit of 0 means 1")
  func otherClamps() throws {
    let text = StyledText("ab cd", font: try font("Noto Sans Mono", 10))
    let base = ParagraphStyle(maxWidth: 12)
    let reference = typesetter.layout(text, style: base)
    for spacing in [Double.nan, .infinity] {
      var style = base
      style.lineSpacing = spacing
      #expect(typesetter.layout(text, style: style) == reference)
    }
    for height in [Double.nan, .infinity] {
      var style = base
      style.maxHeight = height
      #expect(typesetter.layout(text, style: style) == reference)
    }
    var limited = base
    limited.lineLimit = 0
    #expect(typesetter.layout(text, style: limited).lines.count == 1)
    // A zero-size font measures as zeros, never NaN.
    let zeroSize = typesetter.layout(StyledText("ab", font: try font("Noto Sans", .nan)))
    #expect(zeroSize.width == 0 && zeroSize.height == 0 && !zeroSize.firstBaseline.isNaN)
  }

  @Test("a 1 MB paragraph lays out completely, with every line within the width")
  func hugeParagraph() throws {
    let sentence = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. "  // 57 units
    let string = String(repeating: sentence, count: 1_000_000 / sentence.utf16.count + 1)
    let text = StyledText(string, font: try font("Noto Sans", 12))
    #expect(text.utf16.count >= 1_000_000)
    let paragraph = typesetter.layout(text, style: ParagraphStyle(maxWidth: 400))
    var expectedStart = 0
    for line in paragraph.lines {
      #expect(line.range.lowerBound == expectedStart)
      expectedStart = line.range.upperBound
      if line.width > 400 { Issue.record("line \(line.range) is \(line.width) wide") ; break }
    }
    #expect(expectedStart == text.utf16.count)
    #expect(paragraph.lines.count > 10_000)
  }

  @Test("a tail-truncated line across 300,000 spaces finishes: the spaces are walked once, not once per space")
  func truncationAcrossLongWhitespace() throws {
    let string = "a" + String(repeating: " ", count: 300_000) + "b"
    let text = StyledText(string, font: try font("Noto Sans", 12))
    var style = ParagraphStyle(maxWidth: 30)
    style.lineLimit = 1
    let paragraph = typesetter.layout(text, style: style)
    #expect(paragraph.lines.count == 1)
    #expect(paragraph.isTruncated)
    // "a" and the ellipsis: the hanging spaces take no width, "b" does not fit.
    let runs = paragraph.lines[0].runs
    #expect(runs.flatMap(\.glyphs).count == 2)
    #expect(runs.last?.isEllipsis == true)
    #expect(paragraph.lines[0].width <= 30)
  }
}
