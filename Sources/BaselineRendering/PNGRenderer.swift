public import Baseline
import Foundation

/// Draws a display list as a PNG picture: shapes and glyph outlines filled with anti-aliased
/// coverage from FreeType's rasterizer at `scale` pixels per point, on a white background,
/// optionally with guides over it (text frames in gray, baselines in blue, stack alignment lines
/// in orange). Glyphs are placed at their exact (sub-pixel) positions, so text that shares a
/// baseline shares its bottom pixel row. The bytes depend only on the display list and the
/// FreeType and zlib versions.
public struct PNGRenderer: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// Draw text frames, baselines and alignment lines over the picture.
  public var showsGuides: Bool

  /// The most pixels a picture may have (width times height).
  public static let maximumPixels = 64_000_000

  /// - Parameter scale: pixels per point; NaN and values below 0.01 count as 1.
  public init(scale: Double = 1, showsGuides: Bool = false) {
    self.scale = scale.isFinite && scale >= 0.01 ? scale : 1
    self.showsGuides = showsGuides
  }

  /// The PNG file's bytes.
  public func render(_ list: DisplayList) throws -> [UInt8] {
    try PNGEncoder.encode(raster(list))
  }

  /// The picture's pixels, before encoding.
  public func raster(_ list: DisplayList) throws -> Raster {
    let (width, height) = try Self.pixelSize(list.size, scale: scale)
    let rasterizer = try Rasterizer(raster: Raster(width: width, height: height, background: (255, 255, 255)))
    var outlines: [OutlineKey: [PathCommand]] = [:]
    var images: [String: PNGDecoder.Image?] = [:]
    for item in list.items {
      switch item {
      case .shape(let shape):
        // An image file that decodes is drawn; others draw their placeholder shape.
        if let path = shape.paint.imagePath {
          if images[path] == nil {
            let bytes = FileManager.default.contents(atPath: path).flatMap { $0.count <= 64 << 20 ? [UInt8]($0) : nil }
            images[path] = .some(bytes.flatMap { PNGDecoder.decode($0) ?? JPEGDecoder.decode($0) })
          }
          if let image = images[path] ?? nil {
            let frame = shape.frame
            rasterizer.draw(image, in: CGRect(origin: point(frame.minX, frame.minY), size: CGSize(width: frame.width * scale, height: frame.height * scale)))
            continue
          }
        }
        draw(shape, rasterizer)
      case .glyphs(let run):
        let unitScale = run.size / Double(run.face.metrics.unitsPerEm)
        for (glyph, position) in zip(run.glyphs, run.positions) {
          let key = OutlineKey(face: run.face.id, glyph: glyph)
          let outline = outlines[key] ?? run.face.outline(ofGlyph: glyph)
          outlines[key] = outline
          let path = glyphPath(outline, at: position, unitScale: unitScale)
          rasterizer.fill(path, red: run.color.red, green: run.color.green, blue: run.color.blue, opacity: run.color.opacity)
        }
      }
    }
    if showsGuides { drawGuides(list, rasterizer) }
    return rasterizer.raster
  }

  /// The picture's size in pixels for a size in points: each side rounded up, at least 1 pixel
  /// (a NaN or negative side counts as 0, so as 1 pixel). Throws `RenderError.tooLarge` when a
  /// side is infinite or the product of the sides (each at least 1) exceeds `maximumPixels`,
  /// so a 1e9 x 0 pt view is refused rather than allocated.
  static func pixelSize(_ size: CGSize, scale: Double) throws -> (width: Int, height: Int) {
    func side(_ points: CGFloat) -> Double {
      let value = (Double(points) * scale).rounded(.up)
      return value.isNaN ? 1 : max(value, 1)
    }
    let width = side(size.width)
    let height = side(size.height)
    guard width.isFinite, height.isFinite, width * height <= Double(maximumPixels) else {
      func reported(_ value: Double) -> Int { value.isFinite ? Int(min(value, 1e15)) : Int.max }
      throw RenderError.tooLarge(width: reported(width), height: reported(height))
    }
    return (Int(width), Int(height))
  }

  private struct OutlineKey: Hashable {
    var face: Int
    var glyph: UInt32
  }

  private func point(_ x: Double, _ y: Double) -> CGPoint {
    CGPoint(x: x * scale, y: y * scale)
  }

  /// A glyph outline (font units, y up) placed with its origin at `position` (points, y down).
  private func glyphPath(_ commands: [PathCommand], at position: CGPoint, unitScale: Double) -> PixelPath {
    let x0 = Double(position.x)
    let y0 = Double(position.y)
    func p(_ x: Double, _ y: Double) -> CGPoint { point(x0 + x * unitScale, y0 - y * unitScale) }
    var path = PixelPath()
    path.elements = commands.map { command in
      switch command {
      case .move(let x, let y): return .move(p(x, y))
      case .line(let x, let y): return .line(p(x, y))
      case .quadratic(let cx, let cy, let x, let y): return .quadratic(p(cx, cy), p(x, y))
      case .cubic(let ax, let ay, let bx, let by, let x, let y): return .cubic(p(ax, ay), p(bx, by), p(x, y))
      case .close: return .close
      }
    }
    return path
  }

  private func draw(_ shape: DisplayList.Shape, _ rasterizer: Rasterizer) {
    let frame = shape.frame
    let paint = shape.paint
    let radius: CGFloat
    switch paint.shape {
    case .rectangle: radius = 0
    case .roundedRectangle: radius = min(max(paint.cornerRadius, 0), min(frame.width, frame.height) / 2)
    case .capsule, .circle: radius = min(frame.width, frame.height) / 2
    }
    let outline = paint.shape == .circle ? squareAround(frame) : frame
    if let fill = paint.fill {
      var path = PixelPath()
      path.elements = roundedRectangle(outline, radius: radius)
      rasterizer.fill(path, red: fill.red, green: fill.green, blue: fill.blue, opacity: fill.opacity)
    }
    if let stroke = paint.stroke, paint.lineWidth > 0 {
      // A ring centered on the edge: the outline grown and shrunk by half the line width.
      let half = paint.lineWidth / 2
      var path = PixelPath()
      path.evenOdd = true
      path.elements = roundedRectangle(outline.insetBy(dx: -half, dy: -half), radius: radius + half)
      let inner = outline.insetBy(dx: half, dy: half)
      if inner.width > 0, inner.height > 0 {
        path.elements += roundedRectangle(inner, radius: max(radius - half, 0))
      }
      rasterizer.fill(path, red: stroke.red, green: stroke.green, blue: stroke.blue, opacity: stroke.opacity)
    }
  }

  /// The square a circle fills: centered in the frame, as wide as its shorter side.
  private func squareAround(_ frame: CGRect) -> CGRect {
    let side = min(frame.width, frame.height)
    return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }

  /// A rectangle with circular corners of `radius` (cubic arcs), in pixels.
  private func roundedRectangle(_ rect: CGRect, radius: CGFloat) -> [PixelPath.Element] {
    guard rect.width > 0, rect.height > 0 else { return [] }
    let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
    let r = Double(min(radius, min(rect.width, rect.height) / 2))
    guard r > 0 else {
      return [.move(point(minX, minY)), .line(point(maxX, minY)), .line(point(maxX, maxY)), .line(point(minX, maxY)), .close]
    }
    let k = r * 0.552_284_749_830_793_4  // control distance of a quarter circle
    return [
      .move(point(minX + r, minY)),
      .line(point(maxX - r, minY)),
      .cubic(point(maxX - r + k, minY), point(maxX, minY + r - k), point(maxX, minY + r)),
      .line(point(maxX, maxY - r)),
      .cubic(point(maxX, maxY - r + k), point(maxX - r + k, maxY), point(maxX - r, maxY)),
      .line(point(minX + r, maxY)),
      .cubic(point(minX + r - k, maxY), point(minX, maxY - r + k), point(minX, maxY - r)),
      .line(point(minX, minY + r)),
      .cubic(point(minX, minY + r - k), point(minX + r - k, minY), point(minX + r, minY)),
      .close,
    ]
  }

  /// Guide overlays, one device pixel wide.
  private func drawGuides(_ list: DisplayList, _ rasterizer: Rasterizer) {
    let pixel = 1 / scale
    func line(from a: CGPoint, to b: CGPoint, _ color: (Double, Double, Double)) {
      let rect =
        a.y == b.y
        ? CGRect(x: a.x, y: a.y - pixel / 2, width: b.x - a.x, height: pixel)
        : CGRect(x: a.x - pixel / 2, y: a.y, width: pixel, height: b.y - a.y)
      var path = PixelPath()
      path.elements = roundedRectangle(rect, radius: 0)
      rasterizer.fill(path, red: color.0, green: color.1, blue: color.2, opacity: 1)
    }
    let gray = (0.6, 0.6, 0.6)
    let blue = (0.118, 0.42, 1.0)
    let orange = (1.0, 0.478, 0.0)
    for guides in list.textGuides {
      let f = guides.frame
      line(from: CGPoint(x: f.minX, y: f.minY), to: CGPoint(x: f.maxX, y: f.minY), gray)
      line(from: CGPoint(x: f.minX, y: f.maxY), to: CGPoint(x: f.maxX, y: f.maxY), gray)
      line(from: CGPoint(x: f.minX, y: f.minY), to: CGPoint(x: f.minX, y: f.maxY), gray)
      line(from: CGPoint(x: f.maxX, y: f.minY), to: CGPoint(x: f.maxX, y: f.maxY), gray)
      for baseline in guides.baselines {
        line(from: CGPoint(x: f.minX, y: baseline), to: CGPoint(x: f.maxX, y: baseline), blue)
      }
    }
    for alignment in list.alignmentLines {
      let f = alignment.frame
      switch alignment.line.orientation {
      case .horizontal:
        let y = alignment.line.position
        line(from: CGPoint(x: f.minX, y: y), to: CGPoint(x: f.maxX, y: y), orange)
      case .vertical:
        let x = alignment.line.position
        line(from: CGPoint(x: x, y: f.minY), to: CGPoint(x: x, y: f.maxY), orange)
      }
    }
  }
}
