public import Foundation
public import LayoutCore

extension View {
  /// Insets the view by a bar along its top or bottom edge: the bar and the content stacked,
  /// `spacing` apart (0 when nil), the bar on `alignment`. The bar's room is the content's safe
  /// area there: content that ignores it (`ignoresSafeArea()`, a shape-style `background`) and
  /// reaches that edge runs under the bar (layout-rules §6.9).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      content: self, bar: content(), edge: edge == .top ? .top : .bottom,
      layout: .vertical(VStackLayout(alignment: alignment, spacing: spacing ?? 0)))
  }

  /// Insets the view by a bar along its leading or trailing edge: the bar and the content side
  /// by side, `spacing` apart (0 when nil), the bar on `alignment`; content that ignores the safe
  /// area and reaches that edge runs under the bar (layout-rules §6.9).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      content: self, bar: content(), edge: edge == .leading ? .leading : .trailing,
      layout: .horizontal(HStackLayout(alignment: alignment, spacing: spacing ?? 0)))
  }

  /// SwiftUI's older spelling of `ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

/// A view with a bar along one edge (`safeAreaInset`): a stack of the bar and the view, in the
/// engine's `SafeAreaInsetNode`, which extends what ignores the safe area under the bar.
struct SafeAreaInsetView<Content: View, Bar: View>: View, PrimitiveView {
  enum StackLayout {
    case vertical(VStackLayout)
    case horizontal(HStackLayout)
  }

  let content: Content
  let bar: Bar
  let edge: Edge
  let layout: StackLayout

  var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let contentNodes = resolve(content, context)
    let barNodes = resolve(bar, context)
    let nodes = edge == .top || edge == .leading ? barNodes + contentNodes : contentNodes + barNodes
    let stack: LayoutNode
    switch layout {
    case .vertical(let layout): stack = ContainerNode(kind: "VStack", layout: layout, nodes: nodes)
    case .horizontal(let layout): stack = ContainerNode(kind: "HStack", layout: layout, nodes: nodes)
    }
    return [SafeAreaInsetNode(stack: stack, content: contentNodes, edge: edge)]
  }
}
