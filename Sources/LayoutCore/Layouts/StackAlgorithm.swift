public import Foundation

/// The algorithm HStack and VStack share, with the axes swapped (layout-rules §5.3).
///
/// Children are sized along the major axis in groups of equal layout priority, highest first;
/// inside a group, least flexible (max size - min size) first, each offered an equal share of
/// what is left after spacing and the minimum sizes of the lower groups. Every child gets the
/// stack's minor proposal. On the minor axis children align on the guide and the stack takes the
/// union of their aligned frames (which includes 0), so alignment can grow the stack.
struct StackAlgorithm {
  var axis: Axis
  var minorGuide: AlignmentKey
  var spacing: CGFloat?

  struct Result {
    var size: CGSize
    /// Offsets from the stack's origin, and the proposal each child was sized for.
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
  }

  /// The gaps before each subview (the first is 0); the stacks keep them in their cache.
  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var gaps = [CGFloat](repeating: 0, count: subviews.count)
    guard subviews.count > 1 else { return gaps }
    for index in 1..<subviews.count {
      if let spacing {
        gaps[index] = spacing
      } else {
        gaps[index] = subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
      }
    }
    return gaps
  }

  func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> Result {
    let count = subviews.count
    guard count > 0 else {
      return Result(size: .zero, origins: [], proposals: [], sizes: [])
    }
    let internalSpacing = gaps.reduce(0, +)
    let minor = proposal[axis.other]
    var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
    var dimensions = [ViewDimensions?](repeating: nil, count: count)

    if let major = proposal[axis] {
      var minimums = [CGFloat](repeating: 0, count: count)
      var flexibility = [CGFloat](repeating: 0, count: count)
      for index in 0..<count {
        let subview = subviews[index]
        let low = subview.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
        let high = subview.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
        minimums[index] = low
        flexibility[index] = high - low
      }
      let priorities = (0..<count).map { subviews[$0].priority }
      let order = (0..<count).sorted { a, b in
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        if flexibility[a] != flexibility[b] {
          // NaN flexibilities sort last; otherwise least flexible first.
          if flexibility[a].isNaN { return false }
          if flexibility[b].isNaN { return true }
          return flexibility[a] < flexibility[b]
        }
        if flexibility[a] == .infinity && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
        return a < b
      }
      var remaining = major - internalSpacing
      // Reserve the minimum of every child outside the first priority group.
      let firstPriority = priorities[order[0]]
      for index in order where priorities[index] != firstPriority { remaining -= minimums[index] }
      var position = 0
      while position < order.count {
        let priority = priorities[order[position]]
        var end = position
        while end < order.count && priorities[order[end]] == priority { end += 1 }
        if position > 0 {
          for index in order[position..<end] { remaining += minimums[index] }
        }
        var left = end - position
        for index in order[position..<end] {
          let share = max(remaining / CGFloat(left), 0)
          let childProposal = ProposedViewSize(major: share.isNaN ? 0 : share, minor: minor, axis: axis)
          proposals[index] = childProposal
          let measured = subviews[index].dimensions(in: childProposal)
          dimensions[index] = measured
          let taken = measured.size[axis]
          if !taken.isNaN { remaining -= taken }
          left -= 1
        }
        position = end
      }
    } else {
      for index in 0..<count {
        let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
        proposals[index] = childProposal
        dimensions[index] = subviews[index].dimensions(in: childProposal)
      }
    }

    // Minor axis: align on the guide; the stack is the union of the aligned frames and 0.
    var lowest: CGFloat = 0
    var highest: CGFloat = 0
    var minorOrigins = [CGFloat](repeating: 0, count: count)
    for index in 0..<count {
      let measured = dimensions[index]!
      let origin = -measured.value(minorGuide)
      minorOrigins[index] = origin.isNaN ? 0 : origin
      lowest = min(lowest, minorOrigins[index])
      highest = max(highest, minorOrigins[index] + measured.size[axis.other])
    }
    var origins: [CGPoint] = []
    origins.reserveCapacity(count)
    var cursor: CGFloat = 0
    for index in 0..<count {
      cursor += gaps[index]
      var origin = CGPoint.zero
      origin[axis] = cursor
      origin[axis.other] = minorOrigins[index] - lowest
      origins.append(origin)
      cursor += dimensions[index]!.size[axis]
    }
    return Result(
      size: CGSize(major: cursor, minor: highest - lowest, axis: axis), origins: origins,
      proposals: proposals, sizes: dimensions.map { $0!.size })
  }

  /// Places the subviews for the stack's final bounds: the minor proposal is replaced by the
  /// stack's own minor size when it was unspecified (layout-rules §5.3, placement pass).
  func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, gaps: [CGFloat]) {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
    let result = run(placing, subviews, gaps: gaps)
    for index in 0..<subviews.count {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + result.origins[index].x, y: bounds.minY + result.origins[index].y),
        proposal: result.proposals[index])
    }
  }

  /// A stack's own spacing: its first child's leading edge, its last child's trailing edge and
  /// every child's cross-axis edges.
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
    let leadingEdges: Edge.Set = axis == .horizontal ? .leading : .top
    let trailingEdges: Edge.Set = axis == .horizontal ? .trailing : .bottom
    let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing()
    result.formUnion(first.spacing, edges: leadingEdges)
    result.formUnion(last.spacing, edges: trailingEdges)
    for subview in subviews { result.formUnion(subview.spacing, edges: crossEdges) }
    return result
  }
}

/// Arranges subviews in a row: the `Layout` behind `HStack`.
public struct HStackLayout: Layout {
  /// The guide the subviews align on vertically.
  public var alignment: VerticalAlignment
  /// The distance between neighbours; nil picks a distance per pair.
  public var spacing: CGFloat?

  /// NaN and infinite spacings are treated as nil (per-pair defaults); negative spacings overlap
  /// the subviews, as in SwiftUI.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = finite(spacing)
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, minorGuide: alignment.key, spacing: spacing) }

  /// The gaps between neighbours, which depend only on the subviews.
  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    StackLayoutCache(gaps: algorithm.gaps(subviews))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
    algorithm.run(proposal, subviews, gaps: cache.gaps).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews, gaps: cache.gaps)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }
}

/// What `HStackLayout` and `VStackLayout` keep between calls: the gap before each subview.
public struct StackLayoutCache: Sendable {
  var gaps: [CGFloat]
}

/// Arranges subviews in a column: the `Layout` behind `VStack`.
public struct VStackLayout: Layout {
  /// The guide the subviews align on horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between neighbours; nil picks a distance per pair.
  public var spacing: CGFloat?

  /// NaN and infinite spacings are treated as nil (per-pair defaults); negative spacings overlap
  /// the subviews, as in SwiftUI.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = finite(spacing)
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, minorGuide: alignment.key, spacing: spacing) }

  /// The gaps between neighbours, which depend only on the subviews.
  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    StackLayoutCache(gaps: algorithm.gaps(subviews))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
    algorithm.run(proposal, subviews, gaps: cache.gaps).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews, gaps: cache.gaps)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }
}

/// Overlays subviews, aligned on both axes: the `Layout` behind `ZStack`.
///
/// Every subview gets the stack's proposal. Only the subviews with the highest layout priority
/// count toward alignment and size; the stack is the union of their aligned frames.
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let top = subviews.map(\.priority).max() ?? 0
    let dimensions = subviews.map { $0.dimensions(in: proposal) }
    var anchorX = -CGFloat.infinity
    var anchorY = -CGFloat.infinity
    for (index, measured) in dimensions.enumerated() where subviews[index].priority == top {
      anchorX = max(anchorX, measured[alignment.horizontal])
      anchorY = max(anchorY, measured[alignment.vertical])
    }
    var origins = dimensions.map {
      CGPoint(x: anchorX - $0[alignment.horizontal], y: anchorY - $0[alignment.vertical])
    }
    var union: CGRect? = nil
    for (index, measured) in dimensions.enumerated() where subviews[index].priority == top {
      let frame = CGRect(origin: origins[index], size: measured.size)
      union = union.map { $0.union(frame) } ?? frame
    }
    let bounds = union ?? .zero
    for index in origins.indices {
      origins[index].x -= bounds.minX
      origins[index].y -= bounds.minY
    }
    return (bounds.size, origins)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let origins = arrange(proposal, subviews).origins
    for (index, origin) in origins.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
    }
  }
}
