import Testing
@testable import Typography

/// What a text measured again at a new width reads: the break points kept when it was shaped,
/// and its lines' boxes without a paragraph made. Both must give exactly what the general code
/// gives.
@Suite("Break points and line boxes")
struct MeasuringShortcutTests {
  @Test("a text of one item keeps, at each break, where its line would end and the advances there: the font's own advances summed")
  func breakPointsOfWords() throws {
    // Noto Sans has no kerning between these letters and the space: each offset's advance is
    // the sum of the advances of the letters before it (hmtx, units per em 1000).
    let face = try #require(bundledLibrary.face(family: "Noto Sans"))
    let sized = SizedFont(face, size: 10)
    let shaped = typesetter.shape(StyledText("ab  cd e", font: sized), direction: .natural)
    let points = shaped.breakPoints
    // UAX #14: after each run of spaces (4 and 7), and at the end (8); none is mandatory.
    try #require(points.map(\.position) == [4, 7, 8])
    #expect(points.allSatisfy { !$0.isHard })
    // A line ending at 4 stops being visible after "ab", one ending at 7 after "cd".
    #expect(points.map(\.visibleEnd) == [2, 6, 8])
    func advance(_ string: String) -> Int64 {
      string.unicodeScalars.reduce(0) { $0 + Int64(face.advance(ofGlyph: face.glyph(for: $1) ?? 0)) }
    }
    #expect(Int64(points[0].advanceAtVisibleEnd) == advance("ab"))
    #expect(Int64(points[0].advanceAtPosition) == advance("ab  "))
    #expect(Int64(points[1].advanceAtVisibleEnd) == advance("ab  cd"))
    #expect(Int64(points[1].advanceAtPosition) == advance("ab  cd "))
    #expect(Int64(points[2].advanceAtVisibleEnd) == advance("ab  cd e"))
    // No line boundary here falls inside a cluster or where HarfBuzz marked breaking unsafe.
    #expect(points.allSatisfy { !$0.isUnsafeAtPosition && !$0.isUnsafeAtVisibleEnd })
  }

  @Test("an offset or advance past 32 bits makes no break point (the paragraph then keeps none, and the general breaker breaks it)")
  func breakPointLimits() {
    func point(position: Int = 4, advance: Int64 = 100) -> BreakPoint? {
      BreakPoint(
        position: position, visibleEnd: 2, advanceAtPosition: advance, advanceAtVisibleEnd: 50, isHard: false, unsafeAtPosition: false,
        unsafeAtVisibleEnd: false)
    }
    #expect(point()?.advanceAtPosition == 100)
    #expect(point(advance: Int64(Int32.max))?.advanceAtPosition == Int32.max)
    #expect(point(advance: Int64(Int32.max) + 1) == nil)
    #expect(point(advance: Int64(Int32.min) - 1) == nil)
    #expect(point(position: Int(Int32.max) + 1) == nil)
  }

  @Test("texts of several items, or with tracking, keep no break points")
  func noBreakPointsForOtherTexts() throws {
    let sans = try #require(bundledLibrary.face(family: "Noto Sans"))
    var mixed = StyledText("one ", font: SizedFont(sans, size: 12))
    mixed.append("two", attributes: TextAttributes(font: SizedFont(sans, size: 14)))
    #expect(typesetter.shape(mixed, direction: .natural).breakPoints.isEmpty)
    let tracked = StyledText("one two", attributes: TextAttributes(font: SizedFont(sans, size: 12), tracking: 1))
    #expect(typesetter.shape(tracked, direction: .natural).breakPoints.isEmpty)
  }

  @Test("line boxes are the lines layout(glyphs: false) makes, bit for bit, on 600 random texts and styles")
  func lineBoxesMatchLayout() throws {
    let faces = [
      try #require(bundledLibrary.face(family: "Noto Sans")), try #require(bundledLibrary.face(family: "Noto Sans Arabic")),
      try #require(bundledLibrary.face(family: "DejaVu Sans")),
    ]
    var random = SeededRandom(seed: 0x11_B0E5)
    func next(_ bound: Int) -> Int { random.next(bound) }
    let pieces = ["office ", "Hello, world. ", " ", "antidisestablishment", "AV", "-", "\n", "سلام ", "ע", "中文", "e\u{0301}", "\u{2028}"]
    var boxed = 0
    var cutOff = 0
    for round in 0..<600 {
      var string = ""
      for _ in 0..<(1 + next(20)) { string += pieces[next(pieces.count)] }
      var text = StyledText(string, font: SizedFont(faces[next(faces.count)], size: 9 + Double(next(10))))
      // A third of the texts get a second run in another font (several items).
      if round % 3 == 0 { text.append(" tail", attributes: TextAttributes(font: SizedFont(faces[0], size: 15))) }
      let shaped = typesetter.shape(text, direction: [.natural, .leftToRight, .rightToLeft][next(3)])
      let style = ParagraphStyle(
        maxWidth: [nil, 30, 77.5, 200][next(4)], maxHeight: [nil, nil, 20, 45][next(4)], lineSpacing: [0, 0, 3.5][next(3)],
        lineLimit: [nil, nil, 1, 2][next(4)], alignment: [.leading, .center, .trailing][next(3)])
      let laid = shaped.layout(style, glyphs: false)
      var lines: [[UInt64]] = []
      let extent = shaped.lineBoxes(style) { index, count, range, baseline, x, width in
        #expect(index == lines.count && count == laid.lines.count)
        lines.append([UInt64(range.lowerBound), UInt64(range.upperBound), baseline.bitPattern, x.bitPattern, width.bitPattern])
      }
      guard let extent else {
        // Nil only for a text that is cut off, before any line is handed over.
        #expect(laid.isTruncated || laid.lines.count < shaped.breakLines(maxWidth: style.effectiveMaxWidth).count, "\(string)")
        #expect(lines.isEmpty)
        cutOff += 1
        continue
      }
      boxed += 1
      #expect(!laid.isTruncated)
      #expect(
        lines == laid.lines.map { [UInt64($0.range.lowerBound), UInt64($0.range.upperBound), $0.baseline.bitPattern, $0.x.bitPattern, $0.width.bitPattern] },
        "\(string)")
      let first = laid.lines[0]
      let last = laid.lines[laid.lines.count - 1]
      #expect(
        extent
          == ParagraphExtent(
            width: laid.width, height: laid.height, firstBaseline: laid.firstBaseline, lastBaseline: laid.lastBaseline,
            firstLine: LineHeights(ascent: first.ascent, descent: first.descent, leading: first.leading),
            lastLine: LineHeights(ascent: last.ascent, descent: last.descent, leading: last.leading), lineCount: laid.lines.count),
        "\(string)")
    }
    // 215 and 385 with this seed: both paths are exercised.
    #expect(boxed > 150)
    #expect(cutOff > 150)
  }
}
