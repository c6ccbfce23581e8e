public import Foundation

/// The outcome of laying out a view tree: every view and modifier with its frame in root
/// coordinates (origin top-left, y down, points, unrounded), explicit text baselines where a
/// view has them, and the lines of each text.
public struct LayoutResult: Sendable {
  /// What a result node stands for: a view type ("HStack", "Text", a custom layout's type name)
  /// or a modifier ("padding", "frame", "background", ...).
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The view type's or modifier's name.
    public var name: String
    /// Whether the node is a modifier applied to the view below it.
    public var isModifier: Bool

    /// A view type.
    public static func view(_ name: String) -> Kind { Kind(name: name, isModifier: false) }
    /// A modifier.
    public static func modifier(_ name: String) -> Kind { Kind(name: name, isModifier: true) }

    public var description: String { name }
  }

  /// How a node relates to its parent.
  public enum Role: String, Sendable, Hashable {
    /// An ordinary child: a container's subview, or the view a modifier wraps.
    case content
    /// The view a layering modifier (`background`, `overlay`, `border`) wraps: it decides the
    /// modifier's size and guides.
    case primary
    /// The content of `background`, painted below the primary.
    case background
    /// The content of `overlay`, painted above the primary.
    case overlay
    /// Content a modifier draws itself, above the primary (a `border`'s stroke).
    case decoration
  }

  /// One laid-out view or modifier.
  public struct Node: Sendable {
    /// The view type or modifier.
    public var kind: Kind
    /// How the node relates to its parent (`.content` for the root).
    public var role: Role
    /// `depth`, stored in the room after the kind and the role (a whole word would make every
    /// node 8 bytes larger).
    private var storedDepth: Int32
    /// The `.id(...)` tag, if any.
    public var id: AnyHashable? {
      get { tags?.id }
      set { tags = NodeTags.make(id: newValue, path: path) }
    }
    /// What few nodes have (paint, text, a paint effect), kept out of line so that a node stays
    /// small.
    fileprivate var extras: NodeExtras?
    /// The id and the scene path, when the node has either: the tree's own object, shared
    /// (most nodes have neither; a scene's have a path each).
    private var tags: NodeTags?
    /// The scene-file path given with `resultPath(_:)`, if any.
    public var path: String? {
      get { tags?.path }
      set { tags = NodeTags.make(id: id, path: newValue) }
    }
    /// The frame in root coordinates.
    public var frame: CGRect
    /// The baselines below, NaN when absent (an optional `CGFloat` would take twice the room).
    private var first: CGFloat
    private var last: CGFloat
    /// The node's own explicit first and last text baselines in root coordinates (the values
    /// `firstTextBaseline`/`lastTextBaseline` alignment uses), when it has them.
    public var firstBaseline: CGFloat? {
      get { first.isNaN ? nil : first }
      set { first = newValue ?? .nan }
    }
    public var lastBaseline: CGFloat? {
      get { last.isNaN ? nil : last }
      set { last = newValue ?? .nan }
    }
    /// The laid-out lines of a Text (baselines and x in root coordinates): the lines of
    /// `text.measured` moved to the node's frame, worked out on each use.
    public var lines: [MeasuredText.Line] {
      guard let text else { return [] }
      let origin = frame.origin
      return text.measured.lines.map {
        MeasuredText.Line(baseline: $0.baseline + origin.y, x: $0.x + origin.x, width: $0.width, range: $0.range)
      }
    }
    /// What the node draws (shapes and colors), for renderers.
    public var paint: Paint? {
      get { extras?.paint }
      set { extras = NodeExtras.make(paint: newValue, text: text, effect: effect) }
    }
    /// The text a Text node shows and how it was laid out, for renderers.
    public var text: TextContent? {
      get { extras?.text }
      set { extras = NodeExtras.make(paint: paint, text: newValue, effect: effect) }
    }
    /// How a paint-only modifier (opacity, hidden, a clip, a rotation or scale, a shadow) changes
    /// the drawing of this node and its descendants, for renderers.
    public var effect: PaintEffect? {
      get { extras?.effect }
      set { extras = NodeExtras.make(paint: paint, text: text, effect: newValue) }
    }
    /// The lines a container aligned its children on, for guide overlays.
    public var guideLines: [GuideLine]
    /// Depth in the tree (the root is 0) and the indices of the children in `nodes`, in
    /// painting order (back to front); each child's `role` says what it is.
    public var depth: Int {
      get { Int(storedDepth) }
      set { storedDepth = Int32(clamping: newValue) }
    }
    public var children: [Int]

    /// Whether the node is a modifier applied to the view below it.
    public var isModifier: Bool { kind.isModifier }

    init(
      kind: Kind, role: Role, extras: NodeExtras?, tags: NodeTags?, frame: CGRect, firstBaseline: CGFloat?,
      lastBaseline: CGFloat?, guideLines: [GuideLine], depth: Int, children: [Int]
    ) {
      self.kind = kind
      self.role = role
      self.extras = extras
      self.tags = tags
      self.frame = frame
      self.first = firstBaseline ?? .nan
      self.last = lastBaseline ?? .nan
      self.guideLines = guideLines
      self.storedDepth = Int32(clamping: depth)
      self.children = children
    }
  }

  /// The rarely present parts of a node, out of line and shared by its copies: a box holding
  /// just the part a node has (most have one, of very different sizes), or all three.
  ///
  /// A text alone has a box of its own (`TextBox`), which a prepared tree's next result updates
  /// in place when no copy of the result shares it: a resized form's texts all get new lines,
  /// and a new box for each, with the old one freed, cost a large form's re-layout 3%.
  enum NodeExtras: Sendable {
    indirect case paint(Paint)
    case text(TextBox)
    indirect case effect(PaintEffect)
    indirect case several(paint: Paint?, text: TextContent?, effect: PaintEffect?)

    /// A text's content in a box of its own.
    ///
    /// `@unchecked Sendable`: its content is changed only through `updateText`, when the box
    /// has no other reference, so no other copy (on another thread or not) sees it change.
    final class TextBox: @unchecked Sendable {
      /// Unchecked for exclusive access: changed only where the box has no other reference.
      @exclusivity(unchecked) var content: TextContent
      init(_ content: consuming TextContent) { self.content = content }
    }

    /// Changes the text of `extras` in place with `update`, when it holds the only reference to
    /// its box; false, with nothing changed, otherwise (not a text alone, or a box a copy shares).
    static func updateText(_ extras: inout NodeExtras?, _ update: (inout TextContent) -> Void) -> Bool {
      guard case .text(var box)? = extras else { return false }
      // Dropped here, so that the box's one other reference is `box`'s.
      extras = nil
      defer { extras = .text(box) }
      guard isKnownUniquelyReferenced(&box) else { return false }
      update(&box.content)
      return true
    }

    /// Whether there is a text (without copying it out).
    var hasText: Bool {
      switch self {
      case .text, .several(_, .some, _): true
      default: false
      }
    }

    /// Nil when there is nothing to keep.
    static func make(paint: Paint?, text: TextContent?, effect: PaintEffect? = nil) -> NodeExtras? {
      switch (paint, text, effect) {
      case (nil, nil, nil): nil
      case (let paint?, nil, nil): .paint(paint)
      case (nil, let text?, nil): .text(TextBox(text))
      case (nil, nil, let effect?): .effect(effect)
      default: .several(paint: paint, text: text, effect: effect)
      }
    }

    var paint: Paint? {
      switch self {
      case .paint(let paint): paint
      case .several(let paint, _, _): paint
      default: nil
      }
    }

    var text: TextContent? {
      switch self {
      case .text(let box): box.content
      case .several(_, let text, _): text
      default: nil
      }
    }

    var effect: PaintEffect? {
      switch self {
      case .effect(let effect): effect
      case .several(_, _, let effect): effect
      default: nil
      }
    }
  }

  init(size: CGSize, nodes: [Node]) {
    self.size = size
    self.nodes = nodes
  }

  /// The root's size.
  public var size: CGSize
  /// Problems that were clamped rather than failing (for example, a tree nested too deeply).
  public var warnings: [String] = []
  /// Every node in depth-first order; the root is first.
  public var nodes: [Node]

  /// The node tagged with `id` (the outermost one when several share it).
  public subscript<ID: Hashable>(id id: ID) -> Node? {
    let key = AnyHashable(id)
    return nodes.first { $0.id == key }
  }

  /// The frame of the node tagged with `id`.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? { self[id: id]?.frame }

  /// The views (not modifiers) of a kind, in depth-first order.
  public func views(ofKind kind: String) -> [Node] {
    nodes.filter { $0.kind == .view(kind) }
  }

  /// A readable, deterministic dump, one node per line, for tests and debugging:
  /// `HStack (0, 0, 120, 34) first 27 last 27`.
  public var dump: String {
    nodes.map { node in
      var line = String(repeating: "  ", count: node.depth) + node.kind.name
      if let id = node.id { line += " #\(id.base)" }
      line += " (\(number(node.frame.minX)), \(number(node.frame.minY)), \(number(node.frame.width)), \(number(node.frame.height)))"
      if let first = node.firstBaseline { line += " first \(number(first))" }
      if let last = node.lastBaseline { line += " last \(number(last))" }
      return line
    }.joined(separator: "\n")
  }
}

/// Up to three decimals, trailing zeros trimmed.
func number(_ value: CGFloat) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 1000).rounded() / 1000
  let text = "\(rounded == 0 ? 0 : rounded)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// Lays out view trees.
public struct LayoutEngine: Sendable {
  /// The environment the root view starts with (fonts, text measurer, display scale...).
  public var environment: EnvironmentValues

  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// Whether results keep what renderers draw each text's glyphs from
  /// (`TextContent.measured.glyphLayout`; with real fonts, a recipe that shapes the text again
  /// when it is first drawn). A layout-only use (form geometry, baselines, checks) can turn it
  /// off: a result then takes less memory (317 rather than 388 bytes per node on a large form),
  /// its frames, baselines and lines are unchanged, and a `DisplayList` of it has the texts'
  /// guides but no glyph runs.
  public var retainsGlyphs = true

  /// Whether the result merges a built-in container's baselines from the values its children
  /// reported (the default), or asks every node through the guide machinery: the same values,
  /// bit for bit, more slowly. Off only in tests, as the reference the merge is checked against.
  var mergesChildBaselines = true
  /// Whether nodes that settle their heights answer a proposal whose height their unlimited
  /// answer fits in from that answer (`LayoutNode.settlesHeight`); off only to test that the
  /// shortcut changes no bit.
  var settlesHeights = true

  /// The largest length layout works with, in points: finite sizes, proposals, padding, offsets,
  /// spacings and guide values beyond ±1e9 are limited to it, so that no sum of them overflows.
  public static let maximumLength: CGFloat = 1e9

  /// The deepest view nesting resolved; deeper content is dropped (and reported in
  /// `LayoutResult.warnings`) rather than overflowing the stack.
  public static let maximumDepth = 20_000

  /// Lays out `view` for a proposal and returns every node's frame.
  ///
  /// A view that resolves to several views (a group, a ForEach) is laid out as if in a VStack.
  /// An empty view gives a zero-size root. A NaN proposal dimension counts as unspecified, a
  /// negative one as 0, and one above `maximumLength` (infinity included) as `maximumLength`.
  ///
  /// The pass runs on the caller's thread when the tree fits its stack (up to
  /// `inlineDepthLimit` levels, fewer on a thread with a small stack), so laying out many small
  /// trees costs nothing extra. A deeper tree is laid out again on a thread of its own with a
  /// large stack, so trees up to `maximumDepth` levels deep lay out from any caller.
  public func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    let proposal = Self.cleaned(proposal)
    let inlineLimit = min(LayoutEngine.inlineDepthLimit, StackBounds.currentThreadRemaining / LayoutEngine.stackPerLevel)
    if let result = run(view, proposal: proposal, depthLimit: inlineLimit, mustFit: true) { return result }
    let work = UncheckedBox { () -> LayoutResult? in
      self.run(view, proposal: proposal, depthLimit: LayoutEngine.maximumDepth, mustFit: false)
    }
    return runWithLargeStack(work) ?? LayoutResult(size: .zero, nodes: [])
  }

  /// A proposal with NaN dimensions unspecified, negative ones 0 and huge ones `maximumLength`.
  static func cleaned(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value, !value.isNaN else { return nil }
      return min(max(value, 0), LayoutEngine.maximumLength)
    }
    return ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
  }

  /// The deepest nesting laid out on the caller's own thread.
  public static let inlineDepthLimit = 256

  /// The stack reserved per level of nesting when deciding whether a tree fits the caller's
  /// stack: generous, since one level of views is several nested calls in each pass.
  static let stackPerLevel = 8 << 10

  /// Resolves and lays out `view`. With `mustFit`, gives up (nil) as soon as the tree is found
  /// deeper than `depthLimit`, before any pass recurses that deep.
  private func run<V: View>(_ view: V, proposal: ProposedViewSize, depthLimit: Int, mustFit: Bool) -> LayoutResult? {
    // State made while the tree is built keeps its storage from pass to pass.
    StateSession.begin()
    defer { StateSession.end() }
    var seen: [AnyHashableBox]? = nil
    var pass = 1
    while true {
      StateSession.startPass(replaying: pass > 1)
      let context = ResolveContext(
        environment: environment, depthLimit: depthLimit, keepsGlyphs: retainsGlyphs, settlesHeights: settlesHeights)
      let root = makeRoot(view, context)
      if mustFit && context.outcome.depthLimitHit { return nil }
      // The root's offer is the outermost container (`containerRelativeFrame`).
      let size = ContainerSizes.with(proposal) {
        let size = root.size(proposal)
        root.place(at: .zero, size: size, proposal: proposal)
        return size
      }
      // Preferences observed with `onPreferenceChange`: their actions run with the laid-out
      // values, and the tree is laid out again while the values change (a bounded number of
      // passes).
      if context.outcome.preferenceObservers > 0, pass < LayoutEngine.maximumPreferencePasses {
        let observers = preferenceObservers(in: root)
        let values = observers.map { $0.observer.read($0.child) }
        if values != seen {
          for (index, observer) in observers.enumerated() where seen.map({ index >= $0.count || $0[index] != values[index] }) ?? true {
            observer.observer.action(values[index].value)
          }
          seen = values
          pass += 1
          continue
        }
      }
      var fresh: [LayoutResult.Node] = []
      return finish(root, size: size, context: context, previous: &fresh)
    }
  }

  /// The most layout passes one `layout` call makes when `onPreferenceChange` actions change
  /// what the tree shows (the equal-width-labels technique needs two); the last pass is
  /// returned even if the values still change.
  public static let maximumPreferencePasses = 4

  /// - Parameter keepingSizes: whether nodes keep their sizes for the next layout of the same
  ///   tree (`LayoutNode.releaseLayoutState(keepingSizes:)`).
  /// - Parameter previous: the nodes of the tree's previous result to update in place (see
  ///   `collect`), or empty.
  func finish(
    _ root: LayoutNode, size: CGSize, context: ResolveContext, keepingSizes: Bool = false,
    previous: inout [LayoutResult.Node]
  ) -> LayoutResult {
    var result = collect(root, size: size, keepingSizes: keepingSizes, previous: &previous)
    if context.outcome.depthLimitHit {
      result.warnings.append("views nested deeper than \(LayoutEngine.maximumDepth) levels were dropped")
    }
    return result
  }

  /// The number of nodes in the tree under `root`, `root` included.
  static func nodeCount(_ root: LayoutNode) -> Int {
    var count = 0
    var stack = [root]
    while let node = stack.popLast() {
      count += 1
      for index in 0..<node.childCount { stack.append(node.child(at: index)) }
    }
    return count
  }

  /// Resolves the view and returns its root node (also used by cost tests).
  func makeRoot<V: View>(_ view: V, _ context: ResolveContext? = nil) -> LayoutNode {
    let context =
      context ?? ResolveContext(environment: environment, keepsGlyphs: retainsGlyphs, settlesHeights: settlesHeights)
    let nodes = resolve(view, context)
    let root = nodes.count == 1 ? nodes[0] : ContainerNode(kind: "VStack", layout: VStackLayout(), nodes: nodes)
    // A right-to-left environment mirrors the whole tree.
    return environment.layoutDirection == .rightToLeft ? MirrorNode(child: root) : root
  }

  /// The result tree, and the measurers' warnings (an unknown font family, missing fonts) once
  /// each, in document order. Every node reports its own baselines: its explicit guide values
  /// at the size it was placed with.
  ///
  /// Nodes are entered in document order and left after their descendants. A node's baselines
  /// are worked out when it is left: a built-in container that only merges its children's guides
  /// merges the values its children just reported (`childValuesMergeAsPlaced`), rather than
  /// asking each child again through the guide machinery; any other node is asked. A node's
  /// layout state is let go once nothing will ask it anything: when it is left, or, when its
  /// parent will ask it for its baselines, when the parent is left.
  ///
  /// - Parameter previous: the nodes of this tree's previous result, when the tree has kept its
  ///   shape (a prepared tree without nodes that rebuild their children): they are updated in
  ///   place (frames, baselines, guide lines, and the content of nodes whose content depends on
  ///   layout) rather than made anew, since the rest of a node (its kind, role, path, id, depth,
  ///   children and fixed content) comes from the tree's shape. Taken (left empty).
  func collect(_ root: LayoutNode, size: CGSize, keepingSizes: Bool, previous: inout [LayoutResult.Node]) -> LayoutResult {
    var result: [LayoutResult.Node] = []
    let reusing = !previous.isEmpty
    if reusing {
      swap(&result, &previous)
    } else {
      // Room for exactly the tree's nodes (counted first: a pointer walk, far cheaper than the
      // slack of an estimate, which the result would keep).
      result.reserveCapacity(Self.nodeCount(root))
    }
    var entered = 0
    var warnings: [String] = []
    var seenWarnings = Set<String>()
    let firstKey = VerticalAlignment.firstTextBaseline.key
    let lastKey = VerticalAlignment.lastTextBaseline.key
    // Nodes whose parent, not left yet, will ask them for their baselines: let go when it is.
    var waiting: [LayoutNode] = []
    /// The node's baselines (once its children have theirs), then its layout state let go, or
    /// kept for a parent that will ask.
    func leave(_ node: LayoutNode, index: Int, parentAsks: Bool, ancestorKeeps: Bool, waitingMark: Int) {
      // A node that cannot have explicit guides (shapes, and stacks and frames of them) has no
      // baselines: nothing to merge or ask.
      if node.hasExplicitGuides, let frame = node.frame {
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        if mergesChildBaselines && node.childValuesMergeAsPlaced() {
          // The children's values (root coordinates) less the node's origin, merged by the
          // guide's rule.
          let children = result[index].children
          func merged(_ key: AlignmentKey, _ childValue: (LayoutResult.Node) -> CGFloat?) -> CGFloat? {
            let value = LayoutNode.explicitValue(
              key.combine { visit in for child in children { visit(childValue(result[child]).map { $0 - frame.origin.y }) } })
            if parentAsks { node.rememberExplicitAlignment(value, for: key, at: frame.size, proposal: proposal) }
            return value.map { $0 + frame.minY }
          }
          result[index].firstBaseline = merged(firstKey) { $0.firstBaseline }
          result[index].lastBaseline = merged(lastKey) { $0.lastBaseline }
        } else if let (first, last) = node.placedTextBaselines() {
          result[index].firstBaseline = LayoutNode.explicitValue(first).map { $0 + frame.minY }
          result[index].lastBaseline = LayoutNode.explicitValue(last).map { $0 + frame.minY }
        } else {
          func baseline(_ key: AlignmentKey) -> CGFloat? {
            node.explicitAlignment(key, at: frame.size, proposal: proposal).map { $0 + frame.minY }
          }
          result[index].firstBaseline = baseline(firstKey)
          result[index].lastBaseline = baseline(lastKey)
        }
      }
      // Everything asked of the node has been asked (its descendants answered their own
      // questions); children kept for its questions go now, unless an ancestor keeps them.
      if !ancestorKeeps, waitingMark < waiting.count {
        for waiter in waiting[waitingMark...] { waiter.releaseLayoutState(keepingSizes: keepingSizes) }
        waiting.removeSubrange(waitingMark...)
      }
      if parentAsks {
        waiting.append(node)
      } else {
        node.releaseLayoutState(keepingSizes: keepingSizes)
      }
    }
    /// A text's warnings, once each.
    func noteWarnings(_ node: LayoutNode) {
      for warning in node.resultWarnings where seenWarnings.insert(warning).inserted { warnings.append(warning) }
    }
    /// The node's content (most nodes have none: they get no box).
    func extras(_ node: LayoutNode) -> LayoutResult.NodeExtras? {
      let extras = node.resultContent(keepingGlyphs: retainsGlyphs)
      if case .text? = extras { noteWarnings(node) }
      return extras
    }
    // Iterative depth-first walk: deep trees must not overflow the stack here.
    var stack: [CollectStep] = [
      .enter(.passUnretained(root), depth: 0, parent: nil, role: .content, parentAsks: false, ancestorKeeps: false)
    ]
    while let step = stack.popLast() {
      switch step {
      case .enter(let reference, let depth, let parent, let role, let parentAsks, let ancestorKeeps):
        let node = reference.takeUnretainedValue()
        let frame = node.frame ?? .zero
        let index = entered
        entered += 1
        let childCount = node.childCount
        assert(childCount == node.children.count, "\(type(of: node)) overrides children without childCount and child(at:)")
        assert(
          (0..<childCount).allSatisfy { node.childReference(at: $0).takeUnretainedValue() === node.child(at: $0) },
          "\(type(of: node)) overrides child(at:) without childReference(at:)")
        if reusing {
          // Same shape: only what layout decides changes. Guide lines are asked of the children
          // now, before any of them is left; baselines are worked out when the node is left.
          result[index].frame = frame
          result[index].firstBaseline = nil
          result[index].lastBaseline = nil
          if node.hasNewResultContent() {
            if node.updateResultContent(&result[index].extras, keepingGlyphs: retainsGlyphs) {
              noteWarnings(node)
            } else {
              result[index].extras = extras(node)
            }
          } else if result[index].extras?.hasText ?? false {
            noteWarnings(node)
          }
          result[index].guideLines.removeAll(keepingCapacity: true)
          node.appendGuideLines(to: &result[index].guideLines)
        } else {
          let info = node.info
          var childIndices: [Int] = []
          if childCount > 0 { childIndices.reserveCapacity(childCount) }
          var lines: [GuideLine] = []
          node.appendGuideLines(to: &lines)
          // Guide lines are asked of the children now, before any of them is left.
          result.append(
            LayoutResult.Node(
              kind: info.kind, role: role, extras: extras(node), tags: info.tags, frame: frame,
              firstBaseline: nil, lastBaseline: nil, guideLines: lines, depth: depth, children: childIndices))
          if let parent { result[parent].children.append(index) }
        }
        // A leaf is left at once.
        guard childCount > 0 else {
          leave(node, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: waiting.count)
          continue
        }
        stack.append(
          .leave(reference, index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: waiting.count))
        // Children wait for this node when it asks them, and for an ancestor whose questions
        // reach past its children (a grid's, its cells) until that ancestor is left.
        let keeps = ancestorKeeps || node.asksPastChildren
        let asksChildren = keeps || !mergesChildBaselines || !node.mayMergeChildValues
        for position in (0..<childCount).reversed() {
          stack.append(
            .enter(
              node.childReference(at: position), depth: depth + 1, parent: index, role: node.role(ofChild: position),
              parentAsks: asksChildren, ancestorKeeps: keeps))
        }
      case .leave(let reference, let index, let parentAsks, let ancestorKeeps, let waitingMark):
        leave(reference.takeUnretainedValue(), index: index, parentAsks: parentAsks, ancestorKeeps: ancestorKeeps, waitingMark: waitingMark)
      }
    }
    assert(entered == result.count, "a reused result has the shape of the tree")
    var laidOut = LayoutResult(size: size, nodes: result)
    laidOut.warnings = warnings
    return laidOut
  }
}

/// A step of the result's walk: entering a node (making its result node) or leaving it (its
/// baselines, once its children have theirs).
///
/// The node is held without counting: the tree holds every node a step names for as long as the
/// step is on the walk's stack (a node lets go of children it built, as a lazy list does, only
/// when it is left, after every step for its descendants is gone), and counting each push and pop
/// cost 0.5% of a prepared form's re-layout.
private enum CollectStep {
  case enter(
    Unmanaged<LayoutNode>, depth: Int, parent: Int?, role: LayoutResult.Role, parentAsks: Bool, ancestorKeeps: Bool)
  case leave(Unmanaged<LayoutNode>, index: Int, parentAsks: Bool, ancestorKeeps: Bool, waitingMark: Int)
}

/// Moves a value across a thread boundary that is known to be safe (the caller waits).
///
/// `@unchecked` because it carries a view tree and layout nodes (not `Sendable`: views are
/// plain values from user code, nodes are mutable classes) to the large-stack thread and the
/// result back; the caller blocks until that thread is done, so nothing is shared at once.
final class UncheckedBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// Runs `work` on a new thread with a 512 MB stack reservation (pages are only committed as they
/// are used) and waits for it. Used only for trees too deep for the caller's stack.
func runWithLargeStack<R>(_ work: UncheckedBox<() -> R>) -> R {
  let result = UncheckedBox<R?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.value = work.value()
    done.signal()
  }
  thread.stackSize = 512 << 20
  thread.start()
  done.wait()
  return result.value!
}
