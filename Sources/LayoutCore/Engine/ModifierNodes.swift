package import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions where given, the child's elsewhere; the
/// child is aligned inside on `alignment`, its own guides included (layout-rules §6.2).
package final class FrameNode: UnaryNode {
  /// The fixed lengths, NaN where there is none (an optional takes 8 bytes more, and a large
  /// form has a frame per row).
  private let fixedWidth: CGFloat
  private let fixedHeight: CGFloat
  let alignment: Alignment
  var width: CGFloat? { fixedWidth.isNaN ? nil : fixedWidth }
  var height: CGFloat? { fixedHeight.isNaN ? nil : fixedHeight }

  /// Negative, NaN and infinite lengths are treated as nil (unconstrained on that axis).
  package init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    fixedWidth = finite(width).flatMap { $0 >= 0 ? $0 : nil } ?? .nan
    fixedHeight = finite(height).flatMap { $0 >= 0 ? $0 : nil } ?? .nan
    self.alignment = alignment
    super.init(kind: "frame", child: child)
    // A fixed length replaces the proposal's on its axis: the proposal's is never read.
    if self.width != nil { ignoredProposalAxes.insert(.horizontal) }
    if self.height != nil { ignoredProposalAxes.insert(.vertical) }
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let childSize = child.size(childProposal(proposal))
    return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = childProposal(proposal)
    return (alignedOrigin(child: child.dimensions(childProposal), in: size, alignment: alignment), childProposal)
  }

  override var priority: Double { childLayoutPriority }
  override var passesChildGuides: Bool { true }
  override func computeSpacing() -> ViewSpacing {
    var edges: Edge.Set = []
    if width != nil { edges.formUnion(.horizontal) }
    if height != nil { edges.formUnion(.vertical) }
    return child.spacing.resettingEdges(edges)
  }
  /// A fixed height ignores the proposal's; otherwise the child is proposed the height and the
  /// frame takes the child's.
  override func computeSettlesHeight() -> Bool { height != nil || child.settlesHeight }
}

/// Where a child goes inside a box of `size` so that its guides meet the box's default guides.
func alignedOrigin(child: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
  let box = ViewDimensions(size: size, source: nil)
  return CGPoint(
    x: box[alignment.horizontal] - child[alignment.horizontal],
    y: box[alignment.vertical] - child[alignment.vertical])
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (layout-rules §6.3).
package final class FlexibleFrameNode: UnaryNode {
  override var passesChildGuides: Bool { true }
  package struct Limits {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// Normalised so that min <= ideal <= max; NaN and negative minimums become nil/0.
    package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      let minimum = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
      let idealValue = ideal.flatMap { $0.isNaN ? nil : Swift.max(minimum ?? 0, $0) }
      let maximum = max.flatMap { $0.isNaN ? nil : Swift.max(idealValue ?? minimum ?? 0, $0) }
      self.min = minimum.flatMap { $0.isFinite ? $0 : nil }
      self.ideal = idealValue.flatMap { $0.isFinite ? $0 : nil }
      self.max = maximum
    }

    func clamp(_ value: CGFloat) -> CGFloat {
      Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }

    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
      (proposed ?? ideal).map(clamp)
    }

    /// The frame's length on this axis, or nil when the child decides (`childLength` asked
    /// lazily).
    func length(proposed: CGFloat?, child: () -> CGFloat) -> CGFloat {
      if let proposed, let min, let max, min <= max { return Swift.min(Swift.max(proposed, min), max) }
      if proposed == nil, let ideal { return ideal }
      let childProposed = childProposal(proposed)
      let childLength = child()
      switch (min, max) {
      case (let min?, let max?): return Swift.min(Swift.max(childLength, min), max)
      case (let min?, nil): return Swift.max(Swift.min(childProposed ?? .infinity, childLength), min)
      case (nil, let max?): return Swift.min(Swift.max(childProposed ?? -.infinity, childLength), max)
      case (nil, nil): return childLength
      }
    }
  }

  let horizontal: Limits
  let vertical: Limits
  let alignment: Alignment

  package init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    super.init(kind: "frame", child: child)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let childProposal = childProposal(proposal)
    var childSize: CGSize? = nil
    func measured() -> CGSize {
      if let childSize { return childSize }
      let size = child.size(childProposal)
      childSize = size
      return size
    }
    return CGSize(
      width: horizontal.length(proposed: proposal.width) { measured().width },
      height: vertical.length(proposed: proposal.height) { measured().height })
  }

  /// The child is proposed the frame's final size and aligned inside it.
  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = ProposedViewSize(size)
    return (alignedOrigin(child: child.dimensions(childProposal), in: size, alignment: alignment), childProposal)
  }

  override var priority: Double { childLayoutPriority }
  override func computeSpacing() -> ViewSpacing {
    var edges: Edge.Set = []
    if horizontal.min != nil || horizontal.max != nil { edges.formUnion(.horizontal) }
    if vertical.min != nil || vertical.max != nil { edges.formUnion(.vertical) }
    return child.spacing.resettingEdges(edges)
  }
}

/// `padding`: insets the proposal, adds the insets to the child's size (§6.4).
package final class PaddingNode: UnaryNode {
  override var passesChildGuides: Bool { true }
  let insets: EdgeInsets

  /// NaN and infinite insets count as 0; negative insets are kept (they pull the edges in); all
  /// are limited to ±`LayoutLimits.maximumLength`.
  package init(child: LayoutNode, insets: EdgeInsets) {
    func clean(_ value: CGFloat) -> CGFloat { finite(value) ?? 0 }
    self.insets = EdgeInsets(
      top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
      trailing: clean(insets.trailing))
    super.init(kind: "padding", child: child)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.horizontal, 0) },
      height: proposal.height.map { max($0 - insets.vertical, 0) })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.size(childProposal(proposal))
    return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    (CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
  }

  override var priority: Double { childLayoutPriority }
  override func computeSpacing() -> ViewSpacing {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return child.spacing.resettingEdges(edges)
  }
}

/// `fixedSize`: proposes nil on the fixed axes; the child is centered in whatever it gets.
package final class FixedSizeNode: UnaryNode {
  let horizontal: Bool
  let vertical: Bool

  package init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(kind: "fixedSize", child: child)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(childProposal(proposal)) }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = childProposal(proposal)
    let childSize = child.size(childProposal)
    return (CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), childProposal)
  }

  override var priority: Double { child.priority }
}

/// `alignmentGuide(_:computeValue:)`: adds an explicit value; size, spacing and priority pass
/// through (§3.2). The closure sees the child's dimensions, including the child's own value for
/// the same guide.
package final class AlignmentGuideNode: UnaryNode {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  package init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.compute = compute
    super.init(kind: "alignmentGuide", child: child)
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard key == self.key else { return child.explicitAlignment(key, at: size, proposal: proposal) }
    let value = compute(ViewDimensions(size: size, proposal: proposal, source: child))
    return value.isNaN ? nil : value
  }

  /// The guide's own axis, and the child's.
  override func computeExplicitGuideAxes() -> Axis.Set { child.explicitGuideAxes.union(Axis.Set(key.axis)) }

  override var priority: Double { child.priority }
}

/// `layoutPriority(_:)`.
package final class PriorityNode: UnaryNode {
  let value: Double

  /// NaN counts as 0.
  package init(child: LayoutNode, value: Double) {
    self.value = value.isNaN ? 0 : value
    super.init(kind: "layoutPriority", child: child)
  }

  override var priority: Double { value }
}

/// `offset(x:y:)`: moves the drawn child without changing layout (guides and size unchanged).
package final class OffsetNode: UnaryNode {
  let offset: CGSize

  /// NaN and infinite offsets count as 0.
  package init(child: LayoutNode, offset: CGSize) {
    self.offset = CGSize(
      width: finite(offset.width) ?? 0, height: finite(offset.height) ?? 0)
    super.init(kind: "offset", child: child)
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    child.explicitAlignment(key, at: size, proposal: proposal)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    (CGPoint(x: offset.width, y: offset.height), proposal)
  }

  override var priority: Double { child.priority }
}

/// A node that changes nothing about layout (environment values, ids, gestures): a pure
/// pass-through kept in the tree so that results mirror the view code. Subclasses carry data
/// read elsewhere (a tag, a preference, a layout value) or act when placed, and lay out as this.
package class PassthroughNode: UnaryNode {
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    child.explicitAlignment(key, at: size, proposal: proposal)
  }
  override func computeSettlesHeight() -> Bool { child.settlesHeight }
  override var priority: Double { child.priority }
}

/// `overlay` and `background`: the secondary view is proposed the primary's size and aligned on
/// it; the result's size, guides, spacing and priority are the primary's (§6.6, R3).
package final class LayeredNode: CachingNode {
  let primary: LayoutNode
  let secondary: LayoutNode
  let alignment: Alignment
  /// What the secondary content is: `.background` (painted below), `.overlay` (above) or
  /// `.decoration` (above, drawn by the modifier itself, such as a border's stroke).
  let secondaryRole: LayoutResult.Role
  /// The edges on which the secondary content ignores the safe area (a shape-style background's,
  /// by default all): inside a safe-area inset it runs under the bar there (`SafeAreaInsetNode`).
  let secondaryIgnoresSafeArea: Edge.Set

  package init(
    kind: String, primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, secondaryRole: LayoutResult.Role,
    secondaryIgnoresSafeArea: Edge.Set = []
  ) {
    self.primary = primary
    self.secondary = secondary
    self.alignment = alignment
    self.secondaryRole = secondaryRole
    self.secondaryIgnoresSafeArea = secondaryIgnoresSafeArea
    super.init(kind: kind, isModifier: true)
    gridCell = primary.gridCell
  }

  override func forwardStackAxis() { primary.stackAxis = stackAxis }

  private var secondaryBelow: Bool { secondaryRole == .background }

  /// Painting order, back to front; `role(ofChild:)` tells which child is which.
  override var children: [LayoutNode] { secondaryBelow ? [secondary, primary] : [primary, secondary] }
  override func role(ofChild index: Int) -> LayoutResult.Role {
    (index == 0) == secondaryBelow ? secondaryRole : .primary
  }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.size(proposal) }
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    primary.explicitAlignment(key, at: size, proposal: proposal)
  }
  override func computeExplicitGuideAxes() -> Axis.Set { primary.explicitGuideAxes }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    primary.place(at: bounds.origin, size: bounds.size, proposal: proposal, observer: observer)
    let primaryDimensions = ViewDimensions(size: bounds.size, proposal: proposal, source: primary)
    let secondaryProposal = ProposedViewSize(bounds.size)
    let secondaryDimensions = secondary.dimensions(secondaryProposal)
    let origin = CGPoint(
      x: bounds.minX + primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
      y: bounds.minY + primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical])
    secondary.place(at: origin, size: secondaryDimensions.size, proposal: secondaryProposal, observer: observer)
  }

  override var priority: Double { primary.priority }
  override func computeSpacing() -> ViewSpacing { primary.spacing }
  override var isSpacer: Bool { primary.isSpacer }
}
