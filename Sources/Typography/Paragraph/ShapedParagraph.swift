/// A paragraph analysed, itemized and shaped, but not yet broken into lines.
///
/// Everything here is independent of the line width: break opportunities, bidi levels, scripts,
/// the font chosen for each grapheme cluster (fallback included) and the glyphs of each item.
/// `layout(_:)` breaks it into lines at any width without shaping again, except where HarfBuzz
/// marks a chosen line boundary unsafe to break (then only that line's piece is reshaped).
///
/// The glyphs are not copied into the paragraph: it keeps references to the shaped segments its
/// items were shaped in (whole items, or words with their spaces), which the shape cache shares
/// between every paragraph that contains the same word. A paragraph of a form's vocabulary costs
/// a few bytes per word rather than tens of bytes per character.
public final class ShapedParagraph: Sendable {
  /// One run of text shaped as a unit: same attribute run, bidi level, script and font.
  struct Item: Sendable {
    // (Offsets and piece indices in 32 bits, as a piece's start is, and ordered so that the
    // one-byte fields fill the room after the properties: 88 bytes, not 120.)
    private var lower: Int32
    private var upper: Int32
    var font: SizedFont
    var properties: ShapingProperties
    var level: UInt8
    /// Whether a line's last cluster spacing hangs (see `spacing`).
    var spacingHangs = false
    private var firstPiece: Int32 = 0
    private var endPiece: Int32 = 0
    /// Points added after each cluster (tracking or kerning).
    var spacing: Double = 0
    /// Points the item's glyphs and line box are raised.
    var baselineOffset: Double = 0
    var scale: Double { font.scale }

    /// The item's code units in the text.
    var range: Range<Int> {
      get { Int(lower)..<Int(upper) }
      set {
        lower = Int32(newValue.lowerBound)
        upper = Int32(newValue.upperBound)
      }
    }
    /// The item's pieces in `shapedPieces`, in logical order.
    var pieceStart: Int {
      get { Int(firstPiece) }
      set { firstPiece = Int32(newValue) }
    }
    var pieceEnd: Int {
      get { Int(endPiece) }
      set { endPiece = Int32(newValue) }
    }

    init(range: Range<Int>, font: SizedFont, level: UInt8, properties: ShapingProperties, attributes: TextAttributes) {
      lower = Int32(range.lowerBound)
      upper = Int32(range.upperBound)
      self.font = font
      self.level = level
      self.properties = properties
      self.spacing = attributes.clusterSpacing
      self.spacingHangs = attributes.spacingHangs
      self.baselineOffset = attributes.effectiveBaselineOffset
    }
  }

  /// A segment of an item as it was shaped (the whole item, or one of its words with the spaces
  /// after it), and where it lies in the text.
  struct ShapedPiece: Sendable {
    /// Counted once, by hand: the paragraph retains each piece's segment when it makes the
    /// piece and releases it in `deinit`, and copies of a piece count nothing. Shared words are
    /// read by every thread laying out text, and counting references to them from each piece
    /// read would make those threads fight over the counts' cache lines.
    private let segmentReference: Unmanaged<ShapedSegment>

    /// A piece that holds `segment` (retained until `releaseSegment()`).
    fileprivate init(retaining segment: ShapedSegment, advanceBefore: Int64, start: Int32, item: Int32) {
      segmentReference = .passRetained(segment)
      self.advanceBefore = advanceBefore
      self.start = start
      self.item = item
    }

    /// The segment (retained while the caller uses it).
    var segment: ShapedSegment { segmentReference.takeUnretainedValue() }

    /// Runs `body` with the segment borrowed, not retained: the hot reads of line breaking
    /// (advances, clusters) use this, so that no reference count is touched per read.
    func withSegment<R>(_ body: (ShapedSegment) -> R) -> R { segmentReference._withUnsafeGuaranteedRef(body) }
    /// Gives up the piece's hold on its segment (once, by the paragraph that made it).
    fileprivate func releaseSegment() { segmentReference.release() }
    /// The total advance of the item's pieces before this one, font units.
    let advanceBefore: Int64
    /// UTF-16 offset of the segment's first code unit in the text.
    let start: Int32
    /// The index of the item the piece belongs to.
    let item: Int32
  }

  /// The source text.
  public let text: StyledText
  let analysis: TextAnalysis
  let items: [Item]
  /// Every item's pieces, in logical order (each holds its segment until `deinit`).
  let shapedPieces: [ShapedPiece]
  /// The fallback faces and the shape cache (shared by the typesetter's paragraphs).
  let resources: ShapingResources
  var fallbackFaces: [FontFace] { resources.fallbackFaces }
  var cache: ShapeCache { resources.cache }
  /// `clusterStarts[p]`: how many clusters start before offset p, kept only when some item adds
  /// spacing after its clusters (empty otherwise).
  private let clusterStarts: [Int32]
  /// `widthsBeforeItems[i]`: the width of items 0..<i, points (`items.count + 1` entries), for
  /// a paragraph of several items; empty for one of at most one item (most texts, which then
  /// keep no array: its widths are 0 and `width`).
  private let widthsBeforeItems: [Double]
  /// The width of all the items, points.
  let width: Double
  /// For a text of one item without tracking (most texts), what line breaking reads at each
  /// break opportunity (`BreakPoint`); empty for any other.
  let breakPoints: [BreakPoint]
  /// The text's length in UTF-16 code units, and whether it has a line separator (a mandatory
  /// break's character: newline, carriage return, line or paragraph separator...), kept here:
  /// measuring the text again at a new width reads neither the text nor its length from the
  /// text's own storage, one more object for the processor to fetch for every text of a
  /// resized form.
  let unitCount: Int
  let hasLineSeparators: Bool

  /// The width of items 0..<index (0...items.count), points.
  func itemStartAdvance(_ index: Int) -> Double {
    widthsBeforeItems.isEmpty ? (index == 0 ? 0 : width) : widthsBeforeItems[index]
  }

  /// - Parameter wordShaping: shape runs word by word where the font allows it (see
  ///   `WordShaping.swift`); tests turn it off to compare with whole-run shaping.
  convenience init(
    text: StyledText, direction: ParagraphStyle.Direction, fallback: [FontFace], cache: ShapeCache,
    wordShaping: Bool = true
  ) {
    self.init(
      text: text, direction: direction, resources: ShapingResources(fallbackFaces: fallback, cache: cache),
      wordShaping: wordShaping)
  }

  init(text: StyledText, direction: ParagraphStyle.Direction, resources: ShapingResources, wordShaping: Bool = true) {
    self.text = text
    self.resources = resources
    let cache = resources.cache
    let fallback = resources.fallbackFaces
    let units = text.utf16
    let style = ParagraphStyle(direction: direction)
    var ascii: ASCIISet?
    let analysis = TextAnalysis(units, direction: style.bidiDirection, ascii: &ascii)
    self.analysis = analysis
    unitCount = units.count
    // An ASCII text's characters are known from its analysis (most texts: no second pass).
    hasLineSeparators = ascii?.hasLineSeparator ?? units.withUnsafeBufferPointer { $0.contains(where: isLineSeparator) }

    // The items get their piece ranges in place (a copy of an item retains its font, face and
    // features).
    var shapedItems = ShapedParagraph.itemize(text, analysis: analysis, ascii: ascii, fallback: fallback)
    var pieces: [ShapedPiece] = []
    units.withUnsafeBufferPointer { buffer in
      // Each item in the pieces it is shaped in: its words (with their spaces) where its font allows.
      let ranges = shapedItems.map { item -> [Range<Int>] in
        let slice = UnsafeBufferPointer(rebasing: buffer[item.range])
        guard wordShaping, item.properties.face.shapesWordsIndependently else { return [0..<slice.count] }
        return wordPieces(slice) { analysis.isGraphemeBoundary[item.range.lowerBound + $0] }
      }
      let pieceCount = ranges.reduce(0) { $0 + $1.count }
      pieces.reserveCapacity(pieceCount)
      for index in shapedItems.indices {
        shapedItems[index].pieceStart = pieces.count
        var total: Int64 = 0
        let itemStart = shapedItems[index].range.lowerBound
        let properties = ShapeCache.SharedProperties(shapedItems[index].properties)
        for range in ranges[index] {
          let start = itemStart + range.lowerBound
          let segment = cache.shape(UnsafeBufferPointer(rebasing: buffer[start..<(start + range.count)]), properties)
          pieces.append(ShapedPiece(retaining: segment, advanceBefore: total, start: Int32(start), item: Int32(index)))
          total += segment.totalAdvance
        }
        shapedItems[index].pieceEnd = pieces.count
      }
    }
    self.items = shapedItems
    self.shapedPieces = pieces
    if shapedItems.count == 1, shapedItems[0].spacing == 0, shapedItems[0].pieceStart < shapedItems[0].pieceEnd,
      shapedItems[0].range == 0..<units.count
    {
      breakPoints = units.withUnsafeBufferPointer { units in
        pieces.withUnsafeBufferPointer { ShapedParagraph.breakPoints(units: units, analysis: analysis, pieces: $0) }
      }
    } else {
      breakPoints = []
    }
    let clusterStarts =
      shapedItems.contains { $0.spacing != 0 } ? ShapedParagraph.countClusters(pieces, unitCount: units.count) : []
    self.clusterStarts = clusterStarts
    // Running widths at item starts: each item's whole advance (its last piece's advance
    // before it plus that piece's own) times its scale, plus its spacing. Listed only for
    // several items.
    let listsStarts = shapedItems.count > 1
    var starts: [Double] = []
    if listsStarts {
      starts.reserveCapacity(shapedItems.count + 1)
      starts.append(0)
    }
    var running = 0.0
    for index in shapedItems.indices {
      // Fields read in place (a copy of the item would retain its font, face and features).
      var itemWidth = 0.0
      let (pieceStart, pieceEnd) = (shapedItems[index].pieceStart, shapedItems[index].pieceEnd)
      if pieceStart < pieceEnd {
        let last = pieces[pieceEnd - 1]
        itemWidth = Double(last.advanceBefore + last.withSegment { $0.totalAdvance }) * shapedItems[index].scale
      }
      let spacing = shapedItems[index].spacing
      if spacing != 0 {
        let range = shapedItems[index].range
        itemWidth += spacing * Double(clusterStarts[range.upperBound] - clusterStarts[range.lowerBound])
      }
      running += itemWidth
      if listsStarts { starts.append(running) }
    }
    width = running
    widthsBeforeItems = starts
  }

  deinit {
    for piece in shapedPieces { piece.releaseSegment() }
  }

  /// Running counts of cluster starts over the text, from the pieces' shaping.
  private static func countClusters(_ pieces: [ShapedPiece], unitCount: Int) -> [Int32] {
    var starts = [Int32](repeating: 0, count: unitCount + 1)
    for piece in pieces {
      let base = Int(piece.start)
      for unit in 0..<piece.segment.unitCount where piece.segment.clusterFirstGlyph(unit) >= 0 {
        starts[base + unit + 1] = 1
      }
    }
    for index in stride(from: 1, through: unitCount, by: 1) { starts[index] += starts[index - 1] }
    return starts
  }

  /// The spacing item `itemIndex` adds after the clusters starting in [start, end), points.
  func spacing(_ itemIndex: Int, from start: Int, to end: Int) -> Double {
    let spacing = items[itemIndex].spacing
    guard spacing != 0, start < end else { return 0 }
    return spacing * Double(clusterStarts[end] - clusterStarts[start])
  }

  /// The spacing after the cluster ending at `end` that hangs past a line ending there
  /// (tracking), points; 0 when the text before `end` has none.
  func hangingSpacing(before end: Int) -> Double {
    guard end > 0, !clusterStarts.isEmpty else { return 0 }
    let index = firstItem(endingAfter: end - 1)
    guard index < items.count, items[index].range.contains(end - 1), items[index].spacingHangs else { return 0 }
    return items[index].spacing
  }

  /// The index of the last piece starting at or before `offset` (-1 when none does).
  func pieceIndex(at offset: Int) -> Int {
    var low = 0
    var high = shapedPieces.count
    while low < high {
      let mid = (low + high) / 2
      if Int(shapedPieces[mid].start) <= offset { low = mid + 1 } else { high = mid }
    }
    return low - 1
  }

  /// The advance of the clusters of piece `index`'s item that start before `offset` (an offset
  /// from the piece's start to its item's end), font units.
  func pieceAdvance(_ index: Int, at offset: Int) -> Int64 {
    let piece = shapedPieces[index]
    return piece.advanceBefore + piece.withSegment { $0.prefixAdvance(min(offset - Int(piece.start), $0.unitCount)) }
  }

  /// The advance of the clusters of item `itemIndex` that start before `offset` (an offset in
  /// the item's range or at its end), font units.
  ///
  /// - Parameter piece: `pieceIndex(at: offset)`, when the caller has found it already.
  func itemAdvance(_ itemIndex: Int, at offset: Int, piece: Int? = nil) -> Int64 {
    // Fields read one by one: copying the item would retain its font, face and features.
    let range = items[itemIndex].range
    let pieceEnd = items[itemIndex].pieceEnd
    guard items[itemIndex].pieceStart < pieceEnd, offset > range.lowerBound else { return 0 }
    return pieceAdvance(offset >= range.upperBound ? pieceEnd - 1 : piece ?? pieceIndex(at: offset), at: offset)
  }

  /// The width of every item before item `index` and of the clusters of item `index` starting
  /// before `offset`, points (the clusters of items before `offset` when it is at no item).
  private func advanceBefore(_ offset: Int) -> Double {
    let index = firstItem(endingAfter: offset)
    guard index < items.count else { return width }
    let lower = items[index].range.lowerBound
    guard offset > lower else { return itemStartAdvance(index) }
    return itemStartAdvance(index) + Double(itemAdvance(index, at: offset)) * items[index].scale
      + spacing(index, from: lower, to: offset)
  }

  /// Where the last look-ups of a walk through the text found their pieces: line breaking asks
  /// for widths at offsets that only move forward, and starts its search from there.
  struct PieceHints {
    var start = 0
    var end = 0
  }

  /// `pieceIndex(at:)` found by walking from `hint` (and leaving the answer there).
  func pieceIndex(at offset: Int, near hint: inout Int) -> Int {
    var index = min(max(hint, 0), shapedPieces.count - 1)
    while index > 0 && Int(shapedPieces[index].start) > offset { index -= 1 }
    while index + 1 < shapedPieces.count && Int(shapedPieces[index + 1].start) <= offset { index += 1 }
    hint = index
    return index
  }

  /// `advance(from:to:)`, the same value, with the pieces found from `hints` when both ends are
  /// in one item (the common case while breaking lines).
  func advance(from start: Int, to end: Int, hints: inout PieceHints) -> Double {
    guard start < end, !shapedPieces.isEmpty else { return 0 }
    let first = pieceIndex(at: start, near: &hints.start)
    let itemIndex = Int(shapedPieces[first].item)
    let range = items[itemIndex].range
    guard range.contains(start), end <= range.upperBound else { return advance(from: start, to: end) }
    let upper = end >= range.upperBound ? items[itemIndex].pieceEnd - 1 : pieceIndex(at: end, near: &hints.end)
    return Double(pieceAdvance(upper, at: end) - pieceAdvance(first, at: start)) * items[itemIndex].scale
      + spacing(itemIndex, from: start, to: end)
  }

  /// The width of the clusters starting in [start, end), points: per item, its advance in font
  /// units (summed exactly) times its scale, the same value a fragment of the item reports.
  ///
  /// Inside one item the difference is taken in font units, exactly. Across items it is the
  /// difference of the running totals at both ends (`itemStartAdvance(_:)`),
  /// so a line of many runs costs two look-ups, not a walk over its items; the same to rounding
  /// in the last bits, which line breaking's tolerance absorbs (reported widths come from the
  /// fragments, summed exactly).
  func advance(from start: Int, to end: Int) -> Double {
    guard start < end else { return 0 }
    var index = firstItem(endingAfter: start)
    if index + 1 < items.count, items[index + 1].range.lowerBound < end {
      return advanceBefore(end) - advanceBefore(start)
    }
    var total = 0.0
    while index < items.count, items[index].range.lowerBound < end {
      let range = items[index].range
      let lower = max(start, range.lowerBound)
      let upper = min(end, range.upperBound)
      if lower < upper {
        total += Double(itemAdvance(index, at: upper) - itemAdvance(index, at: lower)) * items[index].scale
          + spacing(index, from: lower, to: upper)
      }
      index += 1
    }
    return total
  }

  /// The smallest q in [floor, end] such that [q, end) is all hanging white space.
  func trimmedEnd(_ end: Int, floor: Int = 0) -> Int { Self.trimmedEnd(text.utf16, end, floor: floor) }

  /// `trimmedEnd(_:floor:)` on code units at hand (line breaking reads them through a buffer).
  static func trimmedEnd<Units: RandomAccessCollection<UInt16>>(_ units: Units, _ end: Int, floor: Int) -> Int
  where Units.Index == Int {
    var position = end
    while position > floor && isHangingWhitespace(units[position - 1]) { position -= 1 }
    return position
  }

  /// Room for the lines breaking at `maxWidth` suggests, from the text's whole width (a wrapped
  /// text's list then grows about twice at most); 0 without a positive width.
  func lineCapacity(maxWidth: Double) -> Int {
    guard maxWidth > 0, width.isFinite, width > 0 else { return 0 }
    // (The break points are as many as the opportunities, and read next: counted there.)
    return min(Int(min(width / maxWidth, 1e6)) + 2, (breakPoints.isEmpty ? analysis.breaks.count : breakPoints.count) + 2)
  }

  /// Every glyph: items in logical order, each item's glyphs in visual order, clusters as
  /// offsets in the text (for tests; layout reads the pieces).
  var glyphs: [ShapedGlyph] {
    var result: [ShapedGlyph] = []
    for item in items {
      let range = item.pieceStart..<item.pieceEnd
      for index in item.properties.isRightToLeft ? Array(range.reversed()) : Array(range) {
        let base = shapedPieces[index].start
        result += shapedPieces[index].segment.glyphs.map { glyph in
          var glyph = glyph
          glyph.cluster += base
          return glyph
        }
      }
    }
    return result
  }

  /// The advance before every offset 0...n, points (for tests).
  var prefixAdvances: [Double] { (0...unitCount).map { advance(from: 0, to: $0) } }

  /// Index of the first item whose range ends after `offset`.
  func firstItem(endingAfter offset: Int) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - Itemization

  /// Splits the text into items at attribute-run, bidi-level, script and font changes, choosing
  /// a font per grapheme cluster. Line separators belong to no item (they take no space).
  /// - Parameter ascii: the text's characters when it is all ASCII (see `TextAnalysis`).
  /// - Parameter shortcut: try `singleItem` first (tests turn it off to compare both paths).
  static func itemize(
    _ text: StyledText, analysis: TextAnalysis, ascii: ASCIISet?, fallback: [FontFace], shortcut: Bool = true
  ) -> [Item] {
    if shortcut, let item = singleItem(text, analysis: analysis, ascii: ascii) { return [item] }
    if shortcut, let items = runItems(text, analysis: analysis, ascii: ascii) { return items }
    let units = text.utf16
    let count = units.count
    let boundaries = analysis.isGraphemeBoundary
    let levels = analysis.levels
    let scripts = analysis.scripts
    let runs = text.runs
    var items: [Item] = []
    var runIndex = 0
    var runEnd = runs.first?.range.upperBound ?? 0
    var primary = runs.first?.attributes.font.face
    var index = 0
    var open: Item? = nil
    var previousFace: FontFace? = nil

    func close() {
      if let item = open { items.append(item) }
      open = nil
    }

    while index < count {
      if isLineSeparator(units[index]) {
        close()
        previousFace = nil
        index += 1
        continue
      }
      var next = index + 1
      while next < count && !boundaries[next] { next += 1 }
      if index >= runEnd {
        while runs[runIndex].range.upperBound <= index { runIndex += 1 }
        runEnd = runs[runIndex].range.upperBound
        primary = runs[runIndex].attributes.font.face
        previousFace = nil
        close()
      }
      let face = chooseFace(
        units, index..<next, primary: primary!, previous: previousFace, fallback: fallback)
      previousFace = face
      let level = levels[index]
      let script = scripts[index]
      if open != nil, open!.font.face === face, open!.level == level,
        open!.properties.script == script
      {
        open!.range = open!.range.lowerBound..<next
      } else {
        close()
        let attributes = runs[runIndex].attributes
        open = Item(
          range: index..<next, font: SizedFont(face, size: attributes.font.size), level: level,
          properties: ShapingProperties(
            face: face, isRightToLeft: level & 1 == 1, script: script,
            language: attributes.language, features: attributes.shapingFeatures),
          attributes: attributes)
      }
      index = next
    }
    close()
    return items
  }

  /// The one item of a paragraph that nothing splits, found without visiting clusters one by
  /// one: a single attribute run, one level and one script throughout, no line separators, and
  /// every code unit a BMP character its font maps, so that `chooseFace` would pick the requested
  /// font for every cluster. Nil when any of that does not hold (itemize then walks the text).
  private static func singleItem(_ text: StyledText, analysis: TextAnalysis, ascii: ASCIISet?) -> Item? {
    let units = text.utf16
    guard analysis.isUniform, let attributes = text.singleRunAttributes else { return nil }
    let face = attributes.font.face
    if let ascii {
      guard !ascii.hasLineSeparator, face.coversASCII(ascii) else { return nil }
    } else {
      for unit in units
      where isLineSeparator(unit) || (unit >= 0xD800 && unit <= 0xDFFF) || !face.covers(codePoint: UInt32(unit)) {
        return nil
      }
    }
    let level = analysis.levels.first ?? analysis.baseLevel
    return Item(
      range: 0..<units.count, font: SizedFont(face, size: attributes.font.size), level: level,
      properties: ShapingProperties(
        face: face, isRightToLeft: level & 1 == 1, script: analysis.scripts[0],
        language: attributes.language, features: attributes.shapingFeatures),
      attributes: attributes)
  }

  /// One item per attribute run, found without visiting clusters: for an ASCII text of one
  /// level and script with no line separators, whose every run's font maps every character of
  /// the text (so `chooseFace` would pick each run's font throughout it). Nil otherwise.
  private static func runItems(_ text: StyledText, analysis: TextAnalysis, ascii: ASCIISet?) -> [Item]? {
    guard text.singleRunAttributes == nil else { return nil }
    let runs = text.runs
    guard runs.count > 1, analysis.isUniform, let ascii, !ascii.hasLineSeparator,
      runs.allSatisfy({ $0.attributes.font.face.coversASCII(ascii) })
    else { return nil }
    let level = analysis.levels.first ?? analysis.baseLevel
    let script = analysis.scripts[0]
    return runs.map { run in
      let attributes = run.attributes
      let face = attributes.font.face
      return Item(
        range: run.range, font: SizedFont(face, size: attributes.font.size), level: level,
        properties: ShapingProperties(
          face: face, isRightToLeft: level & 1 == 1, script: script, language: attributes.language,
          features: attributes.shapingFeatures),
        attributes: attributes)
    }
  }

  /// The font for one grapheme cluster: for an emoji cluster (emoji presentation by default,
  /// or asked for with VS16), the first color emoji font that covers it; the previous cluster's
  /// font for spaces, punctuation and other Common-script clusters it covers (so they stay in the
  /// run around them), else the requested font, else the first fallback font whose cmap covers
  /// every character of the cluster (not a color font for a cluster that asks for text
  /// presentation with VS15), else the requested font (which then shows its .notdef glyph).
  static func chooseFace(
    _ units: [UInt16], _ cluster: Range<Int>, primary: FontFace, previous: FontFace?,
    fallback: [FontFace]
  ) -> FontFace {
    // The common case: one BMP code unit the requested font covers.
    if cluster.count == 1, previous == nil || previous === primary,
      primary.covers(codePoint: UInt32(units[cluster.lowerBound]))
    {
      return primary
    }
    func covers(_ face: FontFace) -> Bool {
      var index = cluster.lowerBound
      while index < cluster.upperBound {
        let (scalar, width) = decodeScalar(units, at: index)
        if !isIgnorableForCoverage(scalar) && !face.covers(codePoint: scalar) { return false }
        index += width
      }
      return true
    }
    let presentation = emojiPresentation(units, cluster)
    if presentation == .emoji {
      for face in fallback where face.hasColorGlyphs && covers(face) { return face }
    }
    // Spaces and punctuation stay in the run around them, but not in an emoji run: a color
    // font's own space is as wide as an emoji.
    if let previous, previous !== primary, !previous.hasColorGlyphs, isCommonCluster(units, cluster), covers(previous) {
      return previous
    }
    if covers(primary) { return primary }
    for face in fallback where face !== primary && !(presentation == .text && face.hasColorGlyphs) && covers(face) {
      return face
    }
    return primary
  }

  enum EmojiPresentation { case emoji, text, unspecified }

  /// How a cluster asks to be shown: as emoji when it holds VS16 (U+FE0F) or a keycap mark
  /// (U+20E3), or starts with a character whose default presentation is emoji; as text when it
  /// holds VS15 (U+FE0E).
  static func emojiPresentation(_ units: [UInt16], _ cluster: Range<Int>) -> EmojiPresentation {
    var index = cluster.lowerBound
    var first = true
    var result = EmojiPresentation.unspecified
    while index < cluster.upperBound {
      let (value, width) = decodeScalar(units, at: index)
      switch value {
      case 0xFE0F, 0x20E3: return .emoji
      case 0xFE0E: return .text
      default:
        if first, let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation { result = .emoji }
      }
      first = false
      index += width
    }
    return result
  }

  /// Whether every scalar of the cluster is white space, punctuation, a symbol or a digit (the
  /// characters that belong to no one script).
  static func isCommonCluster(_ units: [UInt16], _ cluster: Range<Int>) -> Bool {
    var index = cluster.lowerBound
    while index < cluster.upperBound {
      let (value, width) = decodeScalar(units, at: index)
      guard let scalar = Unicode.Scalar(value) else { return false }
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation,
        .closePunctuation, .initialPunctuation, .finalPunctuation, .connectorPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .decimalNumber,
        .nonspacingMark, .format, .control:
        break
      default:
        return false
      }
      index += width
    }
    return true
  }
}
