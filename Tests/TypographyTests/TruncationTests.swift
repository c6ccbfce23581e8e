import Testing
@testable import Typography

/// Truncation with Noto Sans Mono at 10 pt: every character and the ellipsis are 6 pt wide.
@Suite("Truncation with lineLimit and height")
struct TruncationTests {
  let text = "aaaa bbbb cccc dddd"

  func layout(_ style: ParagraphStyle, _ string: String? = nil) throws -> (Paragraph, StyledText) {
    let styled = StyledText(string ?? text, font: try font("Noto Sans Mono", 10))
    return (typesetter.layout(styled, style: style), styled)
  }

  @Test("tail: 60 pt holds 9 characters and the ellipsis")
  func tail() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(maxWidth: 60, lineLimit: 1))
    #expect(paragraph.lineTexts(styled) == ["aaaa bbbb…"])
    #expect(paragraph.isTruncated && paragraph.lines[0].isTruncated)
    #expect(paragraph.width == 60)
    #expect(paragraph.lines[0].range == 0..<19)
  }

  @Test("head: the end of the text after the ellipsis")
  func head() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(maxWidth: 60, lineLimit: 1, truncation: .head))
    #expect(paragraph.lineTexts(styled) == ["…cccc dddd"])
    #expect(paragraph.width == 60)
  }

  @Test("middle: half the room for each end")
  func middle() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(maxWidth: 60, lineLimit: 1, truncation: .middle))
    // Budget 60 - 6 = 54; the start takes up to 27 ("aaaa" = 24), the end the remaining 30
    // (" dddd", whose leading space is dropped).
    #expect(paragraph.lineTexts(styled) == ["aaaa…dddd"])
    #expect(paragraph.width == 54)
  }

  @Test("lineLimit 2: the second line is truncated, every line fits", arguments: [
    ParagraphStyle.Truncation.tail, .head, .middle,
  ])
  func twoLines(mode: ParagraphStyle.Truncation) throws {
    let (paragraph, _) = try layout(ParagraphStyle(maxWidth: 30, lineLimit: 2, truncation: mode))
    #expect(paragraph.lines.count == 2)
    #expect(paragraph.isTruncated)
    for line in paragraph.lines { #expect(line.width <= 30) }
    #expect(paragraph.lines[1].runs.contains { $0.isEllipsis })
  }

  @Test("tail truncation stops at a hidden line's newline: 'ab\\ncd\\nef', limit 2 -> 'ab', 'cd…'")
  func newlines() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(lineLimit: 2), "ab\ncd\nef")
    #expect(paragraph.lineTexts(styled) == ["ab", "cd…"])
    #expect(paragraph.width == 18)
  }

  @Test("a finite height limits the lines the same way")
  func heightLimit() throws {
    // Lines are 13.62 tall; 27.24 holds two of the three lines of "aaa bbb ccc" at 24 pt wide.
    let (paragraph, styled) = try layout(ParagraphStyle(maxWidth: 24, maxHeight: 27.24), "aaa bbb ccc")
    #expect(paragraph.lineTexts(styled) == ["aaa", "bbb…"])
    expectClose(paragraph.height, 27.24)
    // Too small for even one line: one line is still shown.
    let (tiny, _) = try layout(ParagraphStyle(maxWidth: 24, maxHeight: 1), "aaa bbb ccc")
    #expect(tiny.lines.count == 1 && tiny.isTruncated)
  }

  @Test("hidden lines that are only white space do not add an ellipsis")
  func whitespaceOnlyHidden() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(lineLimit: 1), "abc\n")
    #expect(paragraph.lineTexts(styled) == ["abc"])
    #expect(!paragraph.isTruncated)
  }

  @Test("when not even the ellipsis fits, the line is the ellipsis alone")
  func ellipsisOnly() throws {
    let (paragraph, styled) = try layout(ParagraphStyle(maxWidth: 3, lineLimit: 1))
    #expect(paragraph.lineTexts(styled) == ["…"])
    #expect(paragraph.width == 6)
  }

  @Test("the ellipsis is shaped in the line's font: Noto Sans U+2026 is 791 units")
  func ellipsisFont() throws {
    let styled = StyledText("word word word", font: try font("Noto Sans", 1000))
    let paragraph = typesetter.layout(styled, style: ParagraphStyle(maxWidth: 3000, lineLimit: 1))
    let ellipsis = try #require(paragraph.lines[0].runs.last)
    #expect(ellipsis.isEllipsis)
    #expect(ellipsis.width == 791)
    #expect(paragraph.width <= 3000)
  }
}
