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
    guard unitCount > 0 else { return [LineSpan(start: 0, end: 0, visibleEnd: 0)] }
    if oneItemShortcut, let maxWidth, let lines = breakOneItemLines(maxWidth: maxWidth) { return lines }
    let units = text.utf16
    let count = unitCount
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
  /// `breakLines(maxWidth:)` for a text of one item without tracking, in one pass over its
  /// break points (`breakPoints`, worked out when it was shaped): a candidate line's width is
  /// the item's advance at its visible end less its advance at its start, in font units, times
  /// the item's scale, as the general path computes it. Nil when some segment fits on no line
  /// (the general path breaks inside it, at grapheme boundaries) or the text has no break
  /// points.
  ///
  /// A line's visible width is kept (`LineSpan.visibleWidth`) when both its ends are safe to
  /// break: then it is what `visibleWidth(from:to:)` computes.
  fileprivate func breakOneItemLines(maxWidth: Double) -> [LineSpan]? {
    // A paragraph has break points only when it is one item without tracking (checked first:
    // the item is read next).
    guard !breakPoints.isEmpty else { return nil }
    let count = unitCount
    let scale = items[0].scale
    let limit = maxWidth + 1e-9
    let capacity = lineCapacity(maxWidth: maxWidth)
    // The lines are made inside the closure (a variable it captured would be checked for
    // exclusive access on every use).
    let found = breakPoints.withUnsafeBufferPointer { points -> [LineSpan]? in
      var lines: [LineSpan] = []
      lines.reserveCapacity(capacity)
      var start = 0
      var startAdvance: Int64 = 0
      var startIsUnsafe = false
      // The last break that fits: its index, and the visible end and width of a line ending there.
      var fit = (index: -1, visible: 0, width: 0.0)
      func emit(_ index: Int, visible: Int, width: Double) {
        let point = points[index]
        var known = Double.nan
        if visible > start, start == 0 || !startIsUnsafe, visible >= count || !point.isUnsafeAtVisibleEnd {
          known = width + spacing(0, from: start, to: visible)
        }
        let end = Int(point.position)
        lines.append(LineSpan(start: start, end: end, visibleEnd: visible, visibleWidth: known))
        start = end
        startAdvance = Int64(point.advanceAtPosition)
        startIsUnsafe = point.isUnsafeAtPosition
        fit.index = -1
      }
      var k = 0
      while k < points.count {
        let point = points[k]
        let position = Int(point.position)
        // A line's visible end is never before its start.
        let visible = max(start, Int(point.visibleEnd))
        var width = 0.0
        if visible > start {
          width = Double(Int64(point.advanceAtVisibleEnd) - startAdvance) * scale
        }
        if width > limit {
          guard fit.index >= 0, Int(points[fit.index].position) > start else { return nil }
          emit(fit.index, visible: fit.visible, width: fit.width)
          continue
        }
        if point.isHard || position == count {
          emit(k, visible: visible, width: width)
        } else {
          fit = (k, visible, width)
        }
        k += 1
      }
      if start < count {
        lines.append(LineSpan(start: start, end: count, visibleEnd: Self.trimmedEnd(text.utf16, count, floor: start)))
      }
      return lines
    }
    guard var lines = found else { return nil }
    if hasLineSeparators && isLineSeparator(text.utf16[count - 1]) {
      lines.append(LineSpan(start: count, end: count, visibleEnd: count))
    }
    return lines
  }
}
