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
    let (size, guide) = subviews.sizeAndGuide(at: index, proposal, minorGuide)
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
        let (lowSize, highSize, priority, ignoresMajor) = subviews.withNode(at: index) { node in
          (
            node.size(ProposedViewSize(major: 0, minor: minor, axis: axis)),
            node.size(ProposedViewSize(major: .infinity, minor: minor, axis: axis)), node.priority,
            node.ignoredAxes.contains(Axis.Set(axis))
          )
        }
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
      subviews.place(index, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), size: size, proposal: proposal)
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

  /// A lane per subview, with the gaps between neighbours (which depend only on the subviews).
  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    StackLayoutCache(lanes: algorithm.lanes(subviews), subviews: subviews, axis: algorithm.axis)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
    algorithm.run(proposal, subviews, cache: &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }
}

/// What `HStackLayout` and `VStackLayout` keep between calls: the gap before each subview, its
/// answers to the share-out's probes, and the stack's two latest sizings, which placement
/// reuses (`StackAlgorithm.place`).
///
/// Everything kept of one subview sits together, in one list (`lanes`): a row sized or placed
/// reads its subviews' gaps, probes and sizes one after the other, and one list of a row's few
/// subviews is fewer lines for the processor to fetch than a list of each (a resized form reads
/// every row's, long after the last layout pushed them out of its cache).
public struct StackLayoutCache: Sendable {
  /// Each subview's gap, probes and place in the two kept sizings.
  var lanes: [Lane]
  /// Whether the stack is a row whose subviews all settle their heights
  /// (`LayoutNode.settlesHeight`), so that a sizing without a height limit can place it with one
  /// (worked out for rows alone: a column's children are not asked).
  let rowSettlesHeights: Bool
  /// The minor proposal the lanes' probes answer; nil until they have been asked
  /// (`StackAlgorithm.shareOut`).
  private var probedMinor: CGFloat?? = nil
  /// The two kept sizings' own numbers (their subviews' are in the lanes, `Lane.sized`), and
  /// which one is the latest: a prepared form laid out at two widths in turn places each row
  /// with the sizing of either.
  private var sizings: (Sizing?, Sizing?) = (nil, nil)
  private var latest = 0

  /// What the stack keeps of one subview: the gap before it; once the share-out has asked, its
  /// length at 0 and its flexibility (its length with no limit, less that) along the axis, its
  /// priority and the taller of the two answers' heights; and its place in each kept sizing.
  struct Lane: Sendable {
    var gap: CGFloat
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
    var tallest: CGFloat = 0
    /// Whether the subview's answers do not depend on its proposed length along the axis
    /// (`CachingNode.ignoredProposalAxes`), noted with the probes.
    var ignoresMajor = false
    /// The subview's answers in kept sizings 0 and 1.
    var sized: (Sized, Sized) = (Sized(), Sized())

    /// Keeps the subview's answers to the probes: its lengths along the axis at 0 (`minimum`)
    /// and with no limit (`maximum`), and the taller of the two answers' heights.
    mutating func noteProbes(minimum: CGFloat, maximum: CGFloat, tallest: CGFloat, priority: Double, ignoresMajor: Bool) {
      self.minimum = minimum
      flexibility = maximum - minimum
      self.tallest = tallest
      self.priority = priority
      self.ignoresMajor = ignoresMajor
    }

    subscript(sizing index: Int) -> Sized {
      get { index == 0 ? sized.0 : sized.1 }
      set {
        if index == 0 { sized.0 = newValue } else { sized.1 = newValue }
      }
    }
  }

  /// A subview's size, its minor-axis guide and the major-axis length it was proposed in a
  /// sizing (its minor proposal is the stack's).
  struct Sized: Sendable {
    var size = CGSize.zero
    var guide: CGFloat = 0
    /// The major-axis length, NaN for none (never proposed: a share is never NaN), which keeps
    /// the entry at 32 bytes rather than 40 (two per subview of every stack).
    private var storedMajor = CGFloat.nan
    var major: CGFloat? { storedMajor.isNaN ? nil : storedMajor }

    init() {}
    init(size: CGSize, guide: CGFloat, major: CGFloat?) {
      self.size = size
      self.guide = guide
      storedMajor = major ?? .nan
    }
  }

  /// A kept sizing's proposal, its lowest minor-axis origin and the tallest answer of any
  /// subview, probes included (infinity when one was NaN).
  struct Sizing: Sendable {
    var proposal: ProposedViewSize
    var lowest: CGFloat
    var tallest: CGFloat
  }

  /// Whether the lanes hold the probes for the minor proposal `minor` (a NaN one is never
  /// known).
  func hasProbes(for minor: CGFloat?) -> Bool { probedMinor == .some(minor) }

  /// Notes that the lanes hold the probes for `minor`.
  mutating func noteProbes(for minor: CGFloat?) { probedMinor = .some(minor) }

  init(lanes: [Lane], subviews: LayoutSubviews, axis: Axis) {
    self.lanes = lanes
    rowSettlesHeights = axis == .horizontal && subviews.allSatisfy { $0.node.settlesHeight }
  }

  private func sizing(_ index: Int) -> Sizing? { index == 0 ? sizings.0 : sizings.1 }

  /// The index of the first kept sizing, the latest first, that `matches`.
  private func keptIndex(where matches: (Sizing) -> Bool) -> Int? {
    if let kept = sizing(latest), matches(kept) { return latest }
    if let kept = sizing(1 - latest), matches(kept) { return 1 - latest }
    return nil
  }

  /// A kept sizing made with the minor proposal `minor` (the latest first), whose answers from
  /// subviews that ignore their major-axis length hold for any share.
  func keptSizing(minor: CGFloat?, axis: Axis) -> Int? {
    guard !(minor?.isNaN ?? false) else { return nil }
    return keptIndex { $0.proposal[axis.other] == minor }
  }

  /// Keeps a sizing in place of the earlier one, or of the latest when that was for the same
  /// proposal (written into the lanes: a stack sized again allocates nothing).
  mutating func remember(
    _ proposal: ProposedViewSize, axis: Axis, lowest: CGFloat, items: UnsafeMutableBufferPointer<StackAlgorithm.Item>
  ) {
    guard items.count == lanes.count else {
      sizings = (nil, nil)
      return
    }
    let index = sizing(latest)?.proposal == proposal ? latest : 1 - latest
    var tallest: CGFloat = 0
    lanes.withUnsafeMutableBufferPointer { lanes in
      for position in 0..<items.count {
        let item = items[position]
        lanes[position][sizing: index] = Sized(size: item.size, guide: item.guide, major: item.proposal[axis])
        // Never NaN: `taller` makes a NaN height infinity.
        tallest = max(tallest, item.tallest)
      }
    }
    let kept = Sizing(proposal: proposal, lowest: lowest, tallest: tallest)
    if index == 0 { sizings.0 = kept } else { sizings.1 = kept }
    latest = index
  }

  /// A kept sizing that placing with `placing` would repeat, and which of the two it is (its
  /// subviews' answers are `Lane[sizing:]`): one for that proposal, or, for a row placed with a
  /// finite height (`rowSettlesHeights`), one for the same width and no height limit whose
  /// subviews answered no taller than that height.
  func sizing(placedWith placing: ProposedViewSize) -> (sizing: Sizing, index: Int)? {
    func repeats(_ sizing: Sizing) -> Bool {
      if sizing.proposal == placing { return true }
      guard rowSettlesHeights, let height = placing.height, height.isFinite else { return false }
      return sizing.proposal.height == nil && sizing.proposal.width == placing.width && sizing.tallest <= height
    }
    return keptIndex(where: repeats).map { (sizing($0)!, $0) }
  }
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

  /// A lane per subview, with the gaps between neighbours (which depend only on the subviews).
  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    StackLayoutCache(lanes: algorithm.lanes(subviews), subviews: subviews, axis: algorithm.axis)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
    algorithm.run(proposal, subviews, cache: &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
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
