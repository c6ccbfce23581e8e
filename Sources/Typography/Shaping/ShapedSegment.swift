/// One glyph as HarfBuzz produced it, in font units.
struct ShapedGlyph: Sendable, Hashable {
  var id: UInt32
  /// UTF-16 offset of the glyph's cluster, relative to the shaped segment (absolute once a
  /// paragraph has copied it).
  var cluster: Int32
  var advance: Int32
  var xOffset: Int32
  var yOffset: Int32
  /// HarfBuzz's UNSAFE_TO_BREAK flag: breaking the text before this glyph's cluster would change
  /// the shaping on either side, so a line boundary there needs a reshape.
  var unsafeToBreak: Bool
}

/// The output of shaping one segment of text with one font, in font units (HarfBuzz's scale is
/// the face's units per em), so one result serves every point size.
///
/// Glyphs are in visual order (right to left segments come out reversed).
struct ShapedSegment: Sendable {
  var glyphs: [ShapedGlyph] = []

  var count: Int { glyphs.count }
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
