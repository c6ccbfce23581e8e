import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

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

  @Test("huge finite lengths are limited to maximumLength (1e9), so sums never overflow")
  func hugeLengths() {
    let huge = CGFloat.greatestFiniteMagnitude
    let limit = LayoutEngine.maximumLength
    #expect(limit == 1e9)
    // Two 1e9-tall colors with the default 8-pt gap: the stack would be 2e9 + 8; it reports 1e9
    // and its second child starts at 1e9 + 8.
    let stacked = layout(VStack {
      Color.red.frame(width: 10, height: huge)
      Color.red.frame(width: 10, height: huge)
    })
    #expect(stacked.size == CGSize(width: 10, height: limit))
    #expect(stacked.views(ofKind: "Color").map(\.frame.minY) == [0, limit + 8])
    // Padding, offset and guide values: each limited to 1e9.
    let padded = layout(Color.red.frame(width: 10, height: 10).padding(huge).offset(x: huge, y: -huge))
    #expect(padded.views(ofKind: "Color")[0].frame.origin == CGPoint(x: 2 * limit, y: 0))
    let guided = layout(HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -huge }
    })
    // The second child's top guide is -1e9: it sits 1e9 below the first; the stack spans both.
    #expect(guided.views(ofKind: "Color")[1].frame.minY == limit)
    #expect(guided.size.height == limit)
    // A root proposal beyond the limit is the limit.
    #expect(layout(Color.red, width: huge, height: 5).size == CGSize(width: limit, height: 5))
    // Font sizes are limited to Font.maximumPointSize.
    #expect(Font.system(size: huge).pointSize == 1_000_000)
    for result in [stacked, padded, guided] {
      #expect(result.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite })
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
