public import Foundation

/// Arranges rows of cells in columns: the `Layout` behind `Grid` (layout-rules §8).
///
/// Columns are as wide as their widest cell; flexible columns (whose cells can change width)
/// share what the fixed ones leave, least flexible first, each an equal share of the rest.
/// Rows work the same way vertically. Each row aligns its cells on its guide (the grid's vertical
/// alignment unless the `GridRow` names one), baselines included, and each column on its
/// horizontal alignment. Views that are not `GridRow`s span every column, and the grid is at
/// least as wide as the widest of them (proposed the grid's width).
public struct GridLayout: Layout {
  /// How cells sit in their column and row when smaller than them.
  public var alignment: Alignment
  /// The space between columns (8 when nil).
  public var horizontalSpacing: CGFloat?
  /// The space between rows (8 when nil).
  public var verticalSpacing: CGFloat?

  /// Nil spacings use the default distance (8); NaN and infinite spacings count as nil.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = finite(horizontalSpacing)
    self.verticalSpacing = finite(verticalSpacing)
  }

  /// A grid's guides are its cells' merged.
  public var _mergesSubviewGuidesOnly: Bool { true }

  /// The most columns a grid has. Cells past the last column (because the spans before them
  /// add up to more) get no width; a span is limited to this many columns.
  public static let maximumColumns = 10_000

  struct Geometry {
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    var size: CGSize
  }

  /// One cell (or full-width view) and the columns it covers (`first` may lie past the last
  /// column); `index` is its position among the grid's subviews.
  struct Cell {
    var node: LayoutNode
    var index: Int
    var first: Int
    var span: Int
  }

  /// The grid's structure, which depends only on its subviews: the cells of each row (a
  /// full-width view is its row's only cell), the column count, and for each column the
  /// single-column cells that size it; and, after placement, each row's rectangle (relative to
  /// the bounds) for the rows to report. Built once per set of subviews, so sizing a column reads
  /// its own cells only, whatever the spans.
  public struct Cache {
    var rows: [[Cell]]
    var fullWidth: [Bool]
    var columns: Int
    var sizingCells: [[LayoutNode]]
    var rowGuides: [VerticalAlignment?]
    var rowFrames: [CGRect] = []
    /// The geometry last computed, for the proposal it answers (placing reuses sizing's).
    var lastGeometry: (proposal: ProposedViewSize, geometry: Geometry)?
  }

  /// The columns, rows and size for a proposal, computed once per proposal in a row.
  private func geometry(_ proposal: ProposedViewSize, _ cache: inout Cache) -> Geometry {
    if let last = cache.lastGeometry, last.proposal == proposal { return last.geometry }
    let computed = geometry(proposal, cache)
    cache.lastGeometry = (proposal, computed)
    return computed
  }

  public func makeCache(subviews: Subviews) -> Cache {
    // Rows in order; a subview without a grid position (a grid used through AnyLayout) is a
    // full-width row of its own.
    var rows: [[Cell]] = []
    var fullWidth: [Bool] = []
    var rowGuides: [VerticalAlignment?] = []
    var nextColumn: [Int] = []
    var rowOfPosition: [Int: Int] = [:]
    for index in subviews.indices {
      let node = subviews[index].node
      let position = node.gridPosition
      let isFullWidth = position?.isFullWidth ?? true
      let row: Int
      if let position, !isFullWidth, let known = rowOfPosition[position.row] {
        row = known
      } else {
        row = rows.count
        rows.append([])
        fullWidth.append(isFullWidth)
        rowGuides.append(position?.rowAlignment)
        nextColumn.append(0)
        if let position, !isFullWidth { rowOfPosition[position.row] = row }
      }
      let span = isFullWidth ? 0 : min(max(node.gridCell.columns, 1), GridLayout.maximumColumns)
      rows[row].append(Cell(node: node, index: index, first: nextColumn[row], span: span))
      nextColumn[row] = min(nextColumn[row] + span, GridLayout.maximumColumns + 1)
    }
    let columns = zip(nextColumn, fullWidth).map { $1 ? 0 : min($0, GridLayout.maximumColumns) }.max() ?? 0
    var sizingCells = [[LayoutNode]](repeating: [], count: columns)
    for row in rows.indices {
      if fullWidth[row] {
        rows[row][0].span = max(columns, 1)
        continue
      }
      for cell in rows[row] where cell.span == 1 && cell.first < columns {
        sizingCells[cell.first].append(cell.node)
      }
    }
    return Cache(rows: rows, fullWidth: fullWidth, columns: columns, sizingCells: sizingCells, rowGuides: rowGuides)
  }

  /// A grid's own spacing: its full-width views' preferences, and a plain view's for its rows of
  /// cells.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing()
    for row in cache.rows.indices {
      result.formUnion(cache.fullWidth[row] ? cache.rows[row][0].node.spacing : .leaf)
    }
    return result
  }

  /// Shares `available` among lanes with the given minimum and maximum lengths: fixed lanes take
  /// their length, flexible ones an equal share of the rest, least flexible first, each clamped
  /// by what its cells accept (`measure(lane, offered)`). With nothing available the lanes take
  /// their ideal lengths. The lengths are asked for only when used: a grid offered no height
  /// measures no row at zero or infinite height, and one offered a width no column at its ideal.
  private func share(
    _ available: CGFloat?, minimums: () -> [CGFloat], maximums: () -> [CGFloat], ideals: () -> [CGFloat],
    measure: (Int, CGFloat) -> CGFloat
  ) -> [CGFloat] {
    guard let available else { return ideals() }
    let minimums = minimums()
    let maximums = maximums()
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
      columnAvailable, minimums: { widths(0) }, maximums: { widths(.infinity) }, ideals: { widths(nil) },
      measure: columnWidth)
    let spans = SpanWidths(columnWidths: columnWidths, gap: hGap)
    // The grid is as wide as its columns, or as its widest full-width row (proposed the grid's
    // width) when that is wider: a row of one view outside any `GridRow` shows whole.
    var width = columnWidths.reduce(0, +) + hGap * CGFloat(max(columns - 1, 0))
    for row in rows.indices where cache.fullWidth[row] {
      let node = rows[row][0].node
      guard !node.gridCell.unsizedAxes.contains(.horizontal) else { continue }
      width = max(width, node.size(ProposedViewSize(width: proposal.width, height: nil)).width)
    }

    // Rows: the union of the row's aligned cells for a height proposal.
    func rowHeight(_ index: Int, _ heightProposal: CGFloat?) -> CGFloat {
      let guide = cache.rowGuides[index] ?? alignment.vertical
      var low: CGFloat = 0
      var high: CGFloat = 0
      for cell in rows[index] where !cell.node.gridCell.unsizedAxes.contains(.vertical) {
        let width = cache.fullWidth[index] ? width : spans.width(first: cell.first, span: cell.span)
        let measured = cell.node.dimensions(ProposedViewSize(width: width, height: heightProposal))
        let origin = -measured[guide]
        low = min(low, origin)
        high = max(high, origin + measured.height)
      }
      return high - low
    }
    let rowAvailable = proposal.height.map { $0 - vGap * CGFloat(max(rows.count - 1, 0)) }
    let rowHeights = share(
      rowAvailable, minimums: { rows.indices.map { rowHeight($0, 0) } },
      maximums: { rows.indices.map { rowHeight($0, .infinity) } },
      ideals: { rows.indices.map { rowHeight($0, nil) } }
    ) { row, offered in rowHeight(row, offered) }

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
    geometry(proposal, &cache).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let geometry = geometry(proposal, &cache)
    let columns = geometry.columnWidths.count
    let hGap = horizontalSpacing ?? ViewSpacing.defaultDistance
    let vGap = verticalSpacing ?? ViewSpacing.defaultDistance
    let spans = SpanWidths(columnWidths: geometry.columnWidths, gap: hGap)
    var columnX: [CGFloat] = []
    var x: CGFloat = 0
    for width in geometry.columnWidths {
      columnX.append(x)
      x += width + hGap
    }
    // A column's alignment: the first cell that sets one, else the grid's.
    var columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: columns)
    for row in cache.rows.indices.reversed() where !cache.fullWidth[row] {
      for cell in cache.rows[row] where cell.first < columns {
        if let set = cell.node.gridCell.columnAlignment { columnAlignments[cell.first] = set }
      }
    }
    let rowWidth = geometry.size.width
    var rowFrames: [CGRect] = []
    var y = bounds.minY
    for row in cache.rows.indices {
      let height = geometry.rowHeights[row]
      rowFrames.append(CGRect(x: 0, y: y - bounds.minY, width: rowWidth, height: height))
      if cache.fullWidth[row] {
        // A full-width row: proposed the grid's width and the row height, aligned in it.
        let subview = subviews[cache.rows[row][0].index]
        let rowProposal = ProposedViewSize(width: rowWidth, height: height)
        let measured = subview.dimensions(in: rowProposal)
        var origin = alignedOrigin(child: measured, in: CGSize(width: rowWidth, height: height), alignment: alignment)
        // On a text baseline the row's baseline is the view's own: it sits at the row's top, as
        // the one cell of a row would.
        if alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline { origin.y = 0 }
        subview.place(at: CGPoint(x: bounds.minX + origin.x, y: y + origin.y), anchor: .topLeading, proposal: rowProposal)
      } else {
        // Cells are proposed their cell rectangle and aligned like an HStack's children on the
        // row's guide, then placed horizontally by the column alignment (or a cell's anchor).
        let guide = cache.rowGuides[row] ?? alignment.vertical
        let cells = cache.rows[row]
        let frames = cells.map { cell -> (x: CGFloat, width: CGFloat) in
          cell.first < columns ? (columnX[cell.first], spans.width(first: cell.first, span: cell.span)) : (rowWidth, 0)
        }
        let dimensions = zip(cells, frames).map { cell, frame in
          subviews[cell.index].dimensions(in: ProposedViewSize(width: frame.width, height: height))
        }
        let anchorLine = dimensions.indices.filter { cells[$0].node.gridCell.anchor == nil }.map { dimensions[$0][guide] }.max() ?? 0
        for (position, cell) in cells.enumerated() {
          let measured = dimensions[position]
          let frame = frames[position]
          var origin = CGPoint.zero
          if let anchor = cell.node.gridCell.anchor {
            origin.x = frame.x + anchor.x * (frame.width - measured.width)
            origin.y = anchor.y * (height - measured.height)
          } else {
            let box = ViewDimensions(size: CGSize(width: frame.width, height: height), source: nil)
            let horizontal = cell.first < columns ? columnAlignments[cell.first] : alignment.horizontal
            origin.x = frame.x + box[horizontal] - measured[horizontal]
            origin.y = anchorLine - measured[guide]
          }
          subviews[cell.index].place(
            at: CGPoint(x: bounds.minX + origin.x, y: y + origin.y), anchor: .topLeading,
            proposal: ProposedViewSize(width: frame.width, height: height))
        }
      }
      y += height + vGap
    }
    cache.rowFrames = rowFrames
  }
}
