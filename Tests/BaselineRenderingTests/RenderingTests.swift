import Baseline
import BaselineTestSupport
import BaselineRendering
import Foundation
import Testing

@Suite("Display list and SVG")
struct RenderingTests {
  func render(_ view: some View, guides: Bool = false) throws -> (LayoutResult, DisplayList, String) {
    let result = engine().layout(view)
    let list = DisplayList(result)
    return (result, list, SVGRenderer(showsGuides: guides).render(list))
  }

  @Test("glyphs sit on the text's baseline at the pen positions of the shaped advances")
  func glyphPositions() throws {
    // Noto Sans 10: "office" -> [82=0+605|1969=1+946|70=4+480|72=5+564] (ffi ligature).
    let (result, list, _) = try render(Text("office").font(.system(size: 10)).padding(5))
    guard case .glyphs(let run)? = list.items.first else {
      Issue.record("no glyph run")
      return
    }
    #expect(run.glyphs == [82, 1969, 70, 72])
    let baseline = try #require(result.views(ofKind: "Text").first?.firstBaseline)
    #expect(abs(baseline - (5 + 10.69)) < 1e-9)
    let xs = run.positions.map { Double($0.x) }
    let expected = [5, 5 + 6.05, 5 + 6.05 + 9.46, 5 + 6.05 + 9.46 + 4.8]
    #expect(zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(run.positions.allSatisfy { abs($0.y - baseline) < 1e-9 })
    #expect(run.text == "office")
  }

  @Test("shapes keep their paint and painting order (background, then the view, then overlays)")
  func shapes() throws {
    let (_, list, svg) = try render(
      Color.red.frame(width: 20, height: 10)
        .background(RoundedRectangle(cornerRadius: 4).fill(.blue))
        .overlay(Circle().stroke(.green, lineWidth: 2)))
    let fills = list.items.compactMap { item -> String? in
      guard case .shape(let shape) = item else { return nil }
      return shape.paint.fill?.name ?? shape.paint.stroke.map { "stroke " + ($0.name ?? "") }
    }
    #expect(fills == ["blue", "red", "stroke green"])
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" rx=\"4\" fill=\"#007aff\"/>"))
    #expect(svg.contains("<circle cx=\"10\" cy=\"5\" r=\"5\" fill=\"none\" stroke=\"#34c759\" stroke-width=\"2\"/>"))
  }

  @Test("SVG output is deterministic; each glyph is defined once and used per occurrence")
  func deterministic() throws {
    let view = VStack { Text("abba abba"); Text("ab").font(.title) }
    let (_, _, first) = try render(view, guides: true)
    let (_, _, second) = try render(view, guides: true)
    #expect(first == second)
    let definitions = first.components(separatedBy: "<path id=").count - 1
    let uses = first.components(separatedBy: "<use ").count - 1
    // Body: a, b, space (3 glyphs); title: a, b in another size of the same face share them.
    #expect(definitions == 3)
    #expect(uses == 9 + 2)
    // Guides: one frame and one baseline line per text.
    #expect(first.components(separatedBy: "stroke=\"#1e6bff\"").count - 1 == 2)
  }
}
