/// A line chosen by the breaker: [start, end) with the visible part [start, visibleEnd) (the
/// rest is hanging white space and the line separator).
struct LineSpan: Sendable, Hashable {
  var start: Int
  var end: Int
  var visibleEnd: Int
  /// The visible part's width, points, when the one-pass breaker found it exactly as
  /// `visibleWidth(from:to:)` gives it (a text of one item, its ends safe to break); NaN when
  /// not known.
  var visibleWidth: Double = .nan
}

extension ShapedParagraph {
  /// Greedy UAX #14 line breaking at `maxWidth` (nil = only at mandatory breaks).
  ///
  /// Each line takes as many break opportunities as fit, measuring without trailing white
  /// space. A segment with no opportunity that fits is broken at the last grapheme boundary that
  /// fits (at least one grapheme per line). A text ending in a line separator gets a last, empty
  /// line; an empty text is one empty line. Runs in time linear in the text length.
  ///
  /// - Parameter oneItemShortcut: break a text of one item without tracking in one pass
  ///   (`breakOneItemLines`); tests turn it off to compare with the general path.
  func breakLines(maxWidth: Double?, oneItemShortcut: Bool = true) -> [LineSpan] {
    let units = text.utf16
    let count = units.count
    guard count > 0 else { return [LineSpan(start: 0, end: 0, visibleEnd: 0)] }
    if oneItemShortcut, let maxWidth, items.count == 1, items[0].spacing == 0, items[0].pieceStart < items[0].pieceEnd,
      items[0].range == 0..<count, let lines = breakOneItemLines(maxWidth: maxWidth)
    {
      return lines
    }
    let breaks = analysis.breaks
    let hard = analysis.hardBreaks
    let boundary = analysis.isGraphemeBoundary
    var lines: [LineSpan] = []
    if let maxWidth { lines.reserveCapacity(lineCapacity(maxWidth: maxWidth)) }
    var start = 0
    var lastFit = -1
    var k = 0

    func visibleEnd(_ start: Int, _ end: Int) -> Int { Self.trimmedEnd(units, end, floor: start) }
    var hints = PieceHints()
    /// The width of [start, end) without hanging white space and the tracking after its last
    /// cluster.
    func width(_ start: Int, _ end: Int) -> Double {
      let visible = visibleEnd(start, end)
      return advance(from: start, to: visible, hints: &hints) - (visible > start ? hangingSpacing(before: visible) : 0)
    }
    func emit(_ end: Int) {
      lines.append(LineSpan(start: start, end: end, visibleEnd: visibleEnd(start, end)))
      start = end
      lastFit = -1
    }
    // Mandatory breaks by their index in `breaks`; `k` only grows, so one pass finds them all.
    var nextHard = 0
    func isHard(_ index: Int) -> Bool {
      while nextHard < hard.count && Int(hard[nextHard]) < index { nextHard += 1 }
      return nextHard < hard.count && Int(hard[nextHard]) == index
    }
    func nextBoundary(after position: Int) -> Int {
      var next = position + 1
      while next < count && !boundary[next] { next += 1 }
      return next
    }

    while k < breaks.count {
      let position = Int(breaks[k])
      if let maxWidth, width(start, position) > maxWidth + 1e-9 {
        if lastFit > start {
          emit(lastFit)
          continue
        }
        // Nothing fits: break inside the segment at grapheme boundaries.
        var best = nextBoundary(after: start)
        var candidate = best
        while candidate < position {
          if width(start, candidate) > maxWidth + 1e-9 { break }
          best = candidate
          candidate = nextBoundary(after: candidate)
        }
        // White space after the cut hangs on this line rather than starting the next one.
        while best < position && isHangingWhitespace(units[best]) {
          best += 1
        }
        if best >= position {
          emit(position)
          k += 1
        } else {
          emit(best)
        }
        continue
      }
      if isHard(k) || position == count {
        emit(position)
      } else {
        lastFit = position
      }
      k += 1
    }
    if start < count { emit(count) }
    if isLineSeparator(units[count - 1]) {
      lines.append(LineSpan(start: count, end: count, visibleEnd: count))
    }
    return lines
  }
}

extension ShapedParagraph {
  /// `breakLines(maxWidth:)` for a text of one item without tracking (most texts), in one pass
  /// over the break opportunities and the pieces: a candidate line's width is the item's
  /// advance at its visible end less its advance at its start, in font units, times the item's
  /// scale, as the general path computes it, with each end's piece found by walking forward
  /// (both ends only move forward). Nil when some segment fits on no line: the general path
  /// breaks inside it, at grapheme boundaries.
  ///
  /// A line's visible width is kept (`LineSpan.visibleWidth`) when both its ends are safe to
  /// break: then it is what `visibleWidth(from:to:)` computes.
  fileprivate func breakOneItemLines(maxWidth: Double) -> [LineSpan]? {
    let units = text.utf16
    let count = units.count
    let breaks = analysis.breaks
    let hard = analysis.hardBreaks
    let scale = items[0].scale
    let limit = maxWidth + 1e-9
    let capacity = lineCapacity(maxWidth: maxWidth)
    // The lines are made inside the closures (a variable they captured would be checked for
    // exclusive access on every use).
    let found = shapedPieces.withUnsafeBufferPointer { pieces -> [LineSpan]? in
      units.withUnsafeBufferPointer { units -> [LineSpan]? in
        var lines: [LineSpan] = []
        lines.reserveCapacity(capacity)
        /// The item's advance at `offset`, its piece found from `piece` onwards.
        func advance(at offset: Int, piece: inout Int) -> Int64 {
          while piece + 1 < pieces.count && Int(pieces[piece + 1].start) <= offset { piece += 1 }
          let local = offset - Int(pieces[piece].start)
          if local == 0 { return pieces[piece].advanceBefore }
          return pieces[piece].advanceBefore + pieces[piece].withSegment { $0.prefixAdvance(min(local, $0.unitCount)) }
        }
        func trimmed(_ end: Int, floor: Int) -> Int { Self.trimmedEnd(units, end, floor: floor) }
        var start = 0
        var startPiece = 0
        var startAdvance: Int64 = 0
        var endPiece = 0
        // The last break that fits: where, its visible end and width, and its end's piece.
        var fit = (position: -1, visible: 0, width: 0.0, piece: 0)
        var nextHard = 0
        var k = 0
        func emit(_ end: Int, visible: Int, width: Double, piece: Int) {
          var known = Double.nan
          if visible > start, start == 0 || !isUnsafeBreak(at: start, piece: startPiece),
            visible >= count || !isUnsafeBreak(at: visible, piece: piece)
          {
            known = width + spacing(0, from: start, to: visible)
          }
          lines.append(LineSpan(start: start, end: end, visibleEnd: visible, visibleWidth: known))
          start = end
          fit.position = -1
          if start < count { startAdvance = advance(at: start, piece: &startPiece) }
        }
        while k < breaks.count {
          let position = Int(breaks[k])
          let visible = trimmed(position, floor: start)
          var width = 0.0
          if visible > start {
            width = Double(advance(at: visible, piece: &endPiece) - startAdvance) * scale
          }
          if width > limit {
            guard fit.position > start else { return nil }
            emit(fit.position, visible: fit.visible, width: fit.width, piece: fit.piece)
            continue
          }
          while nextHard < hard.count && Int(hard[nextHard]) < k { nextHard += 1 }
          if (nextHard < hard.count && Int(hard[nextHard]) == k) || position == count {
            emit(position, visible: visible, width: width, piece: endPiece)
          } else {
            fit = (position, visible, width, endPiece)
          }
          k += 1
        }
        if start < count {
          lines.append(LineSpan(start: start, end: count, visibleEnd: trimmed(count, floor: start)))
        }
        return lines
      }
    }
    guard var lines = found else { return nil }
    if isLineSeparator(units[count - 1]) {
      lines.append(LineSpan(start: count, end: count, visibleEnd: count))
    }
    return lines
  }
}
