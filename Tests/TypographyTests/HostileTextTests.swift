import Foundation
import Testing
@testable import Typography

/// Text and fonts built to cost too much or to give nonsense: each is capped, or clamped, as
/// documented at the cap.
@Suite("Hostile text and fonts")
struct HostileTextTests {
  /// The glyphs of one line of `text` in Noto Sans at 16 points.
  func glyphs(_ text: String) throws -> [Glyph] {
    let paragraph = typesetter.layout(StyledText(text, font: try font("Noto Sans", 16)))
    return paragraph.lines.flatMap(\.runs).flatMap(\.glyphs)
  }

  @Test("a letter under 100 acute accents keeps 30 of them: 31 glyphs; the next letter begins a new count")
  func marksPerClusterAreCapped() throws {
    // U+0301 has combining class 230 (a non-starter); "x" has no precomposed form with it, so
    // each accent stays a glyph of its own. 30 is UAX #15's stream-safe limit.
    #expect(Shaper.maximumNonStarters == 30)
    let accents = String(repeating: "\u{301}", count: 100)
    #expect(try glyphs("x" + accents).count == 1 + 30)
    // ("q", like "x", has no precomposed form with the accent; "y" would become "ý".)
    #expect(try glyphs("x" + accents + "q" + accents).count == 2 * (1 + 30))
    // Fewer than the limit are all shaped, as before.
    #expect(try glyphs("x" + String(repeating: "\u{301}", count: 29)).count == 30)
    // Every glyph keeps a cluster inside the text: the first (the letter's) for all of them.
    #expect(try glyphs("x" + accents).allSatisfy { $0.cluster == 0 })
  }

  @Test("a font whose advances HarfBuzz reads as negative gives lines of width 0, never below")
  func negativeAdvancesClampToZero() throws {
    // Noto Sans with 16 units per em and every advance 65,535 units: HarfBuzz reports a
    // negative advance per glyph, which summed to a line about -58,000 wide.
    let face = try FontFace(data: Self.brokenAdvances(), family: "Broken")
    let paragraph = typesetter.layout(StyledText("word word", font: SizedFont(face, size: 17)))
    #expect(paragraph.lines.count == 1)
    #expect(paragraph.lines[0].width == 0)
    #expect(paragraph.width == 0)
    var boxes: [Double] = []
    let shaped = typesetter.shape(StyledText("word word", font: SizedFont(face, size: 17)))
    _ = shaped.lineBoxes(ParagraphStyle()) { _, _, _, _, _, width in boxes.append(width) }
    #expect(boxes == [0])
  }

  @Test("faces added at once: the earlier wins, all win over the library's; one library is made")
  func addingManyFaces() throws {
    let regular = try face("Noto Sans")
    let bold = try face("Noto Sans", weight: 700)
    let serif = try face("Noto Serif")
    let library = FontLibrary(faces: [serif], defaultFamily: "Noto Serif")
    let regularAsSerif = try FontFace(contentsOf: fontsDirectory + "/NotoSans-Regular.ttf", family: "Noto Serif")
    let added = library.adding([regularAsSerif, try FontFace(contentsOf: fontsDirectory + "/NotoSans-Bold.ttf", family: "Noto Serif")])
    #expect(added.faces.count == 3)
    #expect(added.face(family: "Noto Serif")?.isItalic == false)
    #expect(added.face(family: "Noto Serif") === regularAsSerif)
    #expect(added.face(family: "Noto Serif", weight: 700)?.weight == bold.weight)
    #expect(library.faces.count == 1)
    #expect(regular.family == "Noto Sans")
  }

  /// The bytes of Noto Sans Regular with `head.unitsPerEm` 16 and every `hmtx` advance 65,535.
  static func brokenAdvances() throws -> [UInt8] {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fontsDirectory + "/NotoSans-Regular.ttf")))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    func table(_ tag: String) -> Int? {
      (0..<u16(4)).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == tag }.map { u32($0 + 8) }
    }
    let head = try #require(table("head"))
    let hhea = try #require(table("hhea"))
    let hmtx = try #require(table("hmtx"))
    (bytes[head + 18], bytes[head + 19]) = (0, 16)
    for metric in 0..<u16(hhea + 34) { (bytes[hmtx + 4 * metric], bytes[hmtx + 4 * metric + 1]) = (0xFF, 0xFF) }
    return bytes
  }
}
