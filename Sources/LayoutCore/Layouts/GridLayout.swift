public import Foundation

/// A row of a grid: its cells and the guide they align on. The grid fills in the column
/// geometry before it places the row.
final class GridRowNode: LayoutNode {
  let cells: [LayoutNode]
  let alignment: VerticalAlignment?
  /// Column offsets and widths for this row's cells (set by the grid for the current pass).
  var cellFrames: [(x: CGFloat, width: CGFloat)] = []
  var rowAlignment: VerticalAlignment = .center

  init(cells: [LayoutNode], alignment: VerticalAlignment?) {
    self.cells = cells
    self.alignment = alignment
    super.init(kind: "GridRow")
  }

  override var children: [LayoutNode] { cells }

  /// The row's vertical guide, through its first cell.
  override var guideLines: [GuideLine] {
    cells.first.flatMap { GuideLine.through($0, rowAlignment.key) }.map { [$0] } ?? []
  }

  /// Inside a grid a row is the rectangle the grid proposes; alone (outside a grid) it is as
  /// wide as its cells side by side and as tall as the tallest.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if !cellFrames.isEmpty, let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
      return CGSize(width: width, height: height)
    }
    let widths = cells.map { $0.size(ProposedViewSize(width: nil, height: proposal.height)) }
    return CGSize(width: widths.reduce(0) { $0 + $1.width }, height: widths.map(\.height).max() ?? 0)
  }

  /// Where each cell goes in a row of `height`, with the proposals they get: cells are proposed
  /// their cell rectangle and aligned like an HStack's children on the row's guide, then placed
  /// horizontally by the column alignment (or a cell's anchor).
  func arrange(height: CGFloat, columnAlignment: (Int) -> HorizontalAlignment) -> [(origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] {
    let guide = rowAlignment
    var results: [(origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = []
    var dimensions: [ViewDimensions] = []
    for (index, cell) in cells.enumerated() where index < cellFrames.count {
      dimensions.append(cell.dimensions(ProposedViewSize(width: cellFrames[index].width, height: height)))
    }
    let anchorLine = dimensions.indices.filter { cells[$0].gridCell.anchor == nil }.map { dimensions[$0][guide] }.max() ?? 0
    for (index, measured) in dimensions.enumerated() {
      let cell = cells[index]
      let frame = cellFrames[index]
      let proposal = ProposedViewSize(width: frame.width, height: height)
      var origin = CGPoint.zero
      if let anchor = cell.gridCell.anchor {
        origin.x = frame.x + anchor.x * (frame.width - measured.width)
        origin.y = anchor.y * (height - measured.height)
      } else {
        let box = ViewDimensions(size: CGSize(width: frame.width, height: height), source: nil)
        let horizontal = columnAlignment(index)
        origin.x = frame.x + box[horizontal] - measured[horizontal]
        origin.y = anchorLine - measured[guide]
      }
      results.append((origin, measured.size, proposal))
    }
    return results
  }

  var placedArrangement: [(origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = []

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    for (cell, placement) in zip(cells, placedArrangement) {
      cell.place(
        at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
        size: placement.size, proposal: placement.proposal)
    }
  }

  /// Baselines and custom guides of the row: the cells' values merged as a stack merges them.
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    guard !key.isEdgeOrCenter, !placedArrangement.isEmpty else { return nil }
    return key.combine(
      zip(cells, placedArrangement).map { cell, placement in
        cell.explicitAlignment(key, at: placement.size, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
      })
  }
}

/// Arranges rows of cells in columns: the `Layout` behind `Grid` (layout-rules §8).
///
/// Columns are as wide as their widest cell; flexible columns (whose cells can change width)
/// share what the fixed ones leave, least flexible first, each an equal share of the rest.
/// Rows work the same way vertically. Each row aligns its cells on its guide (the grid's vertical
/// alignment unless the `GridRow` names one), baselines included, and each column on its
/// horizontal alignment. Views that are not `GridRow`s span every column.
public struct GridLayout: Layout {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  /// Nil spacings use the default distance (8); NaN and infinite spacings count as nil.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = finite(horizontalSpacing)
    self.verticalSpacing = finite(verticalSpacing)
  }

  /// The most columns a grid has. Cells past the last column (because the spans before them
  /// add up to more) get no width; a span is limited to this many columns.
  public static let maximumColumns = 10_000

  struct Geometry {
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    var size: CGSize
  }

  /// One cell and the columns it covers (`first` may lie past the last column).
  struct Cell {
    var node: LayoutNode
    var first: Int
    var span: Int
  }

  /// The grid's structure, which depends only on its subviews: the cells of each row, the
  /// column count, and for each column the single-column cells that size it. Built once per
  /// set of subviews, so sizing a column reads its own cells only, whatever the spans.
  public struct Cache {
    var rows: [[Cell]]
    var columns: Int
    var sizingCells: [[LayoutNode]]
    var rowGuides: [VerticalAlignment?]
  }

  public func makeCache(subviews: Subviews) -> Cache {
    var columns = 0
    var rows: [[Cell]] = []
    var rowGuides: [VerticalAlignment?] = []
    for subview in subviews {
      guard let row = subview.node as? GridRowNode else {
        rows.append([])  // a full-width view; its cell is filled in below
        rowGuides.append(nil)
        continue
      }
      var column = 0
      var cells: [Cell] = []
      for cell in row.cells {
        let span = min(max(cell.gridCell.columns, 1), GridLayout.maximumColumns)
        cells.append(Cell(node: cell, first: column, span: span))
        column = min(column + span, GridLayout.maximumColumns + 1)
      }
      columns = max(columns, min(column, GridLayout.maximumColumns))
      rows.append(cells)
      rowGuides.append(row.alignment)
    }
    var sizingCells = [[LayoutNode]](repeating: [], count: columns)
    for (index, subview) in subviews.enumerated() {
      if rows[index].isEmpty && !(subview.node is GridRowNode) {
        rows[index] = [Cell(node: subview.node, first: 0, span: max(columns, 1))]
        continue
      }
      for cell in rows[index] where cell.span == 1 && cell.first < columns {
        sizingCells[cell.first].append(cell.node)
      }
    }
    return Cache(rows: rows, columns: columns, sizingCells: sizingCells, rowGuides: rowGuides)
  }

  /// Shares `available` among lanes with the given minimum and maximum lengths: fixed lanes take
  /// their length, flexible ones an equal share of the rest, least flexible first, each clamped
  /// by what its cells accept (`measure(lane, offered)`).
  private func share(
    _ available: CGFloat?, minimums: [CGFloat], maximums: [CGFloat], ideals: [CGFloat],
    measure: (Int, CGFloat) -> CGFloat
  ) -> [CGFloat] {
    guard let available else { return ideals }
    var lengths = maximums
    let flexible = minimums.indices.filter { maximums[$0] - minimums[$0] > 0 }
    var remaining = available
    for lane in minimums.indices where !flexible.contains(lane) { remaining -= maximums[lane] }
    let ordered = flexible.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
    var left = ordered.count
    for lane in ordered {
      let offered = max(remaining / CGFloat(left), 0)
      let length = measure(lane, offered)
      lengths[lane] = length
      remaining -= length
      left -= 1
    }
    return lengths
  }

  func geometry(_ proposal: ProposedViewSize, _ cache: Cache) -> Geometry {
    let columns = cache.columns
    let hGap = horizontalSpacing ?? ViewSpacing.defaultDistance
    let vGap = verticalSpacing ?? ViewSpacing.defaultDistance
    let rows = cache.rows

    // Columns, from the single-column cells that are sized horizontally.
    func columnWidth(_ column: Int, _ widthProposal: CGFloat?) -> CGFloat {
      var widest: CGFloat = 0
      for node in cache.sizingCells[column] where !node.gridCell.unsizedAxes.contains(.horizontal) {
        widest = max(widest, node.size(ProposedViewSize(width: widthProposal, height: nil)).width)
      }
      return widest
    }
    func widths(_ widthProposal: CGFloat?) -> [CGFloat] {
      (0..<columns).map { columnWidth($0, widthProposal) }
    }
    let columnAvailable = proposal.width.map { $0 - hGap * CGFloat(max(columns - 1, 0)) }
    let columnWidths = share(
      columnAvailable, minimums: widths(0), maximums: widths(.infinity), ideals: widths(nil),
      measure: columnWidth)
    let spans = SpanWidths(columnWidths: columnWidths, gap: hGap)

    // Rows: the union of the row's aligned cells for a height proposal.
    func rowHeight(_ index: Int, _ heightProposal: CGFloat?) -> CGFloat {
      let guide = cache.rowGuides[index] ?? alignment.vertical
      var low: CGFloat = 0
      var high: CGFloat = 0
      for cell in rows[index] where !cell.node.gridCell.unsizedAxes.contains(.vertical) {
        let width = spans.width(first: cell.first, span: cell.span)
        let measured = cell.node.dimensions(ProposedViewSize(width: width, height: heightProposal))
        let origin = -measured[guide]
        low = min(low, origin)
        high = max(high, origin + measured.height)
      }
      return high - low
    }
    let rowAvailable = proposal.height.map { $0 - vGap * CGFloat(max(rows.count - 1, 0)) }
    let rowHeights = share(
      rowAvailable, minimums: rows.indices.map { rowHeight($0, 0) },
      maximums: rows.indices.map { rowHeight($0, .infinity) },
      ideals: rows.indices.map { rowHeight($0, nil) }
    ) { row, offered in rowHeight(row, offered) }

    let width = columnWidths.reduce(0, +) + hGap * CGFloat(max(columns - 1, 0))
    let height = rowHeights.reduce(0, +) + vGap * CGFloat(max(rows.count - 1, 0))
    return Geometry(columnWidths: columnWidths, rowHeights: rowHeights, size: CGSize(width: width, height: height))
  }

  /// Widths of cells spanning several columns, from prefix sums of the column widths: the
  /// columns a cell covers and the gaps between them, in constant time whatever the span (0 for
  /// a cell that starts past the last column).
  struct SpanWidths {
    private var prefix: [CGFloat]
    private let gap: CGFloat

    init(columnWidths: [CGFloat], gap: CGFloat) {
      self.gap = gap
      prefix = [0]
      prefix.reserveCapacity(columnWidths.count + 1)
      for width in columnWidths { prefix.append(prefix[prefix.count - 1] + width) }
    }

    func width(first: Int, span: Int) -> CGFloat {
      let count = prefix.count - 1
      guard first < count else { return 0 }
      let last = first + min(span, count - first)
      return prefix[last] - prefix[first] + gap * CGFloat(last - first - 1)
    }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    geometry(proposal, cache).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let geometry = geometry(proposal, cache)
    let columns = geometry.columnWidths.count
    let spans = SpanWidths(columnWidths: geometry.columnWidths, gap: horizontalSpacing ?? ViewSpacing.defaultDistance)
    let hGap = horizontalSpacing ?? ViewSpacing.defaultDistance
    let vGap = verticalSpacing ?? ViewSpacing.defaultDistance
    var columnX: [CGFloat] = []
    var x: CGFloat = 0
    for width in geometry.columnWidths {
      columnX.append(x)
      x += width + hGap
    }
    // A column's alignment: the first cell that sets one, else the grid's.
    var columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: columns)
    for row in cache.rows.reversed() {
      for cell in row where cell.first < columns {
        if let set = cell.node.gridCell.columnAlignment { columnAlignments[cell.first] = set }
      }
    }
    var y = bounds.minY
    for (index, subview) in subviews.enumerated() {
      let height = geometry.rowHeights[index]
      let rowWidth = geometry.size.width
      if let row = subview.node as? GridRowNode {
        let cells = cache.rows[index]
        row.rowAlignment = cache.rowGuides[index] ?? alignment.vertical
        row.cellFrames = cells.map { cell in
          guard cell.first < columns else { return (rowWidth, 0) }
          return (columnX[cell.first], spans.width(first: cell.first, span: cell.span))
        }
        row.placedArrangement = row.arrange(height: height) { index in
          cells[index].first < columns ? columnAlignments[cells[index].first] : alignment.horizontal
        }
        subview.place(
          at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading,
          proposal: ProposedViewSize(width: rowWidth, height: height))
      } else {
        // A full-width row: proposed the grid's width and the row height, aligned in it.
        let rowProposal = ProposedViewSize(width: rowWidth, height: height)
        let measured = subview.dimensions(in: rowProposal)
        let origin = alignedOrigin(child: measured, in: CGSize(width: rowWidth, height: height), alignment: alignment)
        subview.place(at: CGPoint(x: bounds.minX + origin.x, y: y + origin.y), anchor: .topLeading, proposal: rowProposal)
      }
      y += height + vGap
    }
  }
}
