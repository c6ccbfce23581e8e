package import Foundation

/// A color or a shape: takes the proposed size, 10 on an unspecified axis.
package final class FillNode: CachingNode {
  package var paint: Paint
  /// A custom shape's own sizing (`Shape.sizeThatFits`), instead of taking the proposal.
  let sizing: ((ProposedViewSize) -> CGSize)?

  package init(kind: String, paint: Paint, sizing: ((ProposedViewSize) -> CGSize)? = nil) {
    self.paint = paint
    self.sizing = sizing
    super.init(kind: kind)
  }

  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  package override var childCount: Int { 0 }
  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? { .paint(paint) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let sizing {
      // A size the shape computed: NaN or negative lengths are 0, huge ones the length limit.
      let size = sizing(proposal)
      func clamp(_ length: CGFloat) -> CGFloat { length.isNaN ? 0 : min(max(length, 0), LayoutLimits.maximumLength) }
      return CGSize(width: clamp(size.width), height: clamp(size.height))
    }
    let size = proposal.replacingUnspecifiedDimensions()
    // An infinite proposal is answered with the largest finite size it could mean: the
    // proposal itself stays infinite for flexibility probes; layout never places infinite
    // frames because stacks offer finite shares.
    return size
  }
}

/// A Spacer: grows along its stack's axis (both axes outside stacks), at least `minLength`,
/// zero across; sized after every other view (priority -infinity).
package final class SpacerNode: CachingNode {
  let minLength: CGFloat

  /// A nil, NaN or negative minLength becomes the default spacing, 8; one above
  /// `LayoutLimits.maximumLength` (infinity included) becomes that limit.
  package init(minLength: CGFloat?) {
    let value = minLength ?? ViewSpacing.defaultDistance
    self.minLength = value.isNaN || value < 0 ? ViewSpacing.defaultDistance : min(value, LayoutLimits.maximumLength)
    super.init(kind: "Spacer")
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    func along(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minLength) }
    switch stackAxis {
    case .horizontal: return CGSize(width: along(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(proposal.height))
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }

  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  package override var childCount: Int { 0 }
  override var priority: Double { -.infinity }
  override func computeSpacing() -> ViewSpacing { .spacer(axis: stackAxis) }
  override var isSpacer: Bool { true }
}

/// A Divider: a 1-point line across its stack's axis, filling the other axis.
package final class DividerNode: CachingNode {
  /// The line's color; nil draws nothing (the line keeps its place).
  let color: Color?

  package init(kind: String, color: Color? = .gray) {
    self.color = color
    super.init(kind: kind)
    // In a grid a divider takes the width the other cells need and asks for none of its own, as
    // SwiftUI's does (a full-width row of a divider does not widen the grid).
    gridCell.unsizedAxes = .horizontal
  }

  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  package override var childCount: Int { 0 }
  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? {
    color.map { .paint(Paint(shape: .rectangle, fill: $0)) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if stackAxis == .horizontal {
      return CGSize(width: 1, height: proposal.height ?? 10)
    }
    return CGSize(width: proposal.width ?? 10, height: 1)
  }
}

/// A fixed-size placeholder (used for `Image(systemName:)`).
package final class FixedLeafNode: CachingNode {
  let fixed: CGSize
  /// What it draws, if anything.
  let paint: Paint?
  package init(kind: String, size: CGSize, paint: Paint? = nil) {
    fixed = size
    self.paint = paint
    super.init(kind: kind)
  }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { fixed }
  override func computeExplicitGuideAxes() -> Axis.Set { [] }
  package override var childCount: Int { 0 }
  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? { paint.map { .paint($0) } }
}

/// What a layout asks of every text in its tree.
package struct TextNodeOptions {
  /// Whether the tree is laid out again and again (`LayoutEngine.prepare`): texts then keep
  /// their measurements from one layout to the next.
  var keepsMeasurements: Bool
  /// Whether the result keeps texts' glyph recipes (`LayoutEngine.retainsGlyphs`).
  var keepsGlyphs: Bool
  /// Whether texts settle their heights (`LayoutNode.settlesHeight`).
  var settlesHeights: Bool

  package init(keepsMeasurements: Bool, keepsGlyphs: Bool, settlesHeights: Bool) {
    self.keepsMeasurements = keepsMeasurements
    self.keepsGlyphs = keepsGlyphs
    self.settlesHeights = settlesHeights
  }
}

/// A Text: measured through the environment's `TextMeasuring`; reports its first and last
/// baselines as explicit guides and text-aware spacing.
package final class TextNode: LayoutNode {
  let string: String
  /// The style, color and measurer (shared with the tree's other texts of the same look and
  /// measurer).
  let source: TextSource
  /// The style and color (shared with the result).
  var look: TextLook { source.look }
  var style: TextStyle { look.style }
  /// What the measurer prepared for this text (font, shaping), made with the first measurement.
  ///
  /// A prepared tree (`keepsMeasurements`) keeps it for all its layouts. A tree laid out once
  /// holds it weakly: all of a large form's texts are measured before any is placed, and their
  /// shaping together would outweigh the tree, so it lives as long as the measurer's cache keeps
  /// it, and a text measured again after that prepares again.
  private var prepared: (any AnyObject & Sendable)? {
    if keepsMeasurements {
      if hasKeptPreparation { return keptPreparation }
    } else if let known = recentPreparation {
      return known
    }
    let made = source.prepare(string, style: style)
    if keepsMeasurements {
      keptPreparation = made
      hasKeptPreparation = true
    } else {
      recentPreparation = made
    }
    return made
  }
  private weak var recentPreparation: (any AnyObject & Sendable)?
  /// What the measurer prepared, in a prepared tree (valid once `hasKeptPreparation`: the
  /// measurer may prepare nothing).
  private var keptPreparation: (any AnyObject & Sendable)? = nil
  /// Measurements by proposal, in the order they were made (a text gets a handful: a stack's
  /// probes at 0 and infinity, its share, the placement), searched linearly.
  /// Unchecked for exclusive access, as `LayoutNode`'s caches are: read on every size and
  /// baseline query, and no access overlaps another.
  @exclusivity(unchecked) private var measurements: [Measurement] = []

  /// A measurement and the proposal it was made for, as plain numbers: an unlimited dimension
  /// (unspecified or infinite, which mean the same for text) is infinity, so that a search
  /// compares numbers rather than optionals. The measured size and whether a line was cut off
  /// sit beside the proposal, for the searches; the rest is in the record, which the result
  /// shares.
  private struct Measurement {
    var width: CGFloat
    var height: CGFloat
    var size: CGSize
    var serial: Int32
    var isTruncated: Bool
    var record: MeasurementRecord
  }

  /// What the questions asked most read of the newest measurement, kept in the node itself
  /// (`newest`, refreshed whenever the list changes): its index, proposal, size, baselines,
  /// serial and whether it has warnings.
  ///
  /// A text is asked most often about the measurement it was just given (its stack's share,
  /// and once placed, the size, baselines and warnings the result reads). A resized form's text
  /// was placed with a measurement made while its row was sized, long before: reading it in the
  /// list was one more fetch from memory, after the node's own, in each pass, and a label in a
  /// fixed-width frame, measured once, never needs its list again.
  private struct Newest {
    /// The index in the list; -1 when there is no measurement.
    var index: Int32 = -1
    var serial: Int32 = 0
    var width = CGFloat.nan
    var height = CGFloat.nan
    var size = CGSize.zero
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0
    var hasWarnings = false
    /// The record, held by the list (`unowned(unsafe)`: no count of its own, the list's entry
    /// outliving this copy, which is refreshed with every change to the list).
    unowned(unsafe) var record: MeasurementRecord? = nil
  }
  @exclusivity(unchecked) private var newest = Newest()

  /// Copies the newest measurement's numbers into `newest` (after any change to the list).
  private func noteNewest() {
    guard let index = measurements.indices.last else {
      newest = Newest()
      return
    }
    measurements.withUnsafeBufferPointer { entries in
      let entry = entries.baseAddress! + index
      newest = Newest(
        index: Int32(index), serial: entry.pointee.serial, width: entry.pointee.width, height: entry.pointee.height,
        size: entry.pointee.size, firstBaseline: entry.pointee.record.measured.firstBaseline,
        lastBaseline: entry.pointee.record.measured.lastBaseline,
        hasWarnings: !entry.pointee.record.measured.warnings.isEmpty, record: entry.pointee.record)
    }
  }

  /// The size of the measurement at `index` (from `newest` when it is the newest).
  @inline(__always)
  private func measuredSize(_ index: Int) -> CGSize {
    index == Int(newest.index) ? newest.size : measurements[index].size
  }
  // What a text of a prepared tree keeps from layout to layout, in the node itself (a separate
  // object was one more cache miss for each text in every result of a large form).
  /// The serial number of the next measurement: which measurement a result reported (an index
  /// moves when an older measurement goes).
  private var nextSerial: Int32 = 0
  /// The measurement (serial; -1 for none) and proposal of the content the last result
  /// reported, so that the next result keeps that content when the text was placed the same
  /// way.
  private var reportedSerial: Int32 = -1
  private var reportedProposal = ProposalKey(.unspecified)
  private var hasKeptPreparation = false
  /// Whether measurements outlive a layout (in a prepared tree, `LayoutEngine.prepare`): they
  /// depend on the text and the proposal alone, so the next layout asks again only for new
  /// proposals. At most `keptMeasurements` are kept.
  let keepsMeasurements: Bool
  static let keptMeasurements = 6
  /// Whether measurements keep the measurer's glyph layout (`MeasuredText.glyphRecipe`): not
  /// when the result will not (`LayoutEngine.retainsGlyphs` off), so that what the measurer
  /// attached for drawing is let go at once rather than held by the tree.
  let keepsGlyphs: Bool

  /// Whether a measurement made at one width holds for every width from its own width up to
  /// the width it was made at (see `TextMeasuring`): true unless the text may tighten or shrink
  /// to fit, which a narrower width could change without cutting it off, or the measurer says
  /// its lines depend on the exact width.
  private lazy var keepsLinesAcrossWidths =
    !style.allowsTightening && style.minimumScaleFactor >= 1 && source.measurementsHoldAcrossWidths

  /// The index in `measurements` of the measurement for a proposal, if there is one. Lookups go
  /// by index so that reading a size or a baseline copies no measurement (a copy retains its
  /// lines, warnings and glyph layout).
  private func cachedIndex(_ proposal: ProposedViewSize) -> Int? {
    let width = proposal.width ?? .infinity
    let height = proposal.height ?? .infinity
    // The newest first, on its own: a text is most often asked again about the proposal it was
    // just measured for, or, once placed, about that width with the height of its row, which
    // the measurement with no height limit answers when it fits (below); looking at the newest
    // alone reads one entry of the list, the others sitting in other cache lines.
    if newest.index >= 0, newest.width == width,
      newest.height == height || (newest.height == .infinity && newest.size.height <= height)
    {
      return Int(newest.index)
    }
    // Then the others, oldest first: a stack's probes at 0 and with no limit, asked again in
    // every sizing, are a prepared text's first measurements, so the search reads fewer entries
    // (a proposal has at most one measurement, so the order changes nothing else).
    for index in measurements.indices where measurements[index].width == width && measurements[index].height == height {
      return index
    }
    // A height the unlimited measurement fits in changes nothing (the `TextMeasuring`
    // contract): a stack placing a row it measured with no height limit measures no text again,
    // and the answer is not stored twice.
    if height != .infinity {
      for index in measurements.indices where measurements[index].width == width && measurements[index].height == .infinity {
        if measurements[index].size.height <= height { return index }
        break
      }
    }
    // Nor does a width between the lines' widest and the width they were broken for, when no
    // line was cut off (the `TextMeasuring` contract): a text measured with no width limit
    // answers every width it fits in on one line, and a wrapped text every narrower width its
    // lines still fit in.
    guard width != .infinity, keepsLinesAcrossWidths else { return nil }
    for index in measurements.indices {
      let size = measurements[index].size
      guard size.width <= width, width <= measurements[index].width, !measurements[index].isTruncated else { continue }
      if heightAnswers(index, height) { return index }
    }
    return nil
  }

  /// Whether the measurement at `index` answers a proposal's height (infinity for no limit): it
  /// was made for that height, or with no height limit and fits in it.
  @inline(__always)
  private func heightAnswers(_ index: Int, _ height: CGFloat) -> Bool {
    let made = index == Int(newest.index) ? newest.height : measurements[index].height
    return made == height || (made == .infinity && measuredSize(index).height <= height)
  }

  /// - Parameter options: what the tree the text is part of asks of its texts.
  package init(string: String, source: TextSource, options: TextNodeOptions) {
    self.string = string
    self.source = source
    keepsMeasurements = options.keepsMeasurements
    keepsGlyphs = options.keepsGlyphs
    settlesHeightWhenFits = options.settlesHeights
    super.init(kind: "Text", isModifier: false, caches: false)
  }

  func measurement(_ proposal: ProposedViewSize) -> MeasuredText { measurements[measuredIndex(proposal)].record.measured }

  /// For text an infinite dimension means the same as an unspecified one (no limit), so both
  /// share one measurement: a stack's or a grid's probe at infinity costs nothing more.
  private static func normalized(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width == .infinity ? nil : proposal.width,
      height: proposal.height == .infinity ? nil : proposal.height)
  }

  /// The index of the measurement for a proposal, measuring the text if it has none yet.
  private func measuredIndex(_ proposal: ProposedViewSize) -> Int {
    if let known = cachedIndex(proposal) { return known }
    let proposal = Self.normalized(proposal)
    measureCount += 1
    if keepsMeasurements, measurements.count >= Self.keptMeasurements {
      // The oldest measurement for a finite, non-zero width goes: the probes at zero and with no
      // limit answer every layout.
      let oldest = measurements.firstIndex { $0.width != 0 && $0.width != .infinity } ?? 0
      measurements.remove(at: oldest)
    }
    placedMemo = -1
    // (The style read where the measurer takes it, and the measurement snapped in place and
    // moved into its record: each copy counted its lines, warnings and glyph layout again.)
    var measured = source.measure(string, style: source.look.style, proposal: proposal, prepared: prepared)
    snap(&measured)
    if !keepsGlyphs { measured.glyphRecipe = nil }
    let size = measured.size
    let isTruncated = measured.isTruncated
    // (A measurement with nothing of its own, a zero-width probe's, shares its look's record.)
    let record =
      measured.lines.isEmpty && measured.glyphRecipe == nil ? source.emptyRecord(of: measured) : MeasurementRecord(measured)
    measurements.append(
      Measurement(
        width: proposal.width ?? .infinity, height: proposal.height ?? .infinity, size: size, serial: nextSerial,
        isTruncated: isTruncated, record: record))
    let index = measurements.count - 1
    noteNewest()
    if keepsMeasurements { nextSerial &+= 1 }
    return index
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { measuredSize(measuredIndex(proposal)) }

  /// The index of the measurement for a size the text reported (or, failing that, of a
  /// measurement at that size).
  private func measuredIndex(at size: CGSize) -> Int {
    if let placedProposal, let placed = cachedIndex(placedProposal), measuredSize(placed) == size { return placed }
    for index in measurements.indices where measurements[index].size == size { return index }
    return measuredIndex(ProposedViewSize(size))
  }

  /// The index of the measurement for a proposal when the text was given `size` for it: the
  /// proposal's own when it has that size, else one for the size.
  private func measuredIndex(at size: CGSize, proposal: ProposedViewSize) -> Int {
    cachedIndex(proposal).flatMap { measuredSize($0) == size ? $0 : nil } ?? measuredIndex(at: size)
  }

  /// The `TextMeasuring` contract: a height the unlimited measurement fits in changes nothing.
  override func computeSettlesHeight() -> Bool { settlesHeightWhenFits }
  private let settlesHeightWhenFits: Bool

  /// The measurements go (the result keeps the placed one); what was prepared (the shaping)
  /// stays, so that measuring again needs no new preparation.
  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    placedMemo = -1
    if !keepsMeasurements {
      measurements = []
      noteNewest()
    }
  }

  /// A text's guides are its baselines and first line's center: vertical.
  override func computeExplicitGuideAxes() -> Axis.Set { .vertical }
  /// A leaf (asked by the result walk: the default counts an empty list of children).
  package override var childCount: Int { 0 }

  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    let isFirst = key.isVertical(FirstTextBaselineGuide.self)
    let isLineCenter = key.isVertical(FirstTextLineCenterGuide.self)
    guard isFirst || isLineCenter || key.isVertical(LastTextBaselineGuide.self) else { return nil }
    let index = measuredIndex(at: size, proposal: proposal)
    if isLineCenter {
      let measured = measurements[index].record.measured
      return measured.firstBaseline - (measured.firstLineMetrics.ascent - measured.firstLineMetrics.descent) / 2
    }
    if index == Int(newest.index) { return isFirst ? newest.firstBaseline : newest.lastBaseline }
    return isFirst ? measurements[index].record.measured.firstBaseline : measurements[index].record.measured.lastBaseline
  }

  override func computeSpacing() -> ViewSpacing {
    let measured = measurement(.unspecified)
    let pixel = style.displayScale.flatMap { $0 > 0 ? 1 / $0 : nil }
    func metrics(_ line: MeasuredText.LineMetrics) -> ViewSpacing.TextMetrics {
      .init(ascent: line.ascent, descent: line.descent, leading: line.leading, pixelLength: pixel)
    }
    return .text(
      first: metrics(measured.firstLineMetrics), last: metrics(measured.lastLineMetrics),
      firstBaseline: measured.firstBaseline, lastBaseline: measured.lastBaseline,
      height: measured.size.height, capHeight: measured.capHeight)
  }

  /// In a tree laid out once, placing the text ends its use of the other measurements (a stack's
  /// probes at 0 and with no limit): only the placed one is kept, for the result and the
  /// baselines it reports, so that a large tree does not hold three measurements per text until
  /// its result is built. Asking for another proposal later measures again.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    placedMemo = -1
    guard !keepsMeasurements, measurements.capacity > 1 else { return }
    measurements = [measurements[measuredIndex(at: bounds.size)]]
    noteNewest()
  }

  /// The index of the measurement the text was placed with (the one its guide questions at the
  /// placed size and proposal read), or nil before it is placed. Found once per placement: the
  /// result asks for it up to three times.
  private var placedIndex: Int? {
    if placedMemo >= 0 { return Int(placedMemo) }
    guard let frame else { return nil }
    let index = measuredIndex(at: frame.size, proposal: placedProposal ?? ProposedViewSize(frame.size))
    placedMemo = Int32(index)
    return index
  }
  /// `placedIndex` once found; forgotten when the text is placed again or its measurements
  /// change (an index moves when an older measurement goes).
  @exclusivity(unchecked) private var placedMemo: Int32 = -1

  /// The measurement the text was placed with, nil before it is placed.
  package var placedMeasurement: MeasuredText? {
    guard let index = placedIndex else { return nil }
    return record(at: index).measured
  }

  /// The record of the measurement at `index`: the newest one's is kept apart, in `newest`.
  private func record(at index: Int) -> MeasurementRecord {
    index == Int(newest.index) ? newest.record! : measurements[index].record
  }

  /// The text, its style and the measurement it was placed with (its glyphs only when kept).
  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? {
    guard let proposal = placedProposal, let index = placedIndex else { return nil }
    let record = reportedRecord(index, proposal: proposal, keepingGlyphs: keepingGlyphs)
    return .text(LayoutResult.NodeExtras.TextBox(TextContent(string: string, look: look, proposal: proposal, record: record)))
  }

  /// The content the last result reported, given the placed measurement and proposal in place.
  override func updateResultContent(_ extras: inout LayoutResult.NodeExtras?, keepingGlyphs: Bool) -> Bool {
    guard let proposal = placedProposal, let index = placedIndex else { return false }
    return LayoutResult.NodeExtras.updateText(&extras) { content in
      content.proposal = proposal
      content.record = reportedRecord(index, proposal: proposal, keepingGlyphs: keepingGlyphs)
    }
  }

  /// The record of the measurement at `index` (without its glyph layout unless
  /// `keepingGlyphs`), noted with `proposal` as the content last reported
  /// (`hasNewResultContent`).
  @inline(__always)
  private func reportedRecord(_ index: Int, proposal: ProposedViewSize, keepingGlyphs: Bool) -> MeasurementRecord {
    if keepsMeasurements {
      reportedSerial = index == Int(newest.index) ? newest.serial : measurements[index].serial
      reportedProposal = ProposalKey(proposal)
    }
    return record(at: index).keeping(glyphs: keepingGlyphs)
  }

  /// New when the text was placed with another measurement or proposal than the last result
  /// reported.
  override func hasNewResultContent() -> Bool {
    guard keepsMeasurements, reportedSerial >= 0, let proposal = placedProposal, let index = placedIndex else { return true }
    let serial = index == Int(newest.index) ? newest.serial : measurements[index].serial
    return reportedSerial != serial || reportedProposal != ProposalKey(proposal)
  }

  override var resultWarnings: [String] {
    guard let index = placedIndex else { return [] }
    return measurements[index].record.measured.warnings
  }

  override var hasResultWarnings: Bool {
    guard let index = placedIndex else { return false }
    return index == Int(newest.index) ? newest.hasWarnings : !measurements[index].record.measured.warnings.isEmpty
  }

  /// Both baselines of the placed measurement, found once: what `explicitAlignment` answers for
  /// each at the placed size and proposal.
  override func placedTextBaselines(throughChildren: Bool) -> (first: CGFloat?, last: CGFloat?)? {
    guard let index = placedIndex else { return nil }
    if index == Int(newest.index) { return (newest.firstBaseline, newest.lastBaseline) }
    return (measurements[index].record.measured.firstBaseline, measurements[index].record.measured.lastBaseline)
  }
}


extension TextNode {
  /// Pixel snapping when the environment has a display scale `s` (docs/text-rules.md): the size
  /// is rounded up to a multiple of 1/s and every baseline is rounded to the nearest 1/s from its
  /// exact value (never by adding rounded pieces, so long texts do not drift). Without a scale,
  /// or with a scale that is not a positive finite number, measurements are exact.
  func snap(_ measured: inout MeasuredText) {
    guard let scale = source.look.style.displayScale, scale.isFinite, scale > 0 else { return }
    func up(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
    func nearest(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    measured.size = CGSize(width: up(measured.size.width), height: up(measured.size.height))
    measured.firstBaseline = nearest(measured.firstBaseline)
    measured.lastBaseline = nearest(measured.lastBaseline)
    for index in measured.lines.indices { measured.lines[index].baseline = nearest(measured.lines[index].baseline) }
  }
}
