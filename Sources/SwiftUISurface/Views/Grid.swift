public import Foundation
public import LayoutCore

/// A grid of rows (`GridRow`) and full-width views, with columns as wide as their widest cells.
public struct Grid<Content: View>: View, PrimitiveView {
  let layout: GridLayout
  let content: Content

  /// A grid of `content`'s rows, aligning cells on `alignment`, with the spacings between columns and rows (8 when nil).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [GridContainerNode(kind: "Grid", layout: layout, rows: resolve(content, context))]
  }
}

/// One row of a `Grid`; its cells fill the columns from the leading edge.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content
  /// The name the row reports in the result (a form row reports its control's).
  var kind = "GridRow"

  /// `alignment`: the guide the row's cells align on (the grid's vertical alignment when nil).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(GridRowNode(cells: resolve(content, context), alignment: alignment, kind: kind))
  }
}

extension View {
  private func gridCell(_ change: @escaping (inout GridCellSettings) -> Void) -> ModifiedView<Self> {
    modified { node in
      change(&node.gridCell)
      return node
    }
  }

  /// The number of columns the cell spans (values below 1 count as 1, values above
  /// `GridLayout.maximumColumns` as that many).
  public func gridCellColumns(_ count: Int) -> some View {
    gridCell { $0.columns = min(max(count, 1), GridLayout.maximumColumns) }
  }

  /// The horizontal alignment of the cell's whole column. Set it on one cell per column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    gridCell { $0.columnAlignment = guide }
  }

  /// Places the cell at a unit point of its cell rectangle, overriding row and column alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    gridCell { $0.anchor = anchor }
  }

  /// Axes on which the cell takes the size the other cells need instead of asking for its own.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    gridCell { $0.unsizedAxes = axes }
  }
}
