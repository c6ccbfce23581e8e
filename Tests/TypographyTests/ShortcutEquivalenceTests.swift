import Testing
@testable import Typography

/// The analysis and itemization shortcuts (all-ASCII scripts, one item for a uniform paragraph)
/// must give exactly what the general code gives, on any text.
@Suite("Analysis shortcuts agree with the general code")
struct ShortcutEquivalenceTests {
  /// Strings drawn from pieces that exercise every branch: ASCII letters, digits and punctuation,
  /// line separators, Latin-1, combining marks, Arabic, Hebrew, Devanagari, CJK, a surrogate pair
  /// and a lone surrogate, and characters the primary font lacks.
  static let pieces: [[UInt16]] = [
    "a", "Z", "q", "0", "7", " ", ".", "(", "\"", "-", "\t", "\n", "\r", "\r\n", "\u{0B}", "é", "ß",
    "e\u{0301}", "\u{00A0}", "ع", "ب", "ש", "ל", "ह", "ि", "中", "文", "😀", "\u{2028}", "\u{0085}",
  ].map { Array($0.utf16) } + [[0xD800], [0x0001], [0x007F]]

  @Test("scripts and items match on 2,000 random texts, in both directions")
  func randomTexts() throws {
    let face = try #require(bundledLibrary.face(family: "Noto Sans"))
    var random = SeededRandom(seed: 0x5EED_1234)
    func next(_ bound: Int) -> Int { random.next(bound) }
    var shortcutTaken = 0
    var runShortcutTaken = 0
    let runFaces = [face, try #require(bundledLibrary.face(family: "Liberation Sans")), try #require(bundledLibrary.face(family: "DejaVu Sans"))]
    for round in 0..<2_000 {
      // Half the texts are ASCII only, so the shortcuts get taken often.
      let asciiOnly = round % 2 == 0
      let choices = asciiOnly ? Array(Self.pieces.prefix(15)) + [[0x0001], [0x007F]] : Self.pieces
      var units: [UInt16] = []
      for _ in 0..<(1 + next(24)) { units += choices[next(choices.count)] }
      // Every third text is cut into runs of three fonts (the per-run shortcut).
      var text = StyledText(String(decoding: units, as: UTF16.self), font: SizedFont(face, size: 12))
      if round % 3 == 0, units.count > 2 {
        let cuts = [0, units.count / 3, 2 * units.count / 3, units.count]
        text = StyledText("", font: SizedFont(face, size: 12))
        for index in 0..<3 {
          let piece = String(decoding: units[cuts[index]..<cuts[index + 1]], as: UTF16.self)
          text.append(piece, attributes: TextAttributes(font: SizedFont(runFaces[index], size: 12 + Double(index)), tracking: Double(index)))
        }
      }
      for direction: Int32 in [-1, 0, 1] {
        var ascii: ASCIISet?
        let analysis = TextAnalysis(text.utf16, direction: direction, ascii: &ascii)
        #expect(Array(analysis.scripts) == TextAnalysis.resolveScripts(text.utf16), "\(units)")
        let fast = ShapedParagraph.itemize(text, analysis: analysis, ascii: ascii, fallback: bundledLibrary.fallbackFaces)
        let slow = ShapedParagraph.itemize(text, analysis: analysis, ascii: ascii, fallback: bundledLibrary.fallbackFaces, shortcut: false)
        #expect(fast.map(\.range) == slow.map(\.range), "\(units)")
        #expect(fast.map(\.level) == slow.map(\.level), "\(units)")
        #expect(fast.map(\.properties) == slow.map(\.properties), "\(units)")
        if fast.count == 1 && ascii != nil { shortcutTaken += 1 }
        if text.runs.count > 1 && fast.count == text.runs.count && ascii != nil { runShortcutTaken += 1 }
      }
    }
    // 258 and 523 with this seed: right-to-left, control characters and separators rule them out.
    #expect(runShortcutTaken > 200)
    #expect(shortcutTaken > 400)
  }

  @Test("one-pass breaking of one-item texts gives the general breaker's lines, and the widths it keeps are visibleWidth's, on 2,000 random texts and widths")
  func oneItemLines() throws {
    let faces = [
      try #require(bundledLibrary.face(family: "Noto Sans")), try #require(bundledLibrary.face(family: "Noto Sans Arabic")),
      try #require(bundledLibrary.face(family: "Noto Sans Devanagari")),
    ]
    var random = SeededRandom(seed: 0x0E17_B4EA)
    func next(_ bound: Int) -> Int { random.next(bound) }
    // A third of the texts are Latin words and spaces, a third Arabic letters and spaces (one
    // item each, mostly: the shortcut's texts), a third anything; hyphens and kerning pairs put
    // line ends where HarfBuzz marks breaking unsafe (no width is kept there).
    let latin = ["office", "ffi ", "Hello, world. ", " ", "  ", "antidisestablishment", "AV", "To", "-", "/", "-T", "V-"]
      .map { Array($0.utf16) }
    let arabic = ["ع", "ب", "لا", "سلام", " ", "  ", "-", "ـ"].map { Array($0.utf16) }
    let anything = Self.pieces + latin
    var taken = 0
    var widthsKept = 0
    for round in 0..<2_000 {
      let pieces = [latin, arabic, anything][round % 3]
      var units: [UInt16] = []
      for _ in 0..<(1 + next(30)) { units += pieces[next(pieces.count)] }
      let face = round % 3 == 1 ? faces[1] : faces[next(faces.count)]
      let text = StyledText(String(decoding: units, as: UTF16.self), font: SizedFont(face, size: 9 + Double(next(12))))
      let shaped = typesetter.shape(text, direction: [.natural, .leftToRight, .rightToLeft][next(3)])
      let oneItem = shaped.items.count == 1 && shaped.items[0].spacing == 0
      for maxWidth in [0, 4, 25.5, 60, 133.3, 1_000] {
        let fast = shaped.breakLines(maxWidth: maxWidth)
        let general = shaped.breakLines(maxWidth: maxWidth, oneItemShortcut: false)
        #expect(fast.map { [$0.start, $0.end, $0.visibleEnd] } == general.map { [$0.start, $0.end, $0.visibleEnd] }, "\(units) at \(maxWidth)")
        // A width the breaker kept is what measuring the line's visible part gives, bit for bit.
        let kept = fast.filter { !$0.visibleWidth.isNaN }
        #expect(
          kept.map(\.visibleWidth.bitPattern) == kept.map { shaped.visibleWidth(from: $0.start, to: $0.visibleEnd).bitPattern },
          "\(units) at \(maxWidth)")
        #expect(general.allSatisfy { $0.visibleWidth.isNaN })
        if oneItem {
          taken += 1
          widthsKept += fast.filter { !$0.visibleWidth.isNaN }.count
        }
      }
    }
    #expect(taken > 3_000)
    #expect(widthsKept > 3_000)
  }

  @Test("line breaks of letters, digits and spaces match ICU's on 3,000 random texts")
  func wordsAndSpacesBreaks() {
    var random = SeededRandom(seed: 0xB8EA_4C5)
    let pieces: [[UInt16]] = ["a", "Z", "q", "0", "7", " ", "  ", "word"].map { Array($0.utf16) }
    var texts: [[UInt16]] = [[], Array(" ".utf16), Array("   ".utf16), Array("  ab".utf16), Array("ab  ".utf16), Array("a1 b2".utf16)]
    for _ in 0..<3_000 {
      var units: [UInt16] = []
      for _ in 0..<random.next(12) { units += pieces[random.next(pieces.count)] }
      texts.append(units)
    }
    for units in texts {
      let analysis = TextAnalysis(units, direction: -1)
      #expect(ASCIISet(units)?.isWordsAndSpaces == true)
      let icu = units.withUnsafeBufferPointer { TextAnalysis.icuLineBreaks($0) }
      #expect(analysis.breaks == icu.breaks, "\(String(decoding: units, as: UTF16.self).debugDescription)")
      #expect(analysis.hardBreaks.isEmpty && icu.hardBreaks.isEmpty)
    }
    // "a b" breaks before "b" (after the space), and at the end.
    #expect(TextAnalysis(Array("a b".utf16), direction: 0).breaks == [2, 3])
    // Any other character goes to ICU: punctuation changes where breaks fall.
    for other in [".", "-", "(", "\t", "\n", "é"] {
      #expect(!(ASCIISet(Array("a\(other)b".utf16))?.isWordsAndSpaces ?? false), "\(other)")
    }
  }
}
