/// A last shown line cut off by a line limit or a height: its fragments (ellipsis included) and
/// its metrics.
private struct TruncatedLine {
  var fragments: [Fragment]
  var metrics: ScaledFontMetrics
}

extension ShapedParagraph {
  /// Breaks the shaped paragraph into lines and places them.
  ///
  /// `style.direction` is ignored here: the direction was fixed when the paragraph was shaped.
  ///
  /// - Parameters:
  ///   - style: the width, line limit, spacing, alignment and truncation of the lines.
  ///   - glyphs: false to measure only: the lines, widths and baselines are the same, but
  ///     lines carry no runs (a truncated line keeps its runs and glyphs); `withGlyphs(_:)`
  ///     fills them in.
  public func layout(_ style: ParagraphStyle, glyphs: Bool = true) -> Paragraph {
    let maxWidth = style.effectiveMaxWidth
    let spacing = style.effectiveLineSpacing
    var spans = breakLines(maxWidth: maxWidth)
    let itemMetrics = oneItemMetrics()
    func metrics(of span: LineSpan) -> ScaledFontMetrics { self.metrics(of: span, itemMetrics: itemMetrics) }
    // How many lines are shown, and the metrics of the lines a height limit looked at (kept: a
    // text of several items would work them out again).
    let (shown, measuredForHeight) = shownLines(spans, style: style, metrics: metrics)
    // A cut-off last line: its fragments (ellipsis included) and its metrics.
    var truncated: TruncatedLine? = nil
    if shown < spans.count {
      let lastShown = spans[shown - 1]
      let hidden = lastShown.end..<unitCount
      spans.removeSubrange(shown...)
      if !isAllWhitespace(hidden) {
        let fragments = truncate(from: lastShown.start, style: style, maxWidth: maxWidth)
        truncated = TruncatedLine(
          fragments: fragments, metrics: lineMetrics(from: lastShown.start, to: lastShown.start, extra: fragments))
        spans[shown - 1] = LineSpan(
          start: lastShown.start, end: unitCount, visibleEnd: unitCount)
      }
    }

    var lines: [Line] = []
    lines.reserveCapacity(spans.count)
    var top = 0.0
    for (index, span) in spans.enumerated() {
      let isTruncated = index == spans.count - 1 && truncated != nil
      let line: ScaledFontMetrics
      if isTruncated, let truncated {
        line = truncated.metrics
      } else {
        line = index < measuredForHeight.count ? measuredForHeight[index] : metrics(of: span)
      }
      var runs: [GlyphRun]
      if isTruncated, let logical = truncated?.fragments {
        runs = []
        var x = 0.0
        for position in visualOrder(levels: logical.map(\.level)) {
          var fragment = logical[position]
          for glyph in fragment.glyphs.indices { fragment.glyphs[glyph].x += x }
          runs.append(GlyphRun(fragment, x: x))
          x += fragment.width
        }
      } else if glyphs {
        runs = self.runs(from: span.start, to: span.visibleEnd)
      } else {
        runs = []
      }
      let advances: Double
      if isTruncated {
        advances = runs.reduce(0) { $0 + $1.width }
      } else if glyphs {
        advances = runs.reduce(0) { $0 + $1.width } - hangingSpacing(of: span)
      } else {
        advances = measuredWidth(of: span)
      }
      let width = Self.lineWidth(advances)
      lines.append(
        Line(
          range: span.start..<span.end, top: top, baseline: top + line.ascent, x: 0, width: width,
          ascent: line.ascent, descent: line.descent, leading: line.leading, runs: runs,
          isTruncated: isTruncated, visibleEnd: span.visibleEnd))
      top += ParagraphStyle.pitch(ascent: line.ascent, descent: line.descent, leading: line.leading, spacing: spacing)
    }

    let width = lines.reduce(0) { max($0, $1.width) }
    for index in lines.indices {
      let offset = alignmentOffset(lineStart: lines[index].range.lowerBound, slack: width - lines[index].width, style.alignment)
      guard offset != 0 else { continue }
      lines[index].x = offset
      for run in lines[index].runs.indices {
        lines[index].runs[run].x += offset
        for glyph in lines[index].runs[run].glyphs.indices {
          lines[index].runs[run].glyphs[glyph].x += offset
        }
      }
    }
    let last = lines[lines.count - 1]
    return Paragraph(
      width: width, height: last.top + last.ascent + last.descent, lines: lines,
      firstBaseline: lines[0].baseline, lastBaseline: last.baseline,
      isTruncated: truncated != nil, baseLevel: analysis.baseLevel)
  }

  /// The spacing after a line's last cluster that hangs past its visible end, as trailing
  /// white space does (tracking): none for a line with nothing visible.
  func hangingSpacing(of span: LineSpan) -> Double {
    span.visibleEnd <= span.start ? 0 : hangingSpacing(before: span.visibleEnd)
  }

  /// A line's width from the sum of its advances, never below 0: a font whose advances are
  /// broken (65,535 units at 16 units per em, which HarfBuzz reports as -1) gives lines of
  /// width 0, not negative ones.
  static func lineWidth(_ advances: Double) -> Double { max(advances, 0) }

  /// A line's width without glyph arrays: its visible part's (kept by the breaker, or measured)
  /// less its hanging spacing.
  func measuredWidth(of span: LineSpan) -> Double {
    (span.visibleWidth.isNaN ? visibleWidth(from: span.start, to: span.visibleEnd) : span.visibleWidth) - hangingSpacing(of: span)
  }

  /// How far a line starting at `lineStart` moves right for `alignment`, given `slack`, the
  /// widest line's width less its own (a right-to-left paragraph's leading edge is its right).
  func alignmentOffset(lineStart: Int, slack: Double, _ alignment: ParagraphStyle.Alignment) -> Double {
    let rightToLeft = paragraphLevel(at: lineStart) & 1 == 1
    switch alignment {
    case .leading: return rightToLeft ? slack : 0
    case .center: return slack / 2
    case .trailing: return rightToLeft ? 0 : slack
    }
  }

  /// For a text of one item, the metrics of its lines (every line that starts before the text's
  /// end and ends after its start has that item's), worked out once; nil for any other text.
  func oneItemMetrics() -> ScaledFontMetrics? {
    let count = unitCount
    return items.count == 1 && count > 0 ? lineMetrics(from: 0, to: count) : nil
  }

  /// A line's ascent, descent and leading: `itemMetrics` (`oneItemMetrics()`) when it has some
  /// of the one item, else worked out from the line's items.
  func metrics(of span: LineSpan, itemMetrics: ScaledFontMetrics?) -> ScaledFontMetrics {
    let end = contentEnd(span)
    if let itemMetrics, span.start < unitCount, end > 0 { return itemMetrics }
    return lineMetrics(from: span.start, to: end)
  }

  /// How many of the lines `spans` are shown: the line limit, then the height (at least one).
  /// Also the metrics of the lines the height limit looked at, in order.
  func shownLines(
    _ spans: [LineSpan], style: ParagraphStyle, metrics: (LineSpan) -> ScaledFontMetrics
  ) -> (count: Int, measured: [ScaledFontMetrics]) {
    var shown = spans.count
    var measured: [ScaledFontMetrics] = []
    if let limit = style.effectiveLineLimit { shown = min(shown, limit) }
    if let maxHeight = style.effectiveMaxHeight {
      let spacing = style.effectiveLineSpacing
      var top = 0.0
      var fitting = 0
      for index in 0..<shown {
        let line = metrics(spans[index])
        measured.append(line)
        let bottom = top + line.ascent + line.descent
        if index > 0 && bottom > maxHeight + 1e-9 { break }
        fitting = index + 1
        top += ParagraphStyle.pitch(ascent: line.ascent, descent: line.descent, leading: line.leading, spacing: spacing)
      }
      shown = max(1, fitting)
    }
    return (shown, measured)
  }

  /// A paragraph laid out without glyph arrays (`layout(_:glyphs: false)`) with its glyphs
  /// filled in: the same lines, breaks, truncation and positions, and each run's glyphs taken
  /// from the shaping. No line is broken or truncated again.
  public func withGlyphs(_ measured: Paragraph) -> Paragraph {
    var paragraph = measured
    for index in paragraph.lines.indices where !paragraph.lines[index].isTruncated {
      let line = paragraph.lines[index]
      var runs = self.runs(from: line.range.lowerBound, to: line.visibleEnd)
      if line.x != 0 {
        for run in runs.indices {
          runs[run].x += line.x
          for glyph in runs[run].glyphs.indices { runs[run].glyphs[glyph].x += line.x }
        }
      }
      paragraph.lines[index].runs = runs
    }
    return paragraph
  }

  /// The width of a line's visible part: its pieces' advances summed in visual order, as the
  /// runs' widths are, with no glyph arrays built.
  func visibleWidth(from start: Int, to end: Int) -> Double {
    // The items the line touches; when they share one bidi level (most lines: one item), the
    // visual order is theirs, or theirs reversed at an odd level, and nothing is allocated.
    let first = firstItem(endingAfter: start)
    var last = first
    var level: UInt8? = nil
    var mixed = false
    while last < items.count, items[last].range.lowerBound < end {
      let range = items[last].range
      if max(start, range.lowerBound) < min(end, range.upperBound) {
        if level == nil { level = items[last].level } else if level != items[last].level { mixed = true }
      }
      last += 1
    }
    var width = 0.0
    if !mixed {
      func add(_ index: Int) {
        let range = items[index].range
        let lower = max(start, range.lowerBound)
        let upper = min(end, range.upperBound)
        if lower < upper { width += measuredWidth(item: index, from: lower, to: upper) }
      }
      if (level ?? 0) & 1 == 0 {
        for index in first..<last { add(index) }
      } else {
        for index in (first..<last).reversed() { add(index) }
      }
      return width
    }
    let logical = pieces(from: start, to: end)
    for index in visualOrder(levels: logical.map { items[$0.item].level }) {
      let piece = logical[index]
      width += measuredWidth(item: piece.item, from: piece.range.lowerBound, to: piece.range.upperBound)
    }
    return width
  }

  /// The end of a line without its line separators.
  func contentEnd(_ span: LineSpan) -> Int {
    var end = span.end
    guard hasLineSeparators else { return end }
    while end > span.start && isLineSeparator(text.utf16[end - 1]) { end -= 1 }
    return end
  }

  func isAllWhitespace(_ range: Range<Int>) -> Bool {
    text.utf16[range].allSatisfy(isHangingWhitespace)
  }
}
