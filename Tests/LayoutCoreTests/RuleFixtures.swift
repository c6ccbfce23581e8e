import Foundation
import Testing
@testable import LayoutCore

/// A guide halfway down a view unless a view says otherwise; children's explicit values combine
/// by the mean (the default `_combineExplicit`).
private enum MidGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// The rules of docs/layout-rules.md, one fixture each, on node trees built without views: every
/// expected number follows from the leaves' sizes and the rule named, worked in the comment.
@Suite("Layout rules as node-tree fixtures")
struct RuleFixtures {
  typealias T = Trees
  let mid = VerticalAlignment(MidGuide.self)

  @Test("§1 a color takes the proposal, 10 on an unspecified axis")
  func colorTakesProposal() {
    #expect(T.layOut(T.fill(), ProposedViewSize(width: 50, height: nil)).size == CGSize(width: 50, height: 10))
  }

  @Test("§2 a column combines its children's first baselines by the topmost, last by the bottom-most, custom guides by the mean")
  func guidesCombine() {
    // a (20 tall) at y 0, b (30 tall) at y 20.
    let a = T.guide(mid, 4, T.guide(.lastTextBaseline, 18, T.guide(.firstTextBaseline, 15, T.leaf(10, 20))))
    let b = T.guide(mid, 10, T.guide(.lastTextBaseline, 25, T.guide(.firstTextBaseline, 5, T.leaf(10, 30))))
    let column = T.vStack(.leading, spacing: 0, [a, b])
    let d = column.dimensions(.unspecified)
    #expect(d.height == 50)
    #expect(d[explicit: .firstTextBaseline] == 15)  // min(15, 20 + 5)
    #expect(d[explicit: .lastTextBaseline] == 45)  // max(18, 20 + 25)
    #expect(d[explicit: mid] == 17)  // (4 + (20 + 10)) / 2
  }

  @Test("§3 the outermost alignmentGuide wins")
  func outermostGuideWins() {
    let node = T.guide(mid, 7, T.guide(mid, 5, T.leaf(10, 10)))
    #expect(node.dimensions(.unspecified)[mid] == 7)
    // Without one, the guide's default: half of 10.
    #expect(T.leaf(10, 10).dimensions(.unspecified)[mid] == 5)
  }

  @Test("§4 R2 padding reports its child's baseline shifted by the inset")
  func paddingShiftsGuides() {
    let padded = PaddingNode(child: T.guide(.firstTextBaseline, 5, T.leaf(10, 10)), insets: EdgeInsets(top: 6, leading: 3))
    let d = padded.dimensions(.unspecified)
    #expect(d.width == 13 && d.height == 16)
    #expect(d[explicit: .firstTextBaseline] == 11)  // 6 + 5
  }

  @Test("§4 R3 a background reports the primary's size and guides; the secondary is centered on it")
  func backgroundIsPrimary() {
    let primary = T.guide(.firstTextBaseline, 12, T.leaf(40, 20))
    let secondary = T.guide(.firstTextBaseline, 50, T.leaf(60, 60))
    let layered = LayeredNode(kind: "background", primary: primary, secondary: secondary, alignment: .center, secondaryRole: .background)
    let result = T.layOut(layered)
    #expect(result.size == CGSize(width: 40, height: 20))
    #expect(layered.dimensions(.unspecified)[explicit: .firstTextBaseline] == 12)
    // 60 x 60 centered on 40 x 20: (20 - 30, 10 - 30).
    #expect(secondary.frame == CGRect(x: -10, y: -20, width: 60, height: 60))
  }

  @Test("§4 R4 a stack with no explicit baseline has its baselines at its bottom")
  func stackWithoutText() {
    let row = T.hStack(spacing: 0, [T.leaf(10, 10), T.leaf(10, 30)])
    let d = row.dimensions(.unspecified)
    #expect(d[explicit: .firstTextBaseline] == nil)
    #expect(d[.firstTextBaseline] == 30 && d[.lastTextBaseline] == 30)
  }

  @Test("§5.1 a given spacing goes between every pair, a spacer included; §5.2 the spacer takes the rest")
  func spacingAndSpacer() {
    let a = T.leaf(10, 10)
    let spacer = SpacerNode(minLength: nil)
    let b = T.leaf(10, 10)
    let result = T.layOut(T.hStack(spacing: 5, [a, spacer, b]), ProposedViewSize(width: 100, height: 10))
    // 100 - 10 - 10 - 2 x 5 = 70 for the spacer.
    #expect(spacer.frame?.minX == 15 && spacer.frame?.width == 70)
    #expect(b.frame?.minX == 90)
    #expect(result.size.width == 100)
  }

  @Test("§5.2 a spacer is at least 8 long and sizes a row's ideal width")
  func spacerMinimum() {
    let row = T.hStack(spacing: 0, [T.leaf(10, 10), SpacerNode(minLength: nil)])
    #expect(T.layOut(row).size == CGSize(width: 18, height: 10))
    #expect(T.layOut(row, ProposedViewSize(width: 0, height: 10)).size.width == 18)  // may exceed the proposal
  }

  @Test("§5.3 children are offered equal shares of what is left, least flexible first")
  func sharesByFlexibility() {
    let flexible = T.fill()
    let ranged = T.between(20...30, height: 10)
    let fixed = T.leaf(15, 10)
    let result = T.layOut(T.hStack(spacing: 0, [flexible, ranged, fixed]), ProposedViewSize(width: 100, height: 10))
    #expect(result.size == CGSize(width: 100, height: 10))
    // fixed (flexibility 0) is offered 100 / 3 and takes 15; ranged (10) is offered 85 / 2 and
    // takes 30; the color is offered the 55 left.
    #expect(fixed.frame == CGRect(x: 85, y: 0, width: 15, height: 10))
    #expect(ranged.frame == CGRect(x: 55, y: 0, width: 30, height: 10))
    #expect(flexible.frame == CGRect(x: 0, y: 0, width: 55, height: 10))
  }

  @Test("§5.3 a higher layout priority is offered everything the lower ones' minimums leave")
  func priorityFirst() {
    let low = T.fill()
    let high = T.fill()
    _ = T.layOut(T.hStack(spacing: 0, [low, PriorityNode(child: high, value: 1)]), ProposedViewSize(width: 100, height: 10))
    // The low color's minimum is 0: the high one takes all 100.
    #expect(high.frame?.width == 100)
    #expect(low.frame?.width == 0)
  }

  @Test("§6.1 only a ZStack's highest-priority children size it; the others are aligned on it")
  func zStackPriority() {
    let large = T.leaf(50, 50)
    let small = T.leaf(20, 20)
    let result = T.layOut(T.zStack([large, PriorityNode(child: small, value: 1)]))
    #expect(result.size == CGSize(width: 20, height: 20))
    #expect(large.frame == CGRect(x: -15, y: -15, width: 50, height: 50))  // 10 - 25 on each axis
  }

  @Test("§6.2 a fixed frame is its given width and its child's height, the child on its alignment")
  func fixedFrame() {
    let child = T.leaf(20, 10)
    let result = T.layOut(FrameNode(child: child, width: 100, height: nil, alignment: .bottomTrailing))
    #expect(result.size == CGSize(width: 100, height: 10))
    #expect(child.frame == CGRect(x: 80, y: 0, width: 20, height: 10))
  }

  @Test("§6.3 a flexible frame clamps a proposal without asking its child, and clamps the child's answer otherwise")
  func flexibleFrame() {
    func frame() -> LayoutNode {
      FlexibleFrameNode(
        child: T.leaf(20, 10), horizontal: .init(min: 50, ideal: nil, max: 200), vertical: .init(min: nil, ideal: nil, max: nil),
        alignment: .center)
    }
    #expect(T.layOut(frame(), ProposedViewSize(width: 300, height: 10)).size.width == 200)
    #expect(T.layOut(frame(), ProposedViewSize(width: 120, height: 10)).size.width == 120)
    // Unproposed: the child's 20, at least the minimum 50.
    #expect(T.layOut(frame()).size == CGSize(width: 50, height: 10))
  }

  @Test("§6.4 padding proposes the proposal less the insets, never below 0, and adds them")
  func padding() {
    let child = T.fill()
    let padded = PaddingNode(child: child, insets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
    #expect(T.layOut(padded, ProposedViewSize(width: 30, height: 30)).size == CGSize(width: 30, height: 30))
    #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(T.layOut(padded, ProposedViewSize(width: 15, height: 15)).size == CGSize(width: 20, height: 20))
  }

  @Test("§6.5 fixedSize proposes unspecified on its fixed axis")
  func fixedSize() {
    let fixed = FixedSizeNode(child: T.fill(), horizontal: true, vertical: false)
    #expect(T.layOut(fixed, ProposedViewSize(width: 50, height: 50)).size == CGSize(width: 10, height: 50))
  }

  @Test("§6.7 a frame and padding keep their child's layout priority; around a spacer they report 0")
  func priorityPassesThrough() {
    let padded = PaddingNode(child: PriorityNode(child: T.fill(), value: 1), insets: EdgeInsets(top: 1))
    let framed = FrameNode(child: padded, width: 10, height: nil, alignment: .center)
    #expect(padded.priority == 1 && framed.priority == 1)
    #expect(FrameNode(child: SpacerNode(minLength: nil), width: 10, height: nil, alignment: .center).priority == 0)
  }

  @Test("§6.8 position takes the proposal (the child's length where unspecified) and centers its child on the point")
  func position() {
    let child = T.leaf(20, 10)
    let result = T.layOut(PositionNode(child: child, center: CGPoint(x: 50, y: 40)), ProposedViewSize(width: 100, height: nil))
    #expect(result.size == CGSize(width: 100, height: 10))
    #expect(child.frame == CGRect(x: 40, y: 35, width: 20, height: 10))
  }

  @Test("§8 a grid's columns are as wide as their widest cell, its rows as tall as their tallest, 8 apart")
  func grid() {
    let topLeft = T.leaf(10, 10)
    let bottomRight = T.leaf(5, 5)
    let rows = [
      GridRowNode(cells: [topLeft, T.leaf(30, 10)], alignment: nil),
      GridRowNode(cells: [T.leaf(20, 20), bottomRight], alignment: nil),
    ]
    let result = T.layOut(GridContainerNode(kind: "Grid", layout: GridLayout(), rows: rows))
    // Columns 20 and 30, rows 10 and 20: 20 + 8 + 30 by 10 + 8 + 20.
    #expect(result.size == CGSize(width: 58, height: 38))
    // Centered in their cells: (20 - 10) / 2 = 5; 28 + (30 - 5) / 2 and 18 + (20 - 5) / 2.
    #expect(topLeft.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(bottomRight.frame == CGRect(x: 40.5, y: 25.5, width: 5, height: 5))
  }
}
