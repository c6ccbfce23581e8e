import Foundation
import LayoutCore
import SwiftUISurface
import Testing

@Suite("LayoutCore's own default text measurer")
struct DefaultMeasurerTests {
  @Test("a plain LayoutEngine measures with ApproximateTextMeasurer: 0.6 em per character, 0.8 + 0.2 em tall")
  func approximateByDefault() {
    #expect(EnvironmentValues().textMeasurer is ApproximateTextMeasurer)
    let result = LayoutEngine().layout(Text("abcde").font(.system(size: 10)))
    // 5 characters * 0.6 * 10 = 30 wide; ascent 8 + descent 2 = 10 tall; first baseline at 8.
    #expect(result.size == CGSize(width: 30, height: 10))
    #expect(result.nodes[0].firstBaseline == 8)
    #expect(result.warnings.isEmpty)
  }

  @Test("the approximate measurer wraps at spaces and stacks lines 1 em apart")
  func approximateWraps() {
    let result = LayoutEngine().layout(
      Text("aaa bbb").font(.system(size: 10)), proposal: ProposedViewSize(width: 20, height: nil))
    // "aaa " fits 18 pt of 20; "bbb" goes on line 2: baselines 8 and 18.
    #expect(result.size == CGSize(width: 18, height: 20))
    #expect(result.nodes[0].lines.map(\.baseline) == [8, 18])
  }
}
