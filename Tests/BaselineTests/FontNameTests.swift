import Baseline
import BaselineTestSupport
import Testing

/// Font and color names real view files use, measured with the bundled fonts.
@Suite("Font and color names")
struct FontNameTests {
  func width(_ text: String, _ font: Font) -> CGFloat {
    engine().layout(Text(verbatim: text).font(font)).size.width
  }

  @Test("monospaced() gives the fixed-width design: 'iii' is as wide as 'MMM'")
  func monospaced() {
    #expect(width("iii", .body.monospaced()) == width("MMM", .body.monospaced()))
    // The proportional body font is not fixed-width.
    #expect(width("iii", .body) < width("MMM", .body))
  }

  @Test("custom(_:size:relativeTo:) and custom(_:fixedSize:) are the family at that size (no Dynamic Type scaling)")
  func customSizes() {
    #expect(width("Baseline", .custom("Noto Sans", size: 20, relativeTo: .body)) == width("Baseline", .custom("Noto Sans", size: 20)))
    #expect(width("Baseline", .custom("Noto Sans", fixedSize: 20)) == width("Baseline", .custom("Noto Sans", size: 20)))
  }

  @Test("Color(hue:saturation:brightness:) by the six-sector formula")
  func hueColors() {
    let red = Color(hue: 0, saturation: 1, brightness: 1)
    #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    // Hue 1/2 is sector 3 with f = 0: (v(1 - s), v, v) = (0.4, 0.8, 0.8) for s 0.5, v 0.8.
    let teal = Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.25)
    #expect(abs(teal.red - 0.4) < 1e-12 && abs(teal.green - 0.8) < 1e-12 && abs(teal.blue - 0.8) < 1e-12)
    #expect(teal.opacity == 0.25)
    // A hue of 1 is red again; out-of-range values are clamped.
    let wrapped = Color(hue: 1, saturation: 2, brightness: 1)
    #expect(wrapped.red == 1 && wrapped.green == 0 && wrapped.blue == 0)
  }
}
