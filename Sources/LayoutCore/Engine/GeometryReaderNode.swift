import Foundation

/// A named coordinate space: passes its frame to the readers inside it when placed.
package final class NamedSpaceNode: PassthroughNode {
  let name: String
  package init(child: LayoutNode, name: String) {
    self.name = name
    super.init(kind: "coordinateSpace", child: child)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    NamedSpaces.push(name, bounds)
    defer { NamedSpaces.pop() }
    super.placeChildren(in: bounds, proposal: proposal)
  }
}

/// The named spaces around the node being placed, per thread (placement is depth first).
enum NamedSpaces {
  private static let stack = ThreadLocalStack<(String, CGRect)>()

  static func push(_ name: String, _ frame: CGRect) { stack.push((name, frame)) }
  static func pop() { stack.pop() }

  /// The innermost frame of each name.
  static var current: [String: CGRect] {
    var spaces: [String: CGRect] = [:]
    for (name, frame) in stack.elements { spaces[name] = frame }
    return spaces
  }
}

/// `GeometryReader`'s node: sizes itself from the offer, then builds its content.
package final class GeometryReaderNode: CachingNode {
  /// Builds the content for the reader's geometry (resolving views, in the SwiftUI surface).
  private let build: (GeometryProxy) -> LayoutNode
  private var content: LayoutNode?

  package init(build: @escaping (GeometryProxy) -> LayoutNode) {
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

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, namedSpaces: NamedSpaces.current)
    let node = build(proxy)
    content = node
    let childProposal = ProposedViewSize(bounds.size)
    node.place(at: bounds.origin, size: node.size(childProposal), proposal: childProposal)
  }
}
