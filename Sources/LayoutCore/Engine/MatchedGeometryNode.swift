package import Foundation

/// Where a `matchedGeometryEffect` source was placed: its frame and the point of it its anchor
/// names, in root coordinates.
package struct MatchedGeometrySource: Equatable, Sendable {
  package var frame: CGRect
  package var anchorPoint: CGPoint

  package init(frame: CGRect, anchor: UnitPoint) {
    self.frame = frame
    anchorPoint = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
  }
}

/// `matchedGeometryEffect`: a view in a group of matched views (one namespace and id). The
/// group's source lays out as it would without the effect; another member takes the geometry the
/// source had in the previous pass (the engine lays a tree with such members out again once it
/// knows where the sources went):
/// - size: the member is proposed the source's size and reports it, its content centered in it
///   (as a `frame` of that size);
/// - position: the member is drawn moved so that its anchor point lands on the source's anchor
///   point, leaving its place in its parent as it was (as an `offset`).
/// A member without a known source lays out as its content.
package final class MatchedGeometryNode: UnaryNode {
  /// The group: the namespace and the id.
  package let key: AnyHashable
  package let isSource: Bool
  let matchesPosition: Bool
  let matchesSize: Bool
  let anchor: UnitPoint
  /// The group's source from the previous pass, for a member that is not the source.
  let source: MatchedGeometrySource?

  /// - Parameters:
  ///   - anchor: the point of the view its position is matched by (unit coordinates; NaN counts
  ///     as the center).
  ///   - source: where the group's source was placed in the previous pass; ignored by a source.
  package init(
    child: LayoutNode, key: AnyHashable, isSource: Bool, matchesPosition: Bool, matchesSize: Bool, anchor: UnitPoint,
    source: MatchedGeometrySource?
  ) {
    self.key = key
    self.isSource = isSource
    self.matchesPosition = matchesPosition
    self.matchesSize = matchesSize
    self.anchor = UnitPoint(x: anchor.x.isNaN ? 0.5 : anchor.x, y: anchor.y.isNaN ? 0.5 : anchor.y)
    self.source = isSource ? nil : source
    super.init(kind: "matchedGeometryEffect", child: child)
  }

  /// The source's size, when this member takes it.
  private var matchedSize: CGSize? { matchesSize ? source?.frame.size : nil }

  /// Where this source was last placed, in the coordinates its placement was given (before a
  /// right-to-left region around it mirrors the frames: the coordinates the members of the same
  /// region are placed in). Nil before it is placed, and for a member that is not a source.
  package private(set) var placedSource: MatchedGeometrySource?

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    matchedSize ?? child.size(proposal)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    guard let matchedSize else { return (.zero, proposal) }
    let childProposal = ProposedViewSize(matchedSize)
    let childSize = child.size(childProposal)
    return (CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), childProposal)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    if isSource { placedSource = MatchedGeometrySource(frame: bounds, anchor: anchor) }
    let placement = childPlacement(in: bounds.size, proposal: proposal)
    var origin = CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y)
    if matchesPosition, let source {
      // Move the whole member so that its anchor point lands on the source's.
      origin.x += source.anchorPoint.x - (bounds.minX + anchor.x * bounds.width)
      origin.y += source.anchorPoint.y - (bounds.minY + anchor.y * bounds.height)
    }
    child.place(at: origin, size: child.size(placement.proposal), proposal: placement.proposal, observer: observer)
  }

  override func computeSettlesHeight() -> Bool { matchedSize == nil && child.settlesHeight }
  override var priority: Double { child.priority }
}
