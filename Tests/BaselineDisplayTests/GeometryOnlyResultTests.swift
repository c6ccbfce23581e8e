import Baseline
import BaselineTestSupport
import Testing

@Suite("Results without glyphs")
struct GeometryOnlyResultTests {
  @Test("retainsGlyphs off: the same frames, baselines and lines; no glyphs kept or drawn")
  func geometryOnly() {
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Name").font(.headline)
      Text("A value long enough to wrap onto a second line at this width")
    }
    var layoutOnly = engine()
    layoutOnly.retainsGlyphs = false
    let full = engine().layout(view, proposal: ProposedViewSize(width: 200, height: nil))
    let geometry = layoutOnly.layout(view, proposal: ProposedViewSize(width: 200, height: nil))
    #expect(full.dump == geometry.dump)
    #expect(full.nodes.map(\.lines) == geometry.nodes.map(\.lines))
    #expect(full.nodes.contains { $0.text?.measured.glyphRecipe != nil })
    #expect(geometry.nodes.allSatisfy { $0.text?.measured.glyphRecipe == nil })
    let list = DisplayList(geometry)
    #expect(!list.items.contains { if case .glyphs = $0 { true } else { false } })
    #expect(list.textGuides.count == 2)
  }
}
