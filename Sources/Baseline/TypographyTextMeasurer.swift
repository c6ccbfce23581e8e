import Foundation
import LayoutCore
import Synchronization
import Typography

/// Measures `Text` with the typography engine: real fonts, HarfBuzz shaping, ICU breaking and
/// exact baselines. Thread-safe; shaped paragraphs are cached, so measuring the same text at
/// another width or height only breaks lines again. Each measurement carries the shaping and
/// the paragraph style it was laid out with in `MeasuredText.glyphRecipe` (`MeasuredGlyphs`), so
/// renderers draw exactly what was measured.
///
/// The paragraph cache keeps up to `cacheLimit` paragraphs holding up to `cacheTextLimit` UTF-16
/// code units of text; when it is full, each new paragraph evicts the least recently used ones
/// until it fits (`BoundedCache`), so texts in use survive and a full cache stays at its size.
///
/// Fonts: text styles and `.system` fonts are Noto Sans (`.serif` design: Noto Serif,
/// `.monospaced`: Noto Sans Mono); `.custom(name, size:)` looks the family up in the font
/// library and falls back to the default family, with a warning, when it is not there.
public final class TypographyTextMeasurer: TextMeasuring, Sendable {
  /// The engine that shapes and breaks text.
  public let typesetter: Typesetter
  /// Shaped paragraphs, each with its resolved font: a text of one font by its string and `Font`
  /// (the object `prepare` returns for it, so that a tree that keeps no preparations of its own,
  /// which `TextNode` holds weakly, finds the same one while it is here, and a text found here
  /// needs no font resolved), a text of several runs by its string and runs in sized fonts.
  private let shaped: Mutex<BoundedCache<ShapeKey, PreparedText>>
  /// Shapes the measurements' glyph recipes again when they are drawn.
  private let reshaper: Reshaper
  /// Fonts already resolved (a face looked up by family, weight and style, and instanced): a
  /// lookup costs more than shaping a short text's words from the shape cache, and texts of
  /// several runs are prepared again for each measurement. Few fonts are in use at once; the
  /// least recently used go.
  private let resolvedFonts = Mutex(BoundedCache<Font, (font: SizedFont, warning: String?)>(capacity: 256))

  /// The default number of shaped paragraphs kept: enough for a form of 30,000 rows.
  public static let defaultCacheLimit = 65_536
  /// The default amount of text kept in shaped paragraphs, in UTF-16 code units: enough for the
  /// 50,000 texts of a 25,000-row grid form. A paragraph's own
  /// storage is its text (2 bytes per unit) and a few bytes per word (glyphs live in the shape
  /// cache's words); text in fonts that cannot be shaped word by word also keeps its glyphs in
  /// the shape cache, about 40 bytes per unit.
  public static let defaultCacheTextLimit = 8_000_000

  private struct ShapeKey: DigestKey {
    /// What identifies a shaped text, hashed and compared field by field.
    struct Fields: Hashable {
      let string: String
      /// The font of a text of several runs (its first run's); nil for a text of one font.
      let font: SizedFont?
      /// The font a text of one font asks for (its OpenType features included); nil for a text
      /// of several runs (whose runs carry theirs).
      let requested: Font?
      let direction: ParagraphStyle.Direction
      /// The runs of a text whose parts have their own fonts (empty for one font).
      let runs: [StyledText.Run]
    }
    let fields: Fields
    /// The hash of `fields`, computed once: a text the cache lacks is looked up and then
    /// inserted, and its string and runs are long to hash.
    let digest: Int

    /// The key of a text of several runs.
    init(string: String, font: SizedFont, direction: ParagraphStyle.Direction, runs: [StyledText.Run]) {
      fields = Fields(string: string, font: font, requested: nil, direction: direction, runs: runs)
      digest = fields.hashValue
    }

    /// The key of a text of one font.
    init(string: String, requested: Font, direction: ParagraphStyle.Direction) {
      fields = Fields(string: string, font: nil, requested: requested, direction: direction, runs: [])
      digest = fields.hashValue
    }

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
      lhs.digest == rhs.digest && lhs.fields == rhs.fields
    }
  }

  /// - Parameters:
  ///   - typesetter: shapes and lays out the texts, with its fonts.
  ///   - cacheLimit: how many shaped paragraphs to keep (at least 2).
  ///   - cacheTextLimit: how many UTF-16 code units of text they may hold in all.
  public init(
    typesetter: Typesetter, cacheLimit: Int = TypographyTextMeasurer.defaultCacheLimit,
    cacheTextLimit: Int = TypographyTextMeasurer.defaultCacheTextLimit
  ) {
    self.typesetter = typesetter
    reshaper = Reshaper(typesetter)
    shaped = Mutex(BoundedCache(capacity: cacheLimit, costLimit: cacheTextLimit))
  }

  /// Paragraph-cache hits and misses since the measurer was made, and how many paragraphs it
  /// holds now.
  public var cacheStatistics: (hits: Int, misses: Int, count: Int) {
    shaped.withLock { ($0.hits, $0.misses, $0.count) }
  }

  /// The sized font a `Font` resolves to, and a warning when its family is unknown.
  public func resolve(_ font: Font) -> (font: SizedFont, warning: String?)? {
    if let known = resolvedFonts.withLock({ $0.value(for: font) }) { return known }
    guard let resolved = resolveUncached(font) else { return nil }
    _ = resolvedFonts.withLock { $0.insert(resolved, for: font) }
    return resolved
  }

  private func resolveUncached(_ font: Font) -> (font: SizedFont, warning: String?)? {
    let library = typesetter.library
    let family: String
    switch (font.family, font.design) {
    case (let name?, _): family = name
    case (nil, .serif): family = "Noto Serif"
    case (nil, .monospaced): family = "Noto Sans Mono"
    default: family = library.defaultFamily
    }
    guard let resolution = library.resolve(family: family, weight: font.weight.value, italic: font.isItalic) else {
      return nil
    }
    let warning = resolution.matchedFamily
      ? nil : "font family \"\(family)\" not found; using \(resolution.face.family)"
    var face = resolution.face
    // A width other than standard sets a variable font's wdth axis (a font without one keeps
    // its width).
    if font.width != .standard, face.variationAxes.contains(where: { $0.tag == "wdth" }) {
      face = face.instance([FontVariation("wdth", Double(font.width.value))])
    }
    return (SizedFont(face, size: Double(font.pointSize)), warning)
  }

  /// A text's resolved font and shaped paragraph, prepared once for all its measurements.
  final class PreparedText: Sendable {
    /// The metrics of the text's font (its first run's), read once: a measurement reads these
    /// rather than the font, whose face every text shares (its reference count would be written
    /// on every measurement, by every thread measuring).
    let metrics: ScaledFontMetrics
    let warning: String?
    let shaped: ShapedParagraph
    /// For a text whose case mapping changed its length: the source offset of every offset of
    /// the shaped text.
    let sourceOffsets: [Int]?
    /// What the measurements' glyph recipes shape again: for a text of one font with only the
    /// features its `Font` asks for (no spacing, offset, case mapping or scaling), its string
    /// and font rather than the styled text.
    let glyphSource: GlyphSource
    init(font: SizedFont, warning: String?, shaped: ShapedParagraph, sourceOffsets: [Int]? = nil, glyphSource: GlyphSource) {
      metrics = font.metrics
      self.warning = warning
      self.shaped = shaped
      self.sourceOffsets = sourceOffsets
      self.glyphSource = glyphSource
    }
  }

  /// How a run of a text is set before fonts are resolved: a range of the string, its font
  /// description and its run attributes.
  private struct RunRequest {
    var range: Range<Int>
    var font: Font
    var attributes: TextRunAttributes
  }

  /// Resolves the font and shapes the text (or finds it in the cache): what every measurement of
  /// the same text and style shares. A text of several runs (`TextStyle.runs`) is shaped as one
  /// paragraph with each run in its own font; its first run's font gives the metrics of an
  /// empty measurement and the cap height. Nil when no font is available.
  public func prepare(_ string: String, style: TextStyle) -> (any AnyObject & Sendable)? {
    prepare(string, style: style, scale: 1, tightening: 0)
  }

  /// `prepare(_:style:)` with every font size multiplied by `scale` and `tightening` points
  /// added to the spacing after each character (for `minimumScaleFactor` and
  /// `allowsTightening`).
  private func prepare(_ string: String, style: TextStyle, scale: Double, tightening: Double) -> PreparedText? {
    let direction = Self.direction(style)
    let plain =
      style.runs.isEmpty && style.runAttributes == .plain && style.textCase == nil && scale == 1 && tightening == 0
    if plain {
      let key = ShapeKey(string: string, requested: style.font, direction: direction)
      if let cached = shaped.withLock({ $0.value(for: key) }) { return cached }
      guard let (font, warning) = resolve(style.font) else { return nil }
      let features = Self.features(style.font)
      let text = StyledText(string, attributes: TextAttributes(font: font, features: features))
      return insertShaped(text, font: font, warning: warning, key: key, direction: direction, plain: (string, features))
    }
    let units = Array(string.utf16)
    let requests =
      style.runs.isEmpty
      ? [RunRequest(range: 0..<units.count, font: style.font, attributes: style.runAttributes)]
      : style.runs.map { RunRequest(range: $0.range, font: $0.font, attributes: $0.attributes) }
    var text: StyledText?
    var warnings: [String] = []
    for run in requests {
      guard let (resolved, warning) = resolve(run.font) else { return nil }
      if let warning, !warnings.contains(warning) { warnings.append(warning) }
      let font = SizedFont(resolved.face, size: resolved.size * scale)
      let piece = String(decoding: units[run.range.clamped(to: 0..<units.count)], as: UTF16.self)
      var attributes = TextAttributes(font: font, features: Self.features(run.font), run: run.attributes)
      // A run of no language of its own is set in the text's.
      if run.attributes.language == nil { attributes.run.language = style.runAttributes.language }
      // Tightening is tracking: its amount after a line's last character hangs.
      if tightening != 0 {
        attributes.tracking = (attributes.tracking != 0 ? attributes.tracking : attributes.kerning) + tightening
      }
      if text == nil {
        text = StyledText(piece, attributes: attributes)
      } else {
        text?.append(piece, attributes: attributes)
      }
    }
    guard var text else { return nil }
    var sourceOffsets: [Int]? = nil
    if let textCase = style.textCase {
      (text, sourceOffsets) = text.applying(textCase == .uppercase ? .uppercase : .lowercase)
    }
    let font = text.runs.first?.attributes.font ?? text.baseAttributes.font
    let key = ShapeKey(string: text.string, font: font, direction: direction, runs: text.runs)
    let cached =
      self.shaped.withLock { $0.value(for: key) } ?? insertShaped(text, font: font, warning: nil, key: key, direction: direction)
    // The cached paragraph's source is this text's unless a case mapping moved its offsets: every
    // preparation of the same styled text then shares one.
    let glyphSource =
      sourceOffsets == nil ? cached.glyphSource : GlyphSource(text: cached.shaped.text, sourceOffsets: sourceOffsets, reshaper: reshaper)
    return PreparedText(
      font: font, warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "), shaped: cached.shaped,
      sourceOffsets: sourceOffsets, glyphSource: glyphSource)
  }

  /// The OpenType features a font description asks for.
  private static func features(_ font: Font) -> [OpenTypeFeature] {
    var features: [OpenTypeFeature] = font.monospacedDigits ? [.tabularFigures] : []
    if font.smallCapitals.contains(.lowercase) { features.append(.lowercaseSmallCaps) }
    if font.smallCapitals.contains(.uppercase) { features.append(.uppercaseSmallCaps) }
    return features
  }

  /// Measures `string` with real fonts: prepares it (resolves the font, shapes it, through the caches) and measures it for `proposal`.
  public func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    measure(string, style: style, proposal: proposal, prepared: prepare(string, style: style))
  }

  /// Measures with what `prepare(_:style:)` returned. Without it (no fonts are registered) the
  /// text is measured as `ApproximateTextMeasurer` does, with a warning.
  public func measure(
    _ string: String, style: TextStyle, proposal: ProposedViewSize, prepared: (any AnyObject & Sendable)?
  ) -> MeasuredText {
    guard let prepared = prepared as? PreparedText else {
      var measured = ApproximateTextMeasurer().measure(string, style: style, proposal: proposal)
      measured.warnings.append("no fonts are registered; text measured approximately")
      return measured
    }
    let metrics = prepared.metrics
    let lineMetrics = MeasuredText.LineMetrics(ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading)

    // A zero width asks for the minimum: text has none (layout-rules §7.1).
    if proposal.width == 0 {
      return MeasuredText(
        size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], firstLineMetrics: lineMetrics,
        lastLineMetrics: lineMetrics, capHeight: metrics.capHeight, warnings: prepared.warning.map { [$0] } ?? [])
    }
    let paragraphStyle = self.paragraphStyle(style, proposal: proposal)
    // Most texts are not cut off: their lines' boxes are all a measurement needs.
    if let measured = lineBoxMeasurement(string, prepared: prepared, style: style, paragraphStyle: paragraphStyle, capHeight: metrics.capHeight) {
      return measured
    }
    let laid = prepared.shaped.layout(paragraphStyle, glyphs: false)
    if laid.isTruncated, style.allowsTightening || style.minimumScaleFactor < 1,
      let fitted = fit(string, style: style, paragraphStyle: paragraphStyle, natural: prepared)
    {
      return measurement(fitted.paragraph, string: string, prepared: fitted.prepared, style: style, paragraphStyle: paragraphStyle)
    }
    return measurement(laid, string: string, prepared: prepared, style: style, paragraphStyle: paragraphStyle)
  }

  /// The most a text may tighten with `allowsTightening`, as a fraction of its font size per
  /// character (5%: a visible but still even squeeze).
  public static let maximumTightening = 0.05

  /// A text that is cut off at its natural size, tightened (`allowsTightening`) and then shrunk
  /// (`minimumScaleFactor`) until it is not: the smallest tightening that fits, else the largest
  /// scale that fits, else the smallest scale (cut off). Nil when nothing is tried.
  /// - Parameter natural: the text prepared at its own size, as it was measured.
  private func fit(
    _ string: String, style: TextStyle, paragraphStyle: ParagraphStyle, natural: PreparedText
  ) -> (prepared: PreparedText, paragraph: Paragraph)? {
    func attempt(scale: Double, tightening: Double) -> (prepared: PreparedText, paragraph: Paragraph)? {
      guard let prepared = prepare(string, style: style, scale: scale, tightening: tightening) else { return nil }
      return (prepared, prepared.shaped.layout(paragraphStyle, glyphs: false))
    }
    // The width the text needs on one line at its own size: what a single-line text must
    // tighten or shrink into (worked out once, when first needed).
    var naturalWidth: Double?
    func unlimitedWidth() -> Double {
      if let naturalWidth { return naturalWidth }
      var unlimited = paragraphStyle
      unlimited.maxWidth = nil
      unlimited.lineLimit = nil
      unlimited.maxHeight = nil
      let width = natural.shaped.layout(unlimited, glyphs: false).width
      naturalWidth = width
      return width
    }
    if style.allowsTightening {
      let limit = -Self.maximumTightening * Double(style.font.pointSize)
      // On one line of n characters, tightening by t narrows it by t * (n - 1) (the last
      // character's hangs): try that exact amount first, then the limit.
      let characters = max(1, string.count - 1)
      var candidates: [Double] = []
      if let maxWidth = paragraphStyle.maxWidth {
        let needed = (maxWidth - unlimitedWidth()) / Double(characters)
        if needed < 0 && needed > limit { candidates.append(needed) }
      }
      candidates.append(limit)
      for tightening in candidates {
        if let fitted = attempt(scale: 1, tightening: tightening), !fitted.paragraph.isTruncated { return fitted }
      }
    }
    let factor = Double(style.minimumScaleFactor)
    guard factor < 1 else { return nil }
    var low = factor
    var best: (prepared: PreparedText, paragraph: Paragraph)?
    guard let smallest = attempt(scale: factor, tightening: 0) else { return nil }
    if smallest.paragraph.isTruncated { return smallest }
    best = smallest
    var high = 1.0
    // A text on one line shrinks in proportion to its size: the scale at which it just fits
    // is the width offered over its width at full size (tried first, as it is exact).
    if let maxWidth = paragraphStyle.maxWidth {
      let exact = maxWidth / unlimitedWidth()
      if exact > low && exact < high, let fitted = attempt(scale: exact, tightening: 0) {
        if !fitted.paragraph.isTruncated {
          best = fitted
          low = exact
          if let larger = attempt(scale: exact * (1 + 1e-9), tightening: 0), larger.paragraph.isTruncated { return fitted }
        } else {
          high = exact
        }
      }
    }
    // Otherwise bisect: the largest scale found not to cut the text off, to a millionth.
    while high - low > 1e-6 {
      let middle = (low + high) / 2
      guard let fitted = attempt(scale: middle, tightening: 0) else { break }
      if fitted.paragraph.isTruncated {
        high = middle
      } else {
        best = fitted
        low = middle
      }
    }
    return best
  }

  /// The measurement of a paragraph laid out from `prepared` with `paragraphStyle`.
  private func measurement(
    _ laid: Paragraph, string: String, prepared: PreparedText, style: TextStyle, paragraphStyle: ParagraphStyle
  ) -> MeasuredText {
    let offsets = prepared.sourceOffsets
    let first = laid.lines[0]
    let last = laid.lines[laid.lines.count - 1]
    return measurement(
      ParagraphExtent(
        width: laid.width, height: laid.height, firstBaseline: laid.firstBaseline, lastBaseline: laid.lastBaseline,
        firstLine: LineHeights(ascent: first.ascent, descent: first.descent, leading: first.leading),
        lastLine: LineHeights(ascent: last.ascent, descent: last.descent, leading: last.leading),
        lineCount: laid.lines.count),
      lines: laid.lines.map { MeasuredText.Line(baseline: $0.baseline, x: $0.x, width: $0.width, range: Self.source($0.range, offsets)) },
      isTruncated: laid.isTruncated, string: string, prepared: prepared, capHeight: prepared.metrics.capHeight, style: style,
      paragraphStyle: paragraphStyle)
  }

  /// The measurement of a text that is not cut off, from its lines' boxes
  /// (`ShapedParagraph.lineBoxes`): nil when it would be cut off.
  private func lineBoxMeasurement(
    _ string: String, prepared: PreparedText, style: TextStyle, paragraphStyle: ParagraphStyle, capHeight: Double
  ) -> MeasuredText? {
    let offsets = prepared.sourceOffsets
    var lines: [MeasuredText.Line] = []
    let extent = prepared.shaped.lineBoxes(paragraphStyle) { index, count, range, baseline, x, width in
      if index == 0 { lines.reserveCapacity(count) }
      lines.append(MeasuredText.Line(baseline: baseline, x: x, width: width, range: Self.source(range, offsets)))
    }
    guard let extent else { return nil }
    return measurement(
      extent, lines: lines, isTruncated: false, string: string, prepared: prepared, capHeight: capHeight, style: style,
      paragraphStyle: paragraphStyle)
  }

  /// A line's range in the source string: `range` itself, or through `offsets` for a text whose
  /// case mapping changed its length.
  private static func source(_ range: Range<Int>, _ offsets: [Int]?) -> Range<Int> {
    guard let offsets else { return range }
    let lower = offsets[min(range.lowerBound, offsets.count - 1)]
    return lower..<max(lower, offsets[min(range.upperBound, offsets.count - 1)])
  }

  /// The measurement of a paragraph of `extent` and `lines` (ranges in the source string).
  private func measurement(
    _ extent: ParagraphExtent, lines: [MeasuredText.Line], isTruncated: Bool, string: String, prepared: PreparedText,
    capHeight: Double, style: TextStyle, paragraphStyle: ParagraphStyle
  ) -> MeasuredText {
    let first = extent.firstLine
    let last = extent.lastLine
    var height = extent.height
    // lineLimit(n, reservesSpace: true) and ranges keep room for their minimum line count,
    // with the last line's metrics.
    if style.reservesSpace {
      let minimum = style.lineLimitRange?.lowerBound ?? style.lineLimit ?? 1
      if minimum > extent.lineCount {
        let pitch = last.ascent + last.descent + last.leading + Double(style.spaceBetweenLines)
        height += Double(minimum - extent.lineCount) * pitch
      }
    }
    return MeasuredText(
      size: CGSize(width: extent.width, height: height), firstBaseline: extent.firstBaseline,
      lastBaseline: extent.lastBaseline, lines: lines,
      firstLineMetrics: .init(ascent: first.ascent, descent: first.descent, leading: first.leading),
      lastLineMetrics: .init(ascent: last.ascent, descent: last.descent, leading: last.leading),
      capHeight: capHeight, isTruncated: isTruncated,
      warnings: prepared.warning.map { [$0] } ?? [],
      glyphRecipe: MeasuredGlyphs(source: prepared.glyphSource, style: paragraphStyle))
  }

  /// The paragraph direction the layout direction asks for (natural for left to right, so that
  /// right-to-left text still finds its own base direction).
  private static func direction(_ style: TextStyle) -> ParagraphStyle.Direction {
    style.layoutDirection == .rightToLeft ? .rightToLeft : .natural
  }

  /// The paragraph style of a measurement: the proposal's limits and the text's settings.
  private func paragraphStyle(_ style: TextStyle, proposal: ProposedViewSize) -> ParagraphStyle {
    var paragraphStyle = ParagraphStyle(
      maxWidth: proposal.width.map(Double.init), maxHeight: proposal.height.map(Double.init),
      lineSpacing: Double(style.spaceBetweenLines), lineLimit: style.lineLimit, direction: Self.direction(style))
    paragraphStyle.truncation = {
      switch style.truncationMode {
      case .head: return .head
      case .middle: return .middle
      case .tail: return .tail
      }
    }()
    paragraphStyle.alignment = {
      switch style.multilineTextAlignment {
      case .leading: return .leading
      case .center: return .center
      case .trailing: return .trailing
      }
    }()
    return paragraphStyle
  }

  /// Shapes a text the cache does not have and keeps it.
  /// - Parameters:
  ///   - font: the font of the text's first run (the metrics of an empty measurement).
  ///   - warning: what resolving the font of a text of one font reported (its key has the
  ///     `Font` asked for, so every text found by it has the same warning).
  ///   - plain: for a text of one font with no other attributes, its string and features (its
  ///     recipes keep them and the font); nil for any other.
  private func insertShaped(
    _ text: StyledText, font: SizedFont, warning: String?, key: ShapeKey, direction: ParagraphStyle.Direction,
    plain: (string: String, features: [OpenTypeFeature])? = nil
  ) -> PreparedText {
    let shaped = typesetter.shape(text, direction: direction)
    let glyphSource =
      plain.map { GlyphSource(string: $0.string, font: font, features: $0.features, reshaper: reshaper) }
      ?? GlyphSource(text: shaped.text, sourceOffsets: nil, reshaper: reshaper)
    let prepared = PreparedText(font: font, warning: warning, shaped: shaped, glyphSource: glyphSource)
    // Each paragraph costs its text plus a fixed share for its arrays and objects.
    // The paragraphs the insertion evicts come back out of the lock and are released (and
    // freed, when no tree holds them) here, unlocked, so other threads do not wait on their
    // deinitializers.
    _ = self.shaped.withLock { $0.insert(prepared, for: key, cost: text.utf16.count + 32 + 8 * key.fields.runs.count) }
    return prepared
  }
}
