import Foundation

/// `ScrollView`'s node.
package final class ScrollNode: UnaryNode {
  let axes: Axis.Set
  /// What the `containerRelativeFrame`s inside measure against.
  let container: ContainerSize
  /// The scroll view's coordinate space (`.scrollView`) for the readers inside.
  let space: NamedSpace?

  package init(child: LayoutNode, axes: Axis.Set, container: ContainerSize, space: NamedSpace? = nil) {
    self.axes = axes
    self.container = container
    self.space = space
    super.init(kind: "ScrollView", child: child, isModifier: false)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // The scroll view is the container `containerRelativeFrame` measures against.
    let content = container.offering(proposal) { child.size(childProposal(proposal)) }
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    space?.place(bounds)
    container.offering(ProposedViewSize(bounds.size)) { super.placeChildren(in: bounds, proposal: proposal, observer: observer) }
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = childProposal(proposal)
    let content = child.size(childProposal)
    // Across the scrolling axes the content is centered, as SwiftUI does; along them it starts
    // at the top leading corner.
    let x = axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2
    let y = axes.contains(.vertical) ? 0 : (size.height - content.height) / 2
    return (CGPoint(x: x, y: y), childProposal)
  }

  /// A scroll view's guides are its own (its content moves under them).
  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  override var priority: Double { 0 }
}
