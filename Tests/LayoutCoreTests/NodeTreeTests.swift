import Foundation
import Testing
@testable import LayoutCore

/// The engine without views: node trees built directly, as the SwiftUI surface builds them,
/// sized, placed and collected into a result. Numbers follow from the leaves' fixed sizes.
@Suite("Node trees laid out by the engine alone")
struct NodeTreeTests {
  func leaf(_ width: CGFloat, _ height: CGFloat) -> LayoutNode { Trees.leaf(width, height) }
  func firstBaseline(_ value: CGFloat, _ node: LayoutNode) -> LayoutNode { Trees.guide(.firstTextBaseline, value, node) }
  func layOut(_ root: LayoutNode, _ proposal: ProposedViewSize = .unspecified) -> LayoutResult { Trees.layOut(root, proposal) }

  @Test("a row adds its leaves' widths and spacing and centers them on its height")
  func row() {
    let a = leaf(20, 10)
    let b = leaf(30, 40)
    let row = ContainerNode(kind: "HStack", layout: HStackLayout(alignment: .center, spacing: 10), nodes: [a, b])
    let result = layOut(row)
    // 20 + 10 + 30 wide, as tall as the taller leaf; the short one 15 down (40 / 2 - 10 / 2).
    #expect(result.size == CGSize(width: 60, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 15, width: 20, height: 10))
    #expect(b.frame == CGRect(x: 30, y: 0, width: 30, height: 40))
  }

  @Test("a row aligned on first baselines lines up its leaves' explicit guides")
  func baselineRow() {
    let a = leaf(20, 10)
    let b = leaf(20, 30)
    let row = ContainerNode(
      kind: "HStack", layout: HStackLayout(alignment: .firstTextBaseline, spacing: 0),
      nodes: [firstBaseline(5, a), firstBaseline(25, b)])
    let result = layOut(row)
    // The guides meet 25 down: a (guide 5) starts at 20, b (guide 25) at 0; 20 + 10 = 30 tall.
    #expect(a.frame?.minY == 20)
    #expect(b.frame?.minY == 0)
    #expect(result.size == CGSize(width: 40, height: 30))
    #expect(result.nodes[0].firstBaseline == 25)
    #expect(result.nodes[0].guideLines == [GuideLine(orientation: .horizontal, position: 25)])
  }

  @Test("a column's first baseline is its top leaf's; its alignment line runs down its leading edge")
  func column() {
    let a = leaf(20, 10)
    let b = leaf(40, 30)
    let column = ContainerNode(
      kind: "VStack", layout: VStackLayout(alignment: .leading, spacing: 0),
      nodes: [firstBaseline(5, a), firstBaseline(25, b)])
    let result = layOut(column)
    // b is 10 down; the first baselines are 5 and 10 + 25 = 35: the topmost is the column's.
    #expect(b.frame == CGRect(x: 0, y: 10, width: 40, height: 30))
    #expect(result.nodes[0].firstBaseline == 5)
    #expect(result.nodes[0].guideLines == [GuideLine(orientation: .vertical, position: 0)])
  }

  @Test("an overlay aligns its leaves' bottom trailing corners")
  func overlay() {
    let small = leaf(10, 10)
    let large = leaf(30, 20)
    let stack = ContainerNode(kind: "ZStack", layout: ZStackLayout(alignment: .bottomTrailing), nodes: [large, small])
    let result = layOut(stack)
    #expect(result.size == CGSize(width: 30, height: 20))
    #expect(small.frame == CGRect(x: 20, y: 10, width: 10, height: 10))
  }
}
