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
    weight: Int?, italic: Bool?
  ) throws {
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else {
      hb_blob_destroy(blob)
      throw FontError.invalidFont(source: source, reason: "the file is empty")
    }
    let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))
    let file: SFNTFile
    do {
      file = try SFNTFile(bytes: bytes, faceIndex: faceIndex, source: source)
    } catch {
      hb_blob_destroy(blob)
      throw error
    }
    let face = hb_face_create(blob, UInt32(faceIndex))!
    let font = hb_font_create(face)!
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

    let stored = FontFace.readMetrics(file)
    func glyphTop(_ scalar: UInt32) -> Int {
      var glyph: hb_codepoint_t = 0
      var extents = hb_glyph_extents_t()
      guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0,
        hb_font_get_glyph_extents(font, glyph, &extents) != 0
      else { return 0 }
      return Int(extents.y_bearing)
    }
    self.metrics = FontMetrics(
      unitsPerEm: stored.upem, hhea: stored.hhea, typo: stored.typo, win: stored.win,
      usesTypoMetrics: stored.useTypo,
      capHeight: stored.capHeight ?? glyphTop(0x48),  // "H"
      xHeight: stored.xHeight ?? glyphTop(0x78))  // "x"
    let names = FontFace.readNames(face)
    self.family = family ?? names.family ?? "Unknown"
    self.styleName = names.style ?? "Regular"
    self.weight = weight ?? stored.weightClass ?? 400
    self.isItalic = italic ?? stored.italic
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

  public var description: String {
    "\(family) \(styleName) (weight \(weight)\(isItalic ? ", italic" : ""))"
  }

  public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  // MARK: - Table reading

  private struct StoredMetrics {
    var upem: Int
    var hhea: FontMetrics.StoredSet
    var typo: FontMetrics.StoredSet?
    var win: FontMetrics.StoredSet?
    var useTypo = false
    var capHeight: Int?
    var xHeight: Int?
    var weightClass: Int?
    var italic = false
  }

  private static func readMetrics(_ file: SFNTFile) -> StoredMetrics {
    // Presence and minimum lengths of head and hhea were checked by SFNTFile.
    let head = file.table("head")!
    let hhea = file.table("hhea")!
    var result = StoredMetrics(
      upem: Int(file.u16(head, 18)),
      hhea: .init(
        ascender: Int(file.i16(hhea, 4)), descender: Int(file.i16(hhea, 6)),
        lineGap: Int(file.i16(hhea, 8))))
    let macStyle = file.u16(head, 44)
    result.italic = macStyle & 0x2 != 0
    if let os2 = file.table("OS/2"), os2.length >= 78 {
      let version = file.u16(os2, 0)
      let fsSelection = file.u16(os2, 62)
      result.weightClass = Int(file.u16(os2, 4))
      result.italic = result.italic || fsSelection & 0x1 != 0 || fsSelection & 0x200 != 0
      result.useTypo = fsSelection & 0x80 != 0
      result.typo = .init(
        ascender: Int(file.i16(os2, 68)), descender: Int(file.i16(os2, 70)),
        lineGap: Int(file.i16(os2, 72)))
      result.win = .init(
        ascender: Int(file.u16(os2, 74)), descender: Int(file.u16(os2, 76)), lineGap: 0)
      if version >= 2, os2.length >= 90 {
        let xHeight = Int(file.i16(os2, 86))
        let capHeight = Int(file.i16(os2, 88))
        result.xHeight = xHeight > 0 ? xHeight : nil
        result.capHeight = capHeight > 0 ? capHeight : nil
      }
    }
    return result
  }

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
