public import Foundation
public import LayoutCore

/// Flexible space that grows along its stack's axis (both axes outside a stack).
public struct Spacer: View, PrimitiveView {
  /// The least length the spacer takes; nil means the default spacing, 8.
  public var minLength: CGFloat?
  /// A spacer at least `minLength` long (8 when nil).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) { nodes.append(SpacerNode(minLength: minLength)) }
}

/// A thin line between views: 1 point across its stack's axis, filling the other.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [DividerNode(kind: "Divider")] }
}

/// A view that arranges its content with a `Layout`.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let kind: String
  let content: Content
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let container = ContainerNode.make(kind: kind, layout: layout, nodes: resolve(content, context))
    container.isRightToLeft = context.environment.layoutDirection == .rightToLeft
    return [container]
  }
}

extension Layout {
  /// Uses the layout as a container: `MyLayout() { ... }`.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
    LayoutView(layout: self, kind: String(describing: Self.self), content: content())
  }
}

/// A row of views aligned on a vertical guide.
public struct HStack<Content: View>: View, PrimitiveView {
  let layout: HStackLayout
  let content: Content
  /// NaN and infinite spacings count as nil (per-pair default spacing).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(ContainerNode(kind: "HStack", layout: layout, nodes: resolve(content, context)))
  }
}

/// A column of views aligned on a horizontal guide.
public struct VStack<Content: View>: View, PrimitiveView {
  let layout: VStackLayout
  let content: Content
  /// NaN and infinite spacings count as nil (per-pair default spacing).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(ContainerNode(kind: "VStack", layout: layout, nodes: resolve(content, context)))
  }
}

/// Views layered on top of each other, aligned on both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
  let layout: ZStackLayout
  let content: Content
  /// A stack of `content`'s views, back to front, aligned on `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(ContainerNode(kind: "ZStack", layout: layout, nodes: resolve(content, context)))
  }
}
