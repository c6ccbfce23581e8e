public import LayoutCore

/// The container whose background `containerBackground(_:for:)` sets: a widget, a navigation
/// stack or split view, a tab view.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation stack's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A navigation split view's background.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A tab view's background.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
  /// The background of the container the view is the content of, drawn as the view's own
  /// background: the container is the view's frame when the view fills it, as a widget's
  /// content does (paint only; a gradient paints as one).
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    background(style)
  }

  /// A view as the background of the container the view is the content of, drawn behind the
  /// view as `background(alignment:content:)` draws it.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }
}
