import Foundation
import Testing
@testable import Typography

/// The metrics the engine reads through FreeType, checked against the tables' own bytes: a
/// reader written here from the OpenType spec's field offsets (head, hhea, OS/2, post), so the
/// check does not depend on FreeType.
@Suite("FreeType metrics equal the tables' own values")
struct FreeTypeTablesTests {
  /// The fields the spec puts at fixed offsets, read straight from a font file.
  struct RawTables {
    var upem: Int
    var hhea: FontMetrics.StoredSet
    var typo: FontMetrics.StoredSet?
    var win: FontMetrics.StoredSet?
    var useTypo = false
    var underline: (position: Int, thickness: Int)
    var strikeout: (position: Int, size: Int)?

    init(file: String) throws {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
      func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
      func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
      var tables: [String: Int] = [:]
      for index in 0..<u16(4) {
        let record = 12 + 16 * index
        tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
      }
      let head = try #require(tables["head"])
      let hhea = try #require(tables["hhea"])
      let post = try #require(tables["post"])
      upem = u16(head + 18)
      self.hhea = .init(ascender: i16(hhea + 4), descender: i16(hhea + 6), lineGap: i16(hhea + 8))
      underline = (i16(post + 8), i16(post + 10))
      if let os2 = tables["OS/2"] {
        useTypo = u16(os2 + 62) & 0x80 != 0
        typo = .init(ascender: i16(os2 + 68), descender: i16(os2 + 70), lineGap: i16(os2 + 72))
        win = .init(ascender: u16(os2 + 74), descender: u16(os2 + 76), lineGap: 0)
        strikeout = (i16(os2 + 28), i16(os2 + 26))
      }
    }
  }

  static let files: [String] = {
    guard let manifest = try? FontManifest(directory: fontsDirectory) else { return [] }
    return manifest.fonts.map { manifest.path(of: $0) }
  }()

  @Test("every bundled font", arguments: files)
  func matches(_ file: String) throws {
    let raw = try RawTables(file: file)
    let metrics = try FontFace(contentsOf: file).metrics
    #expect(metrics.unitsPerEm == raw.upem)
    #expect(metrics.hhea == raw.hhea)
    #expect(metrics.typo == raw.typo)
    #expect(metrics.win == raw.win)
    #expect(metrics.usesTypoMetrics == raw.useTypo)
    #expect(metrics.underline.center == Double(raw.underline.position) - Double(raw.underline.thickness) / 2)
    if let strikeout = raw.strikeout, strikeout.size > 0 {
      #expect(metrics.strikethrough.center == Double(strikeout.position) - Double(strikeout.size) / 2)
      #expect(metrics.strikethrough.thickness == strikeout.size)
    }
  }

  @Test("the manifest lists every bundled file")
  func everyFile() {
    #expect(Self.files.count == 17)
  }
}

/// A TrueType collection made in memory from two bundled files: each file is copied whole after
/// the collection header, with its table offsets moved by where it landed.
@Suite("Font collections by face index")
struct FontCollectionTests {
  static func collection(_ files: [String]) throws -> [UInt8] {
    let fonts = try files.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: fontsDirectory + "/" + $0))) }
    func put32(_ value: Int, into bytes: inout [UInt8], at offset: Int) {
      for index in 0..<4 { bytes[offset + index] = UInt8((value >> (24 - 8 * index)) & 0xFF) }
    }
    var bytes = [UInt8]("ttcf".utf8) + [0, 1, 0, 0] + [UInt8](repeating: 0, count: 4 + 4 * fonts.count)
    put32(fonts.count, into: &bytes, at: 8)
    for (index, font) in fonts.enumerated() {
      while bytes.count % 4 != 0 { bytes.append(0) }
      let start = bytes.count
      put32(start, into: &bytes, at: 12 + 4 * index)
      var copy = font
      let tableCount = Int(font[4]) << 8 | Int(font[5])
      for table in 0..<tableCount {
        let field = 12 + 16 * table + 8
        let offset = Int(font[field]) << 24 | Int(font[field + 1]) << 16 | Int(font[field + 2]) << 8 | Int(font[field + 3])
        put32(offset + start, into: &copy, at: field)
      }
      bytes += copy
    }
    return bytes
  }

  @Test("each face of a collection loads by its index, with its own names and metrics")
  func faces() throws {
    let data = try Self.collection(["LiberationSans-Regular.ttf", "NotoSansMono-Regular.ttf"])
    let first = try FontFace(data: data, faceIndex: 0)
    let second = try FontFace(data: data, faceIndex: 1)
    #expect(first.family == "Liberation Sans")
    #expect(first.metrics.unitsPerEm == 2048 && first.metrics.ascent == 1854)
    #expect(second.family == "Noto Sans Mono")
    #expect(second.metrics.unitsPerEm == 1000 && second.metrics.ascent == 1069)
    // Shaping uses the indexed face: hb-shape Fonts/LiberationSans-Regular.ttf "Hello".
    let paragraph = typesetter.layout(StyledText("Hello", font: SizedFont(first, size: 2048)))
    #expect(paragraph.width == 4667)
    #expect(throws: FontError.self) { try FontFace(data: data, faceIndex: 2) }
  }
}
