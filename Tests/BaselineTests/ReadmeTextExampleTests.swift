import Baseline
import Testing

@Test("the README text example: every first baseline at the title's ascent")
func readmeTextExample() throws {
  let row = HStack(alignment: .firstTextBaseline) {
    Text("Name").font(.footnote)
    Text("Ada Lovelace").font(.title)
    Text("1815").font(.system(size: 17, design: .serif))
  }
  let engine = try LayoutEngine(fonts: .bundled())
  let result = engine.layout(row)
  let baselines = result.views(ofKind: "Text").compactMap(\.firstBaseline)
  #expect(baselines.count == 3)
  for baseline in baselines { #expect(abs(baseline - 1069 * 28 / 1000.0) < 1e-9) }
}
