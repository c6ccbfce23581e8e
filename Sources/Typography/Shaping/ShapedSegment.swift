/// The output of shaping one segment of text with one font, in font units (HarfBuzz's scale is
/// the face's units per em), so one result serves every point size.
///
/// Glyphs are in visual order (right to left segments come out reversed); `clusters` are UTF-16
/// offsets relative to the start of the shaped segment.
struct ShapedSegment: Sendable {
  var glyphIDs: [UInt32] = []
  var clusters: [Int32] = []
  var advances: [Int32] = []
  var xOffsets: [Int32] = []
  var yOffsets: [Int32] = []
  /// HarfBuzz's UNSAFE_TO_BREAK flag: breaking the text before this glyph's cluster would change
  /// the shaping on either side, so a line boundary there needs a reshape.
  var unsafeToBreak: [Bool] = []

  var count: Int { glyphIDs.count }

  /// Sum of the advances, font units.
  var totalAdvance: Int {
    var sum = 0
    for advance in advances { sum += Int(advance) }
    return sum
  }
}

/// The properties a segment is shaped with, which (with the text) key the shape cache.
struct ShapingProperties: Hashable, Sendable {
  var face: FontFace
  var isRightToLeft: Bool
  /// ISO 15924 script tag, e.g. 'Arab'.
  var script: UInt32
  /// BCP 47 language tag; never taken from the process locale.
  var language: String
  var features: [OpenTypeFeature]
}
