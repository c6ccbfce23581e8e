import Foundation
@testable import LayoutCore

/// Node trees built without views, as the SwiftUI surface builds them, for the engine's fixtures.
enum Trees {
  /// A leaf of a fixed size, whatever it is proposed.
  static func leaf(_ width: CGFloat, _ height: CGFloat) -> LayoutNode {
    FixedLeafNode(kind: "Leaf", size: CGSize(width: width, height: height))
  }

  /// A color: takes the proposal, 10 on an unspecified axis (§1).
  static func fill() -> LayoutNode { FillNode(kind: "Color", paint: Paint(shape: .rectangle)) }

  /// A leaf whose width follows the proposal within `range` (`range.upperBound` unproposed), and
  /// `height` tall.
  static func between(_ range: ClosedRange<CGFloat>, height: CGFloat) -> LayoutNode {
    FillNode(kind: "Ranged", paint: Paint(shape: .rectangle)) { proposal in
      CGSize(width: min(max(proposal.width ?? range.upperBound, range.lowerBound), range.upperBound), height: height)
    }
  }

  /// `node` with an explicit value `value` (points from its top or leading edge) for `guide`.
  static func guide(_ guide: VerticalAlignment, _ value: CGFloat, _ node: LayoutNode) -> LayoutNode {
    AlignmentGuideNode(child: node, key: guide.key) { _ in value }
  }

  static func hStack(_ alignment: VerticalAlignment = .center, spacing: CGFloat?, _ nodes: [LayoutNode]) -> LayoutNode {
    ContainerNode(kind: "HStack", layout: HStackLayout(alignment: alignment, spacing: spacing), nodes: nodes)
  }

  static func vStack(_ alignment: HorizontalAlignment = .center, spacing: CGFloat?, _ nodes: [LayoutNode]) -> LayoutNode {
    ContainerNode(kind: "VStack", layout: VStackLayout(alignment: alignment, spacing: spacing), nodes: nodes)
  }

  static func zStack(_ nodes: [LayoutNode], alignment: Alignment = .center) -> LayoutNode {
    ContainerNode(kind: "ZStack", layout: ZStackLayout(alignment: alignment), nodes: nodes)
  }

  /// Sizes and places `root` for `proposal` and collects its result.
  static func layOut(_ root: LayoutNode, _ proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    let walk = ResultWalk(keepingSizes: false, keepingGlyphs: false, mergesChildBaselines: true, isKept: false)
    var previous: [LayoutResult.Node] = []
    walk.start(previous: &previous, root: root)
    let size = walk.layOut(root, fusing: false) { root.sizeAndPlaceAsRoot(proposal, container: ContainerSize(), observer: $0) }
    return walk.finish(size: size)
  }
}
