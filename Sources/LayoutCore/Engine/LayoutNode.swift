package import Foundation

/// What a node reports about itself in the result tree.
package struct NodeInfo {
  /// The view type or modifier the node stands for.
  var kind: LayoutResult.Kind
  /// What few nodes have (an id, a scene path), kept out of line so that every node stays small
  /// (shared with the node's result).
  private(set) var tags: NodeTags?

  init(kind: LayoutResult.Kind) { self.kind = kind }

  /// The `.id(...)` given to the view, if any.
  package var id: AnyHashable? {
    get { tags?.id }
    set { tags = NodeTags.make(id: newValue, path: path) }
  }
  /// The view's path in a scene file, when it came from one (else the result derives one).
  package var path: String? {
    get { tags?.path }
    set { tags = NodeTags.make(id: id, path: newValue) }
  }
}

/// A node's id and scene path (immutable; replaced when either changes), shared by the node and
/// its result nodes.
///
/// `@unchecked Sendable` because `AnyHashable` is not `Sendable`; `View.id(_:)` takes only
/// `Hashable & Sendable` values, and the object is never mutated, so sharing it is safe.
final class NodeTags: @unchecked Sendable {
  let id: AnyHashable?
  let path: String?

  private init(id: AnyHashable?, path: String?) {
    self.id = id
    self.path = path
  }

  static func make(id: AnyHashable?, path: String?) -> NodeTags? {
    id == nil && path == nil ? nil : NodeTags(id: id, path: path)
  }
}

/// The engine's representation of one view or modifier during a layout pass: it answers size
/// queries (cached per proposal, by `CachingNode`), reports explicit guides (cached per size),
/// and records where it was placed. Nodes are built for one pass and used on one thread.
///
/// The caches and the placement are `@exclusivity(unchecked)`: they are read and written on
/// every size query, and no access to them overlaps another (none calls out while it lasts), so
/// the run-time check would only cost time (5% of a layout of fixed-size boxes).
package class LayoutNode: GuideSource {
  @exclusivity(unchecked) package var info: NodeInfo
  /// Nodes that are direct children in the view tree (for the result tree).
  var children: [LayoutNode] { [] }
  /// The number of `children`, and the child at an index, without building the array (the
  /// result walk asks every node; one-child nodes are most of a tree).
  package var childCount: Int { children.count }
  package func child(at index: Int) -> LayoutNode { children[index] }
  /// `child(at:)` not counted, for a walk that holds the node while it holds the reference (a
  /// node holds its children): counting each child as the result walk pushes it was the walk's
  /// first touch of the child, a locked instruction on a line not in the cache. A subclass that
  /// overrides `child(at:)` overrides this too (the result walk asserts that they agree).
  func childReference(at index: Int) -> Unmanaged<LayoutNode> { .passUnretained(child(at: index)) }
  /// Where the node was placed, in root coordinates (nil before it is placed).
  final var frame: CGRect? { isPlaced ? placedFrame : nil }
  /// The proposal the node was placed with (nil before it is placed).
  final var placedProposal: ProposedViewSize? { isPlaced ? placedProposalKey.proposal : nil }
  // Stored without optionals (an optional rectangle and an optional proposal take 24 bytes
  // more than their values, per node): valid once `isPlaced`.
  @exclusivity(unchecked) private var placedFrame = CGRect.zero
  @exclusivity(unchecked) private var placedProposalKey = ProposalKey(.unspecified)
  /// How many distinct sizes were computed (cache misses), for cost tests.
  @exclusivity(unchecked) var measureCount: Int32 = 0
  /// Whether the node has been placed (`frame` and `placedProposal` are set).
  @exclusivity(unchecked) private var isPlaced = false
  /// The axis of the stack this node is in, passed down through modifiers so that Spacers know
  /// which way to grow.
  var stackAxis: Axis? = nil {
    didSet { if stackAxis != oldValue { forwardStackAxis() } }
  }
  /// Whether the node keeps its answers in the size and guide caches of `CachingNode`, which
  /// every node type derives from but Text: a text keeps its measurements by proposal (they
  /// would otherwise be kept twice) and reads its guides from them, and a large form has
  /// hundreds of thousands of texts, each without the caches' room.
  private let caches: Bool

  /// - Parameter caches: true for a `CachingNode` (only it passes true).
  init(kind: String, isModifier: Bool, caches: Bool) {
    info = NodeInfo(kind: isModifier ? .modifier(kind) : .view(kind))
    self.caches = caches
  }

  /// The node's size for a proposal (computed once per distinct proposal, except by a Text,
  /// which looks its measurements up itself). NaN and negative results are clamped to 0, and
  /// results above `LayoutLimits.maximumLength` limited to it (an infinite answer stays only
  /// for an infinite proposal): custom layouts, measurers and every built-in node pass through
  /// here.
  package final func size(_ proposal: ProposedViewSize) -> CGSize {
    guard caches else { return sanitized(computeSize(proposal), for: proposal) }
    return unsafeDowncast(self, to: CachingNode.self).cachedSize(proposal)
  }

  /// The proposal's dimensions the node's size and guides do not depend on (a frame's fixed
  /// width or height, `CachingNode.ignoredProposalAxes`); none for a node without caches.
  final var ignoredAxes: Axis.Set { caches ? unsafeDowncast(self, to: CachingNode.self).ignoredProposalAxes : [] }

  final func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: size(proposal), proposal: proposal, source: self)
  }

  /// The node's explicit value for a guide when it has `size` for `proposal` (computed once per
  /// guide, size and proposal), limited to ±`LayoutLimits.maximumLength` (infinities included);
  /// a NaN value counts as no explicit value.
  final func explicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard explicitGuideAxes.contains(Axis.Set(key.axis)) else { return nil }
    guard caches else { return Self.explicitValue(computeExplicitAlignment(key, at: size, proposal: proposal)) }
    return unsafeDowncast(self, to: CachingNode.self).cachedExplicitAlignment(key, at: size, proposal: proposal)
  }

  /// Whether, for any proposal whose height is finite and at least the height the node answers
  /// with no height limit (the rest of the proposal the same), the node answers that same size,
  /// with the same explicit guides at any size: a Text (the `TextMeasuring` contract), a frame
  /// of fixed height, and a frame without height limits or a pass-through around such a node.
  /// Worked out once, from the children.
  final lazy var settlesHeight: Bool = computeSettlesHeight()
  func computeSettlesHeight() -> Bool { false }
  /// A computed guide value as an explicit value: NaN counts as none, and the rest is limited to
  /// ±`LayoutLimits.maximumLength`.
  @inline(__always)
  static func explicitValue(_ computed: CGFloat?) -> CGFloat? {
    computed.flatMap { $0.isNaN ? nil : clampedLength($0) }
  }

  /// Frees what only the layout pass needed (size and guide caches, the spacing), once the result
  /// has taken the node's values: the result is built while the tree is still alive, and this
  /// keeps the two from being at their largest together. Asking again afterwards is still
  /// correct, only slower (values are computed anew).
  ///
  /// - Parameter keepingSizes: keep the sizes, guides and spacing (a prepared tree, whose next
  ///   layout would compute the same values for the same proposals), unless they have grown past
  ///   the few entries a node holds inline.
  func releaseLayoutState(keepingSizes: Bool = false) {
    if !keepingSizes { cachedSpacing = nil }
  }

  /// Moves the node's recorded frame (a right-to-left region mirroring what it placed).
  final func setFrame(_ frame: CGRect) {
    placedFrame = frame
    isPlaced = true
  }

  /// Records the node's frame (root coordinates) and places its children.
  ///
  /// - Parameter observer: what is told of each subtree as soon as its container has placed it
  ///   (the result walk of a prepared tree updating its last result: `ResultWalk.layOut`),
  ///   handed down the placement; nil for a placement whose frames may still move (a right-to-left region's,
  ///   mirrored afterwards) or that is not the tree's final one (a guide query's).
  package final func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, observer: (any PlacementObserver)? = nil) {
    placedFrame = CGRect(origin: origin, size: size)
    placedProposalKey = ProposalKey(proposal)
    isPlaced = true
    placeChildren(in: CGRect(origin: origin, size: size), proposal: proposal, observer: observer)
  }

  // MARK: Overridden by node types

  /// The axes on which the node can have an explicit value for a guide: one of its own (a
  /// Text's baselines, vertical; an `alignmentGuide`'s axis; any, for a custom layout's) or one
  /// its built-in container or modifier passes up from a descendant. Worked out once, from the
  /// children (which exist before their parent). A query on another axis answers nil at once,
  /// with nothing computed or cached: a text-free subtree (shapes, colors, spacers, and any
  /// stack or frame of them) costs nothing when its parent aligns it or the result reports
  /// baselines, and a row of texts nothing when a column aligns it by its leading edge.
  final lazy var explicitGuideAxes: Axis.Set = computeExplicitGuideAxes()

  /// Whether the node can have explicit guides on either axis (`explicitGuideAxes`).
  final var hasExplicitGuides: Bool { !explicitGuideAxes.isEmpty }

  /// The axes the node can have explicit guides on (see `explicitGuideAxes`); both unless a
  /// node type knows better.
  func computeExplicitGuideAxes() -> Axis.Set { [.horizontal, .vertical] }

  /// Whether the node's explicit text baselines can be its result children's values merged
  /// (`childValuesMergeAsPlaced`): a built-in container that only merges its children's guides.
  /// The result then does not ask it for them, so its children's layout state can go as soon
  /// as their own values are known.
  var mayMergeChildValues: Bool { false }

  /// Whether the node's own questions reach past its result children (a grid asks its cells,
  /// which are its rows' children): the result then keeps its whole subtree's layout state until
  /// it has its answers.
  var asksPastChildren: Bool { false }

  /// Whether, at the size and proposal it was placed with, the node's explicit value for a
  /// vertical guide that is not an edge or center is its result children's values there (root
  /// coordinates) less its frame's `origin.y`, combined by the guide's rule, NaN dropped and
  /// clamped: the sums `explicitAlignment` does, in the same order, so the same bits. False
  /// when the node cannot tell so; the result then asks `explicitAlignment`.
  func childValuesMergeAsPlaced() -> Bool { false }

  /// Stores a value worked out for the result (`childValuesMergeAsPlaced`) in the guide cache,
  /// so that a parent asking for it at the placed size and proposal needs no descendant (a
  /// `CachingNode`'s; other nodes keep nothing).
  func rememberExplicitAlignment(_ value: CGFloat?, for key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) {}

  func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
  func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {}
  var priority: Double { 0 }
  /// The node's spacing preferences (computed once per pass).
  final var spacing: ViewSpacing {
    if let cachedSpacing { return cachedSpacing }
    let computed = computeSpacing()
    cachedSpacing = computed
    return computed
  }
  @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?
  func computeSpacing() -> ViewSpacing { .leaf }
  var isSpacer: Bool { false }

  /// Passes `stackAxis` on to the node a modifier wraps.
  func forwardStackAxis() {}
  /// Grid cell settings carried by the node (set by the grid modifiers).
  package var gridCell: GridCellSettings {
    get { gridState?.cell ?? GridCellSettings() }
    set {
      if gridState == nil && newValue == GridCellSettings() { return }
      gridState = GridState(cell: newValue, position: gridPosition)
    }
  }
  /// The row of the grid the node is a subview of (set when the grid is built).
  var gridPosition: GridPosition? {
    get { gridState?.position }
    set {
      if gridState == nil && newValue == nil { return }
      gridState = GridState(cell: gridCell, position: newValue)
    }
  }
  /// Grid settings, out of line: only grid cells have them.
  private var gridState: GridState?
  /// What the node's result node keeps besides its geometry, for renderers: the paint it draws,
  /// the text it shows and how it was laid out (its glyphs only when `keepingGlyphs`), or how a
  /// paint-only modifier changes the drawing of its subtree. Nil for most nodes. Asked once per
  /// layout, after placement.
  func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? { nil }
  /// Whether `resultContent` would now give other content than it gave for the tree's last
  /// result (a Text placed with other lines, an effect placed about a moved frame): a prepared
  /// tree's next result keeps the content of every node that says no.
  func hasNewResultContent() -> Bool { false }
  /// Brings the content a reused result holds for the node (`extras`, what `resultContent`
  /// gave for an earlier layout) up to date in place, when the node's content allows it and no
  /// copy of that result shares it; false (nothing changed) otherwise, and the caller asks
  /// `resultContent` for new content.
  func updateResultContent(_ extras: inout LayoutResult.NodeExtras?, keepingGlyphs: Bool) -> Bool { false }
  /// The node's explicit first and last text baselines at the size and proposal it was placed
  /// with, when it can give both at once for less than two `explicitAlignment` questions (a
  /// Text reads them from its placed measurement; with `throughChildren`, a frame from its
  /// child's, shifted); nil to be asked.
  func placedTextBaselines(throughChildren: Bool) -> (first: CGFloat?, last: CGFloat?)? { nil }
  /// What went wrong measuring the node's placed content (a Text's unknown font family, missing
  /// fonts), for the result's warnings.
  var resultWarnings: [String] { [] }
  /// Whether `resultWarnings` has any (asked first: most texts have none, and the list's copy
  /// counts it).
  var hasResultWarnings: Bool { false }
  /// Appends the lines the node aligned its children on (after placement), for guide overlays.
  func appendGuideLines(to lines: inout [GuideLine]) {}
  /// Whether the node makes new children each time it is placed (a GeometryReader's content, the
  /// view a ViewThatFits picks, a preference layer): a tree with such a node changes shape from
  /// one layout to the next.
  package var rebuildsChildrenWhenPlaced: Bool { false }
  /// Notes the node's index in the result being made, whether the node's result asks its
  /// children for their baselines, and whether the walk is a prepared tree's (`isKept`): a
  /// container whose children are not asked walks their subtrees as it places them in the
  /// tree's next layouts (when the placement hands it the walk). Returns where the walk goes on
  /// after the node's subtree when those subtrees were walked as they were placed in this
  /// layout, or -1 (they are walked now).
  func noteResultEntry(at index: Int, childrenAsked: Bool, isKept: Bool) -> Int { -1 }
  /// The role of the child at `index` of `children` in the result tree.
  func role(ofChild index: Int) -> LayoutResult.Role { .content }

  /// The node's dimensions at a size it was given for `proposal`.
  final func dimensions(at size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: size, proposal: proposal, source: self)
  }
}

/// A grid cell's settings and position (immutable; replaced when either changes).
final class GridState {
  let cell: GridCellSettings
  let position: GridPosition?
  init(cell: GridCellSettings, position: GridPosition?) {
    self.cell = cell
    self.position = position
  }
}

/// Per-cell settings read by `Grid`.
package struct GridCellSettings: Equatable {
  package var columns = 1
  package var columnAlignment: HorizontalAlignment? = nil
  package var anchor: UnitPoint? = nil
  package var unsizedAxes: Axis.Set = []
}

/// A node with exactly one child, which forwards everything it does not change.
package class UnaryNode: CachingNode {
  package let child: LayoutNode
  package init(kind: String, child: LayoutNode, isModifier: Bool = true) {
    self.child = child
    super.init(kind: kind, isModifier: isModifier)
    gridCell = child.gridCell
  }
  override var children: [LayoutNode] { [child] }
  /// The child's `layoutPriority`, which frames and padding keep (SwiftUI's priority is a trait of
  /// the view, and modifiers applied after it leave its traits as they are); a spacer's or an
  /// empty container's −∞, which is how stacks size those last, is not a trait and reads as 0.
  var childLayoutPriority: Double {
    let priority = child.priority
    return priority.isFinite ? priority : 0
  }
  package override var childCount: Int { 1 }
  package override func child(at index: Int) -> LayoutNode { child }
  override func childReference(at index: Int) -> Unmanaged<LayoutNode> { .passUnretained(child) }
  override func forwardStackAxis() { child.stackAxis = stackAxis }

  /// Where the child goes inside this node's bounds of `size` (offset from the node's origin),
  /// and the proposal it gets. Subclasses define their geometry here.
  func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    (.zero, proposal)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(proposal) }

  /// Explicit guides pass through, shifted by the child's offset (layout-rules R2).
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    let placement = childPlacement(in: size, proposal: proposal)
    let childSize = child.size(placement.proposal)
    guard let value = child.explicitAlignment(key, at: childSize, proposal: placement.proposal) else { return nil }
    return value + placement.origin[key.axis]
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    let placement = childPlacement(in: bounds.size, proposal: proposal)
    placedChildOffsetY = placement.origin.y
    let childSize = child.size(placement.proposal)
    child.place(
      at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
      size: childSize, proposal: placement.proposal, observer: observer)
  }

  /// Whether the node's explicit guides are its child's shifted by the child's offset, as
  /// `computeExplicitAlignment` here works them out, and the node places its child here
  /// (`placeChildren`): a frame's, a padding's. Its placed baselines are then its child's,
  /// shifted (`placedTextBaselines`).
  var passesChildGuides: Bool { false }
  /// The child's vertical offset in the node's last placement.
  @exclusivity(unchecked) private var placedChildOffsetY: CGFloat = 0

  /// The child's placed baselines shifted by where the node placed it: what
  /// `computeExplicitAlignment` works out at the placed size and proposal (the child was placed
  /// with exactly the size and proposal that asks it), the same sum, without the guide cache
  /// (a large form's label frames were one more fetch from memory each in every result).
  override func placedTextBaselines(throughChildren: Bool) -> (first: CGFloat?, last: CGFloat?)? {
    guard throughChildren, passesChildGuides, frame != nil,
      let (first, last) = child.placedTextBaselines(throughChildren: true)
    else { return nil }
    let offset = placedChildOffsetY
    return (Self.explicitValue(first).map { $0 + offset }, Self.explicitValue(last).map { $0 + offset })
  }

  override func computeSpacing() -> ViewSpacing { child.spacing }
  override var isSpacer: Bool { child.isSpacer }
  /// A modifier that only shifts or forwards its child's guides has them when the child does.
  override func computeExplicitGuideAxes() -> Axis.Set { child.explicitGuideAxes }
}
