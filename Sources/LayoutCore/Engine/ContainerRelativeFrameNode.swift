package import Foundation

/// The container a `containerRelativeFrame` measures against: a scroll view, or the layout's
/// root. Its owner writes the size it offers its content while it sizes or places it; the frames
/// inside read it then. Made when the view is resolved and handed to the frames inside, so that
/// sizing reads it through the tree rather than through a side channel.
package final class ContainerSize {
  /// The latest size offered to the content (nil before the owner first sizes it).
  fileprivate(set) var proposal: ProposedViewSize?

  package init() {}

  /// Runs `body` (the owner's sizing or placing of its content) with `proposal` as the size.
  func offering<T>(_ proposal: ProposedViewSize, _ body: () -> T) -> T {
    self.proposal = proposal
    return body()
  }
}

/// `containerRelativeFrame`: a fixed frame on `axes` computed from the container's size.
package final class ContainerRelativeFrameNode: UnaryNode {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  /// The nearest scroll view's, or the root's.
  let containerSize: ContainerSize
  /// The container size seen when first sized in a layout (a node sits in one container, whose
  /// size a prepared tree's next layout may change).
  private var container: ProposedViewSize?

  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    container = nil
  }

  package init(
    child: LayoutNode, axes: Axis.Set, alignment: Alignment, container: ContainerSize,
    length: @escaping (CGFloat, Axis) -> CGFloat
  ) {
    self.axes = axes
    containerSize = container
    self.alignment = alignment
    self.length = length
    super.init(kind: "containerRelativeFrame", child: child)
  }

  func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if container == nil { container = containerSize.proposal ?? proposal }
    let container = self.container ?? proposal
    func resolved(_ axis: Axis, _ offered: CGFloat?, _ length: CGFloat?) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let length else { return offered }
      let value = self.length(length, axis)
      return value.isFinite ? max(value, 0) : offered
    }
    return ProposedViewSize(
      width: resolved(.horizontal, proposal.width, container.width),
      height: resolved(.vertical, proposal.height, container.height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let frame = frameProposal(proposal)
    let childSize = child.size(frame)
    return CGSize(
      width: axes.contains(.horizontal) ? frame.width ?? childSize.width : childSize.width,
      height: axes.contains(.vertical) ? frame.height ?? childSize.height : childSize.height)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let frame = frameProposal(proposal)
    return (alignedOrigin(child: child.dimensions(frame), in: size, alignment: alignment), frame)
  }
}
