/// Read-only access to the binary tables of an OpenType/TrueType file, used to validate a file
/// before HarfBuzz sees it and to read the vertical metrics exactly as stored (HarfBuzz's own
/// metric accessors apply a different fallback order than the one this engine documents).
struct SFNTFile {
  struct TableRecord {
    var offset: Int
    var length: Int
  }

  let bytes: UnsafeRawBufferPointer
  let tables: [UInt32: TableRecord]
  let faceCount: Int

  /// Parses the table directory of face `faceIndex`, checking that every table lies inside the
  /// data and that the tables a text engine needs are present.
  init(bytes: UnsafeRawBufferPointer, faceIndex: Int, source: String) throws {
    self.bytes = bytes
    func fail(_ reason: String) -> FontError { .invalidFont(source: source, reason: reason) }
    guard bytes.count >= 12 else { throw fail("the data is only \(bytes.count) bytes long") }
    var directoryOffset = 0
    let signature = SFNTFile.u32(bytes, 0)
    if signature == tag("ttcf") {
      let count = Int(SFNTFile.u32(bytes, 8))
      faceCount = count
      guard faceIndex >= 0, faceIndex < count else {
        throw FontError.faceIndexOutOfRange(source: source, index: faceIndex, count: count)
      }
      let entry = 12 + 4 * faceIndex
      guard entry + 4 <= bytes.count else { throw fail("the collection header is truncated") }
      directoryOffset = Int(SFNTFile.u32(bytes, entry))
    } else {
      faceCount = 1
      guard faceIndex == 0 else {
        throw FontError.faceIndexOutOfRange(source: source, index: faceIndex, count: 1)
      }
      guard signature == 0x0001_0000 || signature == tag("OTTO") || signature == tag("true") else {
        throw fail("unknown signature 0x\(String(signature, radix: 16))")
      }
    }
    guard directoryOffset + 12 <= bytes.count else { throw fail("the table directory is truncated") }
    let tableCount = Int(SFNTFile.u16(bytes, directoryOffset + 4))
    guard directoryOffset + 12 + 16 * tableCount <= bytes.count else {
      throw fail("the table directory is truncated")
    }
    var records: [UInt32: TableRecord] = [:]
    for index in 0..<tableCount {
      let base = directoryOffset + 12 + 16 * index
      let tableTag = SFNTFile.u32(bytes, base)
      let offset = Int(SFNTFile.u32(bytes, base + 8))
      let length = Int(SFNTFile.u32(bytes, base + 12))
      guard offset + length <= bytes.count else {
        throw fail("table '\(tagString(tableTag))' extends past the end of the data (truncated file?)")
      }
      records[tableTag] = TableRecord(offset: offset, length: length)
    }
    tables = records
    for required in ["head", "hhea", "hmtx", "maxp", "cmap"] where records[tag(required)] == nil {
      throw fail("required table '\(required)' is missing")
    }
    let hasOutlines =
      (records[tag("glyf")] != nil && records[tag("loca")] != nil)
      || records[tag("CFF ")] != nil || records[tag("CFF2")] != nil
    // A color emoji font may have bitmaps (CBDT/CBLC, sbix) instead of outlines.
    let hasBitmaps = (records[tag("CBDT")] != nil && records[tag("CBLC")] != nil) || records[tag("sbix")] != nil
    guard hasOutlines || hasBitmaps else {
      throw fail("the font has no glyph outlines (glyf/loca or CFF) or color bitmaps (CBDT/CBLC or sbix)")
    }
    guard let head = records[tag("head")], head.length >= 54 else { throw fail("'head' is too short") }
    guard let hhea = records[tag("hhea")], hhea.length >= 36 else { throw fail("'hhea' is too short") }
    let upem = SFNTFile.u16(bytes, head.offset + 18)
    guard upem >= 16 && upem <= 16384 else { throw fail("unitsPerEm \(upem) is out of range") }
  }

  func table(_ name: String) -> TableRecord? { tables[tag(name)] }

  func u16(_ record: TableRecord, _ at: Int) -> UInt16 { SFNTFile.u16(bytes, record.offset + at) }
  func i16(_ record: TableRecord, _ at: Int) -> Int16 { Int16(bitPattern: u16(record, at)) }

  static func u16(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt16 {
    UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }
  static func u32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}

/// Packs a four-character OpenType tag big-endian into 32 bits.
func tag(_ string: String) -> UInt32 {
  var value: UInt32 = 0
  var count = 0
  for byte in string.utf8.prefix(4) {
    value = value << 8 | UInt32(byte)
    count += 1
  }
  while count < 4 {
    value = value << 8 | 0x20
    count += 1
  }
  return value
}

/// The four characters of a packed tag.
func tagString(_ value: UInt32) -> String {
  let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
  return String(decoding: bytes, as: UTF8.self)
}
