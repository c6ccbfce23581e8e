import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// Every frame and baseline in a result is finite and within ±maximumLength (root coordinates
/// may add a few limits together, so allow 4x).
private func expectFinite(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
  let bound = 4 * LayoutEngine.maximumLength
  #expect(result.size.width.isFinite && result.size.height.isFinite, sourceLocation: sourceLocation)
  for node in result.nodes {
    let values = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
      + [node.firstBaseline, node.lastBaseline].compactMap { $0 } + node.lines.map(\.baseline)
    #expect(values.allSatisfy { $0.isFinite && abs($0) <= bound }, "\(node.kind) \(node.frame)", sourceLocation: sourceLocation)
  }
}

/// Lays out with LayoutCore's default measurer (0.6 em per character, 1 em tall lines).
private func approximate(_ view: some View, width: CGFloat? = nil) -> LayoutResult {
  LayoutEngine().layout(view, proposal: ProposedViewSize(width: width, height: nil))
}

/// A layout that places its subviews at a fixed point, finite or not, whatever its bounds.
private struct PlacingAtLayout: Layout {
  var point: CGPoint
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { CGSize(width: 10, height: 10) }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: point, proposal: .unspecified) }
  }
}

/// A layout that answers with whatever size it is given, ignoring the proposal.
private struct FixedAnswerLayout: Layout {
  var answer: CGSize
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { answer }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
  }
}

@Suite("Infinite and huge values are clamped where they enter the engine")
struct NonFiniteValueTests {
  let limit = LayoutEngine.maximumLength

  @Test("lineSpacing 1e308 counts as 1e9: a two-line text is limited to 1e9 tall, not infinite")
  func hugeLineSpacing() {
    let result = approximate(Text("a\nb").font(.system(size: 10)).lineSpacing(1e308))
    // 2 lines of 10 + spacing 1e9 = 1e9 + 20, limited to 1e9.
    #expect(result.size == CGSize(width: 6, height: limit))
    expectFinite(result)
    #expect(EnvironmentValues().lineSpacing == 0)
  }

  @Test("a custom layout placing a subview at infinity or 1e308 places it at the 1e9 limit, nested ones too")
  func placementsBeyondTheLimit() {
    for value in [CGFloat.infinity, 1e308, -CGFloat.infinity] {
      let result = layout(PlacingAtLayout(point: CGPoint(x: value, y: value)) { Color.red.frame(width: 4, height: 4) })
      let expected = value > 0 ? limit : -limit
      #expect(result.views(ofKind: "Color").map(\.frame.origin) == [CGPoint(x: expected, y: expected)])
      expectFinite(result)
    }
    // Two nested layouts at 1e308 each: a point is in the coordinates of the bounds a layout is
    // given, so the inner one's 1e308 is limited to 1e9 there too, and the sum stays finite.
    let nested = layout(
      PlacingAtLayout(point: CGPoint(x: 1e308, y: 0)) {
        PlacingAtLayout(point: CGPoint(x: 1e308, y: 0)) { Color.red.frame(width: 4, height: 4) }
      })
    #expect(nested.views(ofKind: "Color").map(\.frame.minX) == [limit])
    expectFinite(nested)
  }

  @Test("a custom layout placing a subview with an infinite proposal: the color it places is 1e9 square, not infinite")
  func infinitePlacementProposal() {
    struct ProposesInfinity: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
      }
    }
    let result = layout(ProposesInfinity { Color.red })
    #expect(result.views(ofKind: "Color").map(\.frame.size) == [CGSize(width: limit, height: limit)])
    expectFinite(result)
  }

  @Test("Spacer(minLength:) infinite or huge is limited to maximumLength", arguments: [CGFloat.infinity, 1e300])
  func hugeSpacer(minLength: CGFloat) {
    let result = layout(HStack(spacing: 0) { Spacer(minLength: minLength); Color.red.frame(width: 10, height: 10) }, width: 100)
    #expect(result.size == CGSize(width: limit, height: 10))
    expectFinite(result)
  }

  @Test("an alignment guide of infinity or NaN: infinity counts as 1e9, NaN as no value")
  func nonFiniteGuides() {
    let result = layout(HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in .infinity }
      Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { _ in .nan }
    })
    // Guides 1e9 and 0 (NaN falls back to the default top, 0): the red view sits 1e9 above.
    let colors = result.views(ofKind: "Color").map(\.frame.minY)
    #expect(colors == [0, limit])
    expectFinite(result)
  }

  @Test("Font.pointSize set directly is clamped like the initializers: infinity and NaN to 0, 1e300 to 1e6")
  func pointSizeSetDirectly() {
    var font = Font.body
    font.pointSize = .infinity
    #expect(font.pointSize == 0)
    font.pointSize = .nan
    #expect(font.pointSize == 0)
    font.pointSize = 1e300
    #expect(font.pointSize == Font.maximumPointSize)
    font.pointSize = 12.5
    #expect(font.pointSize == 12.5)
    let result = approximate(Text("ab").font(font))
    #expect(result.size == CGSize(width: 15, height: 12.5))
  }

  @Test("displayScale: infinite and NaN mean no snapping, 1e308 counts as 1,000")
  func displayScales() {
    // 3 characters at 9 pt: 16.2 x 9 unsnapped.
    for scale in [CGFloat.infinity, .nan, 0, -2] {
      let result = approximate(Text("abc").font(.system(size: 9)).environment(\.displayScale, scale))
      #expect(result.size == CGSize(width: 3 * 0.6 * 9, height: 9))
    }
    let fine = approximate(Text("abc").font(.system(size: 9)).environment(\.displayScale, 1e308))
    // Snapped up to a multiple of 1/1000: 16.2 and 9 already are.
    #expect(abs(fine.size.width - 16.2) < 1e-9 && fine.size.height == 9)
    expectFinite(fine)
  }

  @Test("a custom Layout answering infinity or NaN for a finite proposal gets 1e9 or 0")
  func customLayoutAnswers() {
    let result = layout(
      FixedAnswerLayout(answer: CGSize(width: CGFloat.infinity, height: .nan)) { Color.red }, width: 50, height: 50)
    #expect(result.size == CGSize(width: limit, height: 0))
    expectFinite(result)
  }

  @Test("an infinite root proposal counts as maximumLength")
  func infiniteRootProposal() {
    let result = layout(Color.red, width: .infinity, height: .infinity)
    #expect(result.size == CGSize(width: limit, height: limit))
  }

  @Test("gridCellColumns(.max) beside another cell: spans are limited, the next cell starts past the last column")
  func maximalGridSpan() {
    let result = layout(Grid(horizontalSpacing: 0) {
      GridRow {
        Color.red.frame(width: 10, height: 10).gridCellColumns(.max)
        Color.blue.frame(width: 10, height: 10)
      }
      GridRow {
        Color.green.frame(width: 10, height: 10)
      }
    })
    expectFinite(result)
    // 10,000 columns: the green cell sizes column 0 (10 wide); the rest are empty.
    #expect(result.size.width == 10)
    #expect(result.views(ofKind: "GridRow").count == 2)
  }

  @Test("1,000 cells spanning 10,000 columns each lay out (columns are limited to 10,000)")
  func manyWideSpans() {
    let result = layout(Grid(horizontalSpacing: 1) {
      GridRow {
        ForEach(0..<1_000) { _ in Color.red.frame(width: 3, height: 3).gridCellColumns(10_000) }
      }
      GridRow {
        ForEach(0..<4) { _ in Color.blue.frame(width: 5, height: 5) }
      }
    })
    expectFinite(result)
    // Columns 0-3 are 5 wide, the other 9,996 are empty; 9,999 gaps of 1.
    #expect(result.size.width == CGFloat(4 * 5 + 9_999), "\(result.size.width - 10_019)")
    let red = result.views(ofKind: "Color").prefix(1_000)
    // The first red cell spans all columns; the others start past the last column.
    #expect(red.dropFirst().allSatisfy { $0.frame.width == 3 })
  }
}
