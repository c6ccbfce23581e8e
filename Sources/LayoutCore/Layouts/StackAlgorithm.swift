import Foundation

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

  /// What the algorithm works out for one subview: its proposal, size and minor-axis guide
  /// value, and (for the major-axis share-out) its minimum, flexibility and priority. A buffer of
  /// these and one of indices are the only scratch memory a pass takes, both on the stack when
  /// small (`withUnsafeTemporaryAllocation`): a stack is sized several times per layout.
  struct Item {
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    var guide: CGFloat = 0
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
    /// The tallest size the subview answered while the stack was sized, probes included
    /// (infinity when one was NaN).
    var tallest: CGFloat = 0
  }

  /// A lane per subview with the gap before it (the first's is 0), for the stack's cache.
  func lanes(_ subviews: LayoutSubviews) -> [StackLayoutCache.Lane] {
    var lanes: [StackLayoutCache.Lane] = []
    lanes.reserveCapacity(subviews.count)
    for index in 0..<subviews.count {
      var gap: CGFloat = 0
      if index > 0 { gap = spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis) }
      lanes.append(StackLayoutCache.Lane(gap: gap))
    }
    return lanes
  }

  /// The stack's size for a proposal; the sizing is kept in the cache for placement.
  func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
    withItems(subviews.count) { items in
      let (size, lowest) = measure(proposal, subviews, cache: &cache, items: items)
      cache.remember(proposal, axis: axis, lowest: lowest, items: items)
      return size
    }
  }

  /// Runs `body` with room for `count` items, all initialized. (Inlined: the closure's context,
  /// made for a call, copied the algorithm and counted what it holds.)
  @inline(__always)
  private func withItems<R>(_ count: Int, _ body: (UnsafeMutableBufferPointer<Item>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: Item.self, capacity: count) { items in
      items.initialize(repeating: Item())
      return body(items)
    }
  }

  /// Sizes every subview (layout-rules §5.3), filling `items`, and returns the stack's size and
  /// the lowest minor-axis origin (the stack's minor edge, relative to the guide).
  private func measure(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache,
    items: UnsafeMutableBufferPointer<Item>
  ) -> (size: CGSize, lowest: CGFloat) {
    let count = subviews.count
    guard count > 0 else { return (.zero, 0) }
    let minor = proposal[axis.other]
    if let major = proposal[axis] {
      shareOut(major, minor: minor, subviews, cache: &cache, items: items)
    } else {
      for index in 0..<count { measure(index, ProposedViewSize(major: nil, minor: minor, axis: axis), subviews, items) }
    }

    // Minor axis: align on the guide; the stack is the union of the aligned frames and 0.
    var lowest: CGFloat = 0
    var highest: CGFloat = 0
    var length: CGFloat = 0
    for index in 0..<count {
      let origin = minorOrigin(items[index].guide)
      lowest = min(lowest, origin)
      highest = max(highest, origin + items[index].size[axis.other])
      // Summed in the order placement walks them, so the size and the last origin agree exactly.
      length += cache.lanes[index].gap
      length += items[index].size[axis]
    }
    return (CGSize(major: length, minor: highest - lowest, axis: axis), lowest)
  }

  /// Sizes one subview for `proposal`, recording it in its item.
  private func measure(
    _ index: Int, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ items: UnsafeMutableBufferPointer<Item>
  ) {
    let dimensions = subviews[index].dimensions(in: proposal)
    let (size, guide) = (dimensions.size, dimensions.value(minorGuide))
    record(index, proposal, size: size, guide: guide, items)
  }

  /// Records subview `index`'s answer for `proposal` in its item.
  @inline(__always)
  private func record(
    _ index: Int, _ proposal: ProposedViewSize, size: CGSize, guide: CGFloat, _ items: UnsafeMutableBufferPointer<Item>
  ) {
    items[index].proposal = proposal
    items[index].size = size
    items[index].guide = guide
    items[index].tallest = taller(items[index].tallest, size.height)
  }

  /// The larger height, infinity when either is NaN (a sizing that cannot be reused).
  private func taller(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
    a.isNaN || b.isNaN ? .infinity : max(a, b)
  }

  /// Shares `major` out among the subviews: in groups of equal priority, highest first, least
  /// flexible first inside a group, each offered an equal share of what is left.
  ///
  /// Each subview's minimum and flexibility come from its sizes at 0 and with no limit along
  /// the axis (the probes), which depend on the minor proposal alone: they are kept in the cache
  /// (`StackLayoutCache.lanes`) and asked again only for another minor proposal, so that a stack
  /// sized at several lengths (a nested stack's own probes, a resized form's rows) asks its
  /// subviews once.
  private func shareOut(
    _ major: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, cache: inout StackLayoutCache,
    items: UnsafeMutableBufferPointer<Item>
  ) {
    let count = subviews.count
    // (The cache is made from the same subviews: a lane each, read below without a check.)
    precondition(cache.lanes.count == count, "a stack's cache has a lane per subview")
    if !cache.hasProbes(for: minor) {
      for index in 0..<count {
        let subview = subviews[index]
        let (lowSize, highSize, priority, ignoresMajor) = (
          subview.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis)),
          subview.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis)), subview.priority,
          subview._ignoredProposalAxes.contains(Axis.Set(axis))
        )
        cache.lanes[index].noteProbes(
          minimum: lowSize[axis], maximum: highSize[axis], tallest: taller(lowSize.height, highSize.height),
          priority: priority, ignoresMajor: ignoresMajor)
      }
      cache.noteProbes(for: minor)
    }
    var gaps: CGFloat = 0
    cache.lanes.withUnsafeBufferPointer { lanes in
      for index in 0..<count {
        gaps += lanes[index].gap
        items[index].tallest = lanes[index].tallest
        items[index].minimum = lanes[index].minimum
        items[index].flexibility = lanes[index].flexibility
        items[index].priority = lanes[index].priority
      }
    }
    // A subview whose answers do not depend on its length along the axis (a frame of fixed
    // width in a row) answers its share as it did in a kept sizing with this minor proposal:
    // it is not asked again (a resized form's row reads its label's frame from its own lanes).
    let kept = cache.keptSizing(minor: minor, axis: axis)
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
      var order = buffer
      _ = order.initialize(from: 0..<count)
      order.sort { a, b in
        let (first, second) = (items[a], items[b])
        if first.priority != second.priority { return first.priority > second.priority }
        if first.flexibility != second.flexibility {
          // NaN flexibilities sort last; otherwise least flexible first.
          if first.flexibility.isNaN { return false }
          if second.flexibility.isNaN { return true }
          return first.flexibility < second.flexibility
        }
        if first.flexibility == .infinity && first.minimum != second.minimum { return first.minimum > second.minimum }
        return a < b
      }
      var remaining = major - gaps
      // Reserve the minimum of every child outside the first priority group.
      let firstPriority = items[order[0]].priority
      for index in order where items[index].priority != firstPriority { remaining -= items[index].minimum }
      var position = 0
      while position < count {
        let priority = items[order[position]].priority
        var end = position
        while end < count && items[order[end]].priority == priority { end += 1 }
        if position > 0 {
          for index in order[position..<end] { remaining += items[index].minimum }
        }
        var left = end - position
        for index in order[position..<end] {
          let share = max(remaining / CGFloat(left), 0)
          let proposal = ProposedViewSize(major: share.isNaN ? 0 : share, minor: minor, axis: axis)
          if let kept, cache.lanes[index].ignoresMajor {
            let sized = cache.lanes[index][sizing: kept]
            record(index, proposal, size: sized.size, guide: sized.guide, items)
          } else {
            measure(index, proposal, subviews, items)
          }
          let taken = items[index].size[axis]
          if !taken.isNaN { remaining -= taken }
          left -= 1
        }
        position = end
      }
    }
  }

  /// A subview's minor-axis origin relative to the guide (0 when the guide is NaN).
  private func minorOrigin(_ guide: CGFloat) -> CGFloat {
    let origin = -guide
    return origin.isNaN ? 0 : origin
  }

  /// Places the subviews for the stack's final bounds: the minor proposal is replaced by the
  /// stack's own minor size when it was unspecified (layout-rules §5.3, placement pass).
  ///
  /// When the stack was sized for the proposal it places with (kept in `cache`), that sizing is
  /// used as it is, rather than asking every subview again: placement would ask the same
  /// questions and get the same answers (a node's answers for a proposal do not change while its
  /// layout state is kept). Likewise for a row sized with no height limit and placed with a
  /// height, when every subview settles its height (`LayoutNode.settlesHeight`) and answered no
  /// taller than that: each then answers the limited proposals as the unlimited ones.
  func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackLayoutCache) {
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
    if let (sizing, index) = cache.sizing(placedWith: placing), cache.lanes.count == subviews.count {
      let minor = placing[axis.other]
      cache.lanes.withUnsafeBufferPointer { lanes in
        place(in: bounds, subviews: subviews, lanes: lanes, lowest: sizing.lowest, count: lanes.count) { position in
          let sized = lanes[position][sizing: index]
          return (ProposedViewSize(major: sized.major, minor: minor, axis: axis), sized.size, sized.guide)
        }
      }
      return
    }
    withItems(subviews.count) { items in
      let lowest = measure(placing, subviews, cache: &cache, items: items).lowest
      cache.lanes.withUnsafeBufferPointer { lanes in
        place(in: bounds, subviews: subviews, lanes: lanes, lowest: lowest, count: items.count) {
          (items[$0].proposal, items[$0].size, items[$0].guide)
        }
      }
    }
  }

  /// Places the subviews one after another along the axis, each with its proposal, size and
  /// minor-axis guide.
  @inline(__always)
  private func place(
    in bounds: CGRect, subviews: LayoutSubviews, lanes: UnsafeBufferPointer<StackLayoutCache.Lane>, lowest: CGFloat, count: Int,
    item: (Int) -> (proposal: ProposedViewSize, size: CGSize, guide: CGFloat)
  ) {
    var cursor: CGFloat = 0
    for index in 0..<count {
      let (proposal, size, guide) = item(index)
      cursor += index < lanes.count ? lanes[index].gap : 0
      var origin = CGPoint.zero
      origin[axis] = cursor
      origin[axis.other] = minorOrigin(guide) - lowest
      subviews[index]._place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), size: size, proposal: proposal)
      cursor += size[axis]
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
