import CHarfBuzz
import Foundation
import Synchronization

private let faceCounter = Atomic<Int>(0)

/// One face of a font file, loaded and validated, immutable and safe to share between threads.
///
/// A face is loaded once and reused at every size (`SizedFont`). It owns a read-only HarfBuzz
/// face and font at units-per-em scale; HarfBuzz documents both as thread-safe once made
/// immutable, and nothing here mutates them after `init`. Shaping buffers are created per call.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// A process-unique identity, stable for the life of the face.
  public let id: Int
  /// The family name (typographic family when the font has one).
  public let family: String
  /// The style name from the font (e.g. "Bold Italic").
  public let styleName: String
  /// OS/2 `usWeightClass` (400 regular, 700 bold), or the manifest's value.
  public let weight: Int
  /// Whether the face is italic or oblique.
  public let isItalic: Bool
  /// The file the face came from, or nil when registered from memory.
  public let path: String?
  /// The index of the face inside its file (non-zero only in collections).
  public let faceIndex: Int
  /// Vertical metrics in font units, with the selected set.
  public let metrics: FontMetrics
  /// Number of glyphs in the face.
  public let glyphCount: Int
  /// Whether the glyphs are color bitmaps (an emoji font's CBDT or sbix strikes), drawn as
  /// images (`colorGlyph(_:)`) rather than filled outlines.
  public let hasColorGlyphs: Bool
  /// The axes of a variable font (empty for a static one).
  public let variationAxes: [FontVariationAxis]
  /// The coordinates this face is set at, for the axes not at their defaults (empty: the font's
  /// default instance).
  public let variations: [FontVariation]
  /// The instances made from this face (`instance(_:)`), so that one position on the axes is
  /// always the same face object (shape caches key on faces).
  private let instances = Mutex<[[FontVariation]: FontFace]>([:])

  let hbFace: OpaquePointer
  let hbFont: OpaquePointer
  private let blob: OpaquePointer
  /// Which ASCII code points the cmap covers (bit n of word n / 64), so the common case needs
  /// no call into HarfBuzz.
  private let asciiCoverage: (UInt64, UInt64)
  /// Whether words may be shaped one by one (see `WordShaping.swift`): 0 not yet known, 1 yes,
  /// 2 no. Worked out on first use; two threads that race both find the same answer.
  let wordIndependence = Atomic<UInt8>(0)

  /// The largest font file or font data accepted, in bytes (256 MiB: the largest bundled or
  /// common CJK collections are a tenth of that).
  public static let maximumFileSize = 256 << 20

  /// Loads face `faceIndex` of the font file at `path`.
  ///
  /// Only regular files (or links to them) of at most `maximumFileSize` bytes are read: a FIFO,
  /// a device such as `/dev/zero` or a socket is refused before it is opened, so loading can
  /// neither block nor read without end.
  ///
  /// - Throws: `FontError.fileNotFound`, `.unreadable`, `.notARegularFile`, `.tooLarge`,
  ///   `.invalidFont` (including truncated files and files missing required tables) or
  ///   `.faceIndexOutOfRange`.
  public convenience init(
    contentsOf path: String, faceIndex: Int = 0, family: String? = nil, weight: Int? = nil,
    italic: Bool? = nil
  ) throws {
    var status = stat()
    guard !path.isEmpty, stat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR || path.isEmpty { throw FontError.fileNotFound(path: path) }
      throw FontError.unreadable(path: path)
    }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw FontError.unreadable(path: path) }
    guard type == S_IFREG else { throw FontError.notARegularFile(path: path) }
    guard status.st_size <= FontFace.maximumFileSize else {
      throw FontError.tooLarge(path: path, size: Int(status.st_size))
    }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw FontError.unreadable(path: path)
    }
    try self.init(
      blob: blob, source: path, path: path, faceIndex: faceIndex, family: family, weight: weight,
      italic: italic)
  }

  /// Loads face `faceIndex` of a font held in memory. The bytes are copied.
  public convenience init(
    data: [UInt8], faceIndex: Int = 0, family: String? = nil, weight: Int? = nil,
    italic: Bool? = nil
  ) throws {
    guard data.count <= FontFace.maximumFileSize else {
      throw FontError.tooLarge(path: "<memory>", size: data.count)
    }
    let storage = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(data.count, 1), alignment: 16)
    data.withUnsafeBytes { source in
      if let base = source.baseAddress, !source.isEmpty {
        storage.baseAddress!.copyMemory(from: base, byteCount: source.count)
      }
    }
    let blob = hb_blob_create(
      storage.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(data.count),
      HB_MEMORY_MODE_READONLY, storage.baseAddress,
      { pointer in pointer?.deallocate() })!
    try self.init(
      blob: blob, source: "<memory>", path: nil, faceIndex: faceIndex, family: family,
      weight: weight, italic: italic)
  }

  /// Takes ownership of `blob` (destroyed on failure too).
  private init(
    blob: OpaquePointer, source: String, path: String?, faceIndex: Int, family: String?,
    weight: Int?, italic: Bool?, variations: [FontVariation] = []
  ) throws {
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else {
      hb_blob_destroy(blob)
      throw FontError.invalidFont(source: source, reason: "the file is empty")
    }
    let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))
    do {
      // Validation only: every table inside the data and the tables a text engine needs.
      _ = try SFNTFile(bytes: bytes, faceIndex: faceIndex, source: source)
    } catch {
      hb_blob_destroy(blob)
      throw error
    }
    let tables: FreeTypeTables
    do {
      tables = try FreeTypeTables.read(bytes, faceIndex: faceIndex, variations: variations, source: source)
    } catch {
      hb_blob_destroy(blob)
      throw error
    }
    let applied = tables.axes.position(variations)
    let face = hb_face_create(blob, UInt32(faceIndex))!
    let font = hb_font_create(face)!
    if !applied.isEmpty {
      let settings = applied.map { hb_variation_t(tag: openTypeTag($0.tag), value: Float($0.value)) }
      settings.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
    }
    hb_font_make_immutable(font)
    let glyphs = Int(hb_face_get_glyph_count(face))
    guard glyphs > 0 else {
      hb_font_destroy(font)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
      throw FontError.invalidFont(source: source, reason: "HarfBuzz found no glyphs")
    }
    self.blob = blob
    self.hbFace = face
    self.hbFont = font
    self.glyphCount = glyphs
    self.hasColorGlyphs = hb_ot_color_has_png(face) != 0
    self.path = path
    self.faceIndex = faceIndex
    self.id = faceCounter.wrappingAdd(1, ordering: .relaxed).newValue
    var coverage: (UInt64, UInt64) = (0, 0)
    for codePoint in UInt32(0)..<128 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 else { continue }
      if codePoint < 64 { coverage.0 |= 1 << UInt64(codePoint) } else { coverage.1 |= 1 << UInt64(codePoint - 64) }
    }
    self.asciiCoverage = coverage

    self.variationAxes = tables.axes
    self.variations = applied
    func glyphTop(_ scalar: UInt32) -> Int {
      var glyph: hb_codepoint_t = 0
      var extents = hb_glyph_extents_t()
      guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0,
        hb_font_get_glyph_extents(font, glyph, &extents) != 0
      else { return 0 }
      return Int(extents.y_bearing)
    }
    self.metrics = FontMetrics(
      unitsPerEm: tables.unitsPerEm, hhea: tables.hhea, typo: tables.typo, win: tables.win,
      usesTypoMetrics: tables.usesTypoMetrics,
      capHeight: tables.capHeight ?? glyphTop(0x48),  // "H"
      xHeight: tables.xHeight ?? glyphTop(0x78),  // "x"
      underline: tables.underline, strikeout: tables.strikeout)
    let names = FontFace.readNames(face)
    self.family = family ?? names.family ?? "Unknown"
    self.styleName = names.style ?? "Regular"
    let axisWeight = applied.first { $0.tag == "wght" }.map { Int($0.value.rounded()) }
    self.weight = axisWeight ?? weight ?? tables.weightClass ?? 400
    self.isItalic = italic ?? tables.italic
  }

  /// The weight axis, when the face is a variable font with one.
  public var weightAxis: FontVariationAxis? { variationAxes.first { $0.tag == "wght" } }

  /// The weights the face can be set at: its axis's range, or its one weight.
  public var weightRange: ClosedRange<Int> {
    guard let axis = weightAxis else { return weight...weight }
    return Int(axis.minimum.rounded(.up))...Int(axis.maximum.rounded(.down))
  }

  /// This font at other coordinates on its axes (a variable font's instance): axes the font
  /// lacks are ignored, values are limited to each axis's range, and axes not given keep this
  /// face's values. Shaping, advances, outlines and metrics (with the `MVAR` deltas) all follow
  /// the coordinates. The same coordinates always give the same face object. A static font, or
  /// coordinates equal to this face's, give this face.
  public func instance(_ changes: [FontVariation]) -> FontFace {
    guard !variationAxes.isEmpty else { return self }
    let coordinates = variationAxes.position(changes, over: variations)
    if coordinates == variations { return self }
    if let known = instances.withLock({ $0[coordinates] }) { return known }
    let made: FontFace
    do {
      made = try FontFace(
        blob: hb_blob_reference(blob), source: path ?? "<memory>", path: path, faceIndex: faceIndex, family: family,
        weight: nil, italic: isItalic, variations: coordinates)
    } catch {
      // The same bytes loaded once already; should they fail now, the face at its own
      // coordinates is the answer.
      return self
    }
    return instances.withLock { stored in
      if let raced = stored[coordinates] { return raced }
      stored[coordinates] = made
      return made
    }
  }

  /// This font at `weight` on its weight axis (see `instance(_:)`); this face when it has none.
  public func instance(weight: Int) -> FontFace {
    guard weightAxis != nil else { return self }
    return instance([.weight(Double(weight))])
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
  }

  /// The glyph the face's cmap maps `scalar` to, or nil when the face does not cover it.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    glyph(forCodePoint: scalar.value)
  }

  /// Whether the cmap maps `codePoint`.
  @inline(__always)
  func covers(codePoint: UInt32) -> Bool {
    if codePoint < 64 { return asciiCoverage.0 & (1 << UInt64(codePoint)) != 0 }
    if codePoint < 128 { return asciiCoverage.1 & (1 << UInt64(codePoint - 64)) != 0 }
    return glyph(forCodePoint: codePoint) != nil
  }

  /// Whether the cmap maps every ASCII character in `set` (bit c of the 128-bit set: character c).
  @inline(__always)
  func coversASCII(_ set: ASCIISet) -> Bool {
    set.low & ~asciiCoverage.0 == 0 && set.high & ~asciiCoverage.1 == 0
  }

  func glyph(forCodePoint codePoint: UInt32) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0 ? glyph : nil
  }

  /// Whether the face's cmap covers every scalar of `string`.
  public func covers(_ string: String) -> Bool {
    string.unicodeScalars.allSatisfy { glyph(for: $0) != nil }
  }

  /// The horizontal advance of a glyph in font units, as HarfBuzz's OpenType functions read it.
  public func advance(ofGlyph glyph: UInt32) -> Int {
    Int(hb_font_get_glyph_h_advance(hbFont, glyph))
  }

  /// The family, style, weight and italic (`Noto Sans Regular (weight 400)`).
  public var description: String {
    "\(family) \(styleName) (weight \(weight)\(isItalic ? ", italic" : ""))"
  }

  public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
  /// Hashes the face's process-unique identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  // MARK: - Names

  private static func readNames(_ face: OpaquePointer) -> (family: String?, style: String?) {
    let english = hb_language_from_string("en", -1)
    func name(_ id: UInt32) -> String? {
      var size: UInt32 = 0
      let length = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), english, &size, nil)
      guard length > 0 else { return nil }
      var buffer = [CChar](repeating: 0, count: Int(length) + 1)
      size = UInt32(buffer.count)
      _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), english, &size, &buffer)
      let bytes = buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }
      let text = String(decoding: bytes, as: UTF8.self)
      return text.isEmpty ? nil : text
    }
    return (name(16) ?? name(1), name(17) ?? name(2))
  }
}
