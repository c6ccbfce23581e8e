/// A piece of one item on one line, with its glyphs scaled to points.
struct Fragment {
  var font: SizedFont
  var range: Range<Int>
  var level: UInt8
  var script: UInt32
  var glyphs: [Glyph]
  var width: Double
  var isEllipsis = false
}

extension ShapedParagraph {
  /// The glyphs of [start, end) inside item `itemIndex`, reusing the item's shaping unless a
  /// boundary falls inside a cluster or where HarfBuzz marked breaking unsafe (then the piece
  /// alone is reshaped).
  func fragment(item itemIndex: Int, from start: Int, to end: Int) -> Fragment {
    let item = items[itemIndex]
    let scale = item.scale
    func unsafe(at position: Int) -> Bool {
      let glyph = clusterFirstGlyph[position]
      return glyph < 0 || glyphs.unsafeToBreak[Int(glyph)]
    }
    let reshape =
      (start > item.range.lowerBound && unsafe(at: start))
      || (end < item.range.upperBound && unsafe(at: end))
    var result = Fragment(
      font: item.font, range: start..<end, level: item.level, script: item.properties.script,
      glyphs: [], width: 0)
    func append(_ id: UInt32, _ cluster: Int, _ advance: Int32, _ dx: Int32, _ dy: Int32) {
      let width = Double(advance) * scale
      result.glyphs.append(
        Glyph(
          id: id, cluster: cluster, x: result.width, advance: width,
          xOffset: Double(dx) * scale, yOffset: Double(dy) * scale))
      result.width += width
    }
    if reshape {
      let shaped = text.utf16.withUnsafeBufferPointer { buffer in
        cache.shape(UnsafeBufferPointer(rebasing: buffer[start..<end]), item.properties)
      }
      result.glyphs.reserveCapacity(shaped.count)
      for index in 0..<shaped.count {
        append(
          shaped.glyphIDs[index], Int(shaped.clusters[index]) + start, shaped.advances[index],
          shaped.xOffsets[index], shaped.yOffsets[index])
      }
      return result
    }
    let range: Range<Int>
    if item.properties.isRightToLeft {
      let lower = end == item.range.upperBound ? item.glyphStart : Int(clusterGlyphEnd[end])
      range = lower..<Int(clusterGlyphEnd[start])
    } else {
      let upper = end == item.range.upperBound ? item.glyphEnd : Int(clusterFirstGlyph[end])
      range = Int(clusterFirstGlyph[start])..<upper
    }
    result.glyphs.reserveCapacity(range.count)
    for index in range {
      append(
        glyphs.glyphIDs[index], Int(glyphs.clusters[index]), glyphs.advances[index],
        glyphs.xOffsets[index], glyphs.yOffsets[index])
    }
    return result
  }

  /// The fragments of the visible part of a line, in logical order.
  func fragments(from start: Int, to end: Int) -> [Fragment] {
    var result: [Fragment] = []
    var index = firstItem(endingAfter: start)
    while index < items.count, items[index].range.lowerBound < end {
      let range = items[index].range
      let lower = max(start, range.lowerBound)
      let upper = min(end, range.upperBound)
      if lower < upper { result.append(fragment(item: index, from: lower, to: upper)) }
      index += 1
    }
    return result
  }

  /// Largest ascent, descent and line gap over the fonts of the items in [start, end) (trailing
  /// white space included, line separators not); the font at `start` for a line with none.
  func lineMetrics(from start: Int, to end: Int, extra: [SizedFont] = []) -> ScaledFontMetrics {
    var metrics = ScaledFontMetrics.zero
    var found = false
    func include(_ font: SizedFont) {
      let scaled = font.metrics
      metrics.ascent = max(metrics.ascent, scaled.ascent)
      metrics.descent = max(metrics.descent, scaled.descent)
      metrics.leading = max(metrics.leading, scaled.leading)
      found = true
    }
    for font in extra { include(font) }
    var index = firstItem(endingAfter: start)
    while index < items.count, items[index].range.lowerBound < end {
      include(items[index].font)
      index += 1
    }
    if !found { include(fontForEmptyLine(at: start)) }
    return metrics
  }

  /// The font of the character at `offset` (or the one before it at the end of the text).
  func fontForEmptyLine(at offset: Int) -> SizedFont {
    let count = text.utf16.count
    if count == 0 { return text.baseAttributes.font }
    return text.attributes(at: min(offset, count - 1)).font
  }

  /// Base bidi level of the line starting at `offset`.
  func paragraphLevel(at offset: Int) -> UInt8 {
    let count = text.utf16.count
    guard count > 0 else { return analysis.baseLevel }
    return analysis.paragraphLevels[min(offset, count - 1)]
  }
}

/// Reorders fragments from logical to visual order (UAX #9 rule L2): from the highest level
/// down to the lowest odd level, reverse every maximal sequence at that level or higher.
func visualOrder(_ fragments: [Fragment]) -> [Fragment] {
  guard fragments.count > 1 else { return fragments }
  var result = fragments
  let levels = fragments.map(\.level)
  var order = Array(levels.indices)
  let highest = levels.max() ?? 0
  let lowest = levels.min() ?? 0
  let lowestOdd = lowest | 1
  guard highest >= lowestOdd else { return fragments }
  var level = highest
  while level >= lowestOdd {
    var index = 0
    while index < order.count {
      if levels[order[index]] >= level {
        var end = index
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[index..<end].reverse()
        index = end
      } else {
        index += 1
      }
    }
    level -= 1
  }
  for (position, source) in order.enumerated() { result[position] = fragments[source] }
  return result
}
