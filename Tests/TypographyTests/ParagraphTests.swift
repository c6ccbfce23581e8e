import Testing
@testable import Typography

/// Multi-line layout. Noto Sans Mono gives every ASCII character and "…" an advance of 600 units
/// (upem 1000), so at 10 pt each character is exactly 6 pt wide, and its line metrics are
/// ascent 10.69, descent 2.93, gap 0 (hhea 1069 / -293 / 0).
@Suite("Paragraph layout: lines, ranges and baselines")
struct ParagraphTests {
  let ascent = 10.69
  let descent = 2.93

  func mono(_ text: String, _ style: ParagraphStyle) throws -> Paragraph {
    typesetter.layout(StyledText(text, font: try font("Noto Sans Mono", 10)), style: style)
  }

  @Test("'aaa bbb ccc ddd' at several widths")
  func widths() throws {
    let text = "aaa bbb ccc ddd"
    // Unconstrained: one line of 15 characters = 90 pt.
    let one = try mono(text, ParagraphStyle())
    #expect(one.lines.map(\.range) == [0..<15])
    expectClose(one.width, 90)
    // 42 pt = 7 characters: "aaa bbb" fits exactly, its trailing space hangs.
    let two = try mono(text, ParagraphStyle(maxWidth: 42))
    #expect(two.lines.map(\.range) == [0..<8, 8..<15])
    #expect(two.lines.map(\.width) == [42, 42])
    // 41.9 pt: only one word and its space per line.
    let four = try mono(text, ParagraphStyle(maxWidth: 41.9))
    #expect(four.lines.map(\.range) == [0..<4, 4..<8, 8..<12, 12..<15])
    expectClose(four.width, 18)
    // 200 pt: everything on one line again.
    #expect(try mono(text, ParagraphStyle(maxWidth: 200)).lines.count == 1)
  }

  @Test("n-line baselines: last = first + (n-1) * (ascent + descent + gap + lineSpacing)",
        arguments: [0.0, 2.5, -2])
  func baselines(lineSpacing: Double) throws {
    let paragraph = try mono("aaa bbb ccc ddd", ParagraphStyle(maxWidth: 41.9, lineSpacing: lineSpacing))
    let pitch = ascent + descent + 0 + lineSpacing
    #expect(paragraph.lines.count == 4)
    expectClose(paragraph.firstBaseline, ascent)
    expectClose(paragraph.lastBaseline, ascent + 3 * pitch)
    for (index, line) in paragraph.lines.enumerated() {
      expectClose(line.baseline, ascent + Double(index) * pitch)
      expectClose(line.top, Double(index) * pitch)
    }
    // The gap and line spacing go between lines only.
    expectClose(paragraph.height, 3 * pitch + ascent + descent)
  }

  @Test("a negative line spacing brings lines closer, never so far that a line starts above the one before")
  func negativeSpacing() throws {
    // -1000 points would put each line far above the one before: the lines all start at 0.
    let paragraph = try mono("aaa bbb ccc ddd", ParagraphStyle(maxWidth: 41.9, lineSpacing: -1000))
    #expect(paragraph.lines.map(\.top) == [0, 0, 0, 0])
    expectClose(paragraph.lastBaseline, ascent)
    expectClose(paragraph.height, ascent + descent)
  }

  @Test("the line gap goes between lines: Liberation Sans 16 pt, 'A\\nB'")
  func lineGap() throws {
    let paragraph = typesetter.layout(StyledText("A\nB", font: try font("Liberation Sans", 16)))
    // ascent 1854*16/2048 = 14.484375, descent 434*16/2048 = 3.390625, gap 67*16/2048 = 0.5234375
    #expect(paragraph.lines.map(\.range) == [0..<2, 2..<3])
    expectClose(paragraph.firstBaseline, 14.484375)
    expectClose(paragraph.lastBaseline, 14.484375 + 14.484375 + 3.390625 + 0.5234375)
    expectClose(paragraph.height, 14.484375 + 3.390625 + 0.5234375 + 14.484375 + 3.390625)
  }

  @Test("mandatory breaks: LF, CR LF, U+2028, U+2029 and a trailing newline")
  func mandatoryBreaks() throws {
    let paragraph = try mono("a\nb\r\nc\u{2028}d\u{2029}e\n", ParagraphStyle())
    #expect(paragraph.lines.map(\.range) == [0..<2, 2..<5, 5..<7, 7..<9, 9..<11, 11..<11])
    #expect(paragraph.lines.map(\.width) == [6, 6, 6, 6, 6, 0])
    // The trailing newline makes a last, empty line with the font's metrics.
    expectClose(paragraph.lastBaseline, ascent + 5 * (ascent + descent))
    // At a width, and in the line boxes a measurement reads: lines end at the newlines, which
    // take no width, and the text ends with an empty line.
    let text = StyledText("ab\ncd\n", font: try font("Noto Sans Mono", 10))
    let style = ParagraphStyle(maxWidth: 200)
    let limited = typesetter.layout(text, style: style)
    #expect(limited.lines.map(\.range) == [0..<3, 3..<6, 6..<6])
    #expect(limited.lines.map(\.width) == [12, 12, 0])
    expectClose(limited.lastBaseline, ascent + 2 * (ascent + descent))
    let shaped = typesetter.shape(text)
    var boxes: [Range<Int>] = []
    let extent = try #require(shaped.lineBoxes(style) { _, _, range, _, _, _ in boxes.append(range) })
    #expect(boxes == [0..<3, 3..<6, 6..<6])
    #expect(extent.lineCount == 3)
    expectClose(extent.lastBaseline, ascent + 2 * (ascent + descent))
    expectClose(extent.height, 3 * (ascent + descent))
    expectClose(extent.width, 12)
  }

  @Test("a word wider than the line breaks at grapheme boundaries")
  func emergencyBreaks() throws {
    let paragraph = try mono("abcdefghij xy", ParagraphStyle(maxWidth: 24))
    // 24 pt = 4 characters per line.
    #expect(paragraph.lines.map(\.range) == [0..<4, 4..<8, 8..<11, 11..<13])
    #expect(paragraph.lines.map(\.width) == [24, 24, 12, 12])
    // The space after a cut word hangs, and so does a newline right after it.
    let hanging = try mono("abcdef \nxy", ParagraphStyle(maxWidth: 24))
    #expect(hanging.lines.map(\.range) == [0..<4, 4..<8, 8..<10])
    // A combining mark stays with its base: "e\u{301}" is one grapheme of one 6 pt glyph slot.
    let accents = try mono("e\u{301}e\u{301}e\u{301}", ParagraphStyle(maxWidth: 6))
    #expect(accents.lines.map(\.range) == [0..<2, 2..<4, 4..<6])
  }

  @Test("alignment places each line inside the widest line")
  func alignment() throws {
    // Lines "aaa" (18) and "bbbbbb" (36) at width 40: the paragraph is 36 wide.
    for (alignment, x) in [(ParagraphStyle.Alignment.leading, 0.0), (.center, 9), (.trailing, 18)] {
      let paragraph = try mono("aaa bbbbbb", ParagraphStyle(maxWidth: 40, alignment: alignment))
      #expect(paragraph.width == 36)
      #expect(paragraph.lines.map(\.x) == [x, 0])
      #expect(paragraph.lines[0].runs[0].glyphs.map(\.x) == [x, x + 6, x + 12])
    }
  }

  @Test("mixed fonts on one line take the line's largest metrics")
  func mixedFonts() throws {
    var text = StyledText("Ab", font: try font("Noto Sans", 16))
    text.append("cd", font: try font("Liberation Sans", 20))
    text.append("\nef", font: try font("Noto Sans", 16))
    let paragraph = typesetter.layout(text)
    let first = paragraph.lines[0]
    // max(1069*16/1000, 1854*20/2048) = max(17.104, 18.10546875)
    expectClose(first.ascent, 1854.0 * 20 / 2048)
    // max(293*16/1000, 434*20/2048) = max(4.688, 4.23828125)
    expectClose(first.descent, 4.688)
    expectClose(first.leading, 67.0 * 20 / 2048)
    // The second line has only Noto Sans.
    expectClose(paragraph.lines[1].ascent, 17.104)
    expectClose(paragraph.lastBaseline, 1854.0 * 20 / 2048 + 4.688 + 67.0 * 20 / 2048 + 17.104)
    #expect(first.runs.map(\.font.face.family) == ["Noto Sans", "Liberation Sans"])
  }

  @Test("a CJK fallback glyph in DejaVu Sans text selects Droid Sans Fallback and raises only its line")
  func cjkFallback() throws {
    let paragraph = typesetter.layout(StyledText("DejaVu\n中文\nline", font: try font("DejaVu Sans", 16)))
    #expect(paragraph.lines[1].runs.map(\.font.face.family) == ["Droid Sans Fallback"])
    // Droid's 16 pt advances: 256/256 em = 16 pt per ideograph.
    #expect(paragraph.lines[1].width == 32)
    let dejavu = (ascent: 1901.0 * 16 / 2048, descent: 483.0 * 16 / 2048)  // 14.8515625, 3.7734375
    let droid = (ascent: 267.0 * 16 / 256, descent: 68.0 * 16 / 256)  // 16.6875, 4.25
    expectClose(paragraph.lines[0].baseline, dejavu.ascent)
    expectClose(paragraph.lines[1].baseline, dejavu.ascent + dejavu.descent + droid.ascent)
    let thirdTop = dejavu.ascent + dejavu.descent + droid.ascent + droid.descent
    expectClose(paragraph.lines[2].baseline, thirdTop + dejavu.ascent)
    expectClose(paragraph.height, thirdTop + dejavu.ascent + dejavu.descent)
  }

  @Test("an Arabic fallback word inside Noto Sans text raises the line to Noto Sans Arabic's metrics")
  func arabicFallback() throws {
    let paragraph = typesetter.layout(StyledText("Hi سلام", font: try font("Noto Sans", 16)))
    #expect(paragraph.lines.count == 1)
    #expect(Set(paragraph.lines[0].runs.map(\.font.face.family)) == ["Noto Sans", "Noto Sans Arabic"])
    expectClose(paragraph.firstBaseline, 21.984)  // 1374 * 16 / 1000
    expectClose(paragraph.height, 21.984 + 11.808)  // + 738 * 16 / 1000
  }

  @Test("re-layout of one shaped paragraph at new widths equals a fresh layout")
  func relayout() throws {
    let text = StyledText("The quick brown fox jumps over the lazy dog. " + String(repeating: "lorem ipsum ", count: 20), font: try font("Noto Sans", 13))
    let shaped = typesetter.shape(text)
    for width in [80.0, 150, 333.3, 1000] {
      let style = ParagraphStyle(maxWidth: width)
      #expect(shaped.layout(style) == Typesetter(library: bundledLibrary).layout(text, style: style))
      for line in shaped.layout(style).lines { #expect(line.width <= width + 1e-9) }
    }
  }

  @Test("the README example: Arabic raises line 1, line 2 has Noto Sans and Hebrew")
  func readmeExample() throws {
    let paragraph = typesetter.layout(
      StyledText("Baseline lays out العربية and עברית with real fonts.", font: try font("Noto Sans", 16)),
      style: ParagraphStyle(maxWidth: 200, lineSpacing: 2))
    #expect(paragraph.lines.count == 2)
    // Line 1: max(Noto Sans, Noto Sans Arabic) = ascent 1374*16/1000, descent 738*16/1000.
    expectClose(paragraph.firstBaseline, 21.984)
    // Line 2: max(Noto Sans 17.104, Noto Sans Hebrew 1068*16/1000 = 17.088) = 17.104.
    expectClose(paragraph.lastBaseline, 21.984 + 11.808 + 2 + 17.104)
  }
}
