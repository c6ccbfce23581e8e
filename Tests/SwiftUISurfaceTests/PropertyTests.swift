import Foundation
import PropertyBased
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

private enum Thirds: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// Random view trees of stacks, frames, paddings, guides and texts, built from a seed.
struct RandomTree {
  var state: UInt64

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(max(bound, 1)))
  }

  mutating func length() -> CGFloat { CGFloat(next(60)) }

  static let verticalGuides: [VerticalAlignment] = [
    .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline, VerticalAlignment(Thirds.self),
  ]
  static let horizontalGuides: [HorizontalAlignment] = [.leading, .center, .trailing]

  mutating func view(depth: Int) -> AnyView {
    if depth == 0 || next(4) == 0 { return modifiers(leaf(), depth: depth) }
    let count = 1 + next(4)
    var children: [AnyView] = []
    for _ in 0..<count { children.append(view(depth: depth - 1)) }
    let spacing: CGFloat? = next(2) == 0 ? nil : CGFloat(next(12))
    let stack: AnyView
    switch next(3) {
    case 0:
      let guide = Self.verticalGuides[next(Self.verticalGuides.count)]
      stack = AnyView(HStack(alignment: guide, spacing: spacing) { ForEach(0..<count, id: \.self) { children[$0] } })
    case 1:
      let guide = Self.horizontalGuides[next(Self.horizontalGuides.count)]
      stack = AnyView(VStack(alignment: guide, spacing: spacing) { ForEach(0..<count, id: \.self) { children[$0] } })
    default:
      let alignment = Alignment(
        horizontal: Self.horizontalGuides[next(3)], vertical: Self.verticalGuides[next(Self.verticalGuides.count)])
      stack = AnyView(ZStack(alignment: alignment) { ForEach(0..<count, id: \.self) { children[$0] } })
    }
    return modifiers(stack, depth: depth)
  }

  mutating func leaf() -> AnyView {
    switch next(4) {
    case 0: return AnyView(Color.red.frame(width: length(), height: length()))
    case 1: return AnyView(Text(String(repeating: "x", count: 1 + next(30))).font(next(2) == 0 ? .body : .title))
    case 2: return AnyView(Color.blue)
    default: return AnyView(Spacer(minLength: CGFloat(next(10))))
    }
  }

  mutating func modifiers(_ view: AnyView, depth: Int) -> AnyView {
    var result = view
    for _ in 0..<next(3) {
      switch next(6) {
      case 0: result = AnyView(result.padding(CGFloat(next(10))))
      case 1: result = AnyView(result.frame(width: next(2) == 0 ? nil : length(), height: next(2) == 0 ? nil : length()))
      case 2: result = AnyView(result.frame(minWidth: 0, maxWidth: next(2) == 0 ? .infinity : length()))
      case 3:
        let value = CGFloat(next(40)) - 10
        let guide = Self.verticalGuides[next(Self.verticalGuides.count)]
        result = AnyView(result.alignmentGuide(guide) { _ in value })
      case 4: result = AnyView(result.fixedSize())
      default: result = AnyView(result.layoutPriority(Double(next(3))))
      }
    }
    return result
  }
}

@Suite("Properties of random trees")
struct PropertyTests {
  /// Lays out a random tree and walks its nodes.
  func laidOut(_ seed: UInt64) -> (root: LayoutNode, nodes: [LayoutNode]) {
    var tree = RandomTree(state: seed)
    let view = tree.view(depth: 4)
    let root = engine.makeRoot(view)
    let proposal = ProposedViewSize(width: CGFloat(50 + tree.next(400)), height: tree.next(2) == 0 ? nil : CGFloat(tree.next(400)))
    let size = root.size(proposal)
    root.place(at: .zero, size: size, proposal: proposal)
    var nodes: [LayoutNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children)
    }
    return (root, nodes)
  }

  /// A stack node's stacking axis and the guide it aligns on, or nil for other nodes.
  func stack(_ node: LayoutNode) -> (axis: Axis, key: AlignmentKey)? {
    if let stack = node as? ContainerNode<HStackLayout> { return (.horizontal, stack.layout.alignment.key) }
    if let stack = node as? ContainerNode<VStackLayout> { return (.vertical, stack.layout.alignment.key) }
    return nil
  }

  @Test("no NaN ever appears in frames or baselines")
  func noNaN() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      let (_, nodes) = laidOut(seed)
      for node in nodes {
        guard let frame = node.frame else { continue }
        #expect(!frame.minX.isNaN && !frame.minY.isNaN && !frame.width.isNaN && !frame.height.isNaN)
        let baseline = node.explicitAlignment(
          VerticalAlignment.firstTextBaseline.key, at: frame.size, proposal: node.placedProposal ?? .unspecified)
        #expect(baseline.map { !$0.isNaN } ?? true)
      }
    }
  }

  @Test("in every HStack and VStack, the children's aligned guides coincide")
  func guidesCoincide() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      let (_, nodes) = laidOut(seed)
      for node in nodes {
        guard let (stackAxis, key) = stack(node) else { continue }
        let axis = stackAxis.other
        let lines = (node as! ContainerNodeBase).nodes.compactMap { child -> CGFloat? in
          guard let frame = child.frame else { return nil }
          return frame.origin[axis]
            + ViewDimensions(size: frame.size, proposal: child.placedProposal, source: child).value(key)
        }
        guard let first = lines.first else { continue }
        for line in lines { #expect(abs(line - first) < 1e-6, "guide lines \(lines)") }
      }
    }
  }

  /// A stack's size for the proposal it places its children with is the union of the placed
  /// children and the alignment line (the "0" of layout-rules §5.3 / D5 is the line where
  /// the children's guides meet, which a guide outside a child's bounds can push past them). That proposal is the one it was given, with an unspecified
  /// cross-axis dimension replaced by its own cross size (layout-rules §5.3, placement
  /// pass); when the cross axis was proposed, it is exactly the stack's frame.
  @Test("a stack's size is the union of its placed children")
  func stackIsUnion() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      let (_, nodes) = laidOut(seed)
      for node in nodes {
        guard let (axis, key) = stack(node), let frame = node.frame, var placing = node.placedProposal,
          let container = node as? ContainerNodeBase, !container.nodes.isEmpty
        else { continue }
        let crossWasProposed = placing[axis.other] != nil
        if placing[axis.other] == nil { placing[axis.other] = frame.size[axis.other] }
        let expected = node.size(placing)
        guard let child = container.nodes.first, let childFrame = child.frame else { continue }
        var line = frame.origin
        line[axis.other] = childFrame.origin[axis.other]
          + ViewDimensions(size: childFrame.size, proposal: child.placedProposal, source: child).value(key)
        var union = CGRect(origin: line, size: .zero)
        for child in container.nodes { if let childFrame = child.frame { union = union.union(childFrame) } }
        #expect(abs(union.minX - frame.minX) < 1e-6 && abs(union.minY - frame.minY) < 1e-6)
        #expect(abs(union.width - expected.width) < 1e-6 && abs(union.height - expected.height) < 1e-6, "\(union) vs \(expected)")
        if crossWasProposed {
          #expect(abs(expected.width - frame.width) < 1e-6 && abs(expected.height - frame.height) < 1e-6)
        }
      }
    }
  }
}
