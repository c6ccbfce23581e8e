import Foundation

/// A node that keeps its answers: its size for each distinct proposal and its explicit guide
/// values for each guide, size and proposal, computed once per layout (and, in a prepared tree,
/// kept for the next). Every node type derives from it but Text, which keeps its measurements
/// by proposal and reads its guides from them (see `LayoutNode.size(_:)`).
///
/// The caches are `@exclusivity(unchecked)`, as the rest of a node's per-pass state: read and
/// written on every size query, and no access overlaps another.
package class CachingNode: LayoutNode {
  /// Guide values by query, made on the first value cached (most nodes never cache one).
  ///
  /// Owned by hand: counted once when made and let go in `deinit` or `releaseLayoutState`, and
  /// read without counting (`guideValue`). A placement pass reads a node's guides soon after the
  /// pass reached the node, when the cache is often not in the processor's cache yet, and the
  /// count's locked instruction stalled the loads around it.
  @exclusivity(unchecked) private var guideCache: Unmanaged<GuideCache>?
  @exclusivity(unchecked) private var sizeCache = SmallCache<ProposalKey, CGSize>()
  // (The one-byte fields last, in the room after the size cache's last byte.)
  /// The proposal's dimensions the node's answers do not depend on (a frame's fixed width or
  /// height): its caches keep one entry for every value of them, so that a stack's probes at 0,
  /// at infinity and at a share, which a fixed width answers alike, cost one entry.
  final var ignoredProposalAxes: Axis.Set = []
  /// Whether the node's own size and guide questions go through `unlimitedHeightAnswer`: it
  /// settles its height and reads the proposal's (a frame of fixed height ignores it: its
  /// entries are kept without it anyway).
  private lazy var answersFromUnlimitedHeight: Bool = settlesHeight && !ignoredProposalAxes.contains(.vertical)
  /// Whether the guide cache has outgrown its inline entries (noted as it grows, so that a
  /// prepared tree letting go of large caches after a layout need not read every node's).
  @exclusivity(unchecked) private var guideCacheIsLarge = false

  package init(kind: String, isModifier: Bool = false) {
    super.init(kind: kind, isModifier: isModifier, caches: true)
  }

  deinit { guideCache?.release() }

  /// The key a proposal's cache entries are kept under: ignored dimensions unspecified.
  private func cacheKey(_ proposal: ProposedViewSize) -> ProposalKey {
    guard !ignoredProposalAxes.isEmpty else { return ProposalKey(proposal) }
    return ProposalKey(
      ProposedViewSize(
        width: ignoredProposalAxes.contains(.horizontal) ? nil : proposal.width,
        height: ignoredProposalAxes.contains(.vertical) ? nil : proposal.height))
  }

  private final class GuideCache {
    @exclusivity(unchecked) private var values = SmallCache<GuideQuery, CGFloat?>()
    /// Read in place (reading `values` out of the object would copy the cache).
    func value(for query: GuideQuery) -> CGFloat?? { values.value(for: query) }
    func insert(_ value: CGFloat?, for query: GuideQuery) { values.insert(value, for: query) }
    var isSmall: Bool { values.isSmall }
  }

  /// A guide query by the guide's identity alone (no references), so that the cache's entries
  /// are plain bytes to copy and compare. A run-time guide is identified by its object, which the
  /// tree asking about it keeps alive.
  private struct GuideQuery: Hashable {
    var id: ObjectIdentifier
    var runtime: ObjectIdentifier?
    var axis: Axis
    var width: CGFloat
    var height: CGFloat
    var proposal: ProposalKey

    init(key: AlignmentKey, size: CGSize, proposal: ProposalKey) {
      id = ObjectIdentifier(key.id)
      runtime = key.runtime.map(ObjectIdentifier.init)
      axis = key.axis
      width = size.width
      height = size.height
      self.proposal = proposal
    }
  }

  /// `size(_:)` through the size cache.
  final func cachedSize(_ proposal: ProposedViewSize) -> CGSize {
    if proposal.height != nil, answersFromUnlimitedHeight, let unlimited = unlimitedHeightAnswer(proposal) { return unlimited.size }
    let key = cacheKey(proposal)
    if let cached = sizeCache.value(for: key) { return cached }
    measureCount += 1
    let size = sanitized(computeSize(proposal), for: proposal)
    sizeCache.insert(size, for: key)
    return size
  }

  /// `explicitAlignment(_:at:proposal:)` of a node that can have explicit guides, through the
  /// guide cache.
  final func cachedExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    // A height its unlimited answer fits in changes nothing for a node that settles its
    // height: its guides are those for no height limit, found or kept under that proposal.
    let unlimited = proposal.height != nil && answersFromUnlimitedHeight ? unlimitedHeightAnswer(proposal) : nil
    let query = GuideQuery(key: key, size: size, proposal: unlimited?.key ?? cacheKey(proposal))
    if let cached = guideValue(for: query) { return cached }
    let value = Self.explicitValue(computeExplicitAlignment(key, at: size, proposal: unlimited?.proposal ?? proposal))
    cacheGuide(value, for: query)
    return value
  }

  /// For a node that settles its height (`answersFromUnlimitedHeight`, which callers check
  /// first) and a proposal of a finite height: its answer for the same proposal with no height
  /// limit, when it has one cached whose height is at most the proposal's. The node answers the
  /// limited proposal with exactly that (size and guides), so a stack's placement pass, which
  /// proposes its own height to children sized with none, computes and stores nothing new for
  /// them.
  private func unlimitedHeightAnswer(_ proposal: ProposedViewSize) -> (size: CGSize, proposal: ProposedViewSize, key: ProposalKey)? {
    guard let height = proposal.height, height.isFinite else { return nil }
    let unlimited = ProposedViewSize(width: proposal.width, height: nil)
    let key = cacheKey(unlimited)
    guard let size = sizeCache.value(for: key), size.height <= height else { return nil }
    return (size, unlimited, key)
  }

  /// The cached value for a guide query (nil when none is cached; a cached nil is `.some(nil)`).
  @inline(__always)
  private func guideValue(for query: GuideQuery) -> CGFloat?? {
    guideCache?._withUnsafeGuaranteedRef { $0.value(for: query) }
  }

  private func cacheGuide(_ value: CGFloat?, for query: GuideQuery) {
    let cache = guideCache ?? .passRetained(GuideCache())
    guideCache = cache
    cache._withUnsafeGuaranteedRef { $0.insert(value, for: query) }
    if !guideCacheIsLarge, !cache._withUnsafeGuaranteedRef({ $0.isSmall }) { guideCacheIsLarge = true }
  }

  override final func rememberExplicitAlignment(
    _ value: CGFloat?, for key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize
  ) {
    guard explicitGuideAxes.contains(Axis.Set(key.axis)) else { return }
    let query = GuideQuery(key: key, size: size, proposal: cacheKey(proposal))
    if guideValue(for: query) == nil { cacheGuide(value, for: query) }
  }

  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    if !keepingSizes || !sizeCache.isSmall { sizeCache = SmallCache() }
    if let cache = guideCache, !keepingSizes || guideCacheIsLarge {
      guideCache = nil
      guideCacheIsLarge = false
      cache.release()
    }
  }
}
