public import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
  /// How the item is sized.
  public enum Size: Hashable, Sendable {
    /// Exactly this long.
    case fixed(CGFloat)
    /// The share of the room it is given, limited to `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns (rows) of at least `minimum` as fit in its share, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How wide (or tall) the item's columns (rows) are.
  public var size: Size
  /// The space after the item (8 when nil, SwiftUI's default).
  public var spacing: CGFloat?
  /// How cells sit in the item (the grid's alignment when nil).
  public var alignment: Alignment?

  /// An item of `size`, with the space after it and the alignment of its cells.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The lengths of a lazy grid's columns (or rows) for the room it is offered, as SwiftUI
/// computes them (see `docs/layout-rules.md`, lazy grids):
///
/// 1. From the room take every spacing between items and every fixed item.
/// 2. In order, each other item is offered an equal share of what is left (what is left over
///    the number of non-fixed items still to size): a flexible item takes the share limited to
///    its minimum and maximum; an adaptive item splits its share into as many columns of at
///    least its minimum as fit with its spacing between them (at least one), each at most its
///    maximum. What an item takes leaves the rest to the items after it.
/// 3. The grid's length is the sum; and, as SwiftUI does, the columns are computed once more
///    with that sum as the room, which gives the final lengths.
package struct LazyGridTracks {
  struct Track: Equatable {
    var length: CGFloat
    /// The space after the track (0 after the last).
    var spacing: CGFloat
    var alignment: Alignment?
  }

  package static let defaultSpacing: CGFloat = 8

  /// An item's range as layout uses it: NaN and negative minimums count as 0, a NaN maximum as
  /// unlimited, and a maximum below the minimum as the minimum.
  static func sanitized(_ minimum: CGFloat, _ maximum: CGFloat) -> (CGFloat, CGFloat) {
    let low = minimum.isNaN ? 0 : min(max(minimum, 0), LayoutLimits.maximumLength)
    let high = maximum.isNaN ? .infinity : max(maximum, low)
    return (low, high)
  }

  static func tracks(_ items: [GridItem], room: CGFloat) -> [Track] {
    let first = pass(items, room: room)
    let total = first.reduce(0) { $0 + $1.length + $1.spacing }
    return pass(items, room: total)
  }

  private static func pass(_ items: [GridItem], room: CGFloat) -> [Track] {
    guard !items.isEmpty else { return [] }
    let spacings = items.dropLast().reduce(0) { $0 + ($1.spacing ?? defaultSpacing) }
    let fixed = items.reduce(CGFloat(0)) { total, item in
      if case .fixed(let length) = item.size { return total + (length.isNaN ? 0 : min(max(length, 0), LayoutLimits.maximumLength)) }
      return total
    }
    var left = max(room - spacings - fixed, 0)
    var open = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
    var tracks: [Track] = []
    for (index, item) in items.enumerated() {
      let spacing = index == items.count - 1 ? 0 : item.spacing ?? defaultSpacing
      switch item.size {
      case .fixed(let length):
        tracks.append(Track(length: length.isNaN ? 0 : min(max(length, 0), LayoutLimits.maximumLength), spacing: spacing, alignment: item.alignment))
      case .flexible(var minimum, var maximum):
        (minimum, maximum) = LazyGridTracks.sanitized(minimum, maximum)
        let share = open > 0 ? left / CGFloat(open) : 0
        let length = min(max(share, minimum), max(maximum, minimum))
        tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment))
        left = max(left - length, 0)
        open -= 1
      case .adaptive(var minimum, var maximum):
        (minimum, maximum) = LazyGridTracks.sanitized(minimum, maximum)
        let share = open > 0 ? left / CGFloat(open) : 0
        let inner = item.spacing ?? defaultSpacing
        // At least one column, at most `GridLayout.maximumColumns` (a tiny minimum in a huge
        // offer would otherwise ask for millions).
        let fitting = ((share + inner) / (max(minimum, 1) + max(inner, 0))).rounded(.down)
        let count = fitting.isFinite ? min(max(1, Int(min(fitting, Double(GridLayout.maximumColumns)))), GridLayout.maximumColumns) : 1
        let length = min(max((share - CGFloat(count - 1) * inner) / CGFloat(count), minimum), max(maximum, minimum))
        for column in 0..<count {
          tracks.append(Track(length: length, spacing: column == count - 1 ? spacing : inner, alignment: item.alignment))
        }
        left = max(left - (length * CGFloat(count) + CGFloat(count - 1) * inner), 0)
        open -= 1
      }
    }
    return tracks
  }
}

/// `LazyVGrid` and `LazyHGrid` on the `Layout` protocol: cells fill the columns (rows) in
/// order; each line of cells is as tall (wide) as its tallest (widest) cell, lines `spacing`
/// apart; a cell is offered its column's width (row's height) and placed in its cell by its
/// item's alignment, else the grid's.
package struct LazyGridLayout: Layout {
  let items: [GridItem]
  let isVertical: Bool
  let alignment: Alignment
  let spacing: CGFloat

  package init(items: [GridItem], isVertical: Bool, alignment: Alignment, spacing: CGFloat) {
    self.items = items
    self.isVertical = isVertical
    self.alignment = alignment
    self.spacing = spacing
  }

  func tracks(_ proposal: ProposedViewSize) -> [LazyGridTracks.Track] {
    let room = (isVertical ? proposal.width : proposal.height) ?? 0
    return LazyGridTracks.tracks(items, room: room.isFinite ? room : 0)
  }

  /// The lines of cells (indices) and the length of each line across the tracks.
  func lines(_ tracks: [LazyGridTracks.Track], subviews: Subviews) -> [(cells: Range<Int>, length: CGFloat)] {
    guard !tracks.isEmpty else { return [] }
    var lines: [(cells: Range<Int>, length: CGFloat)] = []
    var start = 0
    while start < subviews.count {
      let end = min(start + tracks.count, subviews.count)
      var length: CGFloat = 0
      for index in start..<end {
        let track = tracks[index - start]
        let size = subviews[index].sizeThatFits(
          isVertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length))
        length = max(length, isVertical ? size.height : size.width)
      }
      lines.append((start..<end, length))
      start = end
    }
    return lines
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let tracks = tracks(proposal)
    let across = tracks.reduce(0) { $0 + $1.length + $1.spacing }
    let lines = lines(tracks, subviews: subviews)
    let along = lines.reduce(0) { $0 + $1.length } + CGFloat(max(lines.count - 1, 0)) * spacing
    return isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let tracks = tracks(proposal)
    var along: CGFloat = 0
    for line in lines(tracks, subviews: subviews) {
      var across: CGFloat = 0
      for index in line.cells {
        let track = tracks[index - line.cells.lowerBound]
        let cell =
          isVertical
          ? CGRect(x: bounds.minX + across, y: bounds.minY + along, width: track.length, height: line.length)
          : CGRect(x: bounds.minX + along, y: bounds.minY + across, width: line.length, height: track.length)
        let cellProposal =
          isVertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
        let dimensions = subviews[index].dimensions(in: cellProposal)
        let align = track.alignment ?? alignment
        let box = ViewDimensions(size: cell.size, source: nil)
        let origin = CGPoint(
          x: cell.minX + box[align.horizontal] - dimensions[align.horizontal],
          y: cell.minY + box[align.vertical] - dimensions[align.vertical])
        subviews[index].place(at: origin, proposal: cellProposal)
        across += track.length + track.spacing
      }
      along += line.length + spacing
    }
  }
}
