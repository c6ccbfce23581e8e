public import BaselineDisplay
import LayoutCore
import SwiftUISurface
import Typography
public import Foundation


/// Draws a display list as SVG: shapes as rectangles and ellipses, glyphs as outlines from the
/// fonts (each glyph defined once in `<defs>` and placed with `<use>`), paint effects as groups
/// (`opacity`, `transform`, a `clip-path`, a drop-shadow `filter`), optionally with guides over
/// it (each text's frame and baselines). Output is deterministic, so it can be compared
/// byte for byte.
public struct SVGRenderer: Sendable {
  /// Draw guides over the picture: text frames (gray), baselines (blue) and the alignment lines
  /// of stacks and grid rows (dashed orange).
  public var showsGuides: Bool

  /// A renderer, drawing guides when `showsGuides` is true.
  public init(showsGuides: Bool = false) {
    self.showsGuides = showsGuides
  }

  /// A part of a picture to point out, drawn in red over everything: a frame, and horizontal
  /// lines across it (a baseline that does not line up).
  public struct Highlight: Sendable {
    /// The rectangle outlined, root coordinates.
    public var frame: CGRect
    /// The y of each line drawn across it, root coordinates.
    public var lines: [CGFloat]

    /// A highlight of `frame` with `lines` across it.
    public init(frame: CGRect, lines: [CGFloat] = []) {
      self.frame = frame
      self.lines = lines
    }
  }

  /// The picture as an SVG document.
  public func render(_ list: DisplayList) -> String { render(list, highlights: []) }

  /// The picture with `highlights` drawn over it (for failure pictures of layout checks).
  public func render(_ list: DisplayList, highlights: [Highlight]) -> String {
    var defs: [String] = []
    var body: [String] = []
    var glyphIDs: [String: String] = [:]
    var colorGlyphs: [String: ColorGlyph?] = [:]
    var imageIDs: [FileIdentity: String] = [:]
    var faceNumbers: [Int: Int] = [:]
    var effectNumber = 0

    for item in list.items {
      switch item {
      case .beginEffect(let effect):
        effectNumber += 1
        body.append(groupStart(effect, number: effectNumber, defs: &defs))
      case .endEffect:
        body.append("</g>")
      case .shape(let shape):
        body.append(contentsOf: shapeElements(shape, images: &imageIDs, defs: &defs))
      case .glyphs(let run) where run.face.hasColorGlyphs:
        // Color glyphs (emoji): each glyph's PNG embedded once, used scaled to its box.
        let faceNumber = faceNumbers[run.face.id] ?? {
          let number = faceNumbers.count
          faceNumbers[run.face.id] = number
          return number
        }()
        let unit = run.size / Double(run.face.metrics.unitsPerEm)
        for (glyph, position) in zip(run.glyphs, run.positions) {
          let key = "\(faceNumber)-\(glyph)"
          if colorGlyphs[key] == nil {
            let color = run.face.colorGlyph(glyph)
            colorGlyphs[key] = color
            if let color {
              defs.append(
                "<symbol id=\"e\(key)\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\"><image width=\"1\" height=\"1\" "
                  + "preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Data(color.png).base64EncodedString())\"/></symbol>")
            }
          }
          guard let color = colorGlyphs[key] ?? nil else { continue }
          body.append(
            "<use href=\"#e\(key)\" x=\"\(svgNumber(Double(position.x) + color.xBearing * unit))\" "
              + "y=\"\(svgNumber(Double(position.y) - color.yBearing * unit))\" width=\"\(svgNumber(color.width * unit))\" "
              + "height=\"\(svgNumber(color.height * unit))\"/>")
        }
      case .glyphs(let run):
        let faceNumber = faceNumbers[run.face.id] ?? {
          let number = faceNumbers.count
          faceNumbers[run.face.id] = number
          return number
        }()
        let scale = run.size / Double(run.face.metrics.unitsPerEm)
        var uses: [String] = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
          let key = "\(faceNumber)-\(glyph)"
          if glyphIDs[key] == nil {
            let path = pathData(run.face.outline(ofGlyph: glyph))
            glyphIDs[key] = "g\(key)"
            defs.append("<path id=\"g\(key)\" d=\"\(path)\"/>")
          }
          uses.append(
            "<use href=\"#g\(key)\" transform=\"matrix(\(svgNumber(scale)) 0 0 \(svgNumber(-scale)) "
              + "\(svgNumber(Double(position.x))) \(svgNumber(Double(position.y))))\"/>")
        }
        if let gradient = run.gradient {
          // The glyphs clip a rectangle over the text's frame filled with the gradient (a fill
          // on the glyphs themselves would read the gradient in each glyph's font units).
          let server = SVGGradients.paint(gradient, frame: run.gradientFrame, reach: 0, defs: &defs)
          let clip = "textclip\(defs.count)"
          defs.append("<clipPath id=\"\(clip)\">" + uses.joined() + "</clipPath>")
          // (The rectangle reaches a font size past the frame, for glyphs that overhang it.)
          let f = run.gradientFrame.insetBy(dx: -run.size, dy: -run.size)
          body.append(
            "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
              + "fill=\"\(server)\" clip-path=\"url(#\(clip))\"/>")
        } else {
          let color = svgColor(run.color.red, run.color.green, run.color.blue)
          body.append("<g fill=\"\(color)\"\(opacity(run.color.opacity))>" + uses.joined() + "</g>")
        }
      }
    }
    /// A frame's rectangle and horizontal lines across it (a text's baselines, or a check's
    /// offending ones), each with its own style attributes.
    func framed(_ f: CGRect, lines: [CGFloat], rect: String, line: String) {
      body.append(
        "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" \(rect)/>")
      for y in lines {
        body.append("<line x1=\"\(n(f.minX))\" y1=\"\(n(y))\" x2=\"\(n(f.maxX))\" y2=\"\(n(y))\" \(line)/>")
      }
    }
    if showsGuides {
      for guides in list.textGuides {
        framed(
          guides.frame, lines: guides.baselines, rect: "fill=\"none\" stroke=\"#999999\" stroke-width=\"0.5\"",
          line: "stroke=\"#1e6bff\" stroke-width=\"0.5\"")
      }
      for alignment in list.alignmentLines {
        let f = alignment.frame
        let position = alignment.line.position
        let (x1, y1, x2, y2) =
          alignment.line.orientation == .horizontal
          ? (f.minX, position, f.maxX, position) : (position, f.minY, position, f.maxY)
        body.append(
          "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" "
            + "stroke=\"#ff7a00\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>")
      }
    }
    for highlight in highlights {
      framed(
        highlight.frame, lines: highlight.lines,
        rect: "fill=\"#ff0000\" fill-opacity=\"0.12\" stroke=\"#e00000\" stroke-width=\"1\"",
        line: "stroke=\"#e00000\" stroke-width=\"1\"")
    }
    let width = n(list.size.width)
    let height = n(list.size.height)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
    if !defs.isEmpty { svg += "<defs>\n" + defs.joined(separator: "\n") + "\n</defs>\n" }
    svg += body.joined(separator: "\n")
    svg += "\n</svg>\n"
    return svg
  }

  private func n(_ value: CGFloat) -> String { svgNumber(Double(value)) }

  /// The opening tag of a group drawn with `effect`; a clip outline or a shadow filter goes into
  /// `defs` under an id made from `number`.
  private func groupStart(_ effect: DisplayList.Effect, number: Int, defs: inout [String]) -> String {
    switch effect {
    case .opacity(let value):
      return "<g opacity=\"\(svgNumber(value))\">"
    case .transform(let t):
      return "<g transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\">"
    case .clip(let shape, let cornerRadius, let frame):
      let outline = outlineElement(shape, cornerRadius: cornerRadius, frame: frame, attributes: "")
      defs.append("<clipPath id=\"clip\(number)\">\(outline)</clipPath>")
      return "<g clip-path=\"url(#clip\(number))\">"
    case .clipOutline(let outline, let frame):
      let data = pathData(outline.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY))
      defs.append("<clipPath id=\"clip\(number)\"><path d=\"\(data)\"/></clipPath>")
      return "<g clip-path=\"url(#clip\(number))\">"
    case .blur(let radius):
      // A Gaussian of standard deviation `radius` (as a shadow's), in a region grown to hold it.
      defs.append(
        "<filter id=\"blur\(number)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feGaussianBlur stdDeviation=\"\(n(radius))\"/></filter>")
      return "<g filter=\"url(#blur\(number))\">"
    case .colorMatrix(let matrix):
      let values = matrix.rows.joined().map { svgNumber($0) }.joined(separator: " ")
      defs.append(
        "<filter id=\"colors\(number)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>")
      return "<g filter=\"url(#colors\(number))\">"
    case .shadow(let color, let radius, let x, let y):
      // A Gaussian blur of standard deviation `radius` (as a Core Animation shadow radius; CSS
      // writes the same blur as 2 x radius), in a region twice the content's box.
      defs.append(
        "<filter id=\"shadow\(number)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feDropShadow dx=\"\(n(x))\" dy=\"\(n(y))\" stdDeviation=\"\(n(radius))\" "
          + "flood-color=\"\(svgColor(color.red, color.green, color.blue))\" flood-opacity=\"\(svgNumber(min(max(color.opacity, 0), 1)))\"/>"
          + "</filter>")
      return "<g filter=\"url(#shadow\(number))\">"
    }
  }

  private func opacity(_ value: Double) -> String {
    value >= 1 ? "" : " fill-opacity=\"\(svgNumber(max(value, 0)))\""
  }

  private func shapeElements(_ shape: DisplayList.Shape, images: inout [FileIdentity: String], defs: inout [String]) -> [String] {
    let frame = shape.frame
    let paint = shape.paint
    // An image file is embedded once (a symbol of unit size, whatever path or link names the
    // file) and used stretched to each frame that shows it.
    if let path = paint.imagePath, let id = imageSymbol(path, images: &images, defs: &defs) {
      return [
        "<use href=\"#\(id)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
      ]
    }
    var style = ""
    if let fill = paint.fill {
      if let gradient = paint.fillGradient {
        style += " fill=\"\(SVGGradients.paint(gradient, frame: frame, reach: 0, defs: &defs))\""
      } else {
        style += " fill=\"\(svgColor(fill.red, fill.green, fill.blue))\"\(opacity(fill.opacity))"
      }
    } else {
      style += " fill=\"none\""
    }
    if paint.isEvenOdd { style += " fill-rule=\"evenodd\"" }
    if let stroke = paint.stroke {
      if let gradient = paint.strokeGradient {
        style += " stroke=\"\(SVGGradients.paint(gradient, frame: frame, reach: paint.lineWidth / 2, defs: &defs))\""
      } else {
        style += " stroke=\"\(svgColor(stroke.red, stroke.green, stroke.blue))\""
        if stroke.opacity < 1 { style += " stroke-opacity=\"\(svgNumber(max(stroke.opacity, 0)))\"" }
      }
      style += " stroke-width=\"\(n(paint.lineWidth))\""
      style += strokeAttributes(paint.strokeStyle, sharpCorners: paint.shape == .path)
    }
    if paint.shape == .path {
      let data = pathData(paint.path(in: frame).offsetBy(dx: frame.minX, dy: frame.minY))
      return data.isEmpty ? [] : ["<path d=\"\(data)\"\(style)/>"]
    }
    return [outlineElement(paint.shape, cornerRadius: paint.cornerRadius, frame: frame, attributes: style)]
  }

  /// A stroke style's ends, corners and dashes as SVG attributes (the defaults left out). The
  /// miter limit is written for paths only: the built-in shapes have no corner sharper than a
  /// right angle, where SVG's default limit (4) and Core Graphics' (10) draw alike.
  private func strokeAttributes(_ style: StrokeStyle, sharpCorners: Bool) -> String {
    var attributes = ""
    switch style.lineCap {
    case .butt: break
    case .round: attributes += " stroke-linecap=\"round\""
    case .square: attributes += " stroke-linecap=\"square\""
    }
    switch style.lineJoin {
    case .miter:
      if sharpCorners, style.miterLimit.isFinite, style.miterLimit >= 1 { attributes += " stroke-miterlimit=\"\(n(style.miterLimit))\"" }
    case .round: attributes += " stroke-linejoin=\"round\""
    case .bevel: attributes += " stroke-linejoin=\"bevel\""
    }
    if let dash = style.usableDash {
      attributes += " stroke-dasharray=\"\(dash.map { n($0) }.joined(separator: " "))\""
      if style.dashPhase != 0, style.dashPhase.isFinite { attributes += " stroke-dashoffset=\"\(n(style.dashPhase))\"" }
    }
    return attributes
  }

  /// A path as SVG path data; elements with a non-finite point are left out.
  private func pathData(_ path: Path) -> String {
    var data = ""
    func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
    for element in path.elements {
      switch element {
      case .move(let point): if finite(point) { data += "M\(p(point))" }
      case .line(let point): if finite(point) { data += "L\(p(point))" }
      case .quadCurve(let point, let control): if finite(point, control) { data += "Q\(p(control)) \(p(point))" }
      case .curve(let point, let c1, let c2): if finite(point, c1, c2) { data += "C\(p(c1)) \(p(c2)) \(p(point))" }
      case .closeSubpath: data += "Z"
      }
    }
    // Data that never moves draws nothing.
    return data.hasPrefix("M") ? data : ""
  }

  /// The id of the symbol embedding the image file at `path`, defined on first use; nil when the
  /// file cannot be read.
  private func imageSymbol(_ path: String, images: inout [FileIdentity: String], defs: inout [String]) -> String? {
    guard let identity = FileIdentity(path: path) else { return nil }
    if let id = images[identity] { return id }
    guard let data = ImageFiles.bytes(of: identity, at: path) else { return nil }
    let id = "image\(images.count)"
    images[identity] = id
    let type = ImageFiles.mediaType(of: data)
    defs.append(
      "<symbol id=\"\(id)\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\"><image width=\"1\" height=\"1\" "
        + "preserveAspectRatio=\"none\" href=\"data:\(type);base64,\(data.base64EncodedString())\"/></symbol>")
    return id
  }

  /// The SVG element of a shape's outline in a frame, with `attributes` (fill, stroke) added:
  /// the largest circle centered in the frame, the inscribed ellipse, or a rectangle with the
  /// corner radius of a capsule or a rounded rectangle.
  private func outlineElement(_ shape: Paint.Shape, cornerRadius: CGFloat, frame: CGRect, attributes: String) -> String {
    switch shape {
    case .circle:
      let radius = min(frame.width, frame.height) / 2
      return "<circle cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\"\(attributes)/>"
    case .ellipse:
      return "<ellipse cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" rx=\"\(n(frame.width / 2))\" ry=\"\(n(frame.height / 2))\"\(attributes)/>"
    case .path:
      return ""
    case .capsule, .roundedRectangle, .rectangle:
      let radius: CGFloat
      switch shape {
      case .capsule: radius = min(frame.width, frame.height) / 2
      case .roundedRectangle: radius = min(cornerRadius, min(frame.width, frame.height) / 2)
      default: radius = 0
      }
      let corners = radius > 0 ? " rx=\"\(n(radius))\"" : ""
      return "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(corners)\(attributes)/>"
    }
  }

  private func pathData(_ commands: [PathCommand]) -> String {
    commands.map { command -> String in
      switch command {
      case .move(let x, let y): return "M\(svgNumber(x)) \(svgNumber(y))"
      case .line(let x, let y): return "L\(svgNumber(x)) \(svgNumber(y))"
      case .quadratic(let cx, let cy, let x, let y):
        return "Q\(svgNumber(cx)) \(svgNumber(cy)) \(svgNumber(x)) \(svgNumber(y))"
      case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
        return "C\(svgNumber(c1x)) \(svgNumber(c1y)) \(svgNumber(c2x)) \(svgNumber(c2y)) \(svgNumber(x)) \(svgNumber(y))"
      case .close: return "Z"
      }
    }.joined()
  }
}
