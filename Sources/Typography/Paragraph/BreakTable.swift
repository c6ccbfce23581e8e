/// What the one-pass breaker (`breakLines`'s shortcut for a text of one item without tracking)
/// reads at one break opportunity, worked out once when the paragraph is shaped.
///
/// Breaking such a text at a width needs, at each opportunity, the item's advance where a line
/// ending there stops being visible (before its hanging white space) and where the next line
/// would start, and whether either end is unsafe to break. Those depend on the text alone, not
/// on the width, yet reading them from the shaping means visiting each word's shaped segment (an
/// object of the shape cache, shared between paragraphs and scattered through memory): a text
/// broken again at a new width (a form resized) paid a cache miss or two per word. Kept here, in
/// one contiguous list of 20 bytes per opportunity, a new width reads them in order.
struct BreakPoint: Sendable, Equatable {
  /// The break's offset: where the line ending at it ends and the next one starts.
  let position: Int32
  /// Where a line ending at `position` stops being visible: before the white space that hangs
  /// there (found with no line start to stop at: a line's visible end is this or its start,
  /// whichever is later).
  let visibleEnd: Int32
  /// The item's advance at `position` and at `visibleEnd`, font units.
  let advanceAtPosition: Int32
  let advanceAtVisibleEnd: Int32
  private let flags: UInt8

  private static let hard: UInt8 = 1
  private static let unsafePosition: UInt8 = 2
  private static let unsafeVisibleEnd: UInt8 = 4

  /// A mandatory break (after a line separator).
  var isHard: Bool { flags & Self.hard != 0 }
  /// Whether a line starting at `position` (inside the text) starts where HarfBuzz marked
  /// breaking unsafe or inside a cluster: its width is not the shaping's, so it is not kept.
  var isUnsafeAtPosition: Bool { flags & Self.unsafePosition != 0 }
  /// Whether a line ending at `visibleEnd` (inside the text) ends where breaking is unsafe.
  var isUnsafeAtVisibleEnd: Bool { flags & Self.unsafeVisibleEnd != 0 }

  /// Nil when an offset or an advance does not fit in 32 bits.
  init?(position: Int, visibleEnd: Int, advanceAtPosition: Int64, advanceAtVisibleEnd: Int64, isHard: Bool, unsafeAtPosition: Bool, unsafeAtVisibleEnd: Bool) {
    guard let position = Int32(exactly: position), let visibleEnd = Int32(exactly: visibleEnd),
      let advanceAtPosition = Int32(exactly: advanceAtPosition), let advanceAtVisibleEnd = Int32(exactly: advanceAtVisibleEnd)
    else { return nil }
    self.position = position
    self.visibleEnd = visibleEnd
    self.advanceAtPosition = advanceAtPosition
    self.advanceAtVisibleEnd = advanceAtVisibleEnd
    flags = (isHard ? Self.hard : 0) | (unsafeAtPosition ? Self.unsafePosition : 0) | (unsafeAtVisibleEnd ? Self.unsafeVisibleEnd : 0)
  }
}

extension ShapedParagraph {
  /// The break points of a text of one item (`pieces`, from offset 0 to the text's end) without
  /// tracking: one for each of the analysis's break opportunities, in order. Empty when an
  /// offset or an advance does not fit in 32 bits (a text of over a million characters, or a
  /// font with absurd advances): the general breaker handles those.
  ///
  /// Each advance and piece is found as the breaker found them: walking the pieces forward (the
  /// positions increase, and so do their visible ends), the advance of the piece an offset falls
  /// in before it plus the shaping's prefix advance within it.
  static func breakPoints(units: UnsafeBufferPointer<UInt16>, analysis: TextAnalysis, pieces: UnsafeBufferPointer<ShapedPiece>) -> [BreakPoint] {
    let count = units.count
    guard !pieces.isEmpty, count < Int(Int32.max) else { return [] }
    let breaks = analysis.breaks
    let hard = analysis.hardBreaks
    var positionPiece = 0
    var visiblePiece = 0
    var nextHard = 0
    var points: [BreakPoint] = []
    points.reserveCapacity(breaks.count)
    for index in breaks.indices {
      let position = Int(breaks[index])
      let visible = trimmedEnd(units, position, floor: 0)
      let atPosition = boundary(pieces, at: position, piece: &positionPiece)
      let atVisible = boundary(pieces, at: visible, piece: &visiblePiece)
      while nextHard < hard.count && Int(hard[nextHard]) < index { nextHard += 1 }
      guard
        let point = BreakPoint(
          position: position, visibleEnd: visible, advanceAtPosition: atPosition.advance,
          advanceAtVisibleEnd: atVisible.advance, isHard: nextHard < hard.count && Int(hard[nextHard]) == index,
          unsafeAtPosition: position > 0 && position < count && atPosition.isUnsafe,
          unsafeAtVisibleEnd: visible > 0 && visible < count && atVisible.isUnsafe)
      else { return [] }
      points.append(point)
    }
    return points
  }

  /// The item's advance at `offset`, font units, and whether a line boundary there is unsafe
  /// (`isUnsafeBreak(at:piece:)`; meaningless at the text's end), its piece found from `piece`
  /// onwards (and left there).
  private static func boundary(_ pieces: UnsafeBufferPointer<ShapedPiece>, at offset: Int, piece: inout Int) -> (advance: Int64, isUnsafe: Bool) {
    while piece + 1 < pieces.count && Int(pieces[piece + 1].start) <= offset { piece += 1 }
    let before = pieces[piece].advanceBefore
    let local = offset - Int(pieces[piece].start)
    let found = pieces[piece].withSegment { $0.boundary(at: min(local, $0.unitCount)) }
    return (local == 0 ? before : before + found.prefixAdvance, found.isUnsafe)
  }
}
