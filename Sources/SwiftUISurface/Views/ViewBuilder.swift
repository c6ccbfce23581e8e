import LayoutCore

/// Builds views from the statements of a closure: several children, `if`/`else`, optionals and
/// `ForEach`.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Inlinable, as `TupleView`'s initializer is, so that a view's body packs its children
  /// with its own types known (not through run-time type metadata).
  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .first(first))
  }

  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .second(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views built by one closure.
public struct TupleView<each Content: View>: View, PrimitiveView {
  @usableFromInline let content: (repeat each Content)
  @inlinable init(_ content: repeat each Content) { self.content = (repeat each content) }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    repeat resolve(each content, context, into: &nodes)
  }
}

/// One of two views, chosen by an `if`/`else`.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    switch storage {
    case .first(let view): resolve(view, context, into: &nodes)
    case .second(let view): resolve(view, context, into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    if let self { resolve(self, context, into: &nodes) }
  }
}

/// A view with no content; it takes no space and no place in stacks.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {}
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
  private let resolver: (ResolveContext, inout [LayoutNode]) -> Void

  /// Erases `view`'s type; it lays out as `view` does.
  public init<V: View>(_ view: V) {
    if V.self == AnyView.self {
      resolver = unsafeBitCast(view, to: AnyView.self).resolver
    } else {
      resolver = { resolve(view, $0, into: &$1) }
    }
  }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) { resolver(context, &nodes) }
}

/// Groups views without a layout of its own: its children go to the enclosing container, and
/// modifiers on the group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  /// A group of `content`'s views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) { resolve(content, context, into: &nodes) }
}

/// Views computed from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content
  /// For `ForEach(subviews:)`: makes the views where the `ForEach` is resolved (its data is
  /// the subviews, known only there).
  var resolver: ((ResolveContext, inout [LayoutNode]) -> Void)? = nil

  /// A view per element of `data`, identified by the element's `id` key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    if let resolver { return resolver(context, &nodes) }
    CurrentEnvironment.with(context.environment) {
      let tagsElements = context.environment.tagsForEachElements
      for element in data {
        let start = nodes.count
        resolve(content(element), context, into: &nodes)
        // A picker's options: each element's views are tagged with its id.
        guard tagsElements else { continue }
        for index in start..<nodes.count where nodes[index].viewTag == nil {
          nodes[index] = ViewTag.node(AnyHashable(element[keyPath: id]), around: nodes[index])
        }
      }
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
