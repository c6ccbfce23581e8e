package import Foundation

/// `position(x:y:)`: the child's center at a point of this node's own coordinates. The node takes
/// the whole proposal (on an axis with none, the child's length) and proposes it to the child.
/// Its guides are its own: the child's explicit guides do not pass through it.
package final class PositionNode: UnaryNode {
  let center: CGPoint

  /// NaN coordinates count as 0; others are limited to ±`LayoutLimits.maximumLength`.
  package init(child: LayoutNode, center: CGPoint) {
    self.center = CGPoint(x: clampedLength(center.x), y: clampedLength(center.y))
    super.init(kind: "position", child: child)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let width = proposal.width, let height = proposal.height else {
      let childSize = child.size(proposal)
      return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }
    return CGSize(width: width, height: height)
  }

  override func computeExplicitGuideAxes() -> Axis.Set { [] }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childSize = child.size(proposal)
    return (CGPoint(x: center.x - childSize.width / 2, y: center.y - childSize.height / 2), proposal)
  }

  override var priority: Double { child.priority }
}
