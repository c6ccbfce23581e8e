import Foundation

/// A row of a grid: a grouping of cells in the result tree. Inside a `Grid` the cells are the
/// grid's own subviews, sized and placed by `GridLayout`; the row only reports the rectangle the
/// grid gave it (its frame), its guide line and the baselines of its placed cells. Alone (outside
/// a grid) it is as wide as its cells side by side and as tall as the tallest, and places nothing.
package final class GridRowNode: CachingNode {
  let cells: [LayoutNode]
  let alignment: VerticalAlignment?
  /// The guide the row's cells align on: its own, or the grid's (set when a grid is built).
  var resolvedAlignment: VerticalAlignment

  package init(cells: [LayoutNode], alignment: VerticalAlignment?, kind: String = "GridRow") {
    self.cells = cells
    self.alignment = alignment
    resolvedAlignment = alignment ?? .center
    super.init(kind: kind)
  }

  override var children: [LayoutNode] { cells }

  /// The row's vertical guide, through its first cell.
  override func appendGuideLines(to lines: inout [GuideLine]) {
    if let line = cells.first.flatMap({ GuideLine.through($0, resolvedAlignment.key) }) { lines.append(line) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let widths = cells.map { $0.size(ProposedViewSize(width: nil, height: proposal.height)) }
    return CGSize(width: widths.reduce(0) { $0 + $1.width }, height: widths.map(\.height).max() ?? 0)
  }

  override func computeExplicitGuideAxes() -> Axis.Set { cells.reduce([]) { $0.union($1.explicitGuideAxes) } }

  /// The cells were placed by the grid.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {}

  override var mayMergeChildValues: Bool { true }

  /// `computeExplicitAlignment` adds each placed cell's explicit value and its `origin.y` (the
  /// cell's value in the result) and subtracts the row's.
  override func childValuesMergeAsPlaced() -> Bool {
    guard hasExplicitGuides, frame != nil else { return false }
    return cells.allSatisfy { cell in cell.frame.map { $0.minY == $0.origin.y } ?? true }
  }

  /// Baselines and custom guides of the row: its placed cells' values, merged as a stack merges
  /// them, relative to the row's frame.
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard !key.isEdgeOrCenter, let frame else { return nil }
    return key.combine(
      cells.map { cell -> CGFloat? in
        guard let placed = cell.frame else { return nil }
        return cell.explicitAlignment(key, at: placed.size, proposal: cell.placedProposal ?? ProposedViewSize(placed.size))
          .map { $0 + placed.origin[key.axis] - frame.origin[key.axis] }
      })
  }
}

/// Where a layout subview of a grid belongs: a cell of row `row`, or a full-width view that is
/// row `row` by itself.
struct GridPosition {
  var row: Int
  var isFullWidth: Bool
  /// The row's own guide (`GridRow(alignment:)`), if it names one.
  var rowAlignment: VerticalAlignment?
}

/// The node of a `Grid`: its result children are the rows (GridRow nodes and full-width views);
/// its layout subviews are the cells of every row and the full-width views, each tagged with
/// its row, so that `GridLayout` sizes and places cells itself. After placement the rows take
/// the rectangles the layout kept in its cache.
package final class GridContainerNode: ContainerNode<GridLayout> {
  let rows: [LayoutNode]

  package init(kind: String, layout: GridLayout, rows: [LayoutNode]) {
    self.rows = rows
    var subviews: [LayoutNode] = []
    for (index, row) in rows.enumerated() {
      if let gridRow = row as? GridRowNode {
        gridRow.resolvedAlignment = gridRow.alignment ?? layout.alignment.vertical
        for cell in gridRow.cells {
          cell.gridPosition = GridPosition(row: index, isFullWidth: false, rowAlignment: gridRow.alignment)
          subviews.append(cell)
        }
      } else {
        row.gridPosition = GridPosition(row: index, isFullWidth: true, rowAlignment: nil)
        subviews.append(row)
      }
    }
    super.init(kind: kind, layout: layout, nodes: subviews)
  }

  /// The grid merges its cells, which are not its result children (the rows are): it is asked.
  override var mayMergeChildValues: Bool { false }
  override func childValuesMergeAsPlaced() -> Bool { false }
  override var asksPastChildren: Bool { true }

  override var placesResultChildren: Bool { false }
  override var children: [LayoutNode] { rows }
  package override var childCount: Int { rows.count }
  package override func child(at index: Int) -> LayoutNode { rows[index] }
  override func childReference(at index: Int) -> Unmanaged<LayoutNode> { .passUnretained(rows[index]) }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    super.placeChildren(in: bounds, proposal: proposal, observer: observer)
    let frames = withCache { $0.rowFrames }
    for (index, row) in rows.enumerated() where row is GridRowNode && index < frames.count {
      let frame = frames[index].offsetBy(dx: bounds.minX, dy: bounds.minY)
      row.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(frame.size))
    }
  }
}
