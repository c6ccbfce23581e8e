import CHarfBuzz
import Synchronization

// Shaping word by word.
//
// Form and UI texts repeat a small vocabulary, and HarfBuzz costs far more per glyph than a
// cache look-up. When nothing in a font can act across a space (U+0020), the glyphs of a run
// are exactly the glyphs of its words (each with the spaces after it) shaped separately, so a
// paragraph is shaped from cached words (Chromium shapes simple text word by word too, with the
// same test on the font).
// A font qualifies when the space glyph is in none of its GSUB or GPOS lookups (as input,
// context or output) and it has no legacy `kern` table and no AAT `morx`/`kerx` tables, which
// HarfBuzz would apply without GSUB/GPOS lookups. Other fonts shape each run whole.

extension FontFace {
  /// Whether shaping a run word by word gives exactly the glyphs of shaping it whole.
  var shapesWordsIndependently: Bool {
    switch wordIndependence.load(ordering: .relaxed) {
    case 1: return true
    case 2: return false
    default:
      let independent = Self.spaceIsInert(face: hbFace, font: hbFont)
      wordIndependence.store(independent ? 1 : 2, ordering: .relaxed)
      return independent
    }
  }

  private static func spaceIsInert(face: OpaquePointer, font: OpaquePointer) -> Bool {
    for tag in ["kern", "morx", "kerx"] {
      let table = hb_face_reference_table(face, openTypeTag(tag))
      defer { hb_blob_destroy(table) }
      if hb_blob_get_length(table) > 0 { return false }
    }
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return false }
    let sets = (0..<4).map { _ in hb_set_create()! }
    defer { sets.forEach { hb_set_destroy($0) } }
    for table in [openTypeTag("GSUB"), openTypeTag("GPOS")] {
      let count = hb_ot_layout_table_get_lookup_count(face, table)
      for lookup in 0..<count {
        sets.forEach { hb_set_clear($0) }
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
        if sets.contains(where: { hb_set_has($0, space) != 0 }) { return false }
      }
    }
    return true
  }
}

/// The pieces a run is shaped in when its font shapes words independently: each word with the
/// run of spaces after it, cut after a run of spaces only where every space in it is a grapheme
/// of its own (a space that carries a combining mark stays with its neighbours: HarfBuzz treats
/// a mark on a space specially, and only whole-run shaping gives the run's own result). Spaces
/// at the start of the run are a piece of their own. A word keeps its spaces because nothing in
/// such a font acts across a space, so the word and its spaces shaped together are the two
/// shaped apart, and a paragraph then holds and looks up half as many pieces. Offsets are
/// relative to the run; `graphemeBoundary` is asked about offsets 0 through `text.count`.
func wordPieces(_ text: UnsafeBufferPointer<UInt16>, graphemeBoundary: (Int) -> Bool) -> [Range<Int>] {
  var pieces: [Range<Int>] = []
  // At most a piece per run of spaces, and a last word: room made once rather than grown
  // several times for a line of words.
  var spaceRuns = 0
  var previous: UInt16 = 0
  for unit in text {
    if unit == 0x20 && previous != 0x20 { spaceRuns += 1 }
    previous = unit
  }
  pieces.reserveCapacity(spaceRuns + 1)
  var start = 0
  var index = 0
  while index < text.count {
    guard text[index] == 0x20 else {
      index += 1
      continue
    }
    var end = index + 1
    while end < text.count && text[end] == 0x20 { end += 1 }
    if (index...end).allSatisfy(graphemeBoundary) {
      pieces.append(start..<end)
      start = end
    }
    index = end
  }
  if start < text.count { pieces.append(start..<text.count) }
  return pieces
}
