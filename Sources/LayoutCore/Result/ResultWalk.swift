package import Foundation

/// The walk that makes a layout's result from its placed node tree.
///
/// Nodes are entered in document order and left after their descendants. A node's baselines
/// are worked out when it is left: a built-in container that only merges its children's guides
/// merges the values its children just reported (`childValuesMergeAsPlaced`), rather than
/// asking each child again through the guide machinery; any other node is asked. A node's
/// layout state is let go once nothing will ask it anything: when it is left, or, when its
/// parent will ask it for its baselines, when the parent is left.
///
/// When it updates the tree's previous result in place (a prepared tree that keeps its shape),
/// the walk can also run while the tree is placed (`layOut(_:fusing:place:)`): the placement
/// hands the walk down (`LayoutNode.place(at:size:proposal:walk:)`), and a container whose
/// result does not ask its children for baselines (noted by the previous walk,
/// `LayoutNode.noteResultEntry`) walks each child's subtree as soon as it has placed it
/// (`ContainerNodeBase.placeChildren`), while the subtree's nodes are still in the processor's
/// cache; the walk after placement passes over those subtrees. A placement whose frames move
/// afterwards (a right-to-left region's) hands down no walk.
///
/// Used on one thread at a time; its fields are `@exclusivity(unchecked)` as a node's are (no
/// access to them overlaps another: the walk calls out only to node methods, which never reach
/// back into it).
package final class ResultWalk: PlacementObserver {
  /// The result's nodes: made in document order, or the previous result's updated in place.
  @exclusivity(unchecked) private var nodes: [LayoutResult.Node] = []
  /// Whether `nodes` is the previous result's list, of the tree's shape.
  @exclusivity(unchecked) package private(set) var reusing = false
  /// `nodes`' storage while a reusing walk's layout runs (`layOut`): written in place, without
  /// a check on each write that the list is not shared.
  @exclusivity(unchecked) private var buffer = UnsafeMutableBufferPointer<LayoutResult.Node>(start: nil, count: 0)
  private let keepingSizes: Bool
  private let keepingGlyphs: Bool
  private let mergesChildBaselines: Bool
  /// Whether the walk is a prepared tree's, kept for its layouts: the tree's nodes may note it.
  private let isKept: Bool
  /// Each text's warnings with the node's index and the order they came in: sorted by index
  /// at the end (a walk during placement reaches nodes out of document order), then kept once
  /// each.
  @exclusivity(unchecked) private var warnings: [(index: Int, order: Int, text: String)] = []
  /// What a walk works on: the index after the last node entered, the steps still to take and
  /// the nodes waiting for their parents (see `Pass`), handed to each step in place.
  @exclusivity(unchecked) private var pass = Pass(entered: 0)
  /// How many subtrees were walked while the tree was placed in the last layout (for tests).
  @exclusivity(unchecked) package private(set) var subtreesWalkedWhilePlacing = 0

  /// The text baseline guides (held here: a static's every read checks that it is made).
  private let firstKey = VerticalAlignment.firstTextBaseline.key
  private let lastKey = VerticalAlignment.lastTextBaseline.key

  /// - Parameter isKept: whether the walk is a prepared tree's, for all its layouts (whose
  ///   containers may then walk as they are placed).
  package init(keepingSizes: Bool, keepingGlyphs: Bool, mergesChildBaselines: Bool, isKept: Bool) {
    self.keepingSizes = keepingSizes
    self.keepingGlyphs = keepingGlyphs
    self.mergesChildBaselines = mergesChildBaselines
    self.isKept = isKept
  }

  /// Readies the walk for a layout.
  ///
  /// - Parameter previous: the nodes of the tree's previous result to update in place (the
  ///   tree has kept its shape: the rest of a node, its kind, role, path, id, depth, children
  ///   and fixed content, comes from the shape), or empty; taken.
  /// - Parameter root: the tree's root, whose nodes a new list has room for.
  package func start(previous: inout [LayoutResult.Node], root: LayoutNode) {
    nodes = []
    warnings = []
    pass.entered = 0
    subtreesWalkedWhilePlacing = 0
    reusing = !previous.isEmpty
    if reusing {
      swap(&nodes, &previous)
    } else {
      // Room for exactly the tree's nodes (counted first: a pointer walk, far cheaper than the
      // slack of an estimate, which the result would keep).
      nodes.reserveCapacity(root.subtreeNodeCount)
    }
  }

  // MARK: Walking while placing

  /// Places the tree (`place`, which gives its size) and walks it, the list of reused nodes
  /// written in place. With `fusing` (a kept, reusing walk), containers walk their children's
  /// subtrees as they place them. Call `finish` next.
  package func layOut(_ root: LayoutNode, fusing: Bool, place: ((any PlacementObserver)?) -> CGSize) -> CGSize {
    precondition(!fusing || (reusing && isKept), "only a prepared tree's walk updating its last result runs while it is placed")
    guard reusing else { return placeAndWalk(root, fusing: fusing, place: place) }
    return nodes.withUnsafeMutableBufferPointer { storage in
      buffer = storage
      defer { buffer = UnsafeMutableBufferPointer(start: nil, count: 0) }
      return placeAndWalk(root, fusing: fusing, place: place)
    }
  }

  /// Runs `place`, handing it this walk to hand down the placement when `fusing`, then walks
  /// what was not walked while it ran.
  private func placeAndWalk(_ root: LayoutNode, fusing: Bool, place: ((any PlacementObserver)?) -> CGSize) -> CGSize {
    let size = place(fusing ? self : nil)
    walk(from: root, at: 0)
    return size
  }

  /// Walks the subtree under `root`, just placed, whose result node is at `index` and whose
  /// parent does not ask it for its baselines; returns the index after the subtree's last node.
  package func subtreePlaced(_ root: LayoutNode, at index: Int) -> Int {
    subtreesWalkedWhilePlacing += 1
    walk(from: root, at: index)
    return pass.entered
  }

  // MARK: The walk

  /// Walks the tree (or a subtree) under `root`, whose result node is at `index` and which its
  /// parent does not ask for baselines.
  private func walk(from root: LayoutNode, at index: Int) {
    pass.entered = index
    // A reusing walk writes through `buffer` and leaves `nodes`, which that buffer borrows,
    // alone; a new result's list is the pass's while it runs.
    if reusing {
      walk(from: root, &pass)
    } else {
      swap(&pass.nodes, &nodes)
      walk(from: root, &pass)
      swap(&pass.nodes, &nodes)
    }
  }

  /// `walk(from:at:)` on the pass, in place. (The pass is an argument rather than the object's
  /// field: the walk keeps its lists and count at hand across the calls out to nodes, where
  /// each use of a field read it again, and checked that a list was not shared, after every
  /// call. It was a local swapped in and out before: three lists swapped and let go for each
  /// subtree walked while placed.)
  private func walk(from root: LayoutNode, _ pass: inout Pass) {
    // The root entered at once (a leaf, or a container whose children were walked as they
    // were placed, is left at once too: nothing on the list).
    let base = pass.steps.count
    enter(root, .passUnretained(root), depth: 0, parent: nil, role: .content, parentAsks: false, ancestorKeeps: false, &pass)
    // (Each node used without counting it: the tree holds it, see `Step`.)
    while pass.steps.count > base, let step = pass.steps.popLast() {
      switch step {
      case .enter(let reference, let depth, let parent, let role, let parentAsks, let ancestorKeeps):
        reference._withUnsafeGuaranteedRef {
          enter($0, reference, depth: depth, parent: parent, role: role, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, &pass)
        }
      case .leave(let reference, let index, let parentAsks, let ancestorKeeps, let waitingMark):
        reference._withUnsafeGuaranteedRef {
          leave($0, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: waitingMark, &pass)
        }
      }
    }
  }

  /// What a walk works on.
  private struct Pass {
    /// The index the next node entered gets (after a walk, the index after its last node).
    var entered: Int
    /// The result's nodes while a new result's walk runs (empty in a reusing walk, which
    /// writes through `buffer`).
    var nodes: [LayoutResult.Node] = []
    /// The steps still to take (empty between walks; kept, so that a walk of each subtree does
    /// not allocate).
    var steps: [Step] = []
    /// Nodes whose parent, not left yet, will ask them for their baselines: let go when it is
    /// (empty between walks). Not counted: the tree holds them.
    var waiting: [Unmanaged<LayoutNode>] = []
  }

  /// The node's result node made or updated, then its children's steps (or, for a leaf, its
  /// leaving).
  private func enter(
    _ node: LayoutNode, _ reference: Unmanaged<LayoutNode>, depth: Int, parent: Int?, role: LayoutResult.Role,
    parentAsks: Bool, ancestorKeeps: Bool, _ pass: inout Pass
  ) {
    let frame = node.frame ?? .zero
    let index = pass.entered
    pass.entered += 1
    let childCount = node.childCount
    assert(childCount == node.children.count, "\(type(of: node)) overrides children without childCount and child(at:)")
    assert(
      (0..<childCount).allSatisfy { node.childReference(at: $0).takeUnretainedValue() === node.child(at: $0) },
      "\(type(of: node)) overrides child(at:) without childReference(at:)")
    if reusing {
      // Same shape: only what layout decides changes. Guide lines are asked of the children
      // now, before any of them is left; baselines are worked out when the node is left.
      update(&buffer[index], of: node, at: index, frame: frame)
    } else {
      let info = node.info
      var childIndices: [Int] = []
      if childCount > 0 { childIndices.reserveCapacity(childCount) }
      var lines: [GuideLine] = []
      node.appendGuideLines(to: &lines)
      // Guide lines are asked of the children now, before any of them is left.
      pass.nodes.append(
        LayoutResult.Node(
          kind: info.kind, role: role, extras: extras(node, index: index), tags: info.tags, frame: frame,
          firstBaseline: nil, lastBaseline: nil, guideLines: lines, depth: depth, children: childIndices))
      if let parent { pass.nodes[parent].children.append(index) }
    }
    // A leaf is left at once.
    guard childCount > 0 else {
      leave(node, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: pass.waiting.count, &pass)
      return
    }
    // Children wait for this node when it asks them, and for an ancestor whose questions
    // reach past its children (a grid's, its cells) until that ancestor is left.
    let keeps = ancestorKeeps || node.asksPastChildren
    let asksChildren = keeps || !mergesChildBaselines || !node.mayMergeChildValues
    let walkedEnd = node.noteResultEntry(at: index, childrenAsked: asksChildren, isKept: isKept)
    if walkedEnd >= 0 {
      // Its children's subtrees were walked as they were placed.
      pass.entered = walkedEnd
      leave(node, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: pass.waiting.count, &pass)
      return
    }
    pass.steps.append(
      .leave(reference, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: pass.waiting.count))
    for position in (0..<childCount).reversed() {
      pass.steps.append(
        .enter(
          node.childReference(at: position), depth: depth + 1, parent: index, role: node.role(ofChild: position),
          parentAsks: asksChildren, ancestorKeeps: keeps))
    }
  }

  /// Brings a reused result node up to date: its frame, content and guide lines (its baselines
  /// are worked out when it is left).
  @inline(__always)
  private func update(_ entry: inout LayoutResult.Node, of node: LayoutNode, at index: Int, frame: CGRect) {
    entry.frame = frame
    if node.hasNewResultContent() {
      if node.updateResultContent(&entry.extras, keepingGlyphs: keepingGlyphs) {
        noteWarnings(node, index: index)
      } else {
        entry.extras = extras(node, index: index)
      }
    } else if entry.extras?.hasText ?? false {
      noteWarnings(node, index: index)
    }
    // (Most nodes have none: emptying an empty list still went through the list's general
    // replacement.)
    if !entry.guideLines.isEmpty { entry.guideLines.removeAll(keepingCapacity: true) }
    node.appendGuideLines(to: &entry.guideLines)
  }

  /// The node's baselines (once its children have theirs), then its layout state let go, or
  /// kept for a parent that will ask.
  private func leave(
    _ node: LayoutNode, index: Int, parentAsks: Bool, ancestorKeeps: Bool, waitingMark: Int, _ pass: inout Pass
  ) {
    // A node that cannot have explicit vertical guides (shapes, and stacks and frames of them)
    // has no baselines: nothing to merge or ask.
    var first: CGFloat? = nil
    var last: CGFloat? = nil
    if node.explicitGuideAxes.contains(.vertical), let frame = node.frame {
      if mergesChildBaselines && node.childValuesMergeAsPlaced() {
        // The children's values (root coordinates) less the node's origin, merged by each
        // guide's rule, both in one pass over the children (a column of thousands of rows
        // reads each row's result once).
        let children = reusing ? buffer[index].children : pass.nodes[index].children
        var mergedFirst = AlignmentKey.Merge(firstKey)
        var mergedLast = AlignmentKey.Merge(lastKey)
        for child in children {
          let (childFirst, childLast) = baselines(of: child, pass.nodes)
          mergedFirst.add(childFirst.map { $0 - frame.origin.y })
          mergedLast.add(childLast.map { $0 - frame.origin.y })
        }
        func finished(_ merged: CGFloat?, _ key: AlignmentKey) -> CGFloat? {
          let value = LayoutNode.explicitValue(merged)
          if parentAsks {
            let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
            node.rememberExplicitAlignment(value, for: key, at: frame.size, proposal: proposal)
          }
          return value.map { $0 + frame.minY }
        }
        first = finished(mergedFirst.value, firstKey)
        last = finished(mergedLast.value, lastKey)
      } else if let (placedFirst, placedLast) = node.placedTextBaselines(throughChildren: mergesChildBaselines) {
        first = LayoutNode.explicitValue(placedFirst).map { $0 + frame.minY }
        last = LayoutNode.explicitValue(placedLast).map { $0 + frame.minY }
      } else {
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        func asked(_ key: AlignmentKey) -> CGFloat? {
          node.explicitAlignment(key, at: frame.size, proposal: proposal).map { $0 + frame.minY }
        }
        first = asked(firstKey)
        last = asked(lastKey)
      }
    }
    if reusing {
      buffer[index].setBaselines(first: first, last: last)
    } else if first != nil || last != nil {
      // (A new node has none.)
      pass.nodes[index].setBaselines(first: first, last: last)
    }
    // Everything asked of the node has been asked (its descendants answered their own
    // questions); children kept for its questions go now, unless an ancestor keeps them.
    if !ancestorKeeps, waitingMark < pass.waiting.count {
      for index in waitingMark..<pass.waiting.count {
        pass.waiting[index]._withUnsafeGuaranteedRef { $0.releaseLayoutState(keepingSizes: keepingSizes) }
      }
      pass.waiting.removeLast(pass.waiting.count - waitingMark)
    }
    if parentAsks {
      pass.waiting.append(.passUnretained(node))
    } else {
      node.releaseLayoutState(keepingSizes: keepingSizes)
    }
  }

  /// A result node's first and last baselines, read in place.
  @inline(__always)
  private func baselines(of index: Int, _ nodes: [LayoutResult.Node]) -> (first: CGFloat?, last: CGFloat?) {
    if reusing { return (buffer[index].firstBaseline, buffer[index].lastBaseline) }
    return (nodes[index].firstBaseline, nodes[index].lastBaseline)
  }

  /// A text's warnings, for the result.
  private func noteWarnings(_ node: LayoutNode, index: Int) {
    guard node.hasResultWarnings else { return }
    for warning in node.resultWarnings { warnings.append((index, warnings.count, warning)) }
  }

  /// The node's content (most nodes have none: they get no box).
  private func extras(_ node: LayoutNode, index: Int) -> LayoutResult.NodeExtras? {
    let extras = node.resultContent(keepingGlyphs: keepingGlyphs)
    if case .text? = extras { noteWarnings(node, index: index) }
    return extras
  }

  /// The result: the nodes (taken from the walk) and the texts' warnings once each, in document
  /// order.
  package func finish(size: CGSize) -> LayoutResult {
    assert(pass.entered == nodes.count, "a reused result has the shape of the tree")
    var list: [LayoutResult.Node] = []
    swap(&list, &nodes)
    defer { warnings = [] }
    var result = LayoutResult(size: size, nodes: list)
    if !warnings.isEmpty {
      warnings.sort { ($0.index, $0.order) < ($1.index, $1.order) }
      var seen = Set<String>()
      for warning in warnings where seen.insert(warning.text).inserted { result.warnings.append(warning.text) }
    }
    return result
  }

  /// A step of the walk: entering a node (making its result node) or leaving it (its baselines,
  /// once its children have theirs).
  ///
  /// The node is held without counting: the tree holds every node a step names for as long as
  /// the step is on the walk's stack (a node lets go of children it built, as a lazy list does,
  /// only when it is left, after every step for its descendants is gone), and counting each push
  /// and pop cost 0.5% of a prepared form's re-layout.
  private enum Step {
    case enter(
      Unmanaged<LayoutNode>, depth: Int, parent: Int?, role: LayoutResult.Role, parentAsks: Bool, ancestorKeeps: Bool)
    case leave(Unmanaged<LayoutNode>, index: Int, parentAsks: Bool, ancestorKeeps: Bool, waitingMark: Int)
  }
}
