import Baseline
import BaselineRendering
import BaselineTestSupport
import Testing

/// A triangle with its apex at the top middle.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

private func picture<V: View>(_ view: V) throws -> Raster {
  try PNGRenderer().raster(DisplayList(engine().layout(view)))
}

private func isWhite(_ raster: Raster, _ x: Int, _ y: Int) -> Bool {
  let p = raster.pixel(x: x, y: y)
  return p.red == 255 && p.green == 255 && p.blue == 255
}

/// `Color.red`, the system red: (255, 59, 48).
private func isRed(_ raster: Raster, _ x: Int, _ y: Int) -> Bool {
  let p = raster.pixel(x: x, y: y)
  return p.red == 255 && p.green == 59 && p.blue == 48
}

@Suite("Paths and custom shapes in SVG and PNG")
struct PathRenderingTests {
  @Test("a custom shape's path is SVG path data in the view's frame")
  func svgPath() {
    let view = HStack(spacing: 0) {
      Color.clear.frame(width: 10, height: 20)
      Triangle().fill(.red).frame(width: 20, height: 20)
    }
    let svg = SVGRenderer().render(DisplayList(engine().layout(view)))
    #expect(svg.contains("<path d=\"M20 0L30 20L10 20Z\" fill=\"#ff3b30\"/>"))
  }

  @Test("strokes keep their style in SVG: round caps, bevel joins, dashes")
  func svgStroke() {
    let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
    let svg = SVGRenderer().render(DisplayList(engine().layout(Triangle().stroke(.red, style: style).frame(width: 20, height: 20))))
    #expect(
      svg.contains(
        "fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"/>"
      ))
  }

  @Test("PNG fills a triangle inside its edges only: the base row full, the top corners empty")
  func pngFill() throws {
    let raster = try picture(Triangle().fill(.red).frame(width: 20, height: 20))
    // At y 18...19 the triangle spans x 0.5...19.5 (its sides fall 2 in y per 1 in x).
    #expect(isRed(raster, 10, 18))
    #expect(isRed(raster, 2, 18))
    // Near the apex the triangle is 1 point wide: the corners of the top rows stay white.
    #expect(isWhite(raster, 1, 1) && isWhite(raster, 18, 1))
  }

  @Test("PNG dashes a 2-point line: [4, 4] inks x 0...4 and 8...12, leaves 4...8 white")
  func pngDashes() throws {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 5))
      path.addLine(to: CGPoint(x: 20, y: 5))
    }
    let raster = try picture(line.stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 20, height: 10))
    // The line covers y 4...6: rows 4 and 5 wholly.
    #expect(isRed(raster, 1, 4) && isRed(raster, 2, 5) && isRed(raster, 9, 4) && isRed(raster, 17, 5))
    #expect(isWhite(raster, 5, 4) && isWhite(raster, 6, 5) && isWhite(raster, 13, 4))
    #expect(isWhite(raster, 2, 3) && isWhite(raster, 2, 6))
  }

  @Test("PNG strokes a circle's trimmed quarter: ink at 3 and 6 o'clock's quarter, none at 9 o'clock")
  func pngTrim() throws {
    let raster = try picture(Circle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 4).frame(width: 40, height: 40))
    // The quarter from (40, 20) to (20, 40) passes 45 degrees at (20 + 20 cos 45, 20 + 20 sin 45) = (34.1, 34.1).
    #expect(isRed(raster, 33, 33))
    #expect(isWhite(raster, 5, 5) && isWhite(raster, 1, 20))
  }

  @Test("clipShape with a custom shape clips to its path: SVG's clip path, PNG's pixels")
  func customClip() throws {
    let view = Color.red.frame(width: 20, height: 20).clipShape(Triangle())
    let svg = SVGRenderer().render(DisplayList(engine().layout(view)))
    #expect(svg.contains("><path d=\"M10 0L20 20L0 20Z\"/></clipPath>"))
    let raster = try picture(view)
    #expect(isRed(raster, 10, 18) && isRed(raster, 2, 18))
    #expect(isWhite(raster, 1, 1) && isWhite(raster, 18, 1))
  }
}
