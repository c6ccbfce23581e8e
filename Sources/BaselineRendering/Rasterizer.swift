import BaselineDisplay
import LayoutCore
import Typography
import CFreeType
import Foundation

/// An RGB picture with 8 bits per channel, painted on an opaque background. Rows run top to
/// bottom.
public struct Raster: Sendable, Hashable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width * height * 3` bytes: red, green, blue per pixel.
  public internal(set) var pixels: [UInt8]

  init(width: Int, height: Int, background: (UInt8, UInt8, UInt8)) {
    self.width = width
    self.height = height
    var row: [UInt8] = []
    row.reserveCapacity(width * 3)
    for _ in 0..<width { row += [background.0, background.1, background.2] }
    pixels = Array([[UInt8]](repeating: row, count: height).joined())
  }

  /// The red, green and blue bytes of a pixel.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let index = (y * width + x) * 3
    return (pixels[index], pixels[index + 1], pixels[index + 2])
  }
}

/// A path in pixel coordinates (y down), built from moves, lines and curves.
struct PixelPath {
  enum Element {
    case move(CGPoint)
    case line(CGPoint)
    case quadratic(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
  }

  var elements: [Element] = []
  /// Fill with the even-odd rule (strokes are rings of two contours); else non-zero winding.
  var evenOdd = false

  /// The path with every point moved by `transform` (pixel coordinates).
  func applying(_ transform: CGAffineTransform) -> PixelPath {
    guard !transform.isIdentity else { return self }
    func t(_ point: CGPoint) -> CGPoint { point.applying(transform) }
    var moved = self
    moved.elements = elements.map { element in
      switch element {
      case .move(let point): return .move(t(point))
      case .line(let point): return .line(t(point))
      case .quadratic(let control, let point): return .quadratic(t(control), t(point))
      case .cubic(let c1, let c2, let point): return .cubic(t(c1), t(c2), t(point))
      case .close: return .close
      }
    }
    return moved
  }
}

/// Fills paths with anti-aliased coverage from FreeType's gray rasterizer, blending a color into
/// a raster. One instance per picture: it owns a FreeType library, which is not shared across
/// threads.
final class Rasterizer {
  private var library: FT_Library?
  private(set) var raster: Raster
  /// The color being painted and its opacity (0...255), read by the span callback.
  fileprivate var color: (UInt8, UInt8, UInt8) = (0, 0, 0)
  fileprivate var alpha: Int = 255
  /// While set: each painted pixel's color, from the pixel's center (pixels, x right, y
  /// down), in place of `color`; its opacity multiplies the one drawn with.
  var shader: (@Sendable (Double, Double) -> Color)? = nil
  /// Coverage (0...255) per pixel that drawing is limited to, row by row; nil: no clip.
  var clipMask: [UInt8]? = nil
  /// While a clip outline is being rasterized: its coverage, written instead of blending.
  fileprivate var maskBeingBuilt: [UInt8]? = nil

  /// Coordinates are limited to ±1,000,000 pixels before they reach FreeType (its rasterizer
  /// works in a narrower range than 26.6 can express); anything beyond is off the picture anyway.
  private static let coordinateLimit = 1_000_000.0

  init(raster: Raster) throws {
    self.raster = raster
    guard FT_Init_FreeType(&library) == 0, library != nil else {
      throw RenderError.rasterizerUnavailable
    }
  }

  deinit {
    FT_Done_FreeType(library)
  }

  /// Limits later drawing to `path` as well as to the current clip (coverages multiply).
  func intersectClip(with path: PixelPath) {
    maskBeingBuilt = [UInt8](repeating: 0, count: raster.width * raster.height)
    fill(path, red: 0, green: 0, blue: 0, opacity: 1)
    guard var mask = maskBeingBuilt else { return }
    maskBeingBuilt = nil
    if let clip = clipMask {
      for index in mask.indices { mask[index] = UInt8((Int(mask[index]) * Int(clip[index]) + 127) / 255) }
    }
    clipMask = mask
  }

  /// Draws an image stretched to `rect` (pixels), sampling the nearest source pixel and
  /// blending by its alpha times `opacity` (0...1) and the clip. A rectangle with a side that is
  /// not finite, or not positive, draws nothing; one reaching beyond the raster is cut to it.
  func draw(_ image: PNGDecoder.Image, in rect: CGRect, opacity: Double = 1) {
    let (left, top, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    guard left.isFinite, top.isFinite, width.isFinite, height.isFinite, width > 0, height > 0,
      (left + width).isFinite, (top + height).isFinite
    else { return }
    let opacityByte = Int(colorByte(opacity))
    let minX = Self.pixelIndex(left.rounded(), below: raster.width + 1)
    let maxX = Self.pixelIndex((left + width).rounded(), below: raster.width + 1)
    let minY = Self.pixelIndex(top.rounded(), below: raster.height + 1)
    let maxY = Self.pixelIndex((top + height).rounded(), below: raster.height + 1)
    guard minX < maxX, minY < maxY else { return }
    for y in minY..<maxY {
      let sourceY = Self.pixelIndex((Double(y) + 0.5 - top) / height * Double(image.height), below: image.height)
      for x in minX..<maxX {
        let sourceX = Self.pixelIndex((Double(x) + 0.5 - left) / width * Double(image.width), below: image.width)
        let source = (sourceY * image.width + sourceX) * 4
        var alpha = Int(image.rgba[source + 3]) * opacityByte / 255
        if let clipMask { alpha = alpha * Int(clipMask[y * raster.width + x]) / 255 }
        guard alpha > 0 else { continue }
        let target = (y * raster.width + x) * 3
        for channel in 0..<3 {
          let over = Int(image.rgba[source + channel])
          let under = Int(raster.pixels[target + channel])
          raster.pixels[target + channel] = UInt8((over * alpha + under * (255 - alpha) + 127) / 255)
        }
      }
    }
  }

  /// `value` as an index in `0..<count`: NaN and values below 0 give 0, values past the end the
  /// last index (never a conversion that traps).
  private static func pixelIndex(_ value: Double, below count: Int) -> Int {
    guard value >= 0 else { return 0 }
    return value < Double(count - 1) ? Int(value) : count - 1
  }

  /// Fills `path` with a color whose opacity is `opacity` (0...1), within the clip.
  func fill(_ path: PixelPath, red: Double, green: Double, blue: Double, opacity: Double) {
    let alpha = Int(colorByte(opacity))
    guard alpha > 0, !path.elements.isEmpty else { return }
    color = (colorByte(red), colorByte(green), colorByte(blue))
    self.alpha = alpha

    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contours: [Int16] = []
    func fixed(_ point: CGPoint) -> FT_Vector {
      func convert(_ value: CGFloat) -> FT_Pos {
        let limited = value.isNaN ? 0 : min(max(Double(value), -Self.coordinateLimit), Self.coordinateLimit)
        return FT_Pos((limited * 64).rounded())
      }
      return FT_Vector(x: convert(point.x), y: convert(point.y))
    }
    func endContour() {
      if let last = contours.last, Int(last) == points.count - 1 { return }
      if points.count > (contours.last.map { Int($0) + 1 } ?? 0) { contours.append(Int16(points.count - 1)) }
    }
    let on = CChar(FT_CURVE_TAG_ON)
    for element in path.elements {
      switch element {
      case .move(let point):
        endContour()
        points.append(fixed(point))
        tags.append(on)
      case .line(let point):
        points.append(fixed(point))
        tags.append(on)
      case .quadratic(let control, let point):
        points += [fixed(control), fixed(point)]
        tags += [CChar(FT_CURVE_TAG_CONIC), on]
      case .cubic(let c1, let c2, let point):
        points += [fixed(c1), fixed(c2), fixed(point)]
        tags += [CChar(FT_CURVE_TAG_CUBIC), CChar(FT_CURVE_TAG_CUBIC), on]
      case .close:
        endContour()
      }
      // FreeType counts points in a 16-bit field: a larger path is not drawn.
      if points.count > 30_000 { return }
    }
    endContour()
    guard !contours.isEmpty else { return }

    points.withUnsafeMutableBufferPointer { pointBuffer in
      tags.withUnsafeMutableBufferPointer { tagBuffer in
        contours.withUnsafeMutableBufferPointer { contourBuffer in
          var outline = FT_Outline()
          outline.n_points = Int16(pointBuffer.count)
          outline.n_contours = Int16(contourBuffer.count)
          outline.points = pointBuffer.baseAddress
          outline.tags = tagBuffer.baseAddress
          outline.contours = contourBuffer.baseAddress
          outline.flags = path.evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0
          render(&outline)
        }
      }
    }
  }

  /// Paints the stroke of `path` (pixel coordinates): lines `width` pixels wide centered on it,
  /// with the ends and corners asked for (a miter longer than `miterLimit` widths is beveled).
  /// Each subpath is open unless it ends with a close. Outlined by FreeType's stroker.
  func stroke(
    _ path: PixelPath, width: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double,
    red: Double, green: Double, blue: Double, opacity: Double
  ) {
    let alpha = Int(colorByte(opacity))
    guard alpha > 0, width > 0, width.isFinite, !path.elements.isEmpty else { return }
    color = (colorByte(red), colorByte(green), colorByte(blue))
    self.alpha = alpha
    var stroker: FT_Stroker?
    guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return }
    defer { FT_Stroker_Done(stroker) }
    let ftCap: FT_Stroker_LineCap =
      switch cap {
      case .butt: FT_STROKER_LINECAP_BUTT
      case .round: FT_STROKER_LINECAP_ROUND
      case .square: FT_STROKER_LINECAP_SQUARE
      }
    let ftJoin: FT_Stroker_LineJoin =
      switch join {
      case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
      case .round: FT_STROKER_LINEJOIN_ROUND
      case .bevel: FT_STROKER_LINEJOIN_BEVEL
      }
    let limit = miterLimit.isFinite ? min(max(miterLimit, 1), 1000) : 10
    FT_Stroker_Set(stroker, FT_Fixed((min(width, Self.coordinateLimit) * 32).rounded()), ftCap, ftJoin, FT_Fixed(limit * 65536))

    func fixed(_ point: CGPoint) -> FT_Vector {
      let limited = { (value: CGFloat) -> FT_Pos in
        FT_Pos(((value.isNaN ? 0 : min(max(Double(value), -Self.coordinateLimit), Self.coordinateLimit)) * 64).rounded())
      }
      return FT_Vector(x: limited(point.x), y: limited(point.y))
    }
    // Subpaths: each starts at a move and is closed when a close ends it.
    var subpaths: [(elements: ArraySlice<PixelPath.Element>, closed: Bool)] = []
    var start = path.elements.startIndex
    for index in path.elements.indices {
      switch path.elements[index] {
      case .move where index > start:
        subpaths.append((path.elements[start..<index], false))
        start = index
      case .close:
        subpaths.append((path.elements[start..<index], true))
        start = index + 1
      default: break
      }
    }
    if start < path.elements.endIndex { subpaths.append((path.elements[start...], false)) }
    var added = 0
    for (elements, closed) in subpaths {
      guard case .move(let first)? = elements.first, elements.count > 1 else { continue }
      var from = fixed(first)
      guard FT_Stroker_BeginSubPath(stroker, &from, closed ? 0 : 1) == 0 else { continue }
      for element in elements.dropFirst() {
        switch element {
        case .line(let point):
          var to = fixed(point)
          FT_Stroker_LineTo(stroker, &to)
        case .quadratic(let control, let point):
          var (c, to) = (fixed(control), fixed(point))
          FT_Stroker_ConicTo(stroker, &c, &to)
        case .cubic(let c1, let c2, let point):
          var (a, b, to) = (fixed(c1), fixed(c2), fixed(point))
          FT_Stroker_CubicTo(stroker, &a, &b, &to)
        case .move, .close: break
        }
        added += 1
        if added > 30_000 { break }
      }
      FT_Stroker_EndSubPath(stroker)
    }
    var pointCount: FT_UInt = 0
    var contourCount: FT_UInt = 0
    guard FT_Stroker_GetCounts(stroker, &pointCount, &contourCount) == 0, pointCount > 0, pointCount <= 32_000,
      contourCount <= 32_000
    else { return }
    var points = [FT_Vector](repeating: FT_Vector(), count: Int(pointCount))
    var tags = [CChar](repeating: 0, count: Int(pointCount))
    var contours = [Int16](repeating: 0, count: Int(contourCount))
    points.withUnsafeMutableBufferPointer { pointBuffer in
      tags.withUnsafeMutableBufferPointer { tagBuffer in
        contours.withUnsafeMutableBufferPointer { contourBuffer in
          var outline = FT_Outline()
          outline.points = pointBuffer.baseAddress
          outline.tags = tagBuffer.baseAddress
          outline.contours = contourBuffer.baseAddress
          // Export appends to the outline's counts, which start at zero.
          FT_Stroker_Export(stroker, &outline)
          render(&outline)
        }
      }
    }
  }

  /// Renders an outline (nonzero winding unless its flags say even-odd) with the current color.
  private func render(_ outline: inout FT_Outline) {
    guard outline.n_points > 0, let points = outline.points else { return }
    let box = pixelBox(UnsafeMutableBufferPointer(start: points, count: Int(outline.n_points)))
    // Clip to the path's own pixel box (within the picture): FreeType's work grows with the
    // clip box, so clipping a glyph to a tall picture would cost as much as the picture.
    guard box.xMin < box.xMax, box.yMin < box.yMax else { return }
    withUnsafeMutablePointer(to: &outline) { outlinePointer in
      var params = FT_Raster_Params()
      params.source = UnsafeRawPointer(outlinePointer)
      params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
      params.gray_spans = blendSpans
      params.user = Unmanaged.passUnretained(self).toOpaque()
      params.clip_box = box
      _ = FT_Outline_Render(library, outlinePointer, &params)
    }
  }

  /// The pixels the points reach (rounded outwards), intersected with the picture.
  private func pixelBox(_ points: UnsafeMutableBufferPointer<FT_Vector>) -> FT_BBox {
    var minX = FT_Pos.max, minY = FT_Pos.max, maxX = FT_Pos.min, maxY = FT_Pos.min
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    // 26.6 fixed point to whole pixels: floor for the low edge, ceiling for the high one.
    return FT_BBox(
      xMin: max(0, minX >> 6), yMin: max(0, minY >> 6),
      xMax: min(FT_Pos(raster.width), (maxX + 63) >> 6), yMax: min(FT_Pos(raster.height), (maxY + 63) >> 6))
  }

  /// Blends one run of coverage into row `y`.
  fileprivate func blend(y: Int, x: Int, length: Int, coverage: Int) {
    let width = raster.width
    guard y >= 0, y < raster.height else { return }
    let start = max(x, 0)
    let end = min(x + length, width)
    if maskBeingBuilt != nil {
      for column in max(start, 0)..<max(end, start) {
        let index = y * width + column
        maskBeingBuilt![index] = max(maskBeingBuilt![index], UInt8(min(coverage, 255)))
      }
      return
    }
    let a = coverage * alpha  // 0...65025
    guard start < end, a > 0 else { return }
    if let shader {
      raster.pixels.withUnsafeMutableBufferPointer { pixels in
        for column in start..<end {
          let shade = shader(Double(column) + 0.5, Double(y) + 0.5)
          var shaded = a * Int(colorByte(shade.opacity)) / 255
          if let clipMask { shaded = shaded * Int(clipMask[y * width + column]) / 255 }
          let index = (y * width + column) * 3
          pixels[index] = mix(pixels[index], colorByte(shade.red), shaded)
          pixels[index + 1] = mix(pixels[index + 1], colorByte(shade.green), shaded)
          pixels[index + 2] = mix(pixels[index + 2], colorByte(shade.blue), shaded)
        }
      }
      return
    }
    let (red, green, blue) = color
    if let clipMask {
      raster.pixels.withUnsafeMutableBufferPointer { pixels in
        for column in start..<end {
          let clipped = a * Int(clipMask[y * width + column]) / 255
          let index = (y * width + column) * 3
          pixels[index] = mix(pixels[index], red, clipped)
          pixels[index + 1] = mix(pixels[index + 1], green, clipped)
          pixels[index + 2] = mix(pixels[index + 2], blue, clipped)
        }
      }
      return
    }
    raster.pixels.withUnsafeMutableBufferPointer { pixels in
      var index = (y * width + start) * 3
      for _ in start..<end {
        pixels[index] = mix(pixels[index], red, a)
        pixels[index + 1] = mix(pixels[index + 1], green, a)
        pixels[index + 2] = mix(pixels[index + 2], blue, a)
        index += 3
      }
    }
  }
}

/// A color component (0...1) as a byte; NaN counts as 0, values outside the range are clamped.
func colorByte(_ value: Double) -> UInt8 {
  guard !value.isNaN else { return 0 }
  return UInt8((min(max(value, 0), 1) * 255).rounded())
}

/// `destination + (source - destination) * a / 65025`, rounded half away from zero, in integers
/// (deterministic).
@inline(__always)
private func mix(_ destination: UInt8, _ source: UInt8, _ a: Int) -> UInt8 {
  let d = Int(destination)
  let product = (Int(source) - d) * a
  let value = d + (product >= 0 ? (product + 32512) / 65025 : -((32512 - product) / 65025))
  return UInt8(min(max(value, 0), 255))
}

/// FreeType's span callback: `user` is the rasterizer.
private let blendSpans: FT_SpanFunc = { y, count, spans, user in
  guard let spans, let user else { return }
  let rasterizer = Unmanaged<Rasterizer>.fromOpaque(user).takeUnretainedValue()
  for index in 0..<Int(count) {
    let span = spans[index]
    rasterizer.blend(y: Int(y), x: Int(span.x), length: Int(span.len), coverage: Int(span.coverage))
  }
}

/// Why a picture could not be made.
public enum RenderError: Error, CustomStringConvertible, Sendable {
  /// FreeType's rasterizer could not be set up.
  case rasterizerUnavailable
  /// The picture has more pixels than the limit.
  case tooLarge(width: Int, height: Int)
  /// zlib could not compress the pixels.
  case compressionFailed

  /// The problem in one sentence.
  public var description: String {
    switch self {
    case .rasterizerUnavailable: return "FreeType could not be started"
    case .tooLarge(let width, let height):
      return "the picture would be \(width) x \(height) pixels; at most \(PNGRenderer.maximumPixels) pixels are drawn"
    case .compressionFailed: return "zlib could not compress the picture"
    }
  }
}
