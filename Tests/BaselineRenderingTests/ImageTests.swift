import Baseline
import BaselineTestSupport
import BaselineRendering
import Foundation
import Testing

/// Images from files (sizes read from the headers), resizable images and symbols.
@Suite("Images")
struct ImageTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// A folder with a 200 x 100 PNG named photo@2x.png and a 640 x 480 JPEG named shot.jpg: only
  /// their headers, which is all layout reads.
  static let directory: String = {
    let folder = NSTemporaryDirectory() + "baseline-images-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(200) + be32(100)
      + [8, 6, 0, 0, 0] + be32(0)
    _ = FileManager.default.createFile(atPath: folder + "/photo@2x.png", contents: Data(png))
    // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height 480, width 640.
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
      + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + [UInt8](repeating: 0, count: 9)
    _ = FileManager.default.createFile(atPath: folder + "/shot.jpg", contents: Data(jpeg))
    return folder
  }()

  func layout(_ view: some View, proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    var environment = EnvironmentValues()
    environment.imageDirectory = Self.directory
    return LayoutEngine(fonts: try! FontContext.bundled(), environment: environment).layout(view.id("i"), proposal: proposal)
  }

  @Test("sizes from the file headers: a 200 x 100 @2x PNG is 100 x 50 points; a 640 x 480 JPEG 640 x 480")
  func sizes() {
    #expect(layout(Image("photo@2x")).size == CGSize(width: 100, height: 50))
    #expect(layout(Image("shot")).size == CGSize(width: 640, height: 480))
    #expect(layout(Image("missing")).size == .zero)
  }

  @Test("resizable images fit and fill with their own ratio (2:1)")
  func resizable() {
    let offer = ProposedViewSize(width: 300, height: 300)
    #expect(layout(Image("photo@2x").resizable(), proposal: offer).size == CGSize(width: 300, height: 300))
    #expect(layout(Image("photo@2x").resizable().scaledToFit(), proposal: offer).size == CGSize(width: 300, height: 150))
    #expect(layout(Image("photo@2x").resizable().aspectRatio(contentMode: .fill), proposal: offer).size == CGSize(width: 600, height: 300))
  }

  @Test("symbols: the font's size times the image scale")
  func symbols() {
    #expect(layout(Image(systemName: "star").font(.title)).size == CGSize(width: 28, height: 28))
    let large = layout(Image(systemName: "star").font(.title).imageScale(.large)).size
    #expect(abs(large.width - 28 * 1.2) < 1e-9)
  }

  @Test("SVG embeds the image file once, as a symbol used stretched to its frame")
  func svg() {
    let svg = SVGRenderer().render(DisplayList(layout(Image("photo@2x").resizable().frame(width: 40, height: 30))))
    #expect(svg.contains("<symbol id=\"image0\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\"><image width=\"1\" height=\"1\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"))
    #expect(svg.contains("<use href=\"#image0\" x=\"0\" y=\"0\" width=\"40\" height=\"30\"/>"))
  }
}

@Suite("Images in PNG output")
struct PNGImageTests {
  @Test("a 2 x 2 PNG (red, green, blue, white) drawn stretched to 20 x 20 keeps its quadrants")
  func quadrants() throws {
    // The source, rendered by the PNG renderer itself: four 1-point colors in a 2 x 2 grid.
    let path = NSTemporaryDirectory() + "baseline-quadrants-\(getpid()).png"
    try writeQuadrants(to: path)
    let result = LayoutEngine().layout(Image(path).resizable().frame(width: 20, height: 20))
    let raster = try PNGRenderer(scale: 1).raster(DisplayList(result))
    #expect(raster.pixel(x: 5, y: 5) == (255, 0, 0))
    #expect(raster.pixel(x: 15, y: 5) == (0, 255, 0))
    #expect(raster.pixel(x: 5, y: 15) == (0, 0, 255))
    #expect(raster.pixel(x: 15, y: 15) == (255, 255, 255))
  }
}

@Test("a corrupt or enormous PNG draws its placeholder, never crashes")
func corruptPNG() throws {
  func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
  let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8)
  let cases: [[UInt8]] = [
    header + be32(4) + be32(4) + [8, 2, 0, 0, 0] + be32(0) + be32(5) + Array("IDAT".utf8) + [1, 2, 3, 4, 5] + be32(0),
    header + be32(100_000) + be32(100_000) + [8, 6, 0, 0, 0] + be32(0),
  ]
  for (index, bytes) in cases.enumerated() {
    let path = NSTemporaryDirectory() + "baseline-corrupt-\(getpid())-\(index).png"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let result = LayoutEngine().layout(Image(path).resizable().frame(width: 20, height: 20))
    let raster = try PNGRenderer(scale: 1).raster(DisplayList(result))
    #expect(raster.width == 20)
  }
}

@Test("a JPEG (16 x 16, red above blue, made with cjpeg) is drawn into PNG output through libjpeg")
func jpegInPNG() throws {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/red-over-blue.jpg").path
  let result = LayoutEngine().layout(Image(path).resizable().frame(width: 20, height: 20))
  #expect(result.size == CGSize(width: 20, height: 20))
  let raster = try PNGRenderer(scale: 1).raster(DisplayList(result))
  func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), _ expected: (Int, Int, Int)) -> Bool {
    abs(Int(pixel.red) - expected.0) <= 12 && abs(Int(pixel.green) - expected.1) <= 12 && abs(Int(pixel.blue) - expected.2) <= 12
  }
  #expect(near(raster.pixel(x: 10, y: 3), (255, 0, 0)))
  #expect(near(raster.pixel(x: 10, y: 16), (0, 0, 255)))
  // Its natural size comes from the header: 16 x 16.
  #expect(LayoutEngine().layout(Image(path)).size == CGSize(width: 16, height: 16))
}

@Test("JPEG files that are only headers or garbage after the marker draw without crashing")
func corruptJPEG() throws {
  let cases: [[UInt8]] = [
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03]
      + [UInt8](repeating: 0, count: 9),
    [0xFF, 0xD8] + [UInt8](repeating: 0x5A, count: 64),
  ]
  for (index, bytes) in cases.enumerated() {
    let path = NSTemporaryDirectory() + "baseline-corrupt-\(getpid())-\(index).jpg"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let result = LayoutEngine().layout(Image(path).resizable().frame(width: 20, height: 20))
    #expect(try PNGRenderer(scale: 1).raster(DisplayList(result)).width == 20)
  }
}

@Suite("Image paint (ShapeStyle.image)")
struct ImagePaintTests {
  /// The 2 x 2 quadrants picture (red, green / blue, white), 2 x 2 points.
  static let path: String = {
    let path = NSTemporaryDirectory() + "baseline-tiles-\(getpid()).png"
    try? writeQuadrants(to: path)
    return path
  }()

  private func raster(_ style: ImagePaint) throws -> Raster {
    try PNGRenderer(scale: 1).raster(DisplayList(LayoutEngine().layout(Rectangle().fill(style).frame(width: 10, height: 10))))
  }

  @Test("The image repeats from the shape's corner: 2-point tiles, red at 0 and 2, white at (3, 3)")
  func tiles() throws {
    let tiled = try raster(.image(Image(Self.path)))
    #expect(tiled.pixel(x: 0, y: 0) == (255, 0, 0) && tiled.pixel(x: 2, y: 0) == (255, 0, 0))
    #expect(tiled.pixel(x: 1, y: 0) == (0, 255, 0) && tiled.pixel(x: 0, y: 1) == (0, 0, 255))
    #expect(tiled.pixel(x: 3, y: 3) == (255, 255, 255) && tiled.pixel(x: 8, y: 9) == (0, 0, 255))
  }

  @Test("sourceRect picks a part (the green quarter everywhere); scale 3 makes 6-point tiles")
  func sourceAndScale() throws {
    let green = try raster(.image(Image(Self.path), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)))
    #expect(green.pixel(x: 0, y: 0) == (0, 255, 0) && green.pixel(x: 7, y: 9) == (0, 255, 0))
    let scaled = try raster(.image(Image(Self.path), scale: 3))
    #expect(scaled.pixel(x: 2, y: 0) == (255, 0, 0) && scaled.pixel(x: 3, y: 0) == (0, 255, 0) && scaled.pixel(x: 6, y: 0) == (255, 0, 0))
  }

  @Test("SVG: a pattern of one tile with the image embedded; a missing image paints nothing")
  func svg() throws {
    let svg = SVGRenderer().render(DisplayList(LayoutEngine().layout(Rectangle().fill(.image(Image(Self.path))).frame(width: 10, height: 10))))
    #expect(svg.contains("<pattern id=\"gradient0\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"2\" height=\"2\" viewBox=\"0 0 2 2\" preserveAspectRatio=\"none\"><image width=\"2\" height=\"2\""))
    let missing = try raster(.image(Image("no-such-image")))
    #expect(missing.pixel(x: 5, y: 5) == (255, 255, 255))
  }
}
