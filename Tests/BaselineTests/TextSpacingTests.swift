import Baseline
import BaselineTestSupport
import Foundation
import Testing

/// Default spacing around text (layout-rules §5.1) with real fonts, no pixel rounding:
/// Text above Text: the lower font's line gap; Color above Text: defaultLineSpacing - ascent;
/// Text above Color: max(defaultLineSpacing - capHeight, defaultTextSpacing + descent), where
/// defaultTextSpacing = 0.1 (ascent + descent) and defaultLineSpacing = ascent + descent + that.
@Suite("Default spacing around text")
struct TextSpacingTests {
  func gaps(_ view: some View) -> [CGFloat] {
    let frames = engine().layout(view).nodes.filter { $0.depth == 1 }.map(\.frame)
    return zip(frames, frames.dropFirst()).map { $1.minY - $0.maxY }
  }

  @Test("Text above Text: the lower text's line gap (Noto Sans 0, Liberation Sans 67/2048 em)")
  func textToText() {
    let noto = gaps(VStack { Text("a"); Text("b") })
    #expect(noto == [0])
    let liberation = gaps(VStack { Text("a"); Text("b").font(.custom("Liberation Sans", size: 16)) })
    #expect(abs(liberation[0] - 67 * 16 / 2048.0) < 1e-9)
  }

  @Test("a Color and a Text: text-edge rules from Noto Sans 17 metrics")
  func textAndColor() {
    let a = 1069 * 17 / 1000.0, d = 293 * 17 / 1000.0, cap = 714 * 17 / 1000.0
    let textSpacing = 0.1 * (a + d)
    let lineSpacing = a + d + textSpacing
    let above = gaps(VStack { Color.red.frame(width: 5, height: 5); Text("b") })
    #expect(abs(above[0] - (lineSpacing - a)) < 1e-9)
    let below = gaps(VStack { Text("a"); Color.red.frame(width: 5, height: 5) })
    #expect(abs(below[0] - max(lineSpacing - cap, textSpacing + d)) < 1e-9)
    // Padding turns the text's edges into plain edges: 8 again.
    #expect(gaps(VStack { Text("a").padding(1); Color.red.frame(width: 5, height: 5) }) == [8])
  }
}
