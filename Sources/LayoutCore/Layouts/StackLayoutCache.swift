import Foundation

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
