import Testing
@testable import Typography

/// Bidi with ICU ubidi. Advances at size 1000 equal font units (hb-shape, --font-funcs=ot):
/// Noto Sans "abc " [68+561|69+615|70+480|3+260] = 1916, "def" [71+615|72+564|73+344] = 1523;
/// Noto Sans Hebrew "שלום" (RTL) [23=3+684|124=2+291|55=1+522|96=0+730] = 2227, " " [106+270].
@Suite("Bidi: visual order and cluster mapping")
struct BidiTests {
  @Test("Hebrew inside an English line comes out reversed in its place")
  func hebrewInEnglish() throws {
    let text = StyledText("abc שלום def", font: try font("Noto Sans", 1000))
    let paragraph = typesetter.layout(text)
    let runs = paragraph.lines[0].runs
    #expect(paragraph.baseLevel == 0)
    // Visual order: "abc " | שלום | " " | "def"; the space after the Hebrew word stays in the
    // Hebrew face (it covers it) but at the paragraph's level 0.
    #expect(runs.map(\.range) == [0..<4, 4..<8, 8..<9, 9..<12])
    #expect(runs.map(\.bidiLevel) == [0, 1, 0, 0])
    #expect(runs.map(\.font.face.family) == ["Noto Sans", "Noto Sans Hebrew", "Noto Sans Hebrew", "Noto Sans"])
    // Right-to-left glyphs map back to descending source offsets.
    #expect(runs[1].glyphs.map(\.cluster) == [7, 6, 5, 4])
    #expect(runs[1].glyphs.map(\.id) == [23, 124, 55, 96])
    let expectedX: [Double] = [0, 1916, 4143, 4413]  // 1916, + 2227, + 270
    #expect(runs.map(\.x) == expectedX)
    #expect(paragraph.width == 5936)  // 1916 + 2227 + 270 + 1523
  }

  @Test("a right-to-left paragraph puts the English word on the left")
  func rtlParagraph() throws {
    let text = StyledText("שלום abc", font: try font("Noto Sans", 16))
    let paragraph = typesetter.layout(text)
    #expect(paragraph.baseLevel == 1)
    let runs = paragraph.lines[0].runs
    // Levels: שלום 1, the space 1 (between R and L in an R paragraph; it stays in the Hebrew
    // face and run), abc 2.
    #expect(runs.map(\.range) == [5..<8, 0..<5])
    #expect(runs.map(\.bidiLevel) == [2, 1])
    #expect(runs[0].glyphs.map(\.cluster) == [5, 6, 7])
  }

  @Test("the requested direction overrides the first strong character")
  func forcedDirection() throws {
    let text = StyledText("abc", font: try font("Noto Sans", 16))
    let paragraph = typesetter.layout(text, style: ParagraphStyle(maxWidth: 100, direction: .rightToLeft))
    #expect(paragraph.baseLevel == 1)
    #expect(paragraph.lines[0].runs[0].bidiLevel == 2)
    // Leading alignment in a right-to-left paragraph is the right edge of the widest line,
    // which is this line itself.
    #expect(paragraph.lines[0].x == 0)
  }

  @Test("right-to-left lines align to the right of the paragraph's widest line")
  func rtlAlignment() throws {
    let text = StyledText("שלום שלום\nשלום", font: try font("Noto Sans Hebrew", 1000))
    let paragraph = typesetter.layout(text)
    // Widest line: 2227 + 270 + 2227 = 4724; the short line starts 4724 - 2227 from the left.
    #expect(paragraph.width == 4724)
    #expect(paragraph.lines.map(\.x) == [0, 4724 - 2227])
  }

  @Test("Arabic lines break in logical order and each line is reordered on its own")
  func arabicBreaking() throws {
    let word = "سلام"  // 484 + 599 + 784 = 1867 units
    let text = StyledText("\(word) \(word) \(word)", font: try font("Noto Sans Arabic", 1000))
    let space = try face("Noto Sans Arabic").advance(ofGlyph: try #require(face("Noto Sans Arabic").glyph(for: " ")))
    let paragraph = typesetter.layout(text, style: ParagraphStyle(maxWidth: Double(2 * 1867 + space)))
    #expect(paragraph.lines.map(\.range) == [0..<10, 10..<14])
    #expect(paragraph.lines.map(\.width) == [Double(2 * 1867 + space), 1867])
    // First line visual order: the second word is on the left.
    let clusters = paragraph.lines[0].runs.flatMap { $0.glyphs.map(\.cluster) }
    #expect(clusters == [8, 6, 5, 4, 3, 1, 0])
  }
}
