import Foundation
import Testing
@testable import LayoutCore

@Suite("Bad input is clamped, never NaN")
struct LayoutBadInputTests {
  func expectNoNaN(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    for node in result.nodes {
      let values = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
      #expect(!values.contains { $0.isNaN }, "\(node.kind) \(node.frame)", sourceLocation: sourceLocation)
    }
  }

  @Test("fixed frames: NaN, negative and infinite lengths count as unspecified")
  func fixedFrames() {
    let plain = layout(Text("abcd").font(.caption), width: 300)  // 40 x 20
    for bad in [CGFloat.nan, -5, .infinity, -.infinity] {
      let result = layout(Text("abcd").font(.caption).frame(width: bad, height: bad), width: 300)
      #expect(result.size == plain.size)
      expectNoNaN(result)
    }
  }

  @Test("flexible frames: NaN limits are ignored, negative minimums are 0, max below min is raised")
  func flexibleFrames() {
    let text = Text("abcd").font(.caption)  // 40 x 20
    #expect(layout(text.frame(minWidth: .nan, maxWidth: .nan), width: 300).size.width == 40)
    #expect(layout(text.frame(minWidth: -20), width: 10).size.width == 10)
    // max (-10) below min (30) is raised to 30: both limits given, the proposal is clamped.
    #expect(layout(text.frame(minWidth: 30, maxWidth: -10), width: 300).size.width == 30)
    expectNoNaN(layout(text.frame(minWidth: .infinity, idealWidth: .nan, maxWidth: .infinity), width: 300))
  }

  @Test("stack spacing: NaN and infinite mean the default, negative overlaps")
  func spacing() {
    func xs(_ spacing: CGFloat?) -> [CGFloat] {
      layout(HStack(spacing: spacing) {
        Color.red.frame(width: 10, height: 10)
        Color.red.frame(width: 10, height: 10)
      }).views(ofKind: "Color").map(\.frame.minX)
    }
    #expect(xs(.nan) == [0, 18])
    #expect(xs(.infinity) == [0, 18])
    #expect(xs(-4) == [0, 6])
  }

  @Test("padding, offset, priority and Spacer lengths: NaN and infinities are 0 or defaults")
  func modifiers() {
    #expect(layout(Color.red.frame(width: 10, height: 10).padding(.nan)).size == CGSize(width: 10, height: 10))
    #expect(layout(Color.red.frame(width: 10, height: 10).padding(.infinity)).size == CGSize(width: 10, height: 10))
    #expect(layout(Color.red.frame(width: 10, height: 10).padding(-2)).size == CGSize(width: 6, height: 6))
    let moved = layout(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: .infinity).id("c"))
    #expect(moved.frame(of: "c")?.origin == .zero)
    let spacers = layout(HStack(spacing: 0) { Spacer(minLength: .nan); Spacer(minLength: -3) })
    #expect(spacers.views(ofKind: "Spacer").map(\.frame.width) == [8, 8])
    expectNoNaN(layout(HStack { Color.red.layoutPriority(.nan); Color.blue }, width: 100, height: 10))
  }

  @Test("root proposals: NaN is unspecified, negative is 0, infinite stays infinite")
  func rootProposals() {
    #expect(engine.layout(Color.red, proposal: ProposedViewSize(width: .nan, height: -3)).size == CGSize(width: 10, height: 0))
    let text = engine.layout(Text("abc"), proposal: ProposedViewSize(width: -1, height: .nan))
    #expect(text.size == .zero)
    expectNoNaN(engine.layout(HStack { Text("abc"); Color.red }, proposal: .infinity))
  }

  @Test("empty containers and views take no space")
  func empties() {
    #expect(layout(HStack {}).size == .zero)
    #expect(layout(EmptyView()).size == .zero)
    let skipped = layout(VStack(spacing: 5) { Color.red.frame(height: 10); EmptyView(); Color.red.frame(height: 10) }, width: 20)
    #expect(skipped.size.height == 25)
  }
}
