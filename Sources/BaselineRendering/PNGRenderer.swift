public import BaselineDisplay
import LayoutCore
import Typography
public import Foundation

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

  /// - Parameters:
  ///   - scale: pixels per point; NaN and values below 0.01 count as 1.
  ///   - showsGuides: whether to draw text frames, baselines and alignment lines over the picture.
  public init(scale: Double = 1, showsGuides: Bool = false) {
    self.scale = scale.isFinite && scale >= 0.01 ? scale : 1
    self.showsGuides = showsGuides
  }

  /// Throws `RenderError.tooLarge` when a picture of `size` points would have more than
  /// `maximumPixels` pixels at this scale. Ask it of a layout's size before building its display
  /// list: drawing a picture that will be refused costs time for nothing.
  public func checkSize(_ size: CGSize) throws {
    _ = try Self.pixelSize(size, scale: scale)
  }

  /// The PNG file's bytes.
  public func render(_ list: DisplayList) throws -> [UInt8] {
    try PNGEncoder.encode(raster(list))
  }

  /// The picture's pixels, before encoding.
  public func raster(_ list: DisplayList) throws -> Raster {
    let (width, height) = try Self.pixelSize(list.size, scale: scale)
    let rasterizer = try Rasterizer(raster: Raster(width: width, height: height, background: (255, 255, 255)))
    var cache = DrawingCache()
    draw(list.items[...], DrawState(), rasterizer, &cache)
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

  /// Glyph outlines and decoded images, each read once per picture.
  private struct DrawingCache {
    var outlines: [OutlineKey: [PathCommand]] = [:]
    var images = DecodedImages()
    /// Color glyphs (emoji) decoded once per picture: the image and where it goes; nil when
    /// the glyph has none or its PNG does not decode.
    var colorGlyphs: [OutlineKey: (image: PNGDecoder.Image, glyph: ColorGlyph)?] = [:]
  }

  /// What the open paint effects add up to.
  private struct DrawState {
    /// The product of the open opacities.
    var opacity: Double = 1
    /// The open transforms, innermost first, in points.
    var transform = CGAffineTransform.identity
    /// While a shadow is drawn: its color, which replaces every item's.
    var silhouette: Color? = nil
    /// The open color changes, composed (the innermost applied first); nil for none.
    var colors: ColorMatrix? = nil

    /// `color` changed by the open color changes.
    func recolored(_ color: Color) -> Color { colors?.applied(to: color) ?? color }
  }

  /// Draws items with the effects of `state`, opening and closing the ones the items hold.
  /// Opacity multiplies each item's (so overlapping children of a translucent group show
  /// through each other); a clip limits drawing to its outline's coverage; a transform moves
  /// every point (an image goes to the box around its moved frame); a shadow draws the content
  /// once more below it, moved by its offset, in its color, without blur.
  private func draw(
    _ items: ArraySlice<DisplayList.Item>, _ initial: DrawState, _ rasterizer: Rasterizer, _ cache: inout DrawingCache
  ) {
    var state = initial
    var saved: [(state: DrawState, clip: [UInt8]?)] = []
    let outerClip = rasterizer.clipMask
    var index = items.startIndex
    while index < items.endIndex {
      switch items[index] {
      case .beginEffect(let effect):
        saved.append((state, rasterizer.clipMask))
        switch effect {
        case .opacity(let value): state.opacity *= min(max(value, 0), 1)
        case .transform(let transform): state.transform = transform.concatenating(state.transform)
        case .colorMatrix(let matrix): state.colors = (state.colors ?? .identity).after(matrix)
        case .blur: break  // drawn sharp, as shadows are drawn without blur
        case .clip(let shape, let cornerRadius, let frame):
          var outline = PixelPath()
          outline.elements = outlineElements(shape, cornerRadius: cornerRadius, frame: frame)
          rasterizer.intersectClip(with: outline.applying(pixelTransform(state.transform)))
        case .clipOutline(let outline, let frame):
          let path = outline.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
          rasterizer.intersectClip(with: pixelPath(path).applying(pixelTransform(state.transform)))
        case .shadow(let color, _, let x, let y):
          var shadow = state
          shadow.silhouette = color
          shadow.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
          let end = Self.matchingEnd(of: index, in: items)
          draw(items[(index + 1)..<end], shadow, rasterizer, &cache)
        }
      case .endEffect:
        if let last = saved.popLast() {
          state = last.state
          rasterizer.clipMask = last.clip
        }
      case .shape(let shape):
        draw(shape, state, rasterizer, &cache)
      case .glyphs(let run) where run.face.hasColorGlyphs:
        drawColorGlyphs(run, state, rasterizer, &cache)
      case .glyphs(let run):
        let unitScale = run.size / Double(run.face.metrics.unitsPerEm)
        let color = state.silhouette ?? state.recolored(run.color)
        let opacity = color.opacity * (state.silhouette == nil ? 1 : run.color.opacity) * state.opacity
        let transform = pixelTransform(state.transform)
        // A gradient run: each pixel's color from the gradient over the text's frame.
        painting(run.gradient, over: run.gradientFrame, state, rasterizer, opacity: opacity, images: &cache.images) { opacity in
          for (glyph, position) in zip(run.glyphs, run.positions) {
            let key = OutlineKey(face: run.face.id, glyph: glyph)
            let outline = cache.outlines[key] ?? run.face.outline(ofGlyph: glyph)
            cache.outlines[key] = outline
            let path = glyphPath(outline, at: position, unitScale: unitScale).applying(transform)
            rasterizer.fill(path, red: color.red, green: color.green, blue: color.blue, opacity: opacity)
          }
        }
      }
      index += 1
    }
    rasterizer.clipMask = outerClip
  }

  /// The index of the `endEffect` that closes the effect begun at `start` (or the end).
  private static func matchingEnd(of start: Int, in items: ArraySlice<DisplayList.Item>) -> Int {
    var depth = 0
    var index = start
    while index < items.endIndex {
      switch items[index] {
      case .beginEffect: depth += 1
      case .endEffect:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return items.endIndex
  }

  /// A transform in points as one in pixels.
  private func pixelTransform(_ transform: CGAffineTransform) -> CGAffineTransform {
    guard !transform.isIdentity else { return .identity }
    return CGAffineTransform(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx * scale, ty: transform.ty * scale)
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

  /// The outline of a shape in a frame: a rectangle, a rounded rectangle, a capsule, the
  /// largest circle centered in it, or the inscribed ellipse.
  private func outlineElements(_ shape: Paint.Shape, cornerRadius: CGFloat, frame: CGRect) -> [PixelPath.Element] {
    if shape == .ellipse { return ellipse(frame) }
    return roundedRectangle(
      shape == .circle ? squareAround(frame) : frame, radius: Self.cornerRadius(shape, cornerRadius, frame))
  }

  /// The corner radius a shape's outline is drawn with: none for a rectangle, the given one
  /// (at most half the shorter side) for a rounded rectangle, half the shorter side otherwise.
  private static func cornerRadius(_ shape: Paint.Shape, _ cornerRadius: CGFloat, _ frame: CGRect) -> CGFloat {
    switch shape {
    case .rectangle: 0
    case .roundedRectangle: min(max(cornerRadius, 0), min(frame.width, frame.height) / 2)
    case .capsule, .circle, .ellipse: min(frame.width, frame.height) / 2
    case .path: 0
    }
  }

  /// A path in points as a path in pixels.
  private func pixelPath(_ path: Path) -> PixelPath {
    var pixels = PixelPath()
    pixels.elements = path.elements.map { element in
      switch element {
      case .move(let p): .move(point(p.x, p.y))
      case .line(let p): .line(point(p.x, p.y))
      case .quadCurve(let p, let c): .quadratic(point(c.x, c.y), point(p.x, p.y))
      case .curve(let p, let c1, let c2): .cubic(point(c1.x, c1.y), point(c2.x, c2.y), point(p.x, p.y))
      case .closeSubpath: .close
      }
    }
    return pixels
  }

  /// Draws a run of color glyphs (emoji): each glyph's bitmap scaled into the box its extents
  /// give at the run's size (the box around it under a transform, as for images); under a
  /// shadow, the box in the shadow's color. The text's color does not tint them.
  private func drawColorGlyphs(_ run: DisplayList.GlyphRun, _ state: DrawState, _ rasterizer: Rasterizer, _ cache: inout DrawingCache) {
    let unit = run.size / Double(run.face.metrics.unitsPerEm)
    for (glyph, position) in zip(run.glyphs, run.positions) {
      let key = OutlineKey(face: run.face.id, glyph: glyph)
      if cache.colorGlyphs[key] == nil {
        cache.colorGlyphs[key] = run.face.colorGlyph(glyph).flatMap { color in PNGDecoder.decode(color.png).map { ($0, color) } }
      }
      guard let (image, color) = cache.colorGlyphs[key] ?? nil else { continue }
      let rect = CGRect(
        x: Double(position.x) + color.xBearing * unit, y: Double(position.y) - color.yBearing * unit,
        width: color.width * unit, height: color.height * unit)
      drawImage(image, in: rect, state, rasterizer)
    }
  }

  /// Draws an image stretched to the box around `rect` (points) under the open transform; under
  /// a shadow, the box in the shadow's color.
  private func drawImage(_ image: PNGDecoder.Image, in rect: CGRect, _ state: DrawState, _ rasterizer: Rasterizer) {
    let box = rect.applying(state.transform)
    if let silhouette = state.silhouette {
      var outline = PixelPath()
      outline.elements = roundedRectangle(box, radius: 0)
      rasterizer.fill(outline, red: silhouette.red, green: silhouette.green, blue: silhouette.blue, opacity: silhouette.opacity * state.opacity)
    } else {
      rasterizer.draw(
        image, in: CGRect(origin: point(box.minX, box.minY), size: CGSize(width: box.width * scale, height: box.height * scale)),
        opacity: state.opacity)
    }
  }

  private func draw(_ shape: DisplayList.Shape, _ state: DrawState, _ rasterizer: Rasterizer, _ cache: inout DrawingCache) {
    let frame = shape.frame
    let paint = shape.paint
    // An image file that decodes is drawn (in the box around its transformed frame); others draw
    // their placeholder shape.
    if let path = paint.imagePath {
      if let image = cache.images.image(at: path) {
        drawImage(image, in: frame, state, rasterizer)
        return
      }
    }
    let transform = pixelTransform(state.transform)
    /// A paint color under the open effects: a shadow's color replaces it, opacities multiply.
    func painted(_ original: Color) -> (Double, Double, Double, Double) {
      let color = state.recolored(original)
      guard let silhouette = state.silhouette else { return (color.red, color.green, color.blue, color.opacity * state.opacity) }
      return (silhouette.red, silhouette.green, silhouette.blue, silhouette.opacity * color.opacity * state.opacity)
    }
    let radius = Self.cornerRadius(paint.shape, paint.cornerRadius, frame)
    let outline = paint.shape == .circle ? squareAround(frame) : frame
    if let fill = paint.fill {
      var path = PixelPath()
      if paint.shape == .path {
        path = pixelPath(paint.path(in: frame).offsetBy(dx: frame.minX, dy: frame.minY))
        path.evenOdd = paint.isEvenOdd
      } else {
        path.elements = outlineElements(paint.shape, cornerRadius: paint.cornerRadius, frame: frame)
      }
      let (red, green, blue, opacity) = painted(fill)
      painting(paint.fillGradient, over: frame, state, rasterizer, opacity: opacity, images: &cache.images) { opacity in
        rasterizer.fill(path.applying(transform), red: red, green: green, blue: blue, opacity: opacity)
      }
    }
    let style = paint.strokeStyle
    if let stroke = paint.stroke, paint.lineWidth > 0,
      paint.shape == .path || style.usableDash != nil || style.lineJoin != .miter
    {
      // Paths, dashes and other corners: the outline stroked by FreeType's stroker, the width
      // scaled as the transform scales areas.
      var outlinePath = paint.path(in: frame).offsetBy(dx: frame.minX, dy: frame.minY)
      if let dash = style.usableDash { outlinePath = outlinePath.dashed(dash, phase: style.dashPhase.isFinite ? style.dashPhase : 0) }
      let widthScale = Double(abs(transform.a * transform.d - transform.b * transform.c)).squareRoot() * scale
      let (red, green, blue, opacity) = painted(stroke)
      painting(paint.strokeGradient, over: frame, state, rasterizer, opacity: opacity, images: &cache.images) { opacity in
        rasterizer.stroke(
          pixelPath(outlinePath).applying(transform), width: Double(paint.lineWidth) * widthScale, cap: style.lineCap,
          join: style.lineJoin, miterLimit: Double(style.miterLimit), red: red, green: green, blue: blue, opacity: opacity)
      }
    } else if let stroke = paint.stroke, paint.lineWidth > 0 {
      // A ring centered on the edge: the outline grown and shrunk by half the line width.
      let half = paint.lineWidth / 2
      var path = PixelPath()
      path.evenOdd = true
      let inner = outline.insetBy(dx: half, dy: half)
      if paint.shape == .ellipse {
        path.elements = ellipse(outline.insetBy(dx: -half, dy: -half))
        if inner.width > 0, inner.height > 0 { path.elements += ellipse(inner) }
      } else {
        path.elements = roundedRectangle(outline.insetBy(dx: -half, dy: -half), radius: radius + half)
        if inner.width > 0, inner.height > 0 {
          path.elements += roundedRectangle(inner, radius: max(radius - half, 0))
        }
      }
      let (red, green, blue, opacity) = painted(stroke)
      painting(paint.strokeGradient, over: frame, state, rasterizer, opacity: opacity, images: &cache.images) { opacity in
        rasterizer.fill(path.applying(transform), red: red, green: green, blue: blue, opacity: opacity)
      }
    }
  }

  /// Runs `draw` with `gradient` over `frame` as the rasterizer's paint when there is one (and
  /// no shadow): `draw` is then given the open opacities alone, since the gradient's colors bring
  /// their own; else it is given `opacity`, the paint color's.
  private func painting(
    _ gradient: ShapeGradient?, over frame: CGRect, _ state: DrawState, _ rasterizer: Rasterizer, opacity: Double,
    images: inout DecodedImages, _ draw: (Double) -> Void
  ) {
    // A tiled image's pixels, decoded once per picture (nil when the file does not decode: the
    // tiles paint nothing).
    var tiled: PNGDecoder.Image? = nil
    if let gradient, case .image(let tiling) = gradient.geometry { tiled = images.image(at: tiling.path) }
    guard let shader = shader(gradient, frame: frame, state: state, tiled: tiled) else { return draw(opacity) }
    rasterizer.shader = shader
    draw(state.opacity)
    rasterizer.shader = nil
  }

  /// The shader that paints `gradient` over `frame` (points) under the open transform: each
  /// pixel's center taken back to the frame's coordinates. Nil without a gradient, and under a
  /// shadow (whose color replaces the paint's).
  private func shader(
    _ gradient: ShapeGradient?, frame: CGRect, state: DrawState, tiled: PNGDecoder.Image?
  ) -> (@Sendable (Double, Double) -> Color)? {
    guard let gradient, state.silhouette == nil else { return nil }
    let inverse = pixelTransform(state.transform).inverted()
    let scale = self.scale
    let colors = state.colors
    if case .image(let tiling) = gradient.geometry {
      // Each pixel takes the image pixel its center falls on, in the tile it lies in.
      let origin = gradient.geometryFrame(in: frame).origin
      return { x, y in
        guard let image = tiled, image.width > 0, image.height > 0 else { return .clear }
        let point = CGPoint(x: x, y: y).applying(inverse)
        let unit = tiling.imagePoint(for: CGPoint(x: point.x / scale - origin.x, y: point.y / scale - origin.y))
        let column = min(max(Int(unit.x * CGFloat(image.width)), 0), image.width - 1)
        let row = min(max(Int(unit.y * CGFloat(image.height)), 0), image.height - 1)
        let index = (row * image.width + column) * 4
        let color = Color(
          red: Double(image.rgba[index]) / 255, green: Double(image.rgba[index + 1]) / 255, blue: Double(image.rgba[index + 2]) / 255,
          opacity: Double(image.rgba[index + 3]) / 255)
        return colors?.applied(to: color) ?? color
      }
    }
    // A mesh is rasterized once here, as finely as the pixels it lands on.
    let transform = state.transform
    let zoom = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    let sample = gradient.sampler(in: frame.size, resolution: scale * (zoom.isFinite ? max(zoom, 1) : 1))
    return { x, y in
      let point = CGPoint(x: x, y: y).applying(inverse)
      let color = sample(CGPoint(x: point.x / scale - frame.minX, y: point.y / scale - frame.minY))
      return colors?.applied(to: color) ?? color
    }
  }

  /// The square a circle fills: centered in the frame, as wide as its shorter side.
  private func squareAround(_ frame: CGRect) -> CGRect {
    let side = min(frame.width, frame.height)
    return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }

  /// The ellipse inscribed in a rectangle (four cubic arcs), in pixels.
  private func ellipse(_ rect: CGRect) -> [PixelPath.Element] {
    guard rect.width > 0, rect.height > 0 else { return [] }
    let (cx, cy) = (Double(rect.midX), Double(rect.midY))
    let (rx, ry) = (Double(rect.width) / 2, Double(rect.height) / 2)
    let k = 0.552_284_749_830_793_4
    let (kx, ky) = (rx * k, ry * k)
    return [
      .move(point(cx + rx, cy)),
      .cubic(point(cx + rx, cy + ky), point(cx + kx, cy + ry), point(cx, cy + ry)),
      .cubic(point(cx - kx, cy + ry), point(cx - rx, cy + ky), point(cx - rx, cy)),
      .cubic(point(cx - rx, cy - ky), point(cx - kx, cy - ry), point(cx, cy - ry)),
      .cubic(point(cx + kx, cy - ry), point(cx + rx, cy - ky), point(cx + rx, cy)),
      .close,
    ]
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
