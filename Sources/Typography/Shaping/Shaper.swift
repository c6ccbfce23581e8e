import CHarfBuzz
import Glibc

/// Runs HarfBuzz on one segment with HarfBuzz's own OpenType font functions (`hb-ot`), which read
/// advances from the font tables without rounding. Direction, script and language are always set
/// explicitly, so the process locale never changes the result.
enum Shaper {
  /// The most non-starters (characters of a nonzero canonical combining class: accents,
  /// vowel signs) shaped in a row; the ones after them, up to the next starter, are left out of
  /// shaping and draw nothing. Unicode's stream-safe text format (UAX #15) uses the same limit;
  /// real text stays far below it, and HarfBuzz's cost for one cluster grows with the square of
  /// its marks ("e" and 40,000 U+0301 took seconds).
  static let maximumNonStarters = 30

  /// Shapes `text` (UTF-16). Tabs are shaped as spaces; the caller keeps line-separator
  /// characters out of segments. Non-starters past `maximumNonStarters` in a row are not shaped.
  static func shape(_ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties) -> ShapedSegment {
    guard !text.isEmpty else { return .empty }
    guard let buffer = ThreadBuffer.take() else { return ShapedSegment(glyphs: [], unitCount: text.count) }
    defer { ThreadBuffer.give(buffer) }
    if mayHaveLongMarkRun(text) {
      addCappingMarks(text, to: buffer)
    } else if text.contains(0x09) {
      var copy = Array(text)
      for index in copy.indices where copy[index] == 0x09 { copy[index] = 0x20 }
      copy.withUnsafeBufferPointer { add($0, to: buffer) }
    } else {
      add(text, to: buffer)
    }
    hb_buffer_set_direction(buffer, properties.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(properties.script))
    hb_buffer_set_language(
      buffer, properties.language == "und" ? undetermined : hb_language_from_string(properties.language, -1))
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)

    let features = properties.features.map { feature -> hb_feature_t in
      hb_feature_t(tag: openTypeTag(feature.tag), value: feature.value, start: 0, end: UInt32.max)
    }
    features.withUnsafeBufferPointer { list in
      hb_shape(properties.face.hbFont, buffer, list.baseAddress, UInt32(list.count))
    }
    guard hb_buffer_allocation_successful(buffer) != 0 else { return ShapedSegment(glyphs: [], unitCount: text.count) }

    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return ShapedSegment(glyphs: [], unitCount: text.count) }
    let unsafeFlag = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
    return ShapedSegment(unitCount: text.count, glyphCount: Int(count)) { glyphs in
      for index in 0..<Int(count) {
        let info = infos[index]
        let position = positions[index]
        (glyphs + index).initialize(
          to: ShapedGlyph(
            id: info.codepoint, cluster: Int32(bitPattern: info.cluster),
            advance: position.x_advance, xOffset: position.x_offset, yOffset: position.y_offset,
            unsafeToBreak: chb_glyph_flags(infos + index).rawValue & unsafeFlag != 0))
      }
    }
  }

  private static func add(_ text: UnsafeBufferPointer<UInt16>, to buffer: OpaquePointer) {
    hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
  }

  /// Whether `text` has more than `maximumNonStarters` code units from U+0300 up in a row (every
  /// non-starter is there): a cheap test that lets almost every text skip `addCappingMarks`.
  private static func mayHaveLongMarkRun(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
    var run = 0
    for unit in text {
      run = unit >= 0x300 ? run + 1 : 0
      if run > maximumNonStarters { return true }
    }
    return false
  }

  /// Adds `text` code point by code point, as `hb_buffer_add_utf16` would (clusters are UTF-16
  /// offsets, a lone surrogate is U+FFFD, a tab a space), leaving out each non-starter that
  /// follows `maximumNonStarters` others.
  private static func addCappingMarks(_ text: UnsafeBufferPointer<UInt16>, to buffer: OpaquePointer) {
    let unicode = hb_unicode_funcs_get_default()
    hb_buffer_set_content_type(buffer, HB_BUFFER_CONTENT_TYPE_UNICODE)
    var nonStarters = 0
    var index = 0
    while index < text.count {
      var (scalar, width) = decodeScalar(text, at: index)
      if scalar == 0x09 { scalar = 0x20 }
      nonStarters = hb_unicode_combining_class(unicode, scalar) == HB_UNICODE_COMBINING_CLASS_NOT_REORDERED ? 0 : nonStarters + 1
      if nonStarters <= maximumNonStarters { hb_buffer_add(buffer, scalar, UInt32(index)) }
      index += width
    }
  }
}

/// HarfBuzz's handle for the undetermined language, looked up once. Language handles are
/// interned, immutable and valid for the life of the process, so sharing one is safe.
private nonisolated(unsafe) let undetermined = hb_language_from_string("und", -1)

/// One HarfBuzz buffer per thread, reused from segment to segment (creating a buffer for every
/// segment costs allocations that show in cold layout). A thread's buffer is destroyed when the
/// thread ends, and a buffer that grew for a very long segment is not kept.
private enum ThreadBuffer {
  /// Buffers that held more glyphs than this are destroyed after use rather than kept.
  static let keepLimit: UInt32 = 16_384

  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { hb_buffer_destroy(OpaquePointer(pointer)) }
    }
    return key
  }()

  /// The thread's buffer, emptied, or a new one; the thread holds none until `give`.
  static func take() -> OpaquePointer? {
    if let stored = pthread_getspecific(key) {
      pthread_setspecific(key, nil)
      let buffer = OpaquePointer(stored)
      hb_buffer_clear_contents(buffer)
      return buffer
    }
    return hb_buffer_create()
  }

  /// Returns a buffer after use: kept for the thread's next segment unless it grew large.
  static func give(_ buffer: OpaquePointer) {
    guard hb_buffer_get_length(buffer) <= keepLimit, pthread_getspecific(key) == nil else {
      hb_buffer_destroy(buffer)
      return
    }
    pthread_setspecific(key, UnsafeRawPointer(buffer))
  }
}

/// The OpenType tag spelled by `tag` (four ASCII characters, as feature and table tags are).
func openTypeTag(_ tag: String) -> hb_tag_t {
  let bytes = Array(tag.utf8)
  return chb_tag(
    CChar(bitPattern: bytes[0]), CChar(bitPattern: bytes[1]), CChar(bitPattern: bytes[2]), CChar(bitPattern: bytes[3]))
}
