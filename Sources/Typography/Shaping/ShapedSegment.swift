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
///
/// Its per-offset entries and its glyphs are in one block of memory, which the segment owns:
/// a segment is most often a word, and an array of each costs two more allocations and their
/// headers for a few units of data (a cache of a large form's words holds 100,000 of them).
/// `@unchecked Sendable`: the block is written once, in `init`, and only read afterwards.
final class ShapedSegment: @unchecked Sendable {
  /// What the segment knows at one code-unit offset: where the cluster starting there has its
  /// glyphs, and the advance before it.
  struct UnitEntry: Sendable {
    /// The lowest glyph index of the cluster starting at this offset, and one past its highest
    /// (-1 where no cluster starts).
    var firstGlyph: Int32
    var glyphEnd: Int32
    /// The total advance of the clusters starting before this offset, font units.
    var prefixAdvance: Int64
  }

  /// The segment's length in UTF-16 code units.
  let unitCount: Int
  /// How many glyphs it has.
  let count: Int
  /// `unitCount + 1` entries, one for each offset 0...unitCount, then `count` glyphs.
  private let entries: UnsafeMutablePointer<UnitEntry>
  private var glyphStart: UnsafeMutablePointer<ShapedGlyph> {
    UnsafeMutableRawPointer(entries + unitCount + 1).assumingMemoryBound(to: ShapedGlyph.self)
  }

  static let empty = ShapedSegment(glyphs: [], unitCount: 0)

  convenience init(glyphs: [ShapedGlyph], unitCount: Int) {
    self.init(unitCount: unitCount, glyphCount: glyphs.count) { target in
      _ = UnsafeMutableBufferPointer(start: target, count: glyphs.count).initialize(from: glyphs)
    }
  }

  /// A segment of `unitCount` code units whose `glyphCount` glyphs `fill` writes (all of them,
  /// in order) at the pointer it is given.
  init(unitCount: Int, glyphCount: Int, fill: (UnsafeMutablePointer<ShapedGlyph>) -> Void) {
    self.unitCount = unitCount
    count = glyphCount
    let entrySize = MemoryLayout<UnitEntry>.stride * (unitCount + 1)
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: entrySize + MemoryLayout<ShapedGlyph>.stride * glyphCount, alignment: MemoryLayout<UnitEntry>.alignment)
    let entries = block.initializeMemory(
      as: UnitEntry.self, repeating: UnitEntry(firstGlyph: -1, glyphEnd: -1, prefixAdvance: 0), count: unitCount + 1)
    let glyphs = (block + entrySize).bindMemory(to: ShapedGlyph.self, capacity: glyphCount)
    fill(glyphs)
    // Each cluster's advance goes to entry cluster + 1 first; the running sum below turns the
    // advances into prefix sums in place.
    for index in 0..<glyphCount {
      let glyph = glyphs[index]
      let cluster = Int(glyph.cluster)
      guard cluster >= 0 && cluster < unitCount else { continue }
      entries[cluster + 1].prefixAdvance += Int64(glyph.advance)
      let first = entries[cluster].firstGlyph
      if first < 0 || first > Int32(index) { entries[cluster].firstGlyph = Int32(index) }
      if entries[cluster].glyphEnd < Int32(index + 1) { entries[cluster].glyphEnd = Int32(index + 1) }
    }
    if unitCount > 0 {
      for index in 1...unitCount { entries[index].prefixAdvance += entries[index - 1].prefixAdvance }
    }
    self.entries = entries
  }

  deinit {
    // Plain values: nothing to deinitialize.
    UnsafeMutableRawPointer(entries).deallocate()
  }

  /// Runs `body` with the glyphs (valid only during the call).
  func withGlyphs<R>(_ body: (UnsafeBufferPointer<ShapedGlyph>) -> R) -> R {
    body(UnsafeBufferPointer(start: glyphStart, count: count))
  }
  /// The glyph at `index` (0..<count).
  func glyph(at index: Int) -> ShapedGlyph {
    precondition(index >= 0 && index < count, "glyph index out of range")
    return glyphStart[index]
  }
  /// The glyphs, copied (for tests and rare paths; layout reads them in place).
  var glyphs: [ShapedGlyph] { withGlyphs { Array($0) } }

  /// The lowest glyph index of the cluster starting at `offset` (0...unitCount), -1 where none
  /// starts.
  func clusterFirstGlyph(_ offset: Int) -> Int32 { entry(offset).firstGlyph }
  /// One past the highest glyph index of the cluster starting at `offset`, -1 where none starts.
  func clusterGlyphEnd(_ offset: Int) -> Int32 { entry(offset).glyphEnd }
  /// The total advance of the clusters starting before `offset` (0...unitCount), font units.
  func prefixAdvance(_ offset: Int) -> Int64 { entry(offset).prefixAdvance }
  /// At `offset` (0...unitCount): the advance before it, and whether a line boundary there would
  /// fall inside a cluster or where HarfBuzz marked breaking unsafe (always at `unitCount`),
  /// from one read of its entry.
  func boundary(at offset: Int) -> (prefixAdvance: Int64, isUnsafe: Bool) {
    let entry = entry(offset)
    return (entry.prefixAdvance, entry.firstGlyph < 0 || glyphStart[Int(entry.firstGlyph)].unsafeToBreak)
  }
  /// How many clusters the segment has.
  var clusterCount: Int { (0..<unitCount).reduce(0) { $0 + (entries[$1].firstGlyph >= 0 ? 1 : 0) } }
  /// The total advance, font units.
  var totalAdvance: Int64 { entries[unitCount].prefixAdvance }

  private func entry(_ offset: Int) -> UnitEntry {
    precondition(offset >= 0 && offset <= unitCount, "offset out of range")
    return entries[offset]
  }
}

/// The properties a segment is shaped with, which (with the text) key the shape cache.
struct ShapingProperties: Hashable, Sendable {
  // (The references first and the small fields last: 37 bytes, where the fields of a
  // paragraph's item that follow can start.)
  var face: FontFace
  /// BCP 47 language tag; never taken from the process locale.
  var language: String
  var features: [OpenTypeFeature]
  /// ISO 15924 script tag, e.g. 'Arab'.
  var script: UInt32
  var isRightToLeft: Bool

  init(face: FontFace, isRightToLeft: Bool, script: UInt32, language: String, features: [OpenTypeFeature]) {
    self.face = face
    self.language = language
    self.features = features
    self.script = script
    self.isRightToLeft = isRightToLeft
  }
}
