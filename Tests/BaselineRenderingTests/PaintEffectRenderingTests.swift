import Baseline
import BaselineTestSupport
import BaselineRendering
import Testing

/// The picture of a view at 1 pixel per point.
private func picture<V: View>(_ view: V) throws -> Raster {
  try PNGRenderer().raster(DisplayList(engine().layout(view)))
}

private let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
/// `Color.red`, the system red: (255, 59, 48).
private let red: (UInt8, UInt8, UInt8) = (255, 59, 48)

private func pixel(_ raster: Raster, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
  let p = raster.pixel(x: x, y: y)
  return (p.red, p.green, p.blue)
}

@Suite("Paint effects in the display list and the renderers")
struct PaintEffectRenderingTests {
  @Test("the display list wraps an effect's subtree in begin/end and leaves hidden views out")
  func displayList() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).opacity(0.5)
      Color.blue.frame(width: 10, height: 10).hidden()
      Color.green.frame(width: 10, height: 10)
    }
    let items = DisplayList(engine().layout(view)).items
    let shape: [String] = items.map {
      switch $0 {
      case .beginEffect(let effect): return effect == .opacity(0.5) ? "begin" : "other"
      case .endEffect: return "end"
      case .shape(let shape): return shape.paint.fill == .red ? "red" : shape.paint.fill == .green ? "green" : "?"
      case .glyphs: return "glyphs"
      }
    }
    #expect(shape == ["begin", "red", "end", "green"])
  }

  @Test("zIndex paints a view above the siblings after it, without moving it")
  func zIndex() throws {
    let stack = ZStack {
      Color.red.frame(width: 20, height: 20).zIndex(1)
      Color.blue.frame(width: 20, height: 20)
      Color.green.frame(width: 10, height: 10).zIndex(-1)
    }
    let list = DisplayList(engine().layout(stack))
    let fills: [Color?] = list.items.compactMap { if case .shape(let shape) = $0 { shape.paint.fill } else { nil } }
    // Increasing zIndex: green (-1), blue (0), red (1); no effect groups are opened for it.
    #expect(fills == [.green, .blue, .red])
    #expect(!list.items.contains { if case .beginEffect = $0 { true } else { false } })
    #expect(pixel(try picture(stack), 10, 10) == red)
  }

  @Test("redacted placeholder: each line of text a bar over the line's ascent and descent; unredacted text drawn")
  func redacted() throws {
    let result = engine().layout(
      VStack(spacing: 0) {
        Text("Hello").id("hello")
        Text("World").unredacted()
      }.redacted(reason: .placeholder))
    let list = DisplayList(result)
    let bars = list.items.compactMap { item -> CGRect? in
      if case .shape(let shape) = item, shape.paint.fill == DisplayList.placeholderColor { return shape.frame }
      return nil
    }
    // A one-line 17-point Noto Sans text is its ascent plus descent tall: 18.173 + 4.981 = 23.154,
    // the bar covers exactly its frame.
    let hello = try #require(result[id: "hello"]?.frame)
    #expect(bars.count == 1)
    #expect(abs(bars[0].minY - hello.minY) < 1e-9 && abs(bars[0].height - 23.154) < 1e-9)
    #expect(abs(bars[0].minX - hello.minX) < 1e-9 && abs(bars[0].width - hello.width) < 1e-9)
    let drawn = list.items.compactMap { if case .glyphs(let run) = $0 { run.text } else { nil } }
    #expect(drawn == ["World"])
    // Other reasons draw as they are.
    let privacy = DisplayList(engine().layout(Text("Hello").redacted(reason: .privacy)))
    #expect(privacy.items.contains { if case .glyphs = $0 { true } else { false } })
  }

  @Test("opacity 0.5 (alpha byte 128): red over white")
  func opacity() throws {
    let raster = try picture(Color.red.frame(width: 10, height: 10).opacity(0.5))
    // Each channel: 255 - (255 - c) x 128/255, rounded: green 255 - 196 x 0.502 = 156.6,
    // blue 255 - 207 x 0.502 = 151.1.
    #expect(pixel(raster, 5, 5) == (255, 157, 151))
  }

  @Test("hidden: the view keeps its place and draws nothing")
  func hidden() throws {
    let raster = try picture(HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).hidden()
      Color.red.frame(width: 10, height: 10)
    })
    #expect(raster.width == 20)
    #expect(pixel(raster, 5, 5) == white)
    #expect(pixel(raster, 15, 5) == red)
  }

  @Test("clipped: a 40-point square centered in a 20-point frame shows only the frame")
  func clipped() throws {
    // Canvas 60 x 60; the frame spans 20...40, the square 10...50.
    let raster = try picture(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 20).clipped().padding(20))
    #expect(pixel(raster, 30, 30) == red)
    #expect(pixel(raster, 15, 30) == white)
    #expect(pixel(raster, 45, 30) == white)
    let unclipped = try picture(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 20).padding(20))
    #expect(pixel(unclipped, 45, 30) == red)
  }

  @Test("cornerRadius and a circle clip cut the corners")
  func roundedClips() throws {
    let rounded = try picture(Color.red.frame(width: 20, height: 20).cornerRadius(10))
    #expect(pixel(rounded, 0, 0) == white)
    #expect(pixel(rounded, 10, 10) == red)
    let circle = try picture(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
    // The pixel (1, 1) is 1...2 on each axis: its nearest corner (2, 2) is 11.3 points from the
    // center (10, 10), outside a radius of 10.
    #expect(pixel(circle, 1, 1) == white)
    #expect(pixel(circle, 10, 2) == red)
  }

  @Test("an ellipse fills the ellipse inscribed in its frame")
  func ellipse() throws {
    let raster = try picture(Ellipse().fill(.red).frame(width: 40, height: 20))
    // Center (20, 10), radii 20 and 10. The pixel (38, 9) reaches (39, 9): (19/20)^2 + (1/10)^2
    // = 0.91, inside; the pixel (2, 2) starts at (3, 3): (17/20)^2 + (7/10)^2 = 1.21, outside.
    #expect(pixel(raster, 20, 10) == red)
    #expect(pixel(raster, 38, 9) == red)
    #expect(pixel(raster, 2, 2) == white)
    let svg = SVGRenderer().render(DisplayList(engine().layout(Ellipse().fill(.red).frame(width: 40, height: 20))))
    #expect(svg.contains("<ellipse cx=\"20\" cy=\"10\" rx=\"20\" ry=\"10\" fill=\"#ff3b30\"/>"))
  }

  @Test("rotationEffect turns the drawing, not the frame: a 40 x 10 bar turned upright")
  func rotation() throws {
    // Canvas 80 x 50; the bar spans x 20...60, y 20...30 about (40, 25); turned: x 35...45, y 5...45.
    let raster = try picture(Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).padding(20))
    #expect(raster.width == 80 && raster.height == 50)
    #expect(pixel(raster, 40, 10) == red)
    #expect(pixel(raster, 25, 25) == white)
  }

  @Test("a shadow is the content again, moved and in its color, below it (no blur in PNG)")
  func shadow() throws {
    // Canvas 40 x 40; the square spans 10...30, its shadow 20...40.
    let raster = try picture(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 10, y: 10).padding(10))
    #expect(pixel(raster, 35, 35) == (0, 0, 0))
    #expect(pixel(raster, 25, 25) == red)
    #expect(pixel(raster, 5, 5) == white)
  }

  @Test("SVG: groups with opacity, transform, clip path and a drop-shadow filter")
  func svg() {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).opacity(0.25)
      Color.red.frame(width: 10, height: 10).scaleEffect(2)
      Color.red.frame(width: 10, height: 10).cornerRadius(3)
      Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 2, x: 1, y: 1)
      Color.red.frame(width: 10, height: 10).hidden()
    }
    let svg = SVGRenderer().render(DisplayList(engine().layout(view)))
    #expect(svg.contains("<g opacity=\"0.25\">"))
    // Scale 2 about (5, 15), the center of the second square: x' = 2x - 5, y' = 2y - 15.
    #expect(svg.contains("<g transform=\"matrix(2 0 0 2 -5 -15)\">"))
    #expect(svg.contains("<clipPath id=\"clip3\"><rect x=\"0\" y=\"20\" width=\"10\" height=\"10\" rx=\"3\"/></clipPath>"))
    #expect(svg.contains("<g clip-path=\"url(#clip3)\">"))
    #expect(svg.contains("<feDropShadow dx=\"1\" dy=\"1\" stdDeviation=\"2\" flood-color=\"#000000\" flood-opacity=\"1\"/>"))
    // Four groups opened and closed; the hidden square is not drawn: four red rectangles.
    #expect(svg.components(separatedBy: "</g>").count - 1 == 4)
    #expect(svg.components(separatedBy: "fill=\"#ff3b30\"").count - 1 == 4)
  }
}

@Suite("Ellipse in scenes")
struct SceneEllipseTests {
  @Test("an Ellipse scene takes its frame and paints the inscribed ellipse in its color")
  func ellipse() throws {
    let result = try sceneLayout(#"{"type": "Ellipse", "color": "blue", "modifiers": [{"frame": {"width": 30, "height": 12}}]}"#)
    let node = try #require(result.views(ofKind: "Ellipse").first)
    #expect(node.frame == CGRect(x: 0, y: 0, width: 30, height: 12))
    #expect(node.paint?.shape == .ellipse)
    #expect(node.paint?.fill == .blue)
  }
}
