import Foundation
import Testing
@testable import Typography

// Emoji from the bundled Noto Color Emoji (fonts-noto-color-emoji 2.042): unitsPerEm 2048, every
// emoji advancing 2550 (hmtx), hhea ascender 1900 and descender -500; one bitmap strike at
// 109 ppem (CBLC). Noto Sans: unitsPerEm 1000, ascender 1069, descender -293.

@Suite("Emoji: fallback to the color font, clusters, advances and line boxes")
struct EmojiTests {
  func line(_ text: String, size: Double = 17) throws -> Line {
    let paragraph = typesetter.layout(StyledText(text, font: try font("Noto Sans", size)), style: ParagraphStyle())
    return try #require(paragraph.lines.first)
  }

  @Test("an emoji advances 2550 / 2048 of the size: 21.1670 at 17 points, 12.4512 at 10")
  func advances() throws {
    for (size, expected) in [(17.0, 2550.0 / 2048 * 17), (10.0, 2550.0 / 2048 * 10)] {
      let run = try #require(try line("🎉", size: size).runs.first)
      #expect(run.font.face.family == "Noto Color Emoji")
      #expect(run.font.face.hasColorGlyphs)
      #expect(run.glyphs.count == 1)
      expectClose(run.width, expected)
    }
  }

  @Test("sequences are one glyph each: a ZWJ family, a skin tone, a flag, a keycap, VS16")
  func sequences() throws {
    for sequence in ["👨‍👩‍👧", "👍🏽", "🇫🇷", "1️⃣", "❤️"] {
      let runs = try line(sequence).runs
      #expect(runs.count == 1, "\(sequence)")
      #expect(runs.first?.font.face.family == "Noto Color Emoji", "\(sequence)")
      #expect(runs.first?.glyphs.count == 1, "\(sequence): one cluster, one glyph")
      expectClose(runs.first?.width ?? 0, 2550.0 / 2048 * 17)
    }
  }

  @Test("VS15 asks for text: ❤︎ is not drawn by the color font")
  func textPresentation() throws {
    let run = try #require(try line("\u{2764}\u{FE0E}").runs.first)
    #expect(run.font.face.hasColorGlyphs == false)
  }

  @Test("an emoji in a line leaves its baseline and height as Noto Sans sets them")
  func lineBox() throws {
    let plain = try line("Done")
    let mixed = try line("Done 🎉 ✅ 👍🏽")
    // Noto Sans at 17: ascent 1069 x 17 / 1000 = 18.173, descent 293 x 17 / 1000 = 4.981; the
    // emoji font's 1900 x 17 / 2048 = 15.771 and 500 x 17 / 2048 = 4.150 are both smaller.
    expectClose(plain.baseline, 18.173)
    expectClose(mixed.baseline, plain.baseline)
    expectClose(mixed.ascent, plain.ascent)
    expectClose(mixed.descent, plain.descent)
    #expect(mixed.runs.contains { $0.font.face.family == "Noto Color Emoji" })
  }

  @Test("the color glyph is the strike's PNG, placed by its extents")
  func colorGlyph() throws {
    let run = try #require(try line("🎉").runs.first)
    let glyph = try #require(run.font.face.colorGlyph(run.glyphs[0].id))
    #expect(Array(glyph.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(glyph.width > 0 && glyph.height > 0)
    // A plain font has no color glyphs.
    let text = try font("Noto Sans", 17).face
    #expect(text.colorGlyph(1) == nil)
  }
}

@Suite("Emoji next to text")
struct EmojiSpacingTests {
  @Test("a space after an emoji is the text font's: 260 / 1000 of the size, not the emoji font's")
  func spaceAfterEmoji() throws {
    let paragraph = typesetter.layout(StyledText("🎉 🎉", font: try font("Noto Sans", 10)), style: ParagraphStyle())
    let line = try #require(paragraph.lines.first)
    // Two emoji at 2550 / 2048 x 10 and Noto Sans's space, 260 x 10 / 1000 = 2.6.
    expectClose(line.width, 2 * 2550.0 / 2048 * 10 + 2.6)
  }
}
