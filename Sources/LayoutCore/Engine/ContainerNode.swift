import Foundation

/// The part of a container node that does not depend on its layout type.
package class ContainerNodeBase: CachingNode {
  /// Whether `ContainerNode.withCache` is running: a guide query made while the layout runs may
  /// place the children again, which uses the cache a second time. (Here, declared first, it
  /// takes the byte after `CachingNode`'s last field, which a subclass's field would not.)
  final var cacheInUse = false
  /// The index of the subview that guide lines go through (`appendGuideLines`): the first of the
  /// highest priority; -1 for none, -2 until first needed. Found once: a subview's priority never
  /// changes, and finding it reads every subview (a 10,000-row form's column, on every result).
  /// (Declared here, it takes the padding before `recorder`.)
  final var guideLineChild: Int32 = -2
  /// The container's index in the last result made of its tree (`noteResultEntry`), -1 before.
  private final var resultIndex: Int32 = -1
  /// Where the result walk goes on after this container's subtree, when `placeChildren` walked
  /// the children's subtrees as it placed them in this layout; -1 otherwise.
  private final var walkedEnd: Int32 = -1
  /// Whether the container's children's subtrees can be walked as soon as they are placed (noted
  /// by the last result's walk: a prepared tree's, whose result does not ask the children for
  /// their baselines).
  private final var walksChildrenAsPlaced = false
  /// Whether the container is in a right-to-left environment (`LayoutSubviews.layoutDirection`;
  /// its frames are mirrored above it either way). (Declared here, it takes the padding before
  /// `recorder`.)
  package final var isRightToLeft = false
  /// The subviews' shared part: the child nodes, the placements being recorded and the way back
  /// to this container.
  let recorder: PlacementRecorder
  /// The child nodes (held by the recorder, which every `LayoutSubviews` holds: a container
  /// keeps one reference for both).
  final var nodes: [LayoutNode] { recorder.nodes }
  /// The placement made by `placeChildren` (bounds in root coordinates), reused when guides are
  /// asked for at the placed size, so that reporting baselines does not place children again.
  private var lastPlacement: LastPlacement?

  /// A placement: where, for what proposal, and each subview's place. A named type rather than
  /// a tuple: an optional tuple is copied and destroyed through its run-time metadata.
  private struct LastPlacement {
    var bounds: CGRect
    var proposal: ProposedViewSize
    var placements: [Placement]
    /// Whether each child, just placed, had the size and proposal of its placement, with no
    /// negative or NaN length (so that no mirroring of a right-to-left region moves its top):
    /// worked out while the children are at hand, so that `childrenSitAsLastPlaced` reads
    /// neither them nor the list.
    var childrenAsPlaced: Bool
  }

  init(kind: String, nodes: [LayoutNode]) {
    recorder = PlacementRecorder(nodes: nodes)
    super.init(kind: kind)
    recorder.container = self
  }

  deinit { recorder.container = nil }

  override var children: [LayoutNode] { nodes }
  package override var childCount: Int { recorder.nodes.count }
  package override func child(at index: Int) -> LayoutNode { nodes[index] }
  override func childReference(at index: Int) -> Unmanaged<LayoutNode> { .passUnretained(recorder.nodes[index]) }

  var subviews: LayoutSubviews { LayoutSubviews(recorder: recorder) }

  /// Runs the layout's placement into `bounds` and returns where each subview went (a subview
  /// the layout did not place sits at the center of the bounds with the container's proposal).
  ///
  /// - Parameter slots: a list to fill (the last placement's, which a prepared tree keeps), so
  ///   that placing again allocates nothing; taken.
  func placements(in bounds: CGRect, proposal: ProposedViewSize, reusing slots: inout [Placement]) -> [Placement] {
    if slots.count == nodes.count {
      for index in slots.indices { slots[index] = .notPlaced }
      swap(&recorder.placements, &slots)
      slots = []
    } else {
      recorder.placements = Array(repeating: .notPlaced, count: nodes.count)
    }
    runPlacement(in: bounds, proposal: proposal)
    // The slots become the answer (no second list); the recorder's are empty outside a
    // placement pass (the tree keeps `lastPlacement` alone).
    var placed: [Placement] = []
    swap(&placed, &recorder.placements)
    for index in placed.indices where !placed[index].isPlaced {
      let size = nodes[index].size(proposal)
      placed[index] = Placement(
        origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
        size: size, proposal: proposal)
    }
    return placed
  }

  func runPlacement(in bounds: CGRect, proposal: ProposedViewSize) {}

  /// A prepared tree (`keepingSizes`) keeps the last placement: the next layout fills its list
  /// again, and a guide question at the same size and proposal is answered from it as before.
  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    if !keepingSizes { lastPlacement = nil }
    recorder.placements = []
  }

  /// The default explicit alignment of a multi-child container (layout-rules R4): place the
  /// children for the bounds, project each child's explicit value and merge them with the guide's
  /// combine rule (mean, min, max, or nothing for edge and center guides).
  func mergedExplicitValue(_ key: AlignmentKey, bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
    guard bounds.width.isFinite, bounds.height.isFinite, !key.isEdgeOrCenter else { return nil }
    let placed: [Placement]
    let origin: CGPoint
    if let last = lastPlacement, last.bounds.size == bounds.size, last.proposal == proposal {
      (placed, origin) = (last.placements, last.bounds.origin)
    } else {
      var fresh: [Placement] = []
      (placed, origin) = (placements(in: bounds, proposal: proposal, reusing: &fresh), bounds.origin)
    }
    return key.combine(
      zip(nodes, placed).lazy.map { node, placement in
        node.explicitAlignment(key, at: placement.size, proposal: placement.proposal)
          .map { $0 + placement.origin[key.axis] - origin[key.axis] }
      })
  }

  /// True when the children sit where the last placement put them, with the proposals it gave,
  /// and that placement was for the container's placed size and proposal: `mergedExplicitValue`
  /// there adds each child's explicit value and its placed `origin.y` (the child's value in the
  /// result) and subtracts the container's.
  ///
  /// The children's part is worked out when they are placed (`LastPlacement.childrenAsPlaced`):
  /// only this container places its children, so they sit as it placed them until it places
  /// them again, and the mirroring of a right-to-left region moves a child of no negative
  /// length only sideways.
  final func childrenSitAsLastPlaced() -> Bool {
    guard hasExplicitGuides, let frame, frame.width.isFinite, frame.height.isFinite, let placedProposal, let last = lastPlacement
    else { return false }
    return last.childrenAsPlaced && last.bounds.size == frame.size && last.bounds.origin.y == frame.origin.y
      && last.proposal == placedProposal
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    var slots: [Placement] = []
    if lastPlacement != nil { swap(&slots, &lastPlacement!.placements) }
    let placed = placements(in: bounds, proposal: proposal, reusing: &slots)
    // Each child is placed with exactly its placement's frame and proposal (`LayoutNode.place`):
    // they read back equal unless some length is NaN (or negative, which mirroring changes).
    // (Only a container with explicit guides asks.)
    let asPlaced =
      hasExplicitGuides && placed.count == nodes.count
      && placed.allSatisfy {
        $0.size.width >= 0 && $0.size.height >= 0 && !$0.origin.y.isNaN && !($0.proposal.width?.isNaN ?? false)
          && !($0.proposal.height?.isNaN ?? false)
      }
    // Updating the tree's last result while it is placed (the placement hands down an observer,
    // the result walk), each child's subtree is walked as soon as it is placed, while its nodes
    // are in the processor's cache (`ResultWalk`).
    let count = min(placed.count, recorder.nodes.count)
    let walksChildren = observer != nil && walksChildrenAsPlaced && resultIndex >= 0 && placesResultChildren
    var next = Int(resultIndex) + 1
    for index in 0..<count {
      let placement = placed[index]
      recorder.withNode(at: index) { node in
        node.place(at: placement.origin, size: placement.size, proposal: placement.proposal, observer: observer)
        if walksChildren, let observer { next = observer.subtreePlaced(node, at: next) }
      }
    }
    walkedEnd = walksChildren ? Int32(next) : -1
    // Kept last, the list handed over rather than shared (nothing reads it while the children
    // are placed: a container's guides and lines are asked after its placement).
    lastPlacement = LastPlacement(bounds: bounds, proposal: proposal, placements: placed, childrenAsPlaced: asPlaced)
  }

  /// Whether `nodes` are the container's result children (a grid's are its rows, not the cells
  /// it places).
  var placesResultChildren: Bool { true }

  override final func noteResultEntry(at index: Int, childrenAsked: Bool, isKept: Bool) -> Int {
    resultIndex = Int32(exactly: index) ?? -1
    walksChildrenAsPlaced = isKept && !childrenAsked
    let end = Int(walkedEnd)
    walkedEnd = -1
    return end
  }
}

/// A container whose geometry comes from a `Layout`.
package class ContainerNode<L: Layout>: ContainerNodeBase {
  let layout: L

  /// The node for `layout` over `nodes`: a grid's (`GridContainerNode`, whose nodes are its rows,
  /// their cells its subviews) for a `GridLayout`, else a container of `nodes`.
  package static func make(kind: String, layout: L, nodes: [LayoutNode]) -> ContainerNodeBase {
    if let grid = layout as? GridLayout { return GridContainerNode(kind: kind, layout: grid, rows: nodes) }
    return ContainerNode(kind: kind, layout: layout, nodes: nodes)
  }
  /// The layout's cache, made on first use and dropped with the rest of the layout state.
  ///
  /// Held out of line, behind a pointer, rather than as an optional stored property: this code is
  /// shared by every layout type, and reading or writing an `L.Cache?` there looks up the
  /// optional type's metadata at run time on each access (about 4% of a prepared form's
  /// re-layout: 30,000 look-ups of some 130 instructions for 2,000 rows), and the cache was
  /// copied in and out around each use.
  private var cacheSlot: UnsafeMutablePointer<L.Cache>? = nil

  package init(kind: String, layout: L, nodes: [LayoutNode]) {
    self.layout = layout
    super.init(kind: kind, nodes: nodes)
    let orientation = layout._subviewProperties.stackOrientation
    for node in nodes { node.stackAxis = orientation }
  }

  deinit { dropCache() }

  private func dropCache() {
    guard let slot = cacheSlot, !cacheInUse else { return }
    slot.deinitialize(count: 1)
    slot.deallocate()
    cacheSlot = nil
  }

  /// A prepared tree (`keepingSizes`) keeps the layout's cache for its next layout, as SwiftUI
  /// keeps a layout's cache while its subviews stay the same (a prepared tree's never change).
  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    if !keepingSizes { dropCache() }
  }

  /// Runs `body` with the layout's cache, made on first use. A nested use (while `body` runs)
  /// gets a copy of the cache, so that the two never alias. (Inlined, as the stacks' item
  /// buffer is: a closure's context made for a call counted what it captured.)
  @inline(__always)
  final func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
    if cacheInUse {
      var copy = if let slot = cacheSlot { slot.pointee } else { layout.makeCache(subviews: subviews) }
      return body(&copy)
    }
    let slot: UnsafeMutablePointer<L.Cache>
    if let made = cacheSlot {
      slot = made
    } else {
      slot = .allocate(capacity: 1)
      slot.initialize(to: layout.makeCache(subviews: subviews))
      cacheSlot = slot
    }
    cacheInUse = true
    defer { cacheInUse = false }
    return body(&slot.pointee)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let subviews = self.subviews
    return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override func runPlacement(in bounds: CGRect, proposal: ProposedViewSize) {
    let subviews = self.subviews
    withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    let subviews = self.subviews
    let bounds = CGRect(origin: .zero, size: size)
    return withCache { cache in
      switch key.axis {
      case .horizontal:
        return layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      case .vertical:
        return layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      }
    }
  }

  /// The alignment line(s) of a layout that reports them (the stacks), through the first child
  /// that counts for alignment (every such child has its guide on the line).
  override func appendGuideLines(to lines: inout [GuideLine]) {
    let alignmentLines = layout._alignmentLines
    if let guide = alignmentLines.horizontal { appendGuideLine(guide.key, to: &lines) }
    if let guide = alignmentLines.vertical { appendGuideLine(guide.key, to: &lines) }
  }

  /// The line of `key` through the first child that counts for alignment, if it has one.
  private func appendGuideLine(_ key: AlignmentKey, to lines: inout [GuideLine]) {
    if guideLineChild == -2 {
      var first = -1
      for index in nodes.indices where first < 0 || nodes[index].priority > nodes[first].priority { first = index }
      guideLineChild = Int32(first)
    }
    guard guideLineChild >= 0 else { return }
    if let line = childReference(at: Int(guideLineChild))._withUnsafeGuaranteedRef({ GuideLine.through($0, key) }) {
      lines.append(line)
    }
  }

  /// A layout whose guides are its subviews' merged (`Layout._mergesSubviewGuidesOnly`) has
  /// some on an axis when a subview does; any other may answer any guide itself.
  override func computeExplicitGuideAxes() -> Axis.Set {
    layout._mergesSubviewGuidesOnly ? nodes.reduce([]) { $0.union($1.explicitGuideAxes) } : [.horizontal, .vertical]
  }

  override var mayMergeChildValues: Bool { layout._mergesSubviewGuidesOnly }
  override func childValuesMergeAsPlaced() -> Bool { layout._mergesSubviewGuidesOnly && childrenSitAsLastPlaced() }

  /// Containers have priority 0; an empty one never wins space (-infinity).
  override var priority: Double { nodes.isEmpty ? -.infinity : 0 }

  override func computeSpacing() -> ViewSpacing {
    let subviews = self.subviews
    return withCache { layout.spacing(subviews: subviews, cache: &$0) }
  }
}
