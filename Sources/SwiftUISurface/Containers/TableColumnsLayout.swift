package import Foundation
package import LayoutCore

/// The width a table column asks for.
package struct TableColumnWidth: Hashable, Sendable {
  package var fixed: CGFloat?
  package var min: CGFloat?
  package var ideal: CGFloat?
  package var max: CGFloat?

  package init(fixed: CGFloat? = nil, min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
    self.fixed = fixed
    self.min = min
    self.ideal = ideal
    self.max = max
  }
}

/// The cells of a table, row by row (the header first), in columns whose widths follow the
/// columns' specifications.
package struct TableColumnsLayout: Layout {
  let widths: [TableColumnWidth]
  let padding: EdgeInsets

  package init(widths: [TableColumnWidth], padding: EdgeInsets) {
    self.widths = widths
    self.padding = padding
  }

  private var horizontalPadding: CGFloat { padding.leading + padding.trailing }
  private var verticalPadding: CGFloat { padding.top + padding.bottom }

  /// Each column's width for an offered width (nil: each its ideal).
  private func columnWidths(_ offered: CGFloat?, _ subviews: Subviews) -> [CGFloat] {
    let count = widths.count
    func ideal(_ column: Int) -> CGFloat {
      if let fixed = widths[column].fixed { return fixed }
      if let ideal = widths[column].ideal { return ideal }
      var widest: CGFloat = 0
      var index = column
      while index < subviews.count {
        widest = max(widest, subviews[index].sizeThatFits(.unspecified).width)
        index += count
      }
      return widest + horizontalPadding
    }
    guard let offered, offered.isFinite else { return (0..<count).map(ideal) }
    var result = widths.map { $0.fixed }
    let flexible = (0..<count).filter { result[$0] == nil }
    var left = max(offered - result.compactMap { $0 }.reduce(0, +), 0)
    var open = flexible
    // Share what is left equally; a column held by its min or max takes that and leaves the rest
    // to the others.
    while !open.isEmpty {
      let share = left / CGFloat(open.count)
      let held = open.filter { column in
        (widths[column].min.map { share < $0 } ?? false) || (widths[column].max.map { share > $0 } ?? false)
      }
      if held.isEmpty {
        for column in open { result[column] = share }
        break
      }
      for column in held {
        let width = min(max(share, widths[column].min ?? 0), widths[column].max ?? .infinity)
        result[column] = width
        left = max(left - width, 0)
      }
      open.removeAll { held.contains($0) }
    }
    return result.map { $0 ?? 0 }
  }

  /// Each row's height for the columns' widths.
  private func rowHeights(_ columns: [CGFloat], _ subviews: Subviews) -> [CGFloat] {
    let count = max(widths.count, 1)
    return stride(from: 0, to: subviews.count, by: count).map { start in
      (start..<min(start + count, subviews.count)).map { index in
        subviews[index].sizeThatFits(ProposedViewSize(width: max(columns[index - start] - horizontalPadding, 0), height: nil)).height
      }.max().map { $0 + verticalPadding } ?? 0
    }
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !widths.isEmpty else { return .zero }
    let columns = columnWidths(proposal.width, subviews)
    return CGSize(width: proposal.width ?? columns.reduce(0, +), height: rowHeights(columns, subviews).reduce(0, +))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !widths.isEmpty else { return }
    let columns = columnWidths(bounds.width, subviews)
    let heights = rowHeights(columns, subviews)
    var y = bounds.minY
    for (row, height) in heights.enumerated() {
      var x = bounds.minX
      for column in columns.indices {
        let index = row * columns.count + column
        guard index < subviews.count else { break }
        subviews[index].place(
          at: CGPoint(x: x + padding.leading, y: y + padding.top),
          proposal: ProposedViewSize(width: max(columns[column] - horizontalPadding, 0), height: nil))
        x += columns[column]
      }
      y += height
    }
  }
}
