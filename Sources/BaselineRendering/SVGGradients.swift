import Foundation
import LayoutCore
import SwiftUISurface

/// Writes a shape's gradient as an SVG paint server: SVG's own linear and radial gradients
/// where they say the same thing as `ShapeGradient`'s rule, and a pattern of thin wedges for
/// angular gradients, which SVG has no element for.
struct SVGGradients {
  /// Wedges per full turn of an angular gradient: one a degree, each in the color of its middle.
  static let wedgesPerTurn = 360

  /// Adds the paint server for `gradient` over `frame` (root coordinates) to `defs` and returns
  /// the attribute value that paints with it (`url(#...)`). `reach` is how far beyond the frame
  /// the paint must cover (half a stroke's width).
  static func paint(_ gradient: ShapeGradient, frame: CGRect, reach: CGFloat, defs: inout [String]) -> String {
    let id = "gradient\(defs.count)"
    let geometryFrame = gradient.geometryFrame(in: frame)
    let (x, y, width, height) = (
      Double(geometryFrame.minX), Double(geometryFrame.minY), Double(geometryFrame.width), Double(geometryFrame.height)
    )
    switch gradient.geometry {
    case .linear(let start, let end):
      defs.append(
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(svgNumber(x + Double(start.x) * width))\" "
          + "y1=\"\(svgNumber(y + Double(start.y) * height))\" x2=\"\(svgNumber(x + Double(end.x) * width))\" "
          + "y2=\"\(svgNumber(y + Double(end.y) * height))\">\(stops(gradient, from: 0, to: 1))</linearGradient>")
    case .radial(let center, let startRadius, let endRadius):
      defs.append(
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(svgNumber(x + Double(center.x) * width))\" "
          + "cy=\"\(svgNumber(y + Double(center.y) * height))\" "
          + radial(gradient, startRadius, endRadius) + "</radialGradient>")
    case .elliptical(let center, let startFraction, let endFraction):
      // The unit square stretched over the frame.
      defs.append(
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
          + "gradientTransform=\"matrix(\(svgNumber(width)) 0 0 \(svgNumber(height)) \(svgNumber(x)) \(svgNumber(y)))\" "
          + "cx=\"\(svgNumber(Double(center.x)))\" cy=\"\(svgNumber(Double(center.y)))\" "
          + radial(gradient, startFraction, endFraction) + "</radialGradient>")
    case .angular(let center, _, _):
      defs.append(wedges(gradient, id: id, center: CGPoint(x: x + Double(center.x) * width, y: y + Double(center.y) * height),
        covering: frame.insetBy(dx: -reach - 1, dy: -reach - 1)))
    case .mesh(let mesh):
      defs.append(meshPattern(mesh, id: id, over: geometryFrame, covering: frame.insetBy(dx: -reach - 1, dy: -reach - 1)))
    case .image(let tiling):
      defs.append(imagePattern(tiling, id: id, origin: geometryFrame.origin))
    }
    return "url(#\(id))"
  }

  /// A radial gradient's radius and stops (the element's remaining attributes and content) for
  /// location 0 at `start` and 1 at `end`. SVG's gradient runs from the center (offset 0) to its
  /// radius (offset 1), so the stops are placed at their distances over the larger radius; a
  /// gradient whose radii are reversed runs the other way.
  private static func radial(_ gradient: ShapeGradient, _ start: Double, _ end: Double) -> String {
    let outer = max(start, end)
    guard outer > 0 else {
      // Every point is at location 1 (or, with a negative start, past it): the last color.
      return "r=\"0\">" + stops(gradient, from: 0, to: 1)
    }
    if start == end {
      // A step at the radius: the first color inside, the last outside.
      let first = gradient.color(atLocation: 0)
      let last = gradient.color(atLocation: 1)
      return "r=\"\(svgNumber(outer))\">" + stop(first, at: 1) + stop(last, at: 1)
    }
    // Offsets in 0...1 of distance over `outer`: a location's offset is (start + location *
    // (end - start)) / outer.
    return "r=\"\(svgNumber(outer))\">" + stops(gradient, from: start / outer, to: end / outer)
  }

  /// The stops for a gradient whose location 0 falls at offset `from` and 1 at offset `to` of
  /// the SVG element: each stop at its offset, in offset order, with the color at offset 0 or 1
  /// added where the gradient reaches past them (SVG clamps offsets; these keep the colors).
  private static func stops(_ gradient: ShapeGradient, from: Double, to: Double) -> String {
    guard from != to else { return stop(gradient.color(atLocation: 1), at: 0) }
    func location(atOffset offset: Double) -> Double { (offset - from) / (to - from) }
    var placed = gradient.stops.map { (offset: from + $0.location * (to - from), color: $0.color) }
    if to < from { placed.reverse() }
    var written = placed.filter { $0.offset >= 0 && $0.offset <= 1 }
    if placed.first.map({ $0.offset < 0 }) ?? false || written.isEmpty {
      written.insert((0, gradient.color(atLocation: location(atOffset: 0))), at: 0)
    }
    if placed.last.map({ $0.offset > 1 }) ?? false {
      written.append((1, gradient.color(atLocation: location(atOffset: 1))))
    }
    return written.map { stop($0.color, at: $0.offset) }.joined()
  }

  private static func stop(_ color: Color, at offset: Double) -> String {
    let opacity = color.opacity < 1 ? " stop-opacity=\"\(svgNumber(max(color.opacity, 0)))\"" : ""
    return "<stop offset=\"\(svgNumber(offset))\" stop-color=\"\(svgColor(color.red, color.green, color.blue))\"\(opacity)/>"
  }

  /// A pattern covering `region` with a wedge a degree wide round `center`, each in the
  /// gradient's color at the wedge's middle (and a little wider, so neighbours overlap rather
  /// than leave a seam).
  private static func wedges(_ gradient: ShapeGradient, id: String, center: CGPoint, covering region: CGRect) -> String {
    let corners = [
      CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
      CGPoint(x: region.minX, y: region.maxY), CGPoint(x: region.maxX, y: region.maxY),
    ]
    let radius = corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max() ?? 0
    var pattern =
      "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(svgNumber(Double(region.minX)))\" "
      + "y=\"\(svgNumber(Double(region.minY)))\" width=\"\(svgNumber(Double(region.width)))\" "
      + "height=\"\(svgNumber(Double(region.height)))\"><g transform=\"translate(\(svgNumber(-Double(region.minX))) "
      + "\(svgNumber(-Double(region.minY))))\">"
    let step = 2 * Double.pi / Double(wedgesPerTurn)
    let (cx, cy) = (Double(center.x), Double(center.y))
    for index in 0..<wedgesPerTurn {
      let middle = (Double(index) + 0.5) * step
      let color = gradient.color(atLocation: location(gradient, angle: middle))
      // Opaque wedges overlap their neighbours by a quarter of a wedge; translucent ones meet
      // edge to edge, so no strip is painted twice.
      let overlap = color.opacity < 1 ? 0 : step / 4
      let from = Double(index) * step - overlap
      let to = Double(index + 1) * step + overlap
      pattern +=
        "<path d=\"M\(svgNumber(cx)) \(svgNumber(cy))L\(svgNumber(cx + radius * cos(from))) \(svgNumber(cy + radius * sin(from)))"
        + "L\(svgNumber(cx + radius * cos(to))) \(svgNumber(cy + radius * sin(to)))Z\" "
        + "fill=\"\(svgColor(color.red, color.green, color.blue))\""
        + (color.opacity < 1 ? " fill-opacity=\"\(svgNumber(max(color.opacity, 0)))\"" : "") + "/>"
    }
    return pattern + "</g></pattern>"
  }

  /// Samples per point of a mesh gradient's picture.
  static let meshResolution: CGFloat = 2

  /// A pattern covering `region` with the mesh's background and, over `frame` (its geometry's
  /// rectangle), a picture of the mesh sampled as the PNG renderer samples it
  /// (`MeshPaint.raster`, `meshResolution` samples per point, at most 4,096 a side): SVG has no
  /// mesh gradient element. The picture is stretched across the frame without smoothing, so each
  /// sample is a square of its color.
  private static func meshPattern(_ mesh: MeshPaint, id: String, over frame: CGRect, covering region: CGRect) -> String {
    // At least one sample a side: a PNG has at least one pixel.
    let columns = max(MeshPaint.samples(along: frame.width, resolution: meshResolution), 1)
    let rows = max(MeshPaint.samples(along: frame.height, resolution: meshResolution), 1)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(columns * rows * 4)
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    for color in mesh.raster(columns: columns, rows: rows) {
      bytes += [byte(color.red), byte(color.green), byte(color.blue), byte(color.opacity)]
    }
    let png = (try? PNGEncoder.encode(width: columns, height: rows, channels: 4, pixels: bytes)) ?? []
    let background = mesh.background
    func number(_ value: CGFloat) -> String { svgNumber(Double(value)) }
    return "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(number(region.minX))\" y=\"\(number(region.minY))\" "
      + "width=\"\(number(region.width))\" height=\"\(number(region.height))\">"
      + "<rect width=\"\(number(region.width))\" height=\"\(number(region.height))\" "
      + "fill=\"\(svgColor(background.red, background.green, background.blue))\""
      + (background.opacity < 1 ? " fill-opacity=\"\(svgNumber(max(background.opacity, 0)))\"" : "") + "/>"
      + "<image x=\"\(number(frame.minX - region.minX))\" y=\"\(number(frame.minY - region.minY))\" "
      + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" preserveAspectRatio=\"none\" "
      + "style=\"image-rendering:pixelated\" href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/></pattern>"
  }

  /// A pattern of one tile of the image (its `sourceRect`, as a view box over the image in
  /// points) repeating from `origin`; empty when the file cannot be read, so that it paints
  /// nothing, as the PNG renderer's tiles do.
  private static func imagePattern(_ tiling: ImageTiling, id: String, origin: CGPoint) -> String {
    func number(_ value: CGFloat) -> String { svgNumber(Double(value)) }
    let tile = tiling.tileSize
    let source = tiling.sourceRect
    var pattern =
      "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(number(origin.x))\" y=\"\(number(origin.y))\" "
      + "width=\"\(number(tile.width))\" height=\"\(number(tile.height))\" viewBox=\"\(number(source.minX * tiling.pointSize.width)) "
      + "\(number(source.minY * tiling.pointSize.height)) \(number(source.width * tiling.pointSize.width)) "
      + "\(number(source.height * tiling.pointSize.height))\" preserveAspectRatio=\"none\">"
    if let identity = FileIdentity(path: tiling.path), let data = ImageFiles.bytes(of: identity, at: tiling.path) {
      let type = ImageFiles.mediaType(of: data)
      pattern +=
        "<image width=\"\(number(tiling.pointSize.width))\" height=\"\(number(tiling.pointSize.height))\" "
        + "preserveAspectRatio=\"none\" href=\"data:\(type);base64,\(data.base64EncodedString())\"/>"
    }
    return pattern + "</pattern>"
  }

  /// The location of `angle` (radians, clockwise on screen) in an angular gradient.
  private static func location(_ gradient: ShapeGradient, angle: Double) -> Double {
    guard case .angular(_, let start, let end) = gradient.geometry else { return 0 }
    return ShapeGradient.angularLocation(angle, from: start, to: end)
  }
}
