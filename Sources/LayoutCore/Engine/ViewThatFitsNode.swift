import Foundation

/// `ViewThatFits`'s node.
package final class ViewThatFitsNode: CachingNode {
  let candidates: [LayoutNode]
  let axes: Axis.Set
  private var chosen: LayoutNode?

  package init(candidates: [LayoutNode], axes: Axis.Set) {
    self.candidates = candidates
    self.axes = axes
    super.init(kind: "ViewThatFits")
  }

  override var children: [LayoutNode] { chosen.map { [$0] } ?? [] }
  package override var rebuildsChildrenWhenPlaced: Bool { true }

  /// The candidate for an offer.
  func candidate(for proposal: ProposedViewSize) -> LayoutNode? {
    for node in candidates {
      let ideal = node.size(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
      if fitsWidth && fitsHeight { return node }
    }
    return candidates.last
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    candidate(for: proposal)?.size(proposal) ?? .zero
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    candidate(for: proposal)?.explicitAlignment(key, at: size, proposal: proposal)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    chosen = candidate(for: proposal)
    chosen?.place(at: bounds.origin, size: bounds.size, proposal: proposal)
  }
}
