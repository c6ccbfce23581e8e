import Testing
@testable import Typography

/// Shaping word by word (where a font's space takes part in no lookup) must give exactly the
/// glyphs of shaping each run whole, and must not be used for fonts whose space does.
@Suite("Word-by-word shaping")
struct WordShapingTests {
  /// Words and separators over every bundled script, with spaces next to combining marks, tabs,
  /// no-break spaces and line separators.
  static let pieces: [String] = [
    "name", "address", "Wolf", "AV", "To", "office", "fi", "ffl", "e\u{0301}", " ", " ", "  ", "\t", "\u{00A0}",
    ", ", ".", "(x)", "42", "\n", "مرحبا", "بالعالم", "שלום", "עולם", "नमस्ते", "दुनिया", "สวัสดี", "中文", "😀",
    " \u{0301}", "e\u{0308}", "Ünïcödé",
  ]

  static func shapes(_ text: StyledText, wordShaping: Bool, direction: ParagraphStyle.Direction) -> ShapedParagraph {
    ShapedParagraph(
      text: text, direction: direction, fallback: bundledLibrary.fallbackFaces, cache: ShapeCache(limit: 0),
      wordShaping: wordShaping)
  }

  @Test("the bundled Noto faces qualify; DejaVu and Liberation (space in kerning) do not")
  func qualifyingFaces() throws {
    #expect(try face("Noto Sans").shapesWordsIndependently)
    #expect(try face("Noto Sans", weight: 700).shapesWordsIndependently)
    #expect(try face("Noto Naskh Arabic").shapesWordsIndependently)
    #expect(try !face("DejaVu Sans").shapesWordsIndependently)
    #expect(try !face("Liberation Sans").shapesWordsIndependently)
    // Devanagari's space is in a lookup (its reph and matra positioning see spaces).
    #expect(try !face("Noto Sans Devanagari").shapesWordsIndependently)
  }

  @Test("glyphs, clusters, advances, offsets and flags equal whole-run shaping on 1,500 random texts")
  func randomTexts() throws {
    var random = SeededRandom(seed: 0x0057_0AD5)
    let families = ["Noto Sans", "Noto Serif", "Noto Sans Mono", "DejaVu Sans", "Liberation Sans"]
    var splitTexts = 0
    for round in 0..<1_500 {
      var string = ""
      for _ in 0..<(1 + random.next(16)) { string += Self.pieces[random.next(Self.pieces.count)] }
      let family = families[round % families.count]
      let text = StyledText(string, font: try font(family, 13, weight: round % 3 == 0 ? 700 : 400))
      let direction: ParagraphStyle.Direction = [.natural, .leftToRight, .rightToLeft][round % 3]
      let words = Self.shapes(text, wordShaping: true, direction: direction)
      let whole = Self.shapes(text, wordShaping: false, direction: direction)
      #expect(words.glyphs == whole.glyphs, "\(string.unicodeScalars.map { $0.value })")
      #expect(words.prefixAdvances == whole.prefixAdvances)
      #expect(words.items.map(\.range) == whole.items.map(\.range))
      // Widths found from walking hints equal widths found by searching.
      var hints = ShapedParagraph.PieceHints()
      for end in stride(from: 0, through: text.utf16.count, by: 2) {
        #expect(words.advance(from: end / 3, to: end, hints: &hints) == words.advance(from: end / 3, to: end))
      }
      if words.items.contains(where: { $0.properties.face.shapesWordsIndependently && text.utf16[$0.range].contains(0x20) }) {
        splitTexts += 1
      }
    }
    #expect(splitTexts > 300)
  }

  @Test("a paragraph shaped by words asks the cache for each distinct word once")
  func wordsAreCached() throws {
    let cache = ShapeCache(limit: 100_000)
    let text = StyledText("name name address name", font: try font("Noto Sans", 12))
    _ = ShapedParagraph(text: text, direction: .natural, fallback: [], cache: cache)
    // Pieces: "name ", "name ", "address ", "name": three distinct, four look-ups.
    let statistics = cache.statistics
    #expect(statistics.misses == 3)
    #expect(statistics.hits == 1)
  }

  @Test("words of 16 code units and longer are told apart by every unit (keys hold 16 inline)")
  func longWordsAreKeyedByEveryUnit() throws {
    let cache = ShapeCache(limit: 100_000)
    // Two 15-unit words that differ only in their last unit (16 units with the space after
    // them), two 16-unit words likewise (17 with the space), and a 16-unit word whose first 15
    // units are the first word's: five distinct pieces, each looked up twice, and the last word
    // once more without its space: ten pieces.
    let words = [
      "abcdefghijklmno", "abcdefghijklmnq", "abcdefghijklmnor", "abcdefghijklmnos", "abcdefghijklmnoq",
    ]
    let text = StyledText((words + words).joined(separator: " "), font: try font("Noto Sans", 12))
    let paragraph = ShapedParagraph(text: text, direction: .natural, fallback: [], cache: cache)
    #expect(paragraph.shapedPieces.count == 10)
    #expect(cache.statistics.misses == 6)  // five words with a space, and the last word alone
    #expect(cache.statistics.hits == 4)
    // The second occurrence of each word is the first's segment.
    for index in 0..<4 {
      #expect(paragraph.shapedPieces[index].segment === paragraph.shapedPieces[5 + index].segment)
    }
  }

  @Test("paragraphs keep references to the cached words, not copies of their glyphs")
  func paragraphsShareWords() throws {
    let cache = ShapeCache(limit: 100_000)
    let font = try font("Noto Sans", 12)
    let first = ShapedParagraph(text: StyledText("name address name", font: font), direction: .natural, fallback: [], cache: cache)
    let second = ShapedParagraph(text: StyledText("address name address", font: font), direction: .natural, fallback: [], cache: cache)
    #expect(first.shapedPieces.map(\.start) == [0, 5, 13])
    #expect(second.shapedPieces.map(\.start) == [0, 8, 13])
    // The same segment objects: "name " is first[0] and second[1], "address " first[1] and
    // second[0].
    #expect(first.shapedPieces[0].segment === second.shapedPieces[1].segment)
    #expect(first.shapedPieces[1].segment === second.shapedPieces[0].segment)
    // Widths are the pieces' advances in font units, summed exactly, times 12 / 1000.
    let units = first.shapedPieces.reduce(Int64(0)) { $0 + $1.segment.totalAdvance }
    #expect(first.advance(from: 0, to: 17) == Double(units) * (12.0 / 1000))
    #expect(first.advance(from: 5, to: 13) == Double(first.shapedPieces[1].segment.totalAdvance) * (12.0 / 1000))
  }

  @Test("pieces are words with the whole-grapheme spaces after them")
  func pieces() {
    func cut(_ string: String, boundaries: Set<Int>? = nil) -> [Range<Int>] {
      let units = Array(string.utf16)
      return units.withUnsafeBufferPointer { buffer in
        wordPieces(buffer) { boundaries?.contains($0) ?? true }
      }
    }
    #expect(cut("ab  cd") == [0..<4, 4..<6])
    #expect(cut(" a ") == [0..<1, 1..<3])
    #expect(cut("abc") == [0..<3])
    #expect(cut("ab cd ") == [0..<3, 3..<6])
    // A space followed by a combining mark is one grapheme with it: no cut after its run.
    #expect(cut("a \u{0301}b", boundaries: [0, 1, 3, 4]) == [0..<4])
    #expect(cut("a  \u{0301}b c", boundaries: [0, 1, 2, 4, 5, 6, 7]) == [0..<6, 6..<7])
  }
}
