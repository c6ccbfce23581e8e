/// One glyph as HarfBuzz produced it, in font units.
struct ShapedGlyph: Sendable, Hashable {
  var id: UInt32
  /// UTF-16 offset of the glyph's cluster, relative to the shaped segment (absolute where a
  /// paragraph hands glyphs out).
  var cluster: Int32
  var advance: Int32
  var xOffset: Int32
  var yOffset: Int32
  /// HarfBuzz's UNSAFE_TO_BREAK flag: breaking the text before this glyph's cluster would change
  /// the shaping on either side, so a line boundary there needs a reshape.
  var unsafeToBreak: Bool
}

/// The output of shaping one segment of text with one font, in font units (HarfBuzz's scale is
/// the face's units per em), so one result serves every point size. Immutable and shared: the
/// shape cache hands the same segment to every paragraph that contains its text, and paragraphs
/// keep references to segments instead of copies of their glyphs.
///
/// Glyphs are in visual order (right to left segments come out reversed).
final class ShapedSegment: Sendable {
  let glyphs: [ShapedGlyph]
  /// The segment's length in UTF-16 code units.
  let unitCount: Int
  /// For each code unit that starts a cluster: its lowest glyph index, and one past its highest
  /// (-1 where no cluster starts); `unitCount + 1` entries.
  let clusterFirstGlyph: [Int32]
  let clusterGlyphEnd: [Int32]
  /// `prefixAdvance[p]`: total advance of the clusters starting before offset p, font units.
  let prefixAdvance: [Int64]

  static let empty = ShapedSegment(glyphs: [], unitCount: 0)

  init(glyphs: [ShapedGlyph], unitCount: Int) {
    self.glyphs = glyphs
    self.unitCount = unitCount
    var first = [Int32](repeating: -1, count: unitCount + 1)
    var end = [Int32](repeating: -1, count: unitCount + 1)
    // Each cluster's advance goes to prefix[cluster + 1] first; the running sum below turns the
    // array into prefix sums in place.
    var prefix = [Int64](repeating: 0, count: unitCount + 1)
    for (index, glyph) in glyphs.enumerated() {
      let cluster = Int(glyph.cluster)
      guard cluster >= 0 && cluster < unitCount else { continue }
      prefix[cluster + 1] += Int64(glyph.advance)
      if first[cluster] < 0 || first[cluster] > Int32(index) { first[cluster] = Int32(index) }
      if end[cluster] < Int32(index + 1) { end[cluster] = Int32(index + 1) }
    }
    if unitCount > 0 {
      for index in 1...unitCount { prefix[index] += prefix[index - 1] }
    }
    clusterFirstGlyph = first
    clusterGlyphEnd = end
    prefixAdvance = prefix
  }

  var count: Int { glyphs.count }
  /// How many clusters the segment has.
  var clusterCount: Int { clusterFirstGlyph.prefix(unitCount).reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
  /// The total advance, font units.
  var totalAdvance: Int64 { prefixAdvance[unitCount] }
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
