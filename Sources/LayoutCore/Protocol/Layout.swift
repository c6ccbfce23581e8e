public import Foundation

/// Properties of a layout that its subviews can see.
public struct LayoutProperties: Sendable, Hashable {
  /// The axis a stack-like layout arranges along; Spacers expand along it (both axes when nil).
  public var stackOrientation: Axis?

  /// Properties with no stack orientation.
  public init() {}
}

/// A type that sizes and places a collection of subviews: the protocol behind every built-in
/// container (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`) and available to you
/// on the same terms.
public protocol Layout {
  /// Properties such as the stack orientation that Spacers inside the layout follow.
  static var layoutProperties: LayoutProperties { get }

  /// Storage the layout may keep between calls.
  associatedtype Cache = Void

  /// Creates the cache for a set of subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The layout's spacing preferences against its own neighbours.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The size of the container for a proposal. The value returned is the container's size.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview inside `bounds` (in the parent's coordinates; the origin may be
  /// non-zero) with `LayoutSubview.place(at:anchor:proposal:)`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's explicit value for a horizontal guide, relative to `bounds`, or nil.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache) -> CGFloat?

  /// The container's explicit value for a vertical guide, relative to `bounds`, or nil.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache) -> CGFloat?

  // What the engine asks of every layout, the built-in ones included, beyond SwiftUI's
  // requirements. Each has a default that is right for any layout; a layout that knows more
  // about itself says so.

  /// The properties the layout's subviews see: `layoutProperties` by default (an `AnyLayout`
  /// gives those of the layout it wraps).
  var _subviewProperties: LayoutProperties { get }

  /// Whether the layout's explicit guides are only ever its subviews' values merged (what the
  /// default `explicitAlignment` methods answer), never values of its own. When true, the
  /// result takes the container's baselines from the values its subviews just reported, by the
  /// same rule, instead of asking the layout. False by default, which is always correct; the
  /// built-in stacks and grid answer true.
  var _mergesSubviewGuidesOnly: Bool { get }

  /// The guides the layout aligns its subviews on, which guide overlays draw as alignment lines
  /// (through the first subview that counts for alignment): a row's vertical alignment, a
  /// column's horizontal one, both of a `ZStackLayout`'s. None by default.
  var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { get }
}

extension Layout {
  public var _subviewProperties: LayoutProperties { Self.layoutProperties }
  public var _mergesSubviewGuidesOnly: Bool { false }
  public var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { (nil, nil) }
}

extension Layout {
  /// The subviews of a layout.
  public typealias Subviews = LayoutSubviews

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of every subview's spacing on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }

  /// Merges the subviews' explicit values, projected into the container: the mean for custom
  /// guides, nothing for the built-in edge and center guides.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.context?.mergedExplicitValue(guide.key, bounds: bounds, proposal: proposal) ?? nil
  }

  /// Merges the subviews' explicit values, projected into the container: the mean for custom
  /// guides, the minimum for first and the maximum for last text baselines, nothing for the
  /// built-in edge and center guides.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.context?.mergedExplicitValue(guide.key, bounds: bounds, proposal: proposal) ?? nil
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// One subview of a layout: measure it, read its guides and place it. Two are equal when they
/// stand for the same view.
public struct LayoutSubview: Equatable {
  /// The subview's node, held without counting: the recorder, which this holds, holds every
  /// child node of the container for as long as it lives (its `nodes` never change), so the node
  /// lives as long as this does. A stack hands out each subview several times per pass; counting
  /// the node on each was often the pass's first touch of it, a locked instruction that stalls
  /// the loads around it while the node comes from memory.
  private let reference: Unmanaged<LayoutNode>
  let index: Int
  let recorder: PlacementRecorder

  init(node: LayoutNode, index: Int, recorder: PlacementRecorder) {
    reference = .passUnretained(node)
    self.index = index
    self.recorder = recorder
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.reference.toOpaque() == rhs.reference.toOpaque()
  }

  /// The node (counted, for callers that keep it).
  package var node: LayoutNode { reference.takeUnretainedValue() }

  /// Runs `body` with the node, not counted (the recorder keeps it alive).
  @inline(__always)
  private func withNode<R>(_ body: (LayoutNode) -> R) -> R { reference._withUnsafeGuaranteedRef(body) }

  /// The subview's layout priority (stacks size higher priorities first).
  public var priority: Double { withNode { $0.priority } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { withNode { $0.spacing } }

  /// The subview's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { withNode { $0.size(proposal) } }

  /// The subview's size and guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { withNode { $0.dimensions(proposal) } }

  /// Places the subview so that `anchor` of its frame lands on `position` (in the coordinates of
  /// the bounds given to `placeSubviews`), sized for `proposal`. The last call wins. A
  /// coordinate that is NaN counts as 0, one beyond ±`LayoutLimits.maximumLength` (infinities
  /// included) as that limit, as every other length does; so does the size an infinite
  /// proposal gets (a color proposed infinity is placed `LayoutLimits.maximumLength` wide).
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sanitized(sizeThatFits(proposal))
    let (x, y) = (clampedLength(position.x), clampedLength(position.y))
    _place(at: CGPoint(x: x - anchor.x * size.width, y: y - anchor.y * size.height), size: size, proposal: proposal)
  }

  /// Places the subview's top leading corner at `origin`, for a proposal the caller knows the
  /// subview's size for (`size`, its `sizeThatFits(proposal)`): a stack placing from its sizing
  /// does not ask again, which would read a text's measurements once more. The coordinates are
  /// taken as they are (a NaN as 0): the built-in stacks, summing limited lengths, may place
  /// past `LayoutLimits.maximumLength`.
  public func _place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
    recorder.record(index, at: origin, size: size, proposal: proposal)
  }

  /// The proposal's dimensions the subview's size does not depend on (a fixed frame's width or
  /// height): a stack asks such a subview once along that axis.
  public var _ignoredProposalAxes: Axis.Set { withNode { $0.ignoredAxes } }

}

/// Where a layout put a subview.
struct Placement {
  var origin: CGPoint
  var size: CGSize
  var proposal: ProposedViewSize

  /// The slot of a subview not placed yet (a recorded origin is never NaN).
  static let notPlaced = Placement(origin: CGPoint(x: CGFloat.nan, y: .nan), size: .zero, proposal: .unspecified)
  var isPlaced: Bool { !origin.x.isNaN }
}

/// What a container's subviews share: the child nodes, the placements made during one
/// `placeSubviews` call, and the way back to the container.
final class PlacementRecorder {
  let nodes: [LayoutNode]
  /// One slot per subview during a placement pass (`Placement.notPlaced` until the layout
  /// places it), empty outside one. Unchecked for exclusive access: written once per subview
  /// placed, on one thread, and no access overlaps another.
  @exclusivity(unchecked) var placements: [Placement] = []
  /// The container that owns this recorder, while it lives (it clears this in `deinit`), held
  /// without any reference counting: subviews are handed to a layout on every size, placement
  /// and guide query, and counting an unowned reference on each of them cost 2% of a prepared
  /// form's re-layout. A layout that keeps its subviews past their container (in a global, say)
  /// finds no container rather than a freed one.
  unowned(unsafe) var container: ContainerNodeBase?

  init(nodes: [LayoutNode]) { self.nodes = nodes }

  /// Runs `body` with child node `index`, not counted (this holds it).
  @inline(__always)
  func withNode<R>(at index: Int, _ body: (LayoutNode) -> R) -> R {
    nodes.withUnsafeBufferPointer { Unmanaged.passUnretained($0[index])._withUnsafeGuaranteedRef(body) }
  }

  /// Records where subview `index` goes (a NaN coordinate as 0). Placing outside
  /// `placeSubviews` records nothing (the container places from what its placement pass
  /// records).
  func record(_ index: Int, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
    guard index < placements.count else { return }
    placements[index] = Placement(
      origin: CGPoint(x: origin.x.isNaN ? 0 : origin.x, y: origin.y.isNaN ? 0 : origin.y),
      size: size, proposal: proposal)
  }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection {
  let recorder: PlacementRecorder
  var nodes: [LayoutNode] { recorder.nodes }
  /// The container running the layout (for the default explicit alignment merge), through the
  /// recorder (which the subviews hold): not a weak reference, which would give every container
  /// a side table and send all of its reference counting down the slow path, nor an unowned one,
  /// counted on every copy.
  var context: ContainerNodeBase? { recorder.container }

  public var startIndex: Int { 0 }
  public var endIndex: Int { nodes.count }

  /// The subview at `index`, in the order the container's views were declared.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], index: index, recorder: recorder)
  }

  /// The layout direction the container is in. Most layouts need not read it: as in SwiftUI,
  /// a right-to-left region is laid out left to right and its frames mirrored, so a layout that
  /// places from the left ends up placing from the right.
  public var layoutDirection: LayoutDirection { context?.isRightToLeft == true ? .rightToLeft : .leftToRight }
}

