import Foundation
public import LayoutCore

extension LayoutEngine {
  /// Resolves `view` once, for laying it out for many proposals: a window being resized, a form
  /// computed at several widths. Each `PreparedLayout.layout(proposal:)` gives the result
  /// `layout(_:proposal:)` would give for the view, without building the view tree again: texts
  /// keep their shaping and their measurements between layouts (a text breaks its lines again
  /// only for a width it has not been measured at, or could not have kept its lines at), and
  /// nodes their sizes for the proposals they were asked about (unless the view has a
  /// container-relative frame), so a proposal seen before costs little more than its result.
  ///
  /// The view's state and bindings are read once, here. A view whose layout depends on
  /// `onPreferenceChange` actions (which may change what it shows), or one nested deeper than
  /// the caller's thread can lay out, is laid out in full on each call instead; the results are
  /// the same.
  public func prepare<V: View>(_ view: V) -> PreparedLayout {
    let fullLayout = { (proposal: ProposedViewSize) in self.layout(view, proposal: proposal) }
    let inlineLimit = min(LayoutEngine.inlineDepthLimit, StackBounds.currentThreadRemaining / LayoutEngine.stackPerLevel)
    StateSession.begin()
    defer { StateSession.end() }
    StateSession.startPass(replaying: false)
    let context = ResolveContext(
      environment: environment, depthLimit: inlineLimit, isPrepared: true, keepsGlyphs: retainsGlyphs,
      settlesHeights: shortcuts.settlesHeights)
    context.outcome.begin()
    let root = makeRoot(view, context)
    context.outcome.end()
    guard !context.outcome.depthLimitHit, context.outcome.preferenceObservers == 0, context.outcome.matchedMembers == 0 else {
      return PreparedLayout(engine: self, tree: nil, fullLayout: fullLayout)
    }
    let shape = PreparedLayout.shape(of: root)
    return PreparedLayout(
      engine: self, tree: (root, context, shape.depth), keepsSizes: !context.outcome.readsContainerSizes,
      keepsShape: shape.isFixed, fullLayout: fullLayout)
  }
}

/// A view resolved once by `LayoutEngine.prepare(_:)`, laid out for any number of proposals.
///
/// It holds the view's node tree, which each layout sizes and places again, so it is not
/// `Sendable`: use it from one thread at a time (prepare one per thread to lay out the same view
/// on several).
///
/// It also shares the node list of the last result it returned: when the tree keeps its shape
/// from layout to layout (it has no GeometryReader, ViewThatFits or preference layer, whose
/// children are made when placed), the next result is that list updated in place (frames,
/// baselines, guide lines, texts' lines) rather than built anew, as long as the caller has let
/// the last result go (otherwise the list is copied first, and the caller's result is
/// unchanged).
public final class PreparedLayout {
  private let engine: LayoutEngine
  /// The resolved tree, the context it was resolved in and its depth; nil when every layout
  /// resolves the view anew.
  private let tree: (root: LayoutNode, context: ResolveContext, depth: Int)?
  private let fullLayout: (ProposedViewSize) -> LayoutResult
  /// Whether nodes keep their sizes from one layout to the next: a node's size for a proposal
  /// depends on that proposal and its subtree alone, except under a container-relative frame,
  /// whose size comes from the container around it (the root's proposal, for one).
  private let keepsSizes: Bool
  /// Whether every layout of the tree has the same nodes in the same order (no node rebuilds
  /// its children when placed), so that a result's node list fits the next layout.
  private let keepsShape: Bool
  /// The walk that makes each result (kept: the tree's containers note it).
  private let walk: ResultWalk
  /// The node list of the last result (empty before the first layout, or when the tree does not
  /// keep its shape).
  private var lastNodes: [LayoutResult.Node] = []

  init(
    engine: LayoutEngine, tree: (root: LayoutNode, context: ResolveContext, depth: Int)?, keepsSizes: Bool = false,
    keepsShape: Bool = false, fullLayout: @escaping (ProposedViewSize) -> LayoutResult
  ) {
    self.engine = engine
    self.tree = tree
    self.keepsSizes = keepsSizes
    self.keepsShape = keepsShape
    self.fullLayout = fullLayout
    walk = engine.resultWalk(keepingSizes: keepsSizes, isKept: true)
  }

  /// How many subtrees the last layout's result walk went through while the tree was placed
  /// (`ResultWalk`), for tests.
  var subtreesWalkedWhilePlacing: Int { walk.subtreesWalkedWhilePlacing }

  /// Whether layouts reuse the resolved tree (false when each one lays the view out in full).
  public var reusesTree: Bool { tree != nil }

  /// Lays the view out for a proposal, with the clamps of `LayoutEngine.layout(_:proposal:)`.
  public func layout(proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    guard let tree else { return fullLayout(proposal) }
    let proposal = LayoutEngine.cleaned(proposal)
    // The tree was resolved on a thread with room for it; this one may have less.
    guard tree.depth < StackBounds.currentThreadRemaining / LayoutEngine.stackPerLevel else {
      return runWithLargeStack(UncheckedBox { () -> LayoutResult in self.layOut(tree, proposal: proposal) })
    }
    return layOut(tree, proposal: proposal)
  }

  private func layOut(_ tree: (root: LayoutNode, context: ResolveContext, depth: Int), proposal: ProposedViewSize) -> LayoutResult {
    // Content built while placing (a GeometryReader's) gets state storage as in a full layout.
    StateSession.begin()
    defer { StateSession.end() }
    StateSession.startPass(replaying: false)
    // ... and notes its warnings in the tree's outcome.
    tree.context.outcome.begin()
    defer { tree.context.outcome.end() }
    // The result walk frees each node's placement state as it goes; sizes (and texts'
    // measurements) stay for the next layout unless something in the tree reads its container.
    var previous: [LayoutResult.Node] = []
    if keepsShape { swap(&previous, &lastNodes) }
    walk.start(previous: &previous, root: tree.root)
    // Updating the last result, containers walk their children's subtrees as they place them
    // (`ResultWalk`), when every node keeps its sizes (a container's guide lines, asked after
    // its children's walks let their layout state go, then read what they kept).
    let size = walk.layOut(tree.root, fusing: walk.reusing && keepsSizes) { fusingWalk in
      tree.root.sizeAndPlaceAsRoot(proposal, container: tree.context.container, observer: fusingWalk)
    }
    let result = engine.finish(walk, size: size, context: tree.context)
    if keepsShape { lastNodes = result.nodes }
    return result
  }

  /// The depth of the tree under `root`, and whether it keeps its shape: no node in it makes
  /// new children when placed (an iterative walk: the tree may be deep).
  static func shape(of root: LayoutNode) -> (depth: Int, isFixed: Bool) {
    var deepest = 0
    var isFixed = true
    var stack = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      if node.rebuildsChildrenWhenPlaced { isFixed = false }
      for index in 0..<node.childCount { stack.append((node.child(at: index), depth + 1)) }
    }
    return (deepest, isFixed)
  }
}
