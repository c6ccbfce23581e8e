/// What measuring a paragraph gives besides its lines (`ShapedParagraph.lineBoxes`): the
/// numbers of the `Paragraph` that `layout(_:glyphs: false)` makes, without its lines.
public struct ParagraphExtent: Sendable, Hashable {
  /// The widest line's width and the height from the first line's top to the last one's bottom,
  /// points.
  public var width: Double
  /// The height from the first line's top to the last line's bottom, points.
  public var height: Double
  /// The first and last lines' baselines from the top, points.
  public var firstBaseline: Double
  /// The last line's baseline from the top, points.
  public var lastBaseline: Double
  /// The first and last lines' heights.
  public var firstLine: LineHeights
  /// The last line's heights.
  public var lastLine: LineHeights
  /// How many lines there are.
  public var lineCount: Int

  /// An extent from its values (see the properties).
  public init(
    width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, firstLine: LineHeights, lastLine: LineHeights,
    lineCount: Int
  ) {
    self.width = width
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.firstLine = firstLine
    self.lastLine = lastLine
    self.lineCount = lineCount
  }
}

/// A line's ascent, descent and leading, points (as its `Line` has them).
public struct LineHeights: Sendable, Hashable {
  /// How far the line rises above its baseline.
  public var ascent: Double
  /// How far the line reaches below its baseline (positive).
  public var descent: Double
  /// The line gap after the line.
  public var leading: Double

  /// Heights of the given ascent, descent and line gap, points.
  public init(ascent: Double, descent: Double, leading: Double) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
  }

  static let zero = LineHeights(ascent: 0, descent: 0, leading: 0)
}

extension ShapedParagraph {
  /// The lines `layout(style, glyphs: false)` gives, each handed to `line` in order with its
  /// range, baseline, left edge and width (the same numbers, bit for bit), and the paragraph's
  /// extent, without making the paragraph: no list of lines with room for glyph runs is made,
  /// copied and let go for a text measured only for its size and baselines (a text measured
  /// again at each width of a resized form).
  ///
  /// Nil, before any line is handed over, when a line limit or the height would cut the text
  /// off: a cut-off line ends in an ellipsis, which `layout` shapes.
  ///
  /// - Parameters:
  ///   - style: the width, line limit, spacing and alignment the lines are made for.
  ///   - line: called once per line: the line's index, the number of lines, its range in the
  ///     text, its baseline from the paragraph's top, its left edge and its width.
  public func lineBoxes(
    _ style: ParagraphStyle,
    line: (_ index: Int, _ count: Int, _ range: Range<Int>, _ baseline: Double, _ x: Double, _ width: Double) -> Void
  ) -> ParagraphExtent? {
    var spans = breakLines(maxWidth: style.effectiveMaxWidth)
    let itemMetrics = oneItemMetrics()
    func metrics(of span: LineSpan) -> ScaledFontMetrics { self.metrics(of: span, itemMetrics: itemMetrics) }
    let (shown, measuredForHeight) = shownLines(spans, style: style, metrics: metrics)
    guard shown == spans.count else { return nil }
    // The widths first (each line's is kept in its span): a line's left edge depends on the
    // widest line.
    var widest = 0.0
    for index in spans.indices {
      let width = Self.lineWidth(measuredWidth(of: spans[index]))
      spans[index].visibleWidth = width
      widest = max(widest, width)
    }
    let spacing = style.effectiveLineSpacing
    var top = 0.0
    var extent = ParagraphExtent(
      width: widest, height: 0, firstBaseline: 0, lastBaseline: 0, firstLine: .zero, lastLine: .zero, lineCount: spans.count)
    for (index, span) in spans.enumerated() {
      let metrics = index < measuredForHeight.count ? measuredForHeight[index] : metrics(of: span)
      let baseline = top + metrics.ascent
      let width = span.visibleWidth
      let offset = alignmentOffset(lineStart: span.start, slack: widest - width, style.alignment)
      // (A zero offset, of either sign, leaves the edge at +0, as `layout` does.)
      line(index, spans.count, span.start..<span.end, baseline, offset != 0 ? offset : 0, width)
      let heights = LineHeights(ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading)
      if index == 0 {
        extent.firstBaseline = baseline
        extent.firstLine = heights
      }
      extent.lastBaseline = baseline
      extent.lastLine = heights
      extent.height = top + metrics.ascent + metrics.descent
      top += ParagraphStyle.pitch(ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading, spacing: spacing)
    }
    return extent
  }
}
