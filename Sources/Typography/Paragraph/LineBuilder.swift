/// A piece of one item on one line, with its glyphs scaled to points.
struct Fragment {
  var font: SizedFont
  var range: Range<Int>
  var level: UInt8
  var script: UInt32
  var glyphs: [Glyph]
  var width: Double
  var isEllipsis = false
  /// Points the fragment's glyphs are raised (already in their y offsets).
  var baselineOffset = 0.0
}

extension ShapedParagraph {
  /// The glyphs of [start, end) inside item `itemIndex`, reusing the item's shaping unless a
  /// boundary falls inside a cluster or where HarfBuzz marked breaking unsafe (then the piece
  /// alone is reshaped).
  ///
  /// With `keepGlyphs` false the fragment has its width but no glyph array (for measuring).
  func fragment(item itemIndex: Int, from start: Int, to end: Int, originX: Double = 0, keepGlyphs: Bool = true) -> Fragment {
    let item = items[itemIndex]
    let scale = item.scale
    var output: [Glyph] = []
    // The pen in font units: positions and the width are exact sums times the scale, so a
    // fragment measured without glyphs has exactly the width of the same fragment with them.
    // Spacing after clusters (tracking, kerning) is kept apart in points for the same reason.
    var pen: Int64 = 0
    var extra = 0.0
    let spacing = item.spacing
    let isRightToLeft = item.properties.isRightToLeft
    let raise = item.baselineOffset
    var lastCluster = -1
    func emit(_ glyph: ShapedGlyph, cluster: Int) {
      // A cluster's spacing follows it in logical order: after its glyphs left to right, before
      // them (on their left) right to left.
      if spacing != 0, cluster != lastCluster {
        if isRightToLeft || lastCluster >= 0 { extra += spacing }
        lastCluster = cluster
      }
      output.append(
        Glyph(
          id: glyph.id, cluster: cluster, x: originX + Double(pen) * scale + extra, advance: Double(glyph.advance) * scale,
          xOffset: Double(glyph.xOffset) * scale, yOffset: Double(glyph.yOffset) * scale + raise))
      pen += Int64(glyph.advance)
    }
    func fragment(width: Int64) -> Fragment {
      // Left to right, the last cluster's spacing is still to add.
      let trailing = spacing != 0 && !isRightToLeft && lastCluster >= 0 ? spacing : 0
      return Fragment(
        font: item.font, range: start..<end, level: item.level, script: item.properties.script, glyphs: output,
        width: Double(width) * scale + extra + trailing, baselineOffset: raise)
    }
    guard start < end else { return fragment(width: 0) }
    guard keepGlyphs else {
      return Fragment(
        font: item.font, range: start..<end, level: item.level, script: item.properties.script, glyphs: [],
        width: measuredWidth(item: itemIndex, from: start, to: end), baselineOffset: raise)
    }
    if needsReshape(item: itemIndex, from: start, to: end) {
      let shaped = text.utf16.withUnsafeBufferPointer { buffer in
        cache.shape(UnsafeBufferPointer(rebasing: buffer[start..<end]), item.properties)
      }
      output.reserveCapacity(shaped.count)
      shaped.withGlyphs { glyphs in
        for glyph in glyphs { emit(glyph, cluster: Int(glyph.cluster) + start) }
      }
      return fragment(width: pen)
    }
    // Both ends are cluster starts, safe to cut at: the glyphs are those of the clusters
    // inside, from each overlapping piece in visual order.
    let first = pieceIndex(at: start)
    let last = pieceIndex(at: end - 1)
    // Room for every glyph of the pieces, made once: reserving piece by piece would copy the
    // line's glyphs once per piece (a line of 100,000 words).
    var glyphBound = 0
    for piece in shapedPieces[first...last] { glyphBound += piece.segment.count }
    output.reserveCapacity(glyphBound)
    for step in 0...(last - first) {
      let piece = shapedPieces[isRightToLeft ? last - step : first + step]
      let segment = piece.segment
      let base = Int(piece.start)
      let lowerUnit = max(start, base) - base
      let upperUnit = min(end, base + segment.unitCount) - base
      let lower: Int
      let upper: Int
      if isRightToLeft {
        lower = upperUnit == segment.unitCount ? 0 : Int(segment.clusterGlyphEnd(upperUnit))
        upper = Int(segment.clusterGlyphEnd(lowerUnit))
      } else {
        lower = Int(segment.clusterFirstGlyph(lowerUnit))
        upper = upperUnit == segment.unitCount ? segment.count : Int(segment.clusterFirstGlyph(upperUnit))
      }
      guard lower >= 0 && upper > lower else { continue }
      segment.withGlyphs { glyphs in
        for glyph in glyphs[lower..<upper] { emit(glyph, cluster: Int(glyph.cluster) + base) }
      }
    }
    return fragment(width: pen)
  }

  /// Whether cutting item `itemIndex` to [start, end) needs the piece reshaped: a boundary inside
  /// the item falls inside a cluster, or where HarfBuzz marked breaking unsafe.
  func needsReshape(item itemIndex: Int, from start: Int, to end: Int) -> Bool {
    let range = items[itemIndex].range
    return (start > range.lowerBound && isUnsafeBreak(at: start, piece: pieceIndex(at: start)))
      || (end < range.upperBound && isUnsafeBreak(at: end, piece: pieceIndex(at: end)))
  }

  /// Whether a line boundary at `position`, in piece `piece`, falls inside a cluster or where
  /// HarfBuzz marked breaking unsafe.
  func isUnsafeBreak(at position: Int, piece: Int) -> Bool {
    shapedPieces[piece].withSegment { $0.boundary(at: position - Int(shapedPieces[piece].start)).isUnsafe }
  }

  /// The width of [start, end) of item `itemIndex` (not empty), points, exactly as its fragment
  /// with glyphs has it: the item's advance between the ends (or the reshaped piece's) times its
  /// scale, plus the spacing after its clusters.
  func measuredWidth(item itemIndex: Int, from start: Int, to end: Int) -> Double {
    // Fields read one by one (a copy of the item would retain its font, face and features), and
    // the pieces holding the ends found once, for the reshaping check and the advances alike:
    // `needsReshape` and `itemAdvance` there, without looking each piece up twice.
    let range = items[itemIndex].range
    let startPiece = start > range.lowerBound ? pieceIndex(at: start) : nil
    let endPiece = end < range.upperBound ? pieceIndex(at: end) : nil
    if startPiece.map({ isUnsafeBreak(at: start, piece: $0) }) ?? false
      || endPiece.map({ isUnsafeBreak(at: end, piece: $0) }) ?? false
    {
      let properties = items[itemIndex].properties
      let shaped = text.utf16.withUnsafeBufferPointer { buffer in
        cache.shape(UnsafeBufferPointer(rebasing: buffer[start..<end]), properties)
      }
      let spacing = items[itemIndex].spacing
      return Double(shaped.totalAdvance) * items[itemIndex].scale + spacing * Double(spacing != 0 ? shaped.clusterCount : 0)
    }
    let width = itemAdvance(itemIndex, at: end, piece: endPiece) - itemAdvance(itemIndex, at: start, piece: startPiece)
    return Double(width) * items[itemIndex].scale + spacing(itemIndex, from: start, to: end)
  }

  /// The pieces (item index and range) of the visible part of a line, in logical order.
  func pieces(from start: Int, to end: Int) -> [(item: Int, range: Range<Int>)] {
    var result: [(item: Int, range: Range<Int>)] = []
    var index = firstItem(endingAfter: start)
    while index < items.count, items[index].range.lowerBound < end {
      let range = items[index].range
      let lower = max(start, range.lowerBound)
      let upper = min(end, range.upperBound)
      if lower < upper { result.append((index, lower..<upper)) }
      index += 1
    }
    return result
  }

  /// The fragments of the visible part of a line, in logical order, each starting at x = 0.
  func fragments(from start: Int, to end: Int) -> [Fragment] {
    pieces(from: start, to: end).map { fragment(item: $0.item, from: $0.range.lowerBound, to: $0.range.upperBound) }
  }

  /// The glyph runs of the visible part of a line in visual order, glyphs at their final x.
  func runs(from start: Int, to end: Int) -> [GlyphRun] {
    let logical = pieces(from: start, to: end)
    var runs: [GlyphRun] = []
    runs.reserveCapacity(logical.count)
    var x = 0.0
    // Right to left, the tracking that hangs past the line's end lies left of its first glyph.
    if let last = logical.last, items[last.item].properties.isRightToLeft, paragraphLevel(at: start) & 1 == 1 {
      x = -hangingSpacing(before: end)
    }
    for index in visualOrder(levels: logical.map { items[$0.item].level }) {
      let piece = logical[index]
      let fragment = fragment(item: piece.item, from: piece.range.lowerBound, to: piece.range.upperBound, originX: x)
      runs.append(GlyphRun(fragment, x: x))
      x += fragment.width
    }
    return runs
  }

  /// Largest ascent, descent and line gap over the fonts of the items in [start, end) (trailing
  /// white space included, line separators not); the font at `start` for a line with none.
  ///
  /// An item raised by a baseline offset counts with its box raised: its ascent plus the
  /// offset, its descent minus it. The line box always holds the baseline (neither its ascent
  /// nor its descent goes below 0).
  func lineMetrics(from start: Int, to end: Int, extra: [Fragment] = []) -> ScaledFontMetrics {
    var metrics = ScaledFontMetrics.zero
    var found = false
    func include(_ font: SizedFont, raisedBy offset: Double = 0) {
      let scaled = font.metrics
      let ascent = scaled.ascent + offset
      let descent = scaled.descent - offset
      metrics.ascent = max(metrics.ascent, ascent)
      metrics.descent = max(metrics.descent, descent)
      metrics.leading = max(metrics.leading, scaled.leading)
      found = true
    }
    for fragment in extra { include(fragment.font, raisedBy: fragment.baselineOffset) }
    var index = firstItem(endingAfter: start)
    while index < items.count, items[index].range.lowerBound < end {
      include(items[index].font, raisedBy: items[index].baselineOffset)
      index += 1
    }
    if !found { include(fontForEmptyLine(at: start)) }
    return metrics
  }

  /// The font of the character at `offset` (or the one before it at the end of the text).
  func fontForEmptyLine(at offset: Int) -> SizedFont {
    let count = unitCount
    if count == 0 { return text.baseAttributes.font }
    return text.attributes(at: min(offset, count - 1)).font
  }

  /// Base bidi level of the line starting at `offset`.
  func paragraphLevel(at offset: Int) -> UInt8 {
    let count = unitCount
    guard count > 0 else { return analysis.baseLevel }
    return analysis.paragraphLevels[min(offset, count - 1)]
  }
}

/// The visual order (left to right) of pieces with the given bidi levels, as indices into
/// `levels`: UAX #9 rule L2, from the highest level down to the lowest odd level, reverse every
/// maximal sequence at that level or higher.
func visualOrder(levels: [UInt8]) -> [Int] {
  var order = Array(levels.indices)
  guard levels.count > 1, let highest = levels.max(), let lowest = levels.min() else { return order }
  let lowestOdd = lowest | 1
  guard highest >= lowestOdd else { return order }
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
  return order
}

extension GlyphRun {
  /// A run from a fragment whose glyphs are already at their final x.
  init(_ fragment: Fragment, x: Double) {
    self.init(
      font: fragment.font, range: fragment.range, bidiLevel: fragment.level,
      scriptTag: fragment.script, x: x, width: fragment.width, glyphs: fragment.glyphs,
      isEllipsis: fragment.isEllipsis, baselineOffset: fragment.baselineOffset)
  }
}
