package import Foundation

/// The sizes of the containers around the node being sized, per thread.
enum ContainerSizes {
  private static let stack = ThreadLocalStack<ProposedViewSize>()

  /// Runs `body` with `size` as the innermost container's size.
  static func with<T>(_ size: ProposedViewSize, _ body: () -> T) -> T { stack.with(size, body) }

  static var current: ProposedViewSize? { stack.top }
}

/// `containerRelativeFrame`: a fixed frame on `axes` computed from the container's size.
package final class ContainerRelativeFrameNode: UnaryNode {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  /// The container size seen when first sized in a layout (a node sits in one container, whose
  /// size a prepared tree's next layout may change).
  private var container: ProposedViewSize?

  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    container = nil
  }

  package init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
    self.axes = axes
    self.alignment = alignment
    self.length = length
    super.init(kind: "containerRelativeFrame", child: child)
  }

  func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if container == nil { container = ContainerSizes.current ?? proposal }
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
