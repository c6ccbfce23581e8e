import Baseline
import Testing

@Test("the README rich-text example: the row's baseline is the 34-point run's ascent")
func readmeRichTextExample() throws {
  let price = HStack(alignment: .firstTextBaseline, spacing: 12) {
    Text("Total").font(.system(size: 17)).id("total")
    (Text("42").font(.system(size: 34)).bold()
      + Text(".90").font(.system(size: 17))
      + Text(" EUR").font(.system(size: 13, design: .serif)).foregroundColor(.gray).baselineOffset(8)).id("price")
    Text("sold out").font(.system(size: 11)).textCase(.uppercase).tracking(2).foregroundColor(.red)
  }
  let result = try LayoutEngine(fonts: .bundled()).layout(price)
  let baseline: Double = 1069.0 * 34 / 1000
  #expect(abs(Double(result[id: "price"]?.firstBaseline ?? 0) - baseline) < 1e-9)
  #expect(abs(Double(result[id: "total"]?.frame.minY ?? 0) - (baseline - 1069.0 * 17 / 1000)) < 1e-9)
  #expect(result[id: "price"]?.frame.minY == 0)
}
