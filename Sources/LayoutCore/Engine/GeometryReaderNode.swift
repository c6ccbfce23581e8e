import Foundation

/// A coordinate space named with `coordinateSpace(name:)`: its frame, in root coordinates,
/// written by its node as it is placed and read by the geometry readers inside it, which are
/// placed while it places its content. Made when the view is resolved and handed to the readers
/// inside it, so that placement reads it through the tree rather than through a side channel.
package final class NamedSpace {
  package let name: String
  /// The node's bounds, from its latest placement.
  fileprivate(set) var frame = CGRect.zero

  package init(name: String) { self.name = name }

  /// Records the bounds of the node that names the space, as it is placed.
  func place(_ bounds: CGRect) { frame = bounds }
}

/// A named coordinate space's node: passes its frame to the readers inside it when placed.
package final class NamedSpaceNode: PassthroughNode {
  let space: NamedSpace
  package init(child: LayoutNode, space: NamedSpace) {
    self.space = space
    super.init(kind: "coordinateSpace", child: child)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    space.place(bounds)
    super.placeChildren(in: bounds, proposal: proposal, observer: observer)
  }
}

/// `GeometryReader`'s node: sizes itself from the offer, then builds its content.
package final class GeometryReaderNode: CachingNode {
  /// The named coordinate spaces around the reader, outermost first.
  private let namedSpaces: [NamedSpace]
  /// Builds the content for the reader's geometry (resolving views, in the SwiftUI surface).
  private let build: (GeometryProxy) -> LayoutNode
  private var content: LayoutNode?

  package init(namedSpaces: [NamedSpace], build: @escaping (GeometryProxy) -> LayoutNode) {
    self.namedSpaces = namedSpaces
    self.build = build
    super.init(kind: "GeometryReader")
  }

  override var children: [LayoutNode] { content.map { [$0] } ?? [] }
  package override var rebuildsChildrenWhenPlaced: Bool { true }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  /// A reader's guides are its own.
  override func computeExplicitGuideAxes() -> Axis.Set { [] }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    // The innermost space of each name wins.
    var spaces: [String: CGRect] = [:]
    for space in namedSpaces { spaces[space.name] = space.frame }
    let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, namedSpaces: spaces)
    let node = build(proxy)
    content = node
    let childProposal = ProposedViewSize(bounds.size)
    node.place(at: bounds.origin, size: node.size(childProposal), proposal: childProposal)
  }
}
