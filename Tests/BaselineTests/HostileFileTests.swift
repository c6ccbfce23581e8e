import Baseline
import BaselineTestSupport
@testable import BaselineRendering
import BaselineScenes
import Foundation
import Testing

/// The wall-clock time of `body`, in seconds.
private func time(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The best of four wall-clock times of `small` and of `large`, in seconds, taken in turn, so
/// that a burst of other work on the machine slows both sizes rather than one.
private func bestTimes(_ small: () throws -> Void, _ large: () throws -> Void) rethrows -> (small: Double, large: Double) {
  var best = (small: Double.infinity, large: Double.infinity)
  for _ in 0..<4 {
    best.small = min(best.small, try time(small))
    best.large = min(best.large, try time(large))
  }
  return best
}

/// Checks that `body`'s cost grows at most linearly with its input: at four times `size` it
/// takes less than ten times as long (a quadratic cost takes sixteen; a linear one four, and a
/// loaded machine under AddressSanitizer was seen at 9.1 for a linear cost, its larger input
/// missing the caches more), counting anything under 50 ms as 50 ms (timer noise), and under
/// `limit` seconds, a bound loose enough for a loaded machine.
private func expectLinearGrowth(
  from size: Int, limit: Double = 30, sourceLocation: SourceLocation = #_sourceLocation, _ body: (Int) throws -> Void
) rethrows {
  let (small, large) = try bestTimes({ try body(size) }, { try body(4 * size) })
  #expect(large < 10 * max(small, 0.05), "\(size): \(small) s, \(4 * size): \(large) s", sourceLocation: sourceLocation)
  #expect(large < limit, "\(4 * size): \(large) s", sourceLocation: sourceLocation)
}

/// A PNG of `width` x `height` claimed in its header, with no pixel data.
private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
  func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
    + [8, 2, 0, 0, 0] + be32(0)
}

/// The bundled 1024 x 1024 progressive JPEG (flat RGB 120, 130, 140; ten scans, made with
/// `cjpeg -progressive`) with its last scan repeated `copies` more times.
private func progressiveJPEG(repeatingLastScan copies: Int) throws -> [UInt8] {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/flat-progressive.jpg").path
  let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  let lastScan = try #require((0..<(bytes.count - 1)).last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
  let end = bytes.count - 2  // the end-of-image marker
  return Array(bytes[..<end]) + Array(repeating: bytes[lastScan..<end], count: copies).flatMap { $0 } + bytes[end...]
}

@Suite("Hostile files and sizes")
struct HostileFileTests {
  @Test("a PNG header claiming 2^32 - 1 x 2^32 - 1 pixels draws its placeholder (the pixel count overflowed and trapped)")
  func pngPixelCountOverflow() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/huge.png"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(pngHeader(width: .max, height: .max))))
      let result = LayoutEngine().layout(Image(path).resizable().frame(width: 20, height: 10))
      let raster = try PNGRenderer(scale: 1).raster(DisplayList(result))
      #expect(raster.width == 20 && raster.height == 10)
      // Undecodable: the placeholder's fill, not white.
      #expect(raster.pixel(x: 10, y: 5) != (255, 255, 255))
    }
  }

  @Test("an image scaled by the largest finite factor, infinity or NaN is drawn without trapping", arguments: [
    CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude, .infinity, .nan, 1e300,
  ])
  func extremeScaleEffect(_ factor: CGFloat) throws {
    try withTemporaryDirectory { folder in
      try writeQuadrants(to: folder + "/q.png")
      let view = Image(folder + "/q.png").resizable().frame(width: 10, height: 10).scaleEffect(factor).frame(width: 20, height: 20)
      let raster = try PNGRenderer(scale: 1).raster(DisplayList(LayoutEngine().layout(view)))
      #expect(raster.width == 20 && raster.height == 20)
    }
  }

  @Test("a progressive JPEG of 100 scans is drawn; of 101 or more (a repeated last scan) it is refused, in time that does not grow")
  func jpegScanLimit() throws {
    try withTemporaryDirectory { folder in
      func drawn(_ copies: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8) {
        let path = folder + "/scans\(copies).jpg"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(try progressiveJPEG(repeatingLastScan: copies))))
        let result = LayoutEngine().layout(Image(path).resizable().frame(width: 8, height: 8))
        return try PNGRenderer(scale: 1).raster(DisplayList(result)).pixel(x: 4, y: 4)
      }
      func isFlatColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
        abs(Int(pixel.red) - 120) <= 3 && abs(Int(pixel.green) - 130) <= 3 && abs(Int(pixel.blue) - 140) <= 3
      }
      // The fixture has 10 scans: 90 more make 100, the limit; 91 more are one too many.
      #expect(isFlatColor(try drawn(0)))
      #expect(isFlatColor(try drawn(90)))
      #expect(!isFlatColor(try drawn(91)))
      try expectLinearGrowth(from: 2_000) { copies in _ = try drawn(copies) }
    }
  }

  @Test("Markdown: nested emphasis, brackets before links, unmatched closers and unclosed destinations cost time linear in the text")
  func markdownIsLinear() {
    let engine = LayoutEngine()
    let patterns: [(Int) -> String] = [
      { n in String(repeating: "*a ", count: n) + "b" + String(repeating: " b*", count: n) },
      { n in String(repeating: "[", count: n) + String(repeating: "[a](b)", count: n) },
      { n in String(repeating: "a* ", count: n) },
      // Each "](" starts a destination that is never closed: 10,000 of these took 27 s.
      { n in String(repeating: "[](x", count: n) },
      { n in String(repeating: "[a](<b", count: n) },
    ]
    for pattern in patterns {
      expectLinearGrowth(from: 4_000) { n in _ = engine.layout(Text(LocalizedStringKey(pattern(n))).frame(width: 300)) }
    }
  }

  @Test("a letter under thousands of combining marks costs time linear in the marks (they are capped per cluster)")
  func combiningMarksAreLinear() {
    expectLinearGrowth(from: 5_000) { n in
      _ = engine().layout(Text(verbatim: "e" + String(repeating: "\u{301}", count: n)))
    }
  }

  @Test("a line of thousands of words is drawn to SVG in time linear in its words")
  func longLineDrawing() {
    expectLinearGrowth(from: 4_000) { n in
      _ = SVGRenderer().render(DisplayList(engine().layout(Text(verbatim: String(repeating: "word ", count: n)))))
    }
  }

  @Test("the real command refuses a PNG too large before drawing it: exit 2, one line, in time linear in the text")
  func pictureSizeCheckedFirst() throws {
    let baseline = try baselineExecutable()
    try withTemporaryDirectory { folder in
      // At 8 pixels a point, 10,000 words (about 450,000 points wide) are far over 64
      // megapixels; the line is (1069 + 293) / 1000 x 17 = 23.154 points tall, 185.2 pixels,
      // 186 rounded up.
      func refused(_ words: Int) throws {
        let scene = #"{"root": {"type": "Text", "text": ""# + String(repeating: "word ", count: words) + #""}}"#
        let path = folder + "/line.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(scene.utf8)))
        let run = try runProgram(baseline, ["render", path, "-o", folder + "/line.png", "--scale", "8"])
        #expect(run.status == 2)
        #expect(run.error.contains(" x 186 pixels; at most 64000000 pixels are drawn\n"), "\(run.error)")
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/line.png"))
      }
      try expectLinearGrowth(from: 10_000) { words in try refused(words) }
    }
  }

  @Test("laying out an image reads its header only: 40 views of a 32 MB file cost what 40 views of a 1 MB file do")
  func imageHeaderOnly() throws {
    try withTemporaryDirectory { folder in
      // A PNG header then one ancillary chunk of padding: 1 MB and 32 MB.
      func write(_ name: String, megabytes: Int) {
        var bytes = pngHeader(width: 64, height: 32)
        bytes += [UInt8((megabytes << 20) >> 24), UInt8(((megabytes << 20) >> 16) & 0xFF), 0, 0] + Array("zzZz".utf8)
        bytes += [UInt8](repeating: 0, count: (megabytes << 20) + 4)
        #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)))
      }
      write("small.png", megabytes: 1)
      write("large.png", megabytes: 32)
      func layout(_ name: String) -> LayoutResult {
        LayoutEngine().layout(VStack { ForEach(0..<40, id: \.self) { _ in Image(folder + "/" + name) } })
      }
      #expect(layout("large.png").views(ofKind: "Image").allSatisfy { $0.frame.size == CGSize(width: 64, height: 32) })
      let (small, large) = bestTimes({ _ = layout("small.png") }, { _ = layout("large.png") })
      #expect(large < 3 * max(small, 0.05), "1 MB: \(small) s, 32 MB: \(large) s")
    }
  }

  @Test("a JPEG of 100,000 empty segments before its frame has no size: its header is not walked to the end")
  func jpegSegmentLimit() throws {
    try withTemporaryDirectory { folder in
      // SOI, 100,000 empty APP1 segments (length 2), then a frame of 16 x 16.
      let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03] + [UInt8](repeating: 0, count: 9)
      let few = [0xFF, 0xD8] + Array(repeating: [0xFF, 0xE1, 0x00, 0x02], count: 10).flatMap { $0 } + frame
      let many = [0xFF, 0xD8] + Array(repeating: [0xFF, 0xE1, 0x00, 0x02], count: 100_000).flatMap { $0 } + frame
      #expect(FileManager.default.createFile(atPath: folder + "/few.jpg", contents: Data(few)))
      #expect(FileManager.default.createFile(atPath: folder + "/many.jpg", contents: Data(many)))
      #expect(LayoutEngine().layout(Image(folder + "/few.jpg")).size == CGSize(width: 16, height: 16))
      #expect(LayoutEngine().layout(Image(folder + "/many.jpg")).size == .zero)
    }
  }

  @Test("one image file under several spellings and a symbolic link is decoded once per picture; decoded pixels stay within the budget")
  func decodedOncePerFile() throws {
    try withTemporaryDirectory { folder in
      try writeQuadrants(to: folder + "/q.png")
      try writeQuadrants(to: folder + "/r.png")
      try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/q.png")
      var images = DecodedImages()
      for path in ["/q.png", "/./q.png", "//q.png", "/link.png"] { #expect(images.image(at: folder + path)?.width == 2) }
      #expect(images.decodedCount == 1)
      // A budget of one 2 x 2 image (16 bytes): decoding another lets the first go.
      var small = DecodedImages(byteBudget: 16)
      #expect(small.image(at: folder + "/q.png") != nil && small.image(at: folder + "/r.png") != nil)
      #expect(small.decodedCount == 1 && small.decodedBytes == 16)
    }
  }

  @Test("SVG embeds one image file once, however many views, spellings and links show it")
  func svgEmbedsOnce() throws {
    try withTemporaryDirectory { folder in
      try writeQuadrants(to: folder + "/q.png")
      try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/q.png")
      let names = Array(repeating: "/q.png", count: 8) + ["/./q.png", "/link.png"]
      let view = VStack { ForEach(names.indices, id: \.self) { Image(folder + names[$0]).resizable().frame(width: 4, height: 4) } }
      let svg = SVGRenderer().render(DisplayList(LayoutEngine().layout(view)))
      #expect(svg.components(separatedBy: "base64,").count - 1 == 1)
      #expect(svg.components(separatedBy: "<use href=\"#image0\"").count - 1 == 10)
    }
  }

  @Test("a batch reads ahead by bytes as well as scenes: with 100-byte chunks, at most two 60-byte scenes are held")
  func batchReadsAheadByBytes() throws {
    let scene = Array(#"{"root": {"type": "Color", "color": "red"}}"#.utf8) + [UInt8](repeating: 0x20, count: 17)
    #expect(scene.count == 60)
    let batch = SceneBatch(fonts: bundledFonts, threads: 2, chunkBytes: 100)
    var read = 0
    var emitted = 0
    var mostAhead = 0
    let summary = batch.run(
      next: {
        guard read < 10 else { return nil }
        read += 1
        mostAhead = max(mostAhead, read - emitted)
        return SceneBatch.Scene(json: scene, name: "line \(read)")
      },
      emit: { _ in emitted += 1 })
    #expect(summary.scenes == 10 && summary.failed == 0 && emitted == 10)
    // 60 bytes are under 100: a second scene is read; 120 reach it, and the chunk is laid out.
    #expect(mostAhead == 2)
  }

  @Test("one font file listed thousands of times in a scene is loaded once, in time linear in the list")
  func manyFontEntries() throws {
    try withTemporaryDirectory { folder in
      try FileManager.default.copyItem(atPath: BundledFonts.directory + "/NotoSans-Regular.ttf", toPath: folder + "/font.ttf")
      func document(_ count: Int) throws -> SceneDocument {
        let fonts = Array(repeating: #""font.ttf""#, count: count).joined(separator: ",")
        let json = #"{"fonts": ["# + fonts + #"], "root": {"type": "Text", "text": "a"}}"#
        return try SceneDocument(json: Array(json.utf8), baseDirectory: folder, fonts: bundledFonts)
      }
      #expect(try document(3).fonts.library.faces.count == bundledFonts.library.faces.count + 1)
      try expectLinearGrowth(from: 2_000) { count in _ = try document(count) }
    }
  }

  @Test("a scene file and an image reached through symbolic links are read as their targets")
  func symbolicLinks() throws {
    try withTemporaryDirectory { folder in
      try writeQuadrants(to: folder + "/q.png")
      try FileManager.default.createSymbolicLink(atPath: folder + "/picture.png", withDestinationPath: folder + "/q.png")
      let scene = #"{"root": {"type": "Image", "name": "picture.png"}}"#
      #expect(FileManager.default.createFile(atPath: folder + "/scene.json", contents: Data(scene.utf8)))
      try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/scene.json")
      let result = try SceneDocument(contentsOf: folder + "/link.json", fonts: bundledFonts).layout()
      #expect(result.size == CGSize(width: 2, height: 2))
      // A link to a folder is still not a scene.
      try FileManager.default.createSymbolicLink(atPath: folder + "/folder.json", withDestinationPath: folder)
      #expect(throws: SceneError.self) { try SceneDocument(contentsOf: folder + "/folder.json", fonts: bundledFonts) }
    }
  }
}
