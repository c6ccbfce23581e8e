public import Foundation
public import LayoutCore

/// A grid that grows downward: `columns` across, cells filling them row by row (all cells are
/// built: a layout has no viewport).
public struct LazyVGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `columns`, rows as many as its content needs, `spacing` apart (8 when nil).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      items: columns, isVertical: true, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing ?? LazyGridTracks.defaultSpacing)
    self.content = content()
  }

  public var body: some View { LayoutView(layout: layout, kind: "LazyVGrid", content: content) }
}

/// A grid that grows to the right: `rows` down, cells filling them column by column.
public struct LazyHGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `rows`, columns as many as its content needs, `spacing` apart (8 when nil).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      items: rows, isVertical: false, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing ?? LazyGridTracks.defaultSpacing)
    self.content = content()
  }

  public var body: some View { LayoutView(layout: layout, kind: "LazyHGrid", content: content) }
}
