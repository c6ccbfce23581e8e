package import Foundation

/// A leaf that takes the size it is offered (its natural size on an axis not offered).
package final class ResizableLeafNode: CachingNode {
  let natural: CGSize
  let paint: Paint?
  package init(kind: String, natural: CGSize, paint: Paint?) {
    self.natural = natural
    self.paint = paint
    super.init(kind: kind)
  }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
  }
  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? { paint.map { .paint($0) } }
}
