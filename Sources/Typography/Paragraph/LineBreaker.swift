/// A line chosen by the breaker: [start, end) with the visible part [start, visibleEnd) (the
/// rest is hanging white space and the line separator).
struct LineSpan: Sendable, Hashable {
  var start: Int
  var end: Int
  var visibleEnd: Int
}

extension ShapedParagraph {
  /// Greedy UAX #14 line breaking at `maxWidth` (nil = only at mandatory breaks).
  ///
  /// Each line takes as many break opportunities as fit, measuring without trailing white
  /// space. A segment with no opportunity that fits is broken at the last grapheme boundary that
  /// fits (at least one grapheme per line). A text ending in a line separator gets a last, empty
  /// line; an empty text is one empty line. Runs in time linear in the text length.
  func breakLines(maxWidth: Double?) -> [LineSpan] {
    let units = text.utf16
    let count = units.count
    guard count > 0 else { return [LineSpan(start: 0, end: 0, visibleEnd: 0)] }
    let breaks = analysis.breaks
    let hard = analysis.hardBreaks
    let boundary = analysis.isGraphemeBoundary
    var lines: [LineSpan] = []
    var start = 0
    var lastFit = -1
    var k = 0

    func visibleEnd(_ start: Int, _ end: Int) -> Int { trimmedEnd(end, floor: start) }
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
