public import Foundation
public import LayoutCore

extension View {
  /// Insets the view by a bar placed along an edge: the bar and the content stacked (top and
  /// bottom) or side by side (leading and trailing), `spacing` apart (0 when nil). A layout has
  /// no safe area, so the bar takes its own room.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let bar = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { bar }
      self
      if edge == .bottom { bar }
    }
  }

  /// Insets the view by a bar placed along its leading or trailing edge: the bar and the content
  /// side by side, on `alignment`, `spacing` apart (0 when nil). A layout has no safe area, so
  /// the bar takes its own room.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let bar = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { bar }
      self
      if edge == .trailing { bar }
    }
  }

  /// SwiftUI's older spelling of `ignoresSafeArea(edges:)`: a layout has no safe area to ignore.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
