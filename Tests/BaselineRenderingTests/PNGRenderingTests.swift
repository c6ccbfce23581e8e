import Baseline
import BaselineTestSupport
import BaselineRendering
import BaselineScenes
import CZlib
import Foundation
import Testing

/// Characters whose glyphs sit flat on the baseline (no overshoot below it) in the bundled fonts.
private let flatBottomed: Set<Character> = ["H", "x", "n", "N", "L", "F", "D", "T", "E", "I", "i", "l", "r", "1"]

/// The lowest pixel row that a glyph inks darkly (coverage above one half: every channel below
/// 128 on the white background), looking only at columns no other glyph of its line reaches.
private func lowestInkedRow(
  _ raster: Raster, glyph: Int, of line: [(glyph: UInt32, position: CGPoint, face: FontFace, size: Double)], scale: Double
) -> Int? {
  func inkColumns(_ index: Int) -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
    let entry = line[index]
    let unit = entry.size / Double(entry.face.metrics.unitsPerEm)
    var xs: [Double] = []
    var ys: [Double] = []
    for command in entry.face.outline(ofGlyph: entry.glyph) {
      switch command {
      case .move(let x, let y), .line(let x, let y), .quadratic(_, _, let x, let y), .cubic(_, _, _, _, let x, let y):
        xs.append(x)
        ys.append(y)
      case .close: break
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    let x0 = Double(entry.position.x)
    let y0 = Double(entry.position.y)
    return ((x0 + minX * unit) * scale, (x0 + maxX * unit) * scale, (y0 - maxY * unit) * scale, (y0 - minY * unit) * scale)
  }
  guard let ink = inkColumns(glyph) else { return nil }
  var columns = Set(Int(ink.minX.rounded(.down))...Int(ink.maxX.rounded(.up)))
  for other in line.indices where other != glyph {
    if let box = inkColumns(other) {
      columns.subtract(Int(box.minX.rounded(.down) - 1)...Int(box.maxX.rounded(.up) + 1))
    }
  }
  let rows = max(Int(ink.minY.rounded(.down)), 0)...min(Int(ink.maxY.rounded(.up)) + 2, raster.height - 1)
  var lowest: Int? = nil
  for y in rows {
    for x in columns where x >= 0 && x < raster.width {
      let pixel = raster.pixel(x: x, y: y)
      if pixel.red < 128, pixel.green < 128, pixel.blue < 128 { lowest = y }
    }
  }
  return lowest
}

@Suite("PNG rendering")
struct PNGRenderingTests {
  /// The baseline gallery's texts of one row, each with the glyphs of the line that row aligns.
  private func rowLines(_ list: DisplayList, result: LayoutResult, row: String, last: Bool)
    -> [[(glyph: UInt32, position: CGPoint, face: FontFace, size: Double)]]
  {
    let rowFrame = result[id: row]!.frame
    var lines: [CGFloat: [(glyph: UInt32, position: CGPoint, face: FontFace, size: Double)]] = [:]
    for item in list.items {
      guard case .glyphs(let run) = item else { continue }
      for (glyph, position) in zip(run.glyphs, run.positions) where rowFrame.contains(position) {
        lines[position.y, default: []].append((glyph, position, run.face, run.size))
      }
    }
    // Per text: its lines are the baselines inside its frame; keep the first or the last.
    let texts = result.views.filter { $0.type == "Text" && rowFrame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
    return texts.compactMap { text in
      let baselines = text.lines.map(\.baseline)
      guard let baseline = last ? baselines.last : baselines.first else { return nil }
      return lines[baseline]?.filter { text.frame.contains(CGPoint(x: $0.position.x + 0.01, y: $0.position.y - 0.01)) }
    }
  }

  /// For each text of a row, the lowest inked row of its first flat-bottomed glyph.
  private func inkRows(_ list: DisplayList, _ result: LayoutResult, _ raster: Raster, scale: Double, row: String, last: Bool) throws -> [Int] {
    try rowLines(list, result: result, row: row, last: last).map { line in
      let index = try #require(
        line.indices.first { index in
          flatBottomed.contains { character in
            character.unicodeScalars.first.flatMap { line[index].face.glyph(for: $0) } == line[index].glyph
          }
        }, "a flat-bottomed glyph on every line")
      return try #require(lowestInkedRow(raster, glyph: index, of: line, scale: scale))
    }
  }

  @Test("ink test: in baseline-aligned rows the flat glyph bottoms of every text share one pixel row", arguments: [1.0, 2.0, 3.0])
  func inkShareRow(scale: Double) throws {
    let document = try SceneDocument(contentsOf: ExampleScenes.path("baseline-gallery"))
    let result = document.layout()
    let list = DisplayList(result)
    let raster = try PNGRenderer(scale: scale).raster(list)
    for (row, last) in [("First baseline", false), ("Last baseline", true)] {
      let rows = try inkRows(list, result, raster, scale: scale, row: row, last: last)
      #expect(rows.count == 4, "four texts in the \(row) row")
      #expect(Set(rows).count == 1, "\(row) at scale \(scale): \(rows)")
    }
    // The control: top-aligned texts of different sizes do not share a bottom row, so the
    // measurement can tell.
    #expect(Set(try inkRows(list, result, raster, scale: scale, row: "Top", last: false)).count > 1)
  }

  @Test("a filled rectangle on whole pixels covers exactly its pixels; half a pixel blends half")
  func exactCoverage() throws {
    let result = engine().layout(
      HStack(spacing: 0) {
        Color.black.frame(width: 3, height: 2)
        Color.white.frame(width: 2.5, height: 2)
        Color.black.frame(width: 0.5, height: 2)
      })
    let list = DisplayList(result)
    let raster = try PNGRenderer(scale: 1).raster(list)
    #expect(raster.width == 6 && raster.height == 2)
    for y in 0..<2 {
      // Columns 0-2 black, 3-4 white, column 5 half covered by black: FreeType reports coverage
      // 127 of 255 for half a pixel, so the pixel is 255 - 127 = 128.
      #expect((0..<3).allSatisfy { raster.pixel(x: $0, y: y) == (0, 0, 0) })
      #expect((3..<5).allSatisfy { raster.pixel(x: $0, y: y) == (255, 255, 255) })
      #expect(raster.pixel(x: 5, y: y) == (128, 128, 128))
    }
    // At scale 2 the half-point column is one whole pixel.
    let doubled = try PNGRenderer(scale: 2).raster(list)
    #expect(doubled.width == 12 && doubled.pixel(x: 11, y: 0) == (0, 0, 0) && doubled.pixel(x: 10, y: 0) == (255, 255, 255))
  }

  @Test("the PNG file holds exactly the raster: signature, IHDR, and IDAT that inflates to it")
  func encoding() throws {
    let document = try SceneDocument(contentsOf: ExampleScenes.path("form"))
    let list = DisplayList(document.layout())
    let renderer = PNGRenderer(scale: 2, showsGuides: true)
    let raster = try renderer.raster(list)
    let png = try renderer.render(list)
    #expect(png == (try renderer.render(list)), "deterministic")
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func u32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
    #expect(u32(16) == raster.width && u32(20) == raster.height)
    #expect(Array(png[24..<29]) == [8, 2, 0, 0, 0])
    let idatLength = u32(33)
    #expect(String(decoding: png[37..<41], as: UTF8.self) == "IDAT")
    let compressed = Array(png[41..<41 + idatLength])
    var inflated = [UInt8](repeating: 0, count: (raster.width * 3 + 1) * raster.height)
    var size = uLongf(inflated.count)
    #expect(uncompress(&inflated, &size, compressed, uLong(compressed.count)) == Z_OK)
    #expect(Int(size) == inflated.count)
    // Undo the Sub filter and compare with the raster.
    var pixels: [UInt8] = []
    let stride = raster.width * 3
    for row in 0..<raster.height {
      let start = row * (stride + 1)
      #expect(inflated[start] == 1)
      var line = Array(inflated[start + 1...start + stride])
      for column in 3..<stride { line[column] = line[column] &+ line[column - 3] }
      pixels += line
    }
    #expect(pixels == raster.pixels)
    #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test("rendering from 6 concurrent tasks gives the same bytes as rendering alone")
  func concurrent() async throws {
    let document = try SceneDocument(contentsOf: ExampleScenes.path("multi-script"))
    let list = DisplayList(document.layout())
    let alone = try PNGRenderer(scale: 2).render(list)
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<6 { group.addTask { try PNGRenderer(scale: 2).render(list) } }
      return try await group.reduce(into: [[UInt8]]()) { $0.append($1) }
    }
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0 == alone })
  }

  @Test("a picture larger than the pixel limit is an error, not an allocation")
  func tooLarge() throws {
    let result = engine().layout(Color.red.frame(width: 100_000, height: 100_000))
    let list = DisplayList(result)
    #expect(throws: RenderError.self) { try PNGRenderer(scale: 1).render(list) }
  }
}
