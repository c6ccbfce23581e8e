import Foundation
import Testing
import LayoutCore
@testable import SwiftUISurface

/// A flow layout written only against the public `Layout` protocol: subviews left to right,
/// wrapping at the proposed width, rows `spacing` apart. Its explicit `VerticalAlignment.center`
/// is the center of the first row, so a sibling centered in an HStack lines up with that row.
struct FlowLayout: Layout {
  var spacing: CGFloat = 4

  struct Row {
    var indices: [Int] = []
    var height: CGFloat = 0
    var width: CGFloat = 0
  }

  func rows(_ width: CGFloat?, _ subviews: Subviews) -> [Row] {
    var rows: [Row] = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
      if let width, needed > width, !rows[rows.count - 1].indices.isEmpty {
        rows.append(Row())
      }
      var row = rows[rows.count - 1]
      row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      row.height = max(row.height, size.height)
      row.indices.append(index)
      rows[rows.count - 1] = row
    }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let rows = rows(proposal.width, subviews)
    let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(rows.count - 1)
    return CGSize(width: rows.map(\.width).max() ?? 0, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    var y = bounds.minY
    for row in rows(proposal.width ?? bounds.width, subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    guard guide == .center else { return nil }
    return bounds.minY + (rows(bounds.width, subviews).first?.height ?? 0) / 2
  }
}

/// Where `KeepingLayout` leaves the subviews it was last given.
final class SubviewKeeper {
  var subviews: LayoutSubviews?
}

/// A layout that stacks its subviews at its top leading corner, keeps the subviews it is given
/// (which a layout should not), and answers guides with the protocol's default merge.
struct KeepingLayout: Layout {
  let keeper: SubviewKeeper

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    keeper.subviews = subviews
    return subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified) }
  }
}

@Suite("A custom Layout on the public protocol")
struct CustomLayoutTests {
  @Test("the default guide merge reads the container while it lives; subviews kept past it find none")
  func subviewsOutlivingTheirContainer() {
    let keeper = SubviewKeeper()
    let result = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        KeepingLayout(keeper: keeper) {
          Color.red.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 7 }
        }.id("kept")
        Color.blue.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 15 }.id("blue")
      })
    // The layout's first baseline is its child's, 7 (merged by the default implementation,
    // through the container): it sits 15 - 7 = 8 below the blue's top.
    #expect(result.frame(of: "kept")?.minY == 8)
    #expect(result.frame(of: "blue")?.minY == 0)
    // The tree is gone; the kept subviews still hold their nodes, but not the container, whose
    // merge is then nothing rather than a read of freed memory.
    let kept = try! #require(keeper.subviews)
    #expect(kept.count == 1)
    var cache: Void = ()
    let merged = KeepingLayout(keeper: keeper).explicitAlignment(
      of: VerticalAlignment.firstTextBaseline, in: CGRect(x: 0, y: 0, width: 10, height: 10), proposal: .unspecified,
      subviews: kept, cache: &cache)
    #expect(merged == nil)
  }

  func tags() -> some View {
    FlowLayout {
      Color.red.frame(width: 40, height: 20).id("t0")
      Color.red.frame(width: 40, height: 30).id("t1")
      Color.red.frame(width: 40, height: 20).id("t2")
    }
  }

  @Test("the flow wraps at the proposed width")
  func wraps() {
    let result = layout(tags().id("flow"), width: 90)
    // 40 + 4 + 40 = 84 fits in 90; the third goes to a second row 30 + 4 below.
    #expect(result.size == CGSize(width: 84, height: 54))
    #expect(result.frame(of: "t1")?.origin == CGPoint(x: 44, y: 0))
    #expect(result.frame(of: "t2")?.origin == CGPoint(x: 0, y: 34))
  }

  @Test("its explicit center (the first row's) aligns a sibling inside an HStack")
  func explicitCenter() {
    let result = layout(
      HStack(alignment: .center, spacing: 10) {
        Color.blue.frame(width: 10, height: 10).id("dot")
        tags().id("flow")
      }, width: 110)
    // The dot (flexibility 0) is sized first; the flow gets 110 - 10 - 10 = 90 and is 84 x 54
    // with a first row 30 tall, so its center guide is 15 (not 27): the dot's center (5) lines
    // up at 15, so the dot is at y = 10.
    #expect(result.frame(of: "dot")?.minY == 10)
    #expect(result.frame(of: "flow")?.minY == 0)
    #expect(result.size.height == 54)
  }

  @Test("a frame aligns its child by the child's explicit guides (§6.2)")
  func frameHonoursExplicitGuides() {
    let result = layout(tags().id("flow").frame(width: 90).id("frame"))
    // The frame is as tall as the flow (54); centering puts the flow's explicit center (15) on
    // the frame's center (27), 12 points down.
    #expect(result.frame(of: "flow")?.origin == CGPoint(x: 3, y: 12))
    #expect(result.frame(of: "frame")?.size == CGSize(width: 90, height: 54))
  }

  @Test("AnyLayout switches between layouts with the same result as the concrete ones")
  func anyLayout() {
    @ViewBuilder func content() -> some View {
      Color.red.frame(width: 30, height: 10)
      Color.blue.frame(width: 20, height: 20)
    }
    let horizontal = layout(AnyLayout(HStackLayout(spacing: 5)) { content() })
    #expect(horizontal.size == CGSize(width: 55, height: 20))
    let vertical = layout(AnyLayout(VStackLayout(spacing: 5)) { content() })
    #expect(vertical.size == CGSize(width: 30, height: 35))
    let direct = layout(HStackLayout(spacing: 5) { content() })
    #expect(direct.size == horizontal.size)
  }
}

/// A row written against the public protocol that says what the built-in rows say of
/// themselves: its guides are its subviews' merged, and its alignment line is `.bottom`.
/// Subviews go left to right, bottoms on the row's bottom.
struct BottomRow: Layout {
  var _mergesSubviewGuidesOnly: Bool { true }
  var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { (nil, .bottom) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading, proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

@Suite("A custom Layout states what the built-in layouts state")
struct LayoutStatementTests {
  func row() -> some View {
    BottomRow {
      Color.red.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 5 }
      Color.blue.frame(width: 10, height: 30).alignmentGuide(.lastTextBaseline) { _ in 25 }
    }.id("row")
  }

  @Test("its alignment line runs through its first subview's guide")
  func alignmentLine() throws {
    let result = layout(VStack { row() })
    let node = try #require(result.nodes.first { $0.id == AnyHashable("row") })
    // The row is 30 tall; the red box sits 30 - 20 = 10 down, its bottom at 30.
    #expect(node.guideLines == [GuideLine(orientation: .horizontal, position: 30)])
  }

  @Test("merged guides give the baselines asking would: the top subview's first, the bottom one's last")
  func mergedBaselines() throws {
    let result = layout(VStack { row() })
    let node = try #require(result.nodes.first { $0.id == AnyHashable("row") })
    // Red: 10 down + 5 = 15; blue: 0 down + 25 = 25. Each is the only value of its guide.
    #expect(node.firstBaseline == 15)
    #expect(node.lastBaseline == 25)
    // The same, with every container asked rather than merged.
    var asking = LayoutEngine()
    asking.shortcuts.mergesChildBaselines = false
    let asked = asking.layout(VStack { row() })
    let askedNode = try #require(asked.nodes.first { $0.id == AnyHashable("row") })
    #expect(askedNode.firstBaseline == 15)
    #expect(askedNode.lastBaseline == 25)
  }
}

/// Records what a layout sees of its subviews' identity.
final class IdentityRecord: @unchecked Sendable {
  var sameEqual = false
  var otherEqual = true
}

/// A layout that compares its subviews and otherwise takes no room.
struct ComparingLayout: Layout {
  let record: IdentityRecord

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    record.sameEqual = subviews[0] == subviews[0]
    record.otherEqual = subviews[0] == subviews[1]
    return .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

@Suite("Names custom layouts use")
struct LayoutNamesTests {
  @Test("a subview equals itself and no other")
  func subviewEquality() {
    let record = IdentityRecord()
    _ = layout(ComparingLayout(record: record) { Color.red; Color.blue })
    #expect(record.sameEqual)
    #expect(!record.otherEqual)
  }

  @Test("edge sets hold the edges they are made of")
  func edgeSets() {
    #expect(HorizontalEdge.Set(.leading) == .leading && HorizontalEdge.Set(.trailing) == .trailing)
    #expect(HorizontalEdge.Set.all == [.leading, .trailing] && HorizontalEdge.allCases == [.leading, .trailing])
    #expect(VerticalEdge.Set(.bottom) == .bottom && VerticalEdge.allCases == [.top, .bottom])
  }
}

/// Places its first subview at x 0 in left-to-right, 50 in right-to-left (as a layout that acts
/// on the direction itself would).
private struct DirectionProbe: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 10)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let x: CGFloat = subviews.layoutDirection == .rightToLeft ? 50 : 0
    subviews.first?.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY), proposal: .unspecified)
  }
}

@Suite("LayoutSubviews.layoutDirection")
struct LayoutDirectionOfSubviewsTests {
  @Test("a layout reads its direction; its frames are mirrored either way, as SwiftUI flips them")
  func direction() {
    let probe = DirectionProbe { Color.red.frame(width: 10, height: 10).id("dot") }
    #expect(layout(probe)[id: "dot"]?.frame.minX == 0)
    // Placed at 50 and mirrored across the 100-point container: 100 - 50 - 10 = 40.
    #expect(layout(probe.environment(\.layoutDirection, .rightToLeft))[id: "dot"]?.frame.minX == 40)
  }
}
