import Baseline
import BaselineRendering
import BaselineTestSupport
import Testing

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// The picture of a view at 1 pixel per point.
private func picture<V: View>(_ view: V) throws -> Raster {
  try PNGRenderer().raster(DisplayList(engine().layout(view)))
}

private func pixel(_ raster: Raster, _ x: Int, _ y: Int) -> [Int] {
  let p = raster.pixel(x: x, y: y)
  return [Int(p.red), Int(p.green), Int(p.blue)]
}

private func svg<V: View>(_ view: V) -> String { SVGRenderer().render(DisplayList(engine().layout(view))) }

@Suite("Gradients in the PNG and SVG renderers")
struct GradientRenderingTests {
  @Test("PNG: each pixel takes the gradient's color at its center")
  func png() throws {
    // Leading to trailing over 100 points: the pixel at x 24 has its center at 24.5, location
    // 0.245: red 0.755 x 255 = 192.5 -> 193, blue 0.245 x 255 = 62.5 -> 62 (rounded as
    // colorByte does: 192.525 and 62.475).
    let linear = try picture(
      Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 10))
    #expect(pixel(linear, 24, 5) == [193, 0, 62])
    #expect(pixel(linear, 0, 0) == [254, 0, 1])  // center 0.5: 0.995 x 255 = 253.7, 0.005 x 255 = 1.3
    // A radial gradient about the center of a 101-point square (50.5, 50.5), to 100 points:
    // the pixel (80, 90) has its center 30 right and 40 down, 50 away: half way, 0.5 x 255 =
    // 127.5 -> 128 of each.
    let radial = try picture(
      Rectangle().fill(RadialGradient(colors: [pureRed, pureBlue], center: .center, startRadius: 0, endRadius: 100)).frame(width: 101, height: 101))
    #expect(pixel(radial, 80, 90) == [128, 0, 128])
    // A conic gradient from the right: straight below the center is a quarter turn, 0.75 red
    // (191.25 -> 191) and 0.25 blue (63.75 -> 64); straight left is half way.
    let conic = try picture(
      Rectangle().fill(AngularGradient(colors: [pureRed, pureBlue], center: .center, angle: .zero)).frame(width: 101, height: 101))
    #expect(pixel(conic, 50, 80) == [191, 0, 64])
    #expect(pixel(conic, 20, 50) == [128, 0, 128])
    // A gradient stroke: a 4-point border of a 20-point square, top (red) to bottom (blue);
    // the pixel row 1 (center 1.5) is at 0.075: 235.9 -> 236 red, 19.1 -> 19 blue. Inside the
    // border, the white background.
    let stroked = try picture(
      Rectangle().strokeBorder(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom), lineWidth: 4)
        .frame(width: 20, height: 20))
    #expect(pixel(stroked, 10, 1) == [236, 0, 19])
    #expect(pixel(stroked, 10, 10) == [255, 255, 255])
  }

  @Test("PNG: the gradient moves with its shape under a transform, and fades with an opacity")
  func effects() throws {
    // Offset 50 right: the gradient starts at the moved frame's leading edge.
    let moved = try picture(
      HStack(spacing: 0) {
        Color.white.frame(width: 50, height: 10)
        Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 100, height: 10)
      })
    #expect(pixel(moved, 74, 5) == [193, 0, 62])
    // Half opacity over white: the opacity byte is 128 (0.5 x 255 = 127.5, rounded up), so each
    // channel moves 128/255 of the way from white to the gradient's: red 255 - 62 x 128/255 =
    // 223.9 -> 224, green 255 - 255 x 128/255 = 127, blue 255 - 193 x 128/255 = 158.1 -> 158.
    let faded = try picture(
      Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 10)
        .opacity(0.5))
    #expect(pixel(faded, 24, 5) == [224, 127, 158])
  }

  @Test("Canvas: gradients given in the canvas's points, moved by the context's transform")
  func canvas() throws {
    // The same gradient as in `png`, written in canvas points from (0, 0) to (100, 0).
    let plain = try picture(
      Canvas { context, size in
        context.fill(
          Path(CGRect(origin: .zero, size: size)),
          with: .linearGradient(Gradient(colors: [pureRed, pureBlue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
      }.frame(width: 100, height: 10))
    #expect(pixel(plain, 24, 5) == [193, 0, 62])
    // Moved 50 right, from (0, 0) to (50, 0): the pixel at x 74 is at 24.5 of 50: 0.49, red
    // 0.51 x 255 = 130.05 -> 130, blue 124.95 -> 125. Left of the start, the first color.
    let moved = try picture(
      Canvas { context, size in
        context.translateBy(x: 50, y: 0)
        context.fill(
          Path(CGRect(x: -50, y: 0, width: 100, height: 10)),
          with: .linearGradient(Gradient(colors: [pureRed, pureBlue]), startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
      }.frame(width: 100, height: 10))
    #expect(pixel(moved, 74, 5) == [130, 0, 125])
    #expect(pixel(moved, 10, 5) == [255, 0, 0])
  }

  @Test("text in a gradient foreground style: each fully inked pixel takes the gradient's color at its center")
  func text() throws {
    let view = Text("IIII").font(.custom("Noto Sans", size: 60))
      .foregroundStyle(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing))
    let result = engine().layout(view)
    let raster = try PNGRenderer().raster(DisplayList(result))
    let width = Double(result.size.width)
    let row = Int(result.size.height / 2)
    var inked = 0
    for x in 0..<raster.width {
      let p = pixel(raster, x, row)
      // Fully covered: no white left in it (green is 0 in every color of this gradient).
      guard p[1] == 0 else { continue }
      inked += 1
      let t = (Double(x) + 0.5) / width
      #expect(p == [Int(((1 - t) * 255).rounded()), 0, Int((t * 255).rounded())], "x \(x)")
    }
    // Four stems, each several pixels wide.
    #expect(inked >= 8)
    // SVG: the glyphs clip a rectangle filled with the gradient over the text's frame.
    let svg = SVGRenderer().render(DisplayList(result))
    #expect(svg.contains("<linearGradient id=\"gradient"))
    #expect(svg.contains("<clipPath id=\"textclip"))
    #expect(svg.contains("clip-path=\"url(#textclip"))
  }

  @Test("SVG: linear and radial gradients as SVG's own, angular as a pattern of wedges")
  func svgGradients() {
    let linear = svg(
      Rectangle().fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 10))
    #expect(
      linear.contains(
        "<linearGradient id=\"gradient0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"5\" x2=\"100\" y2=\"5\">"
          + "<stop offset=\"0\" stop-color=\"#ff0000\"/><stop offset=\"1\" stop-color=\"#0000ff\"/></linearGradient>"))
    #expect(linear.contains("fill=\"url(#gradient0)\""))
    // From radius 10 to 50: SVG's gradient runs from the center, so the stops sit at 10/50 and
    // 50/50 of its radius; inside 10, SVG pads with the first stop's color as the rule does.
    let radial = svg(
      Rectangle().fill(RadialGradient(colors: [pureRed, pureBlue], center: .center, startRadius: 10, endRadius: 50)).frame(width: 100, height: 100))
    #expect(
      radial.contains(
        "<radialGradient id=\"gradient0\" gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"50\" r=\"50\">"
          + "<stop offset=\"0.2\" stop-color=\"#ff0000\"/><stop offset=\"1\" stop-color=\"#0000ff\"/></radialGradient>"))
    // Elliptical: the unit square stretched over the 200 x 100 frame.
    let elliptical = svg(Rectangle().fill(EllipticalGradient(colors: [pureRed, pureBlue])).frame(width: 200, height: 100))
    #expect(elliptical.contains("gradientTransform=\"matrix(200 0 0 100 0 0)\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">"))
    // Angular: 360 wedges in a pattern, each in the color at its middle; the wedge from 89 to
    // 90 degrees is at 89.5/360 = 0.2486: red 0.7514 x 255 = 191.6 -> 192 (c0), blue 63.4 ->
    // 63 (3f).
    let conic = svg(Rectangle().fill(AngularGradient(colors: [pureRed, pureBlue], center: .center)).frame(width: 100, height: 100))
    #expect(conic.contains("<pattern id=\"gradient0\" patternUnits=\"userSpaceOnUse\""))
    #expect(conic.components(separatedBy: "<path d=\"M50 50L").count - 1 == 360)
    #expect(conic.contains("fill=\"#c0003f\""))
    // A stroke with a gradient.
    let stroked = svg(Circle().stroke(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom), lineWidth: 2).frame(width: 10, height: 10))
    #expect(stroked.contains("stroke=\"url(#gradient0)\" stroke-width=\"2\""))
  }
}

@Suite("Color effects in the PNG and SVG renderers")
struct ColorEffectRenderingTests {
  @Test("grayscale, colorInvert and hueRotation change the drawn colors; SVG writes the matrix")
  func colorEffects() throws {
    let square = Rectangle().fill(pureRed).frame(width: 10, height: 10)
    // Gray of red's luminance: 0.213 x 255 = 54.3 -> 54.
    #expect(pixel(try picture(square.grayscale(1)), 5, 5) == [54, 54, 54])
    #expect(pixel(try picture(square.colorInvert()), 5, 5) == [0, 255, 255])
    // A half turn: (0, 0.426, 0.426) -> (0, 108.6 -> 109, 109).
    #expect(pixel(try picture(square.hueRotation(.degrees(180))), 5, 5) == [0, 109, 109])
    // Nested: inverted inside, then gray: (0, 1, 1) -> 0.715 + 0.072 = 0.787 -> 200.7 -> 201.
    #expect(pixel(try picture(square.colorInvert().grayscale(1)), 5, 5) == [201, 201, 201])
    #expect(svg(square.colorInvert()).contains("<feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/>"))
  }

  @Test("blur: SVG filters the group with a Gaussian of the radius; PNG draws it sharp; zero and NaN record nothing")
  func blur() throws {
    let square = Rectangle().fill(pureRed).frame(width: 10, height: 10)
    #expect(svg(square.blur(radius: 3)).contains("<feGaussianBlur stdDeviation=\"3\"/>"))
    #expect(pixel(try picture(square.blur(radius: 3)), 5, 5) == [255, 0, 0])
    #expect(!svg(square.blur(radius: 0)).contains("feGaussianBlur"))
    #expect(!svg(square.blur(radius: .nan)).contains("feGaussianBlur"))
  }
}

@Suite("Gradient styles in a rectangle of their own (ShapeStyle.in)")
struct GradientInRectTests {
  /// Red to blue, leading to trailing, over the left half of a 100 x 10 rectangle.
  private var halfWidth: some View {
    Rectangle()
      .fill(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing).in(CGRect(x: 0, y: 0, width: 50, height: 10)))
      .frame(width: 100, height: 10)
  }

  @Test("the gradient runs over the rectangle given, and pads beyond it")
  func png() throws {
    let raster = try picture(halfWidth)
    // The pixel at x 24 has its center at 24.5: location 0.49 of the 50-point run: red 0.51 x
    // 255 = 130.05 -> 130, blue 0.49 x 255 = 124.95 -> 125. Past 50 it is all blue.
    #expect(pixel(raster, 24, 5) == [130, 0, 125])
    #expect(pixel(raster, 75, 5) == [0, 0, 255])
  }

  @Test("SVG: the gradient's ends at the rectangle's edges; flat styles are themselves")
  func svgEnds() {
    #expect(svg(halfWidth).contains("x1=\"0\" y1=\"5\" x2=\"50\" y2=\"5\""))
    let flat = engine().layout(Rectangle().fill(pureRed.in(CGRect(x: 0, y: 0, width: 5, height: 5))).frame(width: 10, height: 10))
    #expect(flat.nodes.compactMap(\.paint).first?.fill == pureRed)
    #expect(flat.nodes.compactMap(\.paint).first?.fillGradient == nil)
  }
}

@Suite("Mesh gradients in the PNG and SVG renderers")
struct MeshGradientRenderingTests {
  /// Red down the left side, blue down the right, over 20 x 10 points.
  private var leftToRight: some View {
    MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [pureRed, pureBlue, pureRed, pureBlue])
      .frame(width: 20, height: 10)
  }

  @Test("PNG: a two-column mesh blends linearly across: the pixel at x 10 (center 10.5) is 0.475 red, 0.525 blue")
  func png() throws {
    let raster = try picture(leftToRight)
    // 0.475 x 255 = 121.1 -> 121; 0.525 x 255 = 133.9 -> 134.
    #expect(pixel(raster, 10, 5) == [121, 0, 134])
    // A shape filled with the mesh as a style.
    let circle = try picture(Circle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [pureRed, pureRed, pureRed, pureRed])).frame(width: 20, height: 20))
    #expect(pixel(circle, 10, 10) == [255, 0, 0])
    #expect(pixel(circle, 0, 0) == [255, 255, 255])  // outside the circle: the white page
  }

  @Test("SVG: a pattern with the mesh's picture, as the PNG renderer samples it")
  func svgPicture() {
    let text = svg(leftToRight)
    #expect(text.contains("<pattern id=\"gradient0\""))
    #expect(text.contains("width=\"20\" height=\"10\" preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" href=\"data:image/png;base64,"))
  }
}
