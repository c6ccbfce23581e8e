import Baseline
import BaselineRendering
import BaselineTestSupport
import Testing

/// How many pixels of a box are colored: their channels differ (gray text and white paper have
/// equal channels).
private func coloredPixels(_ raster: Raster, in box: CGRect, scale: Double) -> Int {
  var count = 0
  for y in Int(box.minY * scale)..<min(Int(box.maxY * scale), raster.height) {
    for x in Int(box.minX * scale)..<min(Int(box.maxX * scale), raster.width) {
      let p = raster.pixel(x: x, y: y)
      if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 40 { count += 1 }
    }
  }
  return count
}

@Suite("Emoji in pictures")
struct EmojiRenderingTests {
  @Test("PNG: the emoji's box is in color, the words beside it are not")
  func png() throws {
    let result = engine().layout(Text("Done 🎉").font(.system(size: 40)).id("text"))
    let raster = try PNGRenderer(scale: 2).raster(DisplayList(result))
    let line = try #require(result[id: "text"]?.lines.first)
    // The emoji is the last 2550 / 2048 x 40 = 49.8 points of the line.
    let emojiWidth = 2550.0 / 2048 * 40
    let emoji = CGRect(x: line.x + line.width - emojiWidth, y: 0, width: emojiWidth, height: result.size.height)
    let words = CGRect(x: line.x, y: 0, width: line.width - emojiWidth - 12, height: result.size.height)
    #expect(coloredPixels(raster, in: emoji, scale: 2) > 1000)
    #expect(coloredPixels(raster, in: words, scale: 2) == 0)
  }

  @Test("SVG: each emoji glyph is one embedded PNG, used once per occurrence")
  func svg() {
    let svg = SVGRenderer().render(DisplayList(engine().layout(Text("🎉 🎉 ✅"))))
    #expect(svg.components(separatedBy: "data:image/png;base64,").count - 1 == 2)
    #expect(svg.components(separatedBy: "<use href=\"#e").count - 1 == 3)
  }
}
