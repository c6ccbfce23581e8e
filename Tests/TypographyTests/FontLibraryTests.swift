import Foundation
import Testing
@testable import Typography

@Suite("Font library lookup, registration and bad font files")
struct FontLibraryTests {
  @Test("family, weight and style lookup")
  func lookup() throws {
    let boldItalic = try #require(bundledLibrary.face(family: "noto sans", weight: 700, italic: true))
    #expect(boldItalic.styleName == "Bold Italic")
    // 600 has no exact face: CSS matching takes the nearest heavier weight, 700.
    #expect(bundledLibrary.face(family: "Noto Sans", weight: 600)?.weight == 700)
    // 300: lighter first (none), then heavier: 400.
    #expect(bundledLibrary.face(family: "Noto Sans", weight: 300)?.weight == 400)
    // 500 looks heavier up to 500, then lighter: 400 before 700.
    #expect(bundledLibrary.face(family: "Noto Sans", weight: 500)?.weight == 400)
    // Noto Serif has no italic: the upright face of the right weight.
    let serif = try #require(bundledLibrary.face(family: "Noto Serif", weight: 700, italic: true))
    #expect(serif.weight == 700 && !serif.isItalic)
    #expect(bundledLibrary.face(family: "Comic Sans") == nil)
  }

  @Test("an unknown family resolves to the default family and says so")
  func resolveUnknown() throws {
    let resolution = try #require(bundledLibrary.resolve(family: "No Such Family"))
    #expect(resolution.face.family == "Noto Sans")
    #expect(!resolution.matchedFamily)
    #expect(bundledLibrary.resolve(family: "DejaVu Sans")?.matchedFamily == true)
  }

  @Test("the fallback order comes from the manifest")
  func fallbackOrder() {
    #expect(bundledLibrary.fallbackFaces.map(\.family) == [
      "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
      "Noto Sans Thai", "Droid Sans Fallback", "DejaVu Sans", "Noto Color Emoji",
    ])
  }

  @Test("adding a file and font data makes new libraries; the later addition wins its family")
  func registration() throws {
    let empty = FontLibrary()
    #expect(empty.resolve(family: nil) == nil)
    let path = fontsDirectory + "/DejaVuSans.ttf"
    let withFile = try empty.adding(contentsOf: path, family: "Custom")
    let fromFile = try #require(withFile.faces.first)
    #expect(withFile.face(family: "Custom") == fromFile)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let withData = try withFile.adding(data: Array(bytes), family: "Custom", fallback: true)
    let fromData = try #require(withData.faces.first)
    #expect(withData.face(family: "Custom") == fromData)
    #expect(withData.fallbackFaces == [fromData])
    #expect(fromData.metrics == fromFile.metrics)
    #expect(fromData.path == nil)
    // The libraries a new one was made from are unchanged.
    #expect(empty.faces.isEmpty)
    #expect(withFile.faces == [fromFile])
    #expect(withFile.fallbackFaces.isEmpty)
  }

  @Test("weights anywhere in Int's range rank without overflow, as the nearest of 1...1000")
  func extremeWeights() throws {
    // Noto Sans has 400 and 700: Int.max ranks like 1000 (heaviest first), Int.min like 1.
    #expect(bundledLibrary.face(family: "Noto Sans", weight: .max)?.weight == 700)
    #expect(bundledLibrary.face(family: "Noto Sans", weight: .min)?.weight == 400)
    #expect(bundledLibrary.resolve(family: "Noto Sans", weight: .min, italic: true)?.face.isItalic == true)
    #expect(FontLibrary.weightRank(.min, wanted: .max) == FontLibrary.weightRank(1, wanted: 1_000))
  }

  @Test("a missing file, a directory, an empty file, garbage and a truncated font all throw")
  func badFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-font-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let missing = directory.appendingPathComponent("missing.ttf").path
    #expect(throws: FontError.fileNotFound(path: missing)) { try FontFace(contentsOf: missing) }
    #expect(throws: FontError.unreadable(path: directory.path)) {
      try FontFace(contentsOf: directory.path)
    }

    let empty = directory.appendingPathComponent("empty.ttf").path
    _ = FileManager.default.createFile(atPath: empty, contents: Data())
    #expect(throws: FontError.invalidFont(source: empty, reason: "the file is empty")) {
      try FontFace(contentsOf: empty)
    }

    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect {
      try FontFace(data: [0x47, 0x41, 0x52, 0x42] + garbage)  // "GARB"
    } throws: { error in
      guard case FontError.invalidFont(_, let reason) = error else { return false }
      return reason.hasPrefix("unknown signature")
    }

    let real = try #require(FileManager.default.contents(atPath: fontsDirectory + "/NotoSans-Regular.ttf"))
    let truncated = directory.appendingPathComponent("truncated.ttf").path
    _ = FileManager.default.createFile(atPath: truncated, contents: real.prefix(10_000))
    #expect {
      try FontFace(contentsOf: truncated)
    } throws: { error in
      guard case FontError.invalidFont(let source, let reason) = error else { return false }
      return source == truncated && reason.contains("extends past the end of the data")
    }
    #expect(throws: FontError.faceIndexOutOfRange(source: "<memory>", index: 2, count: 1)) {
      try FontFace(data: Array(real), faceIndex: 2)
    }
    // Errors read as sentences.
    #expect(FontError.fileNotFound(path: "/x.ttf").description == "font file not found: /x.ttf")
  }

  @Test("a manifest that is missing or names a missing file throws")
  func badManifest() throws {
    #expect(throws: FontError.self) { try FontManifest(directory: "/nonexistent-baseline-fonts") }
    var manifest = try FontManifest(directory: fontsDirectory)
    manifest.fonts[0].file = "NotThere.ttf"
    #expect(throws: FontError.fileNotFound(path: fontsDirectory + "/NotThere.ttf")) {
      try FontLibrary(manifest: manifest)
    }
  }

  @Test("every manifest entry names its package, version and an existing license file")
  func manifestProvenance() throws {
    let manifest = try FontManifest(directory: fontsDirectory)
    #expect(manifest.defaultFamily == "Noto Sans")
    for entry in manifest.fonts {
      #expect(!entry.package.isEmpty && !entry.packageVersion.isEmpty && !entry.license.isEmpty)
      #expect(FileManager.default.fileExists(atPath: fontsDirectory + "/" + entry.licenseFile))
    }
  }
}
