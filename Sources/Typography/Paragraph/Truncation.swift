extension ShapedParagraph {
  /// The fragments (logical order) of a last visible line starting at `start` that stands for
  /// all the remaining text, with U+2026 inserted per `style.truncation`, fitting `maxWidth`.
  ///
  /// - tail: as much as fits of the text from `start` up to the next line separator, then "…".
  /// - head: "…", then as much as fits of the end of the text (after its last line separator).
  /// - middle: the beginning as for tail and the end as for head, each taking half of the
  ///   width left after the ellipsis.
  /// Cuts are made at grapheme boundaries and measured without hanging white space; when even
  /// the ellipsis does not fit, the line is the ellipsis alone.
  func truncate(from start: Int, style: ParagraphStyle, maxWidth: Double?) -> [Fragment] {
    let units = text.utf16
    let count = units.count
    var segmentEnd = start
    while segmentEnd < count && !isLineSeparator(units[segmentEnd]) { segmentEnd += 1 }
    var tailStart = count
    while tailStart > start && !isLineSeparator(units[tailStart - 1]) { tailStart -= 1 }
    let textEnd = trimmedEnd(count, floor: tailStart)

    let boundaries = analysis.isGraphemeBoundary
    func trimmed(_ from: Int, _ to: Int) -> Int { trimmedEnd(to, floor: from) }
    /// The largest grapheme boundary p in [start, limit] with width(start, p) <= budget.
    func longestPrefix(within limit: Int, budget: Double) -> Int {
      // `visible` is trimmed(start, position), kept up to date as position moves (a long run of
      // spaces is walked once, not once per grapheme).
      var best = start
      var position = start
      var visible = start
      while position < limit {
        let from = position
        position += 1
        while position < limit && !boundaries[position] { position += 1 }
        for index in from..<position where !isHangingWhitespace(units[index]) { visible = index + 1 }
        if advance(from: start, to: visible) > budget + 1e-9 { break }
        best = visible
      }
      return best
    }
    /// The smallest grapheme boundary q in [floor, textEnd] with width(q, textEnd) <= budget.
    func longestSuffix(from floor: Int, budget: Double) -> Int {
      var best = textEnd
      var position = textEnd
      while position > floor {
        position -= 1
        while position > floor && !boundaries[position] { position -= 1 }
        if advance(from: position, to: textEnd) > budget + 1e-9 { break }
        best = position
      }
      while best < textEnd && isHangingWhitespace(units[best]) { best += 1 }
      return best
    }

    let ellipsisAt: Int
    switch style.truncation {
    case .tail, .middle: ellipsisAt = max(start, segmentEnd - 1)
    case .head: ellipsisAt = tailStart < count ? tailStart : start
    }
    let ellipsis = ellipsisFragment(at: ellipsisAt, level: paragraphLevel(at: start))
    let keepsPrefix = style.truncation != .head
    let keepsSuffix = style.truncation != .tail
    var prefixEnd = start
    var suffixStart = textEnd
    if let maxWidth {
      let budget = maxWidth - ellipsis.width
      switch style.truncation {
      case .tail:
        prefixEnd = longestPrefix(within: segmentEnd, budget: budget)
      case .head:
        suffixStart = longestSuffix(from: max(start, tailStart), budget: budget)
      case .middle:
        prefixEnd = longestPrefix(within: segmentEnd, budget: budget / 2)
        let used = advance(from: start, to: prefixEnd)
        suffixStart = longestSuffix(from: max(prefixEnd, tailStart), budget: budget - used)
      }
    } else {
      prefixEnd = trimmed(start, segmentEnd)
      suffixStart = max(prefixEnd, tailStart)
    }

    // The cuts were chosen from shaped advances; reshaping at a cut can change the width a
    // little, so drop one grapheme at a time (from the longer side) until the line fits.
    while true {
      var pieces: [Fragment] = []
      if keepsPrefix { pieces += fragments(from: start, to: prefixEnd) }
      pieces.append(ellipsis)
      if keepsSuffix && suffixStart < textEnd { pieces += fragments(from: suffixStart, to: textEnd) }
      let width = pieces.reduce(0) { $0 + $1.width }
      guard let maxWidth, width > maxWidth + 1e-9 else { return pieces }
      let prefixWidth = keepsPrefix ? advance(from: start, to: prefixEnd) : 0
      let suffixWidth = keepsSuffix ? advance(from: suffixStart, to: textEnd) : 0
      if keepsPrefix && prefixEnd > start && prefixWidth >= suffixWidth {
        var position = prefixEnd - 1
        while position > start && !boundaries[position] { position -= 1 }
        prefixEnd = trimmed(start, position)
      } else if keepsSuffix && suffixStart < textEnd {
        var position = suffixStart + 1
        while position < textEnd && !boundaries[position] { position += 1 }
        suffixStart = position
      } else {
        return pieces
      }
    }
  }

  /// U+2026 shaped in the font of the character at `offset` (or the first fallback font that
  /// has it).
  func ellipsisFragment(at offset: Int, level: UInt8) -> Fragment {
    let attributes = text.utf16.isEmpty ? text.baseAttributes : text.attributes(at: offset)
    var face = attributes.font.face
    if face.glyph(forCodePoint: 0x2026) == nil,
      let covering = fallbackFaces.first(where: { $0.glyph(forCodePoint: 0x2026) != nil })
    {
      face = covering
    }
    let font = SizedFont(face, size: attributes.font.size)
    let properties = ShapingProperties(
      face: face, isRightToLeft: level & 1 == 1, script: TextAnalysis.common,
      language: attributes.language, features: attributes.features)
    let shaped = [UInt16(0x2026)].withUnsafeBufferPointer { cache.shape($0, properties) }
    var fragment = Fragment(
      font: font, range: offset..<offset, level: level, script: TextAnalysis.common, glyphs: [],
      width: 0, isEllipsis: true)
    let scale = font.scale
    for glyph in shaped.glyphs {
      let advance = Double(glyph.advance) * scale
      fragment.glyphs.append(
        Glyph(
          id: glyph.id, cluster: offset, x: fragment.width, advance: advance,
          xOffset: Double(glyph.xOffset) * scale, yOffset: Double(glyph.yOffset) * scale))
      fragment.width += advance
    }
    return fragment
  }
}
