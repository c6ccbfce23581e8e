package import Foundation

/// `aspectRatio(_:contentMode:)`.
package final class AspectRatioNode: UnaryNode {
  let ratio: CGFloat?
  let mode: ContentMode

  package init(child: LayoutNode, ratio: CGFloat?, mode: ContentMode) {
    self.ratio = ratio
    self.mode = mode
    super.init(kind: "aspectRatio", child: child)
  }

  /// The proposal the content gets.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let ideal = child.size(.unspecified)
    guard let ratio = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : nil) else {
      return proposal
    }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      switch mode {
      case .fit: return ProposedViewSize(fits ? byWidth : byHeight)
      case .fill: return ProposedViewSize(fits ? byHeight : byWidth)
      }
    case (let width?, nil): return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?): return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil): return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(childProposal(proposal)) }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = childProposal(proposal)
    return (alignedOrigin(child: child.dimensions(childProposal), in: size, alignment: .center), childProposal)
  }

  override var priority: Double { child.priority }
}
