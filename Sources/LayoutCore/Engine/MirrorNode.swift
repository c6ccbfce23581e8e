import Foundation

/// Where the layout direction turns right to left (or back): the content is laid out as if left
/// to right, then every frame inside is mirrored horizontally across this node's frame. So
/// stacks run from the right, leading and trailing guides, padding edges and offsets swap sides,
/// as SwiftUI does; a text keeps its own line layout (its bidi order and alignment come from the
/// layout direction it was measured with). A region nested in another mirrors its content back.
package final class MirrorNode: UnaryNode {
  package init(child: LayoutNode) {
    super.init(kind: "layoutDirection", child: child)
  }

  override var priority: Double { child.priority }

  /// Horizontal guides mirror too: a guide `g` from the left is `width - g` from the left.
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard let value = child.explicitAlignment(key, at: size, proposal: proposal) else { return nil }
    return key.axis == .horizontal ? size.width - value : value
  }

  /// The frames below move after they are placed: the placement hands them no walk, so that
  /// no result is made of them before they do.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    super.placeChildren(in: bounds, proposal: proposal, observer: nil)
    // Mirror every placed frame below (iteratively: trees can be deep).
    var stack = [child]
    while let node = stack.popLast() {
      node.mirrorFrame(across: bounds)
      stack.append(contentsOf: node.children)
    }
  }
}

extension LayoutNode {
  /// Mirrors the node's frame horizontally across `bounds`.
  func mirrorFrame(across bounds: CGRect) {
    guard let frame else { return }
    setFrame(CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
  }
}
