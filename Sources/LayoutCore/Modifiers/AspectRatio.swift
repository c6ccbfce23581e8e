public import Foundation

/// How content keeps its aspect ratio when offered another one.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size of the ratio that fits inside the offer.
  case fit
  /// The smallest size of the ratio that covers the offer.
  case fill
}

extension View {
  /// Proposes the content a size of aspect ratio `ratio` (width / height; nil: the content's
  /// own, from its ideal size) made from the offer: with both dimensions offered, the largest
  /// such size inside the offer (`.fit`) or the smallest covering it (`.fill`); with one, that
  /// dimension and the other from the ratio; with none, the content's ideal width. The view is
  /// as large as its content then is, and centers it. Ratios that are not finite and positive
  /// count as nil.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return modified { AspectRatioNode(child: $0, ratio: ratio, mode: contentMode) }
  }

  /// `aspectRatio(size.width / size.height, contentMode:)`.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  /// `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `aspectRatio(_:contentMode:)`.
final class AspectRatioNode: UnaryNode {
  let ratio: CGFloat?
  let mode: ContentMode

  init(child: LayoutNode, ratio: CGFloat?, mode: ContentMode) {
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
