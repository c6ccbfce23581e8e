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
  /// Set when content was dropped for being nested too deeply.
  let depthLimitHit = UncheckedBox(false)

  init(environment: EnvironmentValues) {
    self.environment = environment
  }
}

/// A view the engine resolves to layout nodes itself, without asking for a body.
protocol PrimitiveView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

/// Resolves any view to its layout nodes (zero, one or many: groups and ForEach yield many).
func resolve<V: View>(_ view: V, _ context: ResolveContext) -> [LayoutNode] {
  var inner = context
  inner.depth += 1
  guard inner.depth <= LayoutEngine.maximumDepth else {
    context.depthLimitHit.value = true
    return []
  }
  if let primitive = view as? any PrimitiveView { return primitive.makeNodes(inner) }
  return resolve(view.body, inner)
}

/// Primitive views have no body; asking for it is a programming error.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}
