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
    #expect(Self.files.count == 16)
  }
}
