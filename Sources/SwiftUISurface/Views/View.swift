import LayoutCore

/// A piece of user interface: a value whose `body` describes it in terms of other views.
///
/// Primitive views (`Color`, `Text`, stacks, ...) have `Never` as their body; the layout
/// engine turns them into layout nodes directly.
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// What a view is turned into while resolving: the environment flows down.
struct ResolveContext {
  var environment: EnvironmentValues
  /// Nesting depth, bounded to keep a runaway recursive body from overflowing the stack.
  var depth = 0
  /// What the whole resolution found out (shared by every copy of the context).
  let outcome: ResolveOutcome
  /// The containers around that nodes read while they are sized and placed; nil at the root
  /// and in most subtrees (one reference, often nil, as the context is copied at every level).
  var scope: ResolveScope? = nil
  /// What a `containerRelativeFrame` measures against: the nearest scroll view around, else
  /// the root.
  var container: ContainerSize { scope?.container ?? outcome.rootContainer }
  /// The named coordinate spaces around, outermost first, for geometry readers.
  var namedSpaces: [NamedSpace] { scope?.namedSpaces ?? [] }
  init(
    environment: EnvironmentValues, depthLimit: Int = LayoutEngine.maximumDepth, isPrepared: Bool = false,
    keepsGlyphs: Bool = true, settlesHeights: Bool = true
  ) {
    self.environment = environment
    outcome = ResolveOutcome(
      depthLimit: depthLimit, isPrepared: isPrepared, keepsGlyphs: keepsGlyphs, settlesHeights: settlesHeights)
  }
}

/// The containers around a subtree whose nodes read them while they are sized and placed: the
/// nearest scroll view (`containerRelativeFrame`) and the named coordinate spaces
/// (`GeometryReader`). Set by the views that make them, handed down through the context.
final class ResolveScope {
  let container: ContainerSize
  /// Outermost first.
  let namedSpaces: [NamedSpace]

  init(container: ContainerSize, namedSpaces: [NamedSpace]) {
    self.container = container
    self.namedSpaces = namedSpaces
  }
}

/// How deep one resolution went against its limit.
final class ResolveOutcome {
  /// The deepest nesting resolved; deeper content is cut off.
  let depthLimit: Int
  /// What the texts of the tree are asked to do: keep their measurements from one layout to the
  /// next when the tree is prepared (`LayoutEngine.prepare`), keep the measurer's glyph recipes
  /// when the result does (`LayoutEngine.retainsGlyphs`), settle their heights (off only for
  /// tests that compare layouts with and without the shortcut, `LayoutEngine.Shortcuts`).
  let textOptions: TextNodeOptions
  /// The root's container: the layout's proposal (`containerRelativeFrame` outside scroll views).
  let rootContainer = ContainerSize()
  /// Set when content was cut off at `depthLimit`.
  var depthLimitHit = false
  /// What views noted for the result's warnings (assets not found, effects not drawn), once each
  /// (see `note(_:)`).
  private(set) var notedWarnings: [String] = []
  /// Notes a warning for the layout's result, once however often it is noted.
  func note(_ warning: String) {
    if !notedWarnings.contains(warning) { notedWarnings.append(warning) }
  }
  /// How many `onPreferenceChange` observers the resolution met (none: one layout pass).
  var preferenceObservers = 0
  /// How many `matchedGeometryEffect` members that are not sources the resolution met (none:
  /// no pass to find the sources' places).
  var matchedMembers = 0
  /// Where each matched group's source was placed in the previous pass (see
  /// `MatchedGeometryNode`); nil before any pass has found one. (Optional, so that a layout
  /// without matched geometry makes no dictionary: an `AnyHashable`-keyed one costs run-time
  /// conformance lookups to make.)
  var matchedSources: [AnyHashable: MatchedGeometrySource]? = nil
  /// Whether some node's size depends on the container around it (a container-relative frame),
  /// not only on its proposal and its subtree.
  var readsContainerSizes = false
  /// Which view types are primitive, by type: a conformance looked up once per type and
  /// resolution rather than at every view (the run-time lookup costs several times a
  /// dictionary's).
  @exclusivity(unchecked) private var primitiveTypes: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]
  /// The text sources made most recently, oldest first, for texts of the same look and measurer
  /// to share, each with the environment storage it was made in when it is an environment's own
  /// (held, so that no other storage can take its address while it is here).
  @exclusivity(unchecked) private var recentSources: [RecentSource] = []
  /// A struct rather than a tuple: an array of tuples looks its element type up at run time in
  /// unspecialized code (thousands of instructions per text resolved).
  private struct RecentSource {
    let source: TextSource
    let storage: AnyObject?
  }

  /// The source of a text of `style` in `color`, measured by the measurer of `environment`: one
  /// made recently when it is the same (a form's labels and values alternate between two or
  /// three), else a new one.
  func source(_ style: TextStyle, _ color: Color?, in environment: EnvironmentValues) -> TextSource {
    let identity = environment.textMeasurerIdentity
    // A gradient foreground style fills the text unless the text has a color of its own.
    let gradient = color == environment.foregroundColor ? environment.foregroundGradient : nil
    for entry in recentSources.reversed() where entry.source.isSource(style, color, gradient, identity) { return entry.source }
    return remember(
      TextSource(
        look: TextLook(style: style, color: color, gradient: gradient), measurer: environment.textMeasurer, measurerIdentity: identity),
      storage: nil)
  }

  /// The source of a text that sets nothing of its own in `environment`: found by the
  /// environment's storage when a text in it was resolved recently (without building its style),
  /// else as `source(_:_:in:)` finds it.
  func source(in environment: EnvironmentValues) -> TextSource {
    let storage = environment.sharedStorage
    for entry in recentSources.reversed() where entry.storage === storage { return entry.source }
    let source = source(environment.textStyle, environment.foregroundColor, in: environment)
    return remember(source, storage: storage)
  }

  private func remember(_ source: TextSource, storage: AnyObject?) -> TextSource {
    if recentSources.count == 4 { recentSources.removeFirst() }
    recentSources.append(RecentSource(source: source, storage: storage))
    return source
  }

  init(depthLimit: Int, isPrepared: Bool, keepsGlyphs: Bool, settlesHeights: Bool) {
    self.depthLimit = depthLimit
    textOptions = TextNodeOptions(keepsMeasurements: isPrepared, keepsGlyphs: keepsGlyphs, settlesHeights: settlesHeights)
  }

  /// `type` as a primitive view type, or nil when it is not one.
  func primitive(_ type: Any.Type) -> (any PrimitiveView.Type)? {
    let key = ObjectIdentifier(type)
    if let known = primitiveTypes[key] { return known }
    let found = type as? any PrimitiveView.Type
    primitiveTypes[key] = found
    return found
  }
}

/// A view the engine resolves to layout nodes itself, without asking for a body. A type
/// implements one of the two requirements: `makeNodes` when it builds its nodes as an array
/// anyway, `appendNodes` when it makes one node or passes its content's through (the views on
/// every path: modifiers, stacks, groups, `ForEach`, text, colors), which then costs no array
/// of its own.
protocol PrimitiveView {
  /// The view's nodes.
  func makeNodes(_ context: ResolveContext) -> [LayoutNode]
  /// Appends the view's nodes to `nodes`.
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode])
}

extension PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    appendNodes(context, to: &nodes)
    return nodes
  }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(contentsOf: makeNodes(context))
  }

  /// Appends the nodes of `view`, a value of this type passed as a type parameter that is the
  /// same type (the caller checked the conformance on the type).
  static func appendNodes<V>(of view: V, _ context: ResolveContext, to nodes: inout [LayoutNode]) {
    withUnsafePointer(to: view) { pointer in
      UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.appendNodes(context, to: &nodes)
    }
  }
}

/// Resolves any view to its layout nodes (zero, one or many: groups and ForEach yield many),
/// appended to `nodes`.
func resolve<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
  var inner = context
  inner.depth += 1
  guard inner.depth <= context.outcome.depthLimit else {
    context.outcome.depthLimitHit = true
    return
  }
  // Primitive views have no body (`Never`); only they are asked for their nodes, through their
  // type (the conformance is found on the type, without copying the view into an existential).
  if V.Body.self == Never.self, let primitive = context.outcome.primitive(V.self) {
    primitive.appendNodes(of: view, inner, to: &nodes)
    return
  }
  // The body sees the view's environment through `@Environment`.
  resolve(CurrentEnvironment.with(inner.environment) { view.body }, inner, into: &nodes)
}

/// Resolves any view to its layout nodes (zero, one or many: groups and ForEach yield many).
func resolve<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
  var nodes: [LayoutNode] = []
  resolve(view, context, into: &nodes)
  return nodes
}

/// Primitive views have no body; asking for it is a programming error.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}
