public import Foundation

/// The result of measuring a text for one proposal, in the text's own coordinates (points,
/// origin top-leading, y down).
public struct MeasuredText: Sendable, Hashable {
  /// One laid-out line.
  public struct Line: Sendable, Hashable {
    /// The line's baseline from the text's top.
    public var baseline: CGFloat
    /// The line's left edge and width.
    public var x: CGFloat
    /// The line's width (without trailing spaces).
    public var width: CGFloat
    /// The UTF-16 range of the source string it shows.
    public var range: Range<Int>

    /// A line with its baseline, left edge, width and the UTF-16 range it shows.
    public init(baseline: CGFloat, x: CGFloat, width: CGFloat, range: Range<Int>) {
      self.baseline = baseline
      self.x = x
      self.width = width
      self.range = range
    }
  }

  /// Font metrics of a line, used for text-aware spacing between stacked views.
  public struct LineMetrics: Sendable, Hashable {
    /// How far the line's tallest font rises above the baseline.
    public var ascent: CGFloat
    /// How far the line's deepest font reaches below the baseline (positive).
    public var descent: CGFloat
    /// The fonts' line gap (added between lines by some measurers).
    public var leading: CGFloat

    /// Metrics of the given ascent, descent and line gap.
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
      self.ascent = ascent
      self.descent = descent
      self.leading = leading
    }
  }

  /// The text's size: the widest line's width and the lines' height.
  public var size: CGSize
  /// The first line's baseline from the text's top.
  public var firstBaseline: CGFloat
  /// The last line's baseline from the text's top.
  public var lastBaseline: CGFloat
  /// The lines shown, top to bottom.
  public var lines: [Line]
  /// Metrics of the first and last lines.
  public var firstLineMetrics: LineMetrics
  /// The last line's metrics.
  public var lastLineMetrics: LineMetrics
  /// Cap height of the text's primary font (for `firstTextLineCenter`-style guides and spacing).
  public var capHeight: CGFloat
  /// Whether text was cut off.
  public var isTruncated: Bool
  /// Problems the measurer worked around, such as a font family that does not exist (reported
  /// in `LayoutResult.warnings`).
  public var warnings: [String]
  /// How the measurer makes this text's glyphs, if it keeps a way (`GlyphRecipe`): `Baseline`'s
  /// measurer attaches a `MeasuredGlyphs`, which shapes and lays the text out again, with the
  /// style it was measured with, when it is first drawn. LayoutCore only carries it; it takes no
  /// part in equality or hashing. (An object, so a measurement stays small: layout keeps several
  /// per text.)
  public var glyphRecipe: (any GlyphRecipe)?

  // Inlinable: a measurer in another module builds one for every measurement, and the call
  // across modules copied the new value out once more (counting its lines, warnings and glyph
  // layout again).
  /// A measurement from its values (see the properties).
  @inlinable
  public init(
    size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [Line],
    firstLineMetrics: LineMetrics, lastLineMetrics: LineMetrics, capHeight: CGFloat,
    isTruncated: Bool = false, warnings: [String] = [], glyphRecipe: (any GlyphRecipe)? = nil
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lines = lines
    self.firstLineMetrics = firstLineMetrics
    self.lastLineMetrics = lastLineMetrics
    self.capHeight = capHeight
    self.isTruncated = isTruncated
    self.warnings = warnings
    self.glyphRecipe = glyphRecipe
  }

  /// Equal when every measured value is equal (`glyphRecipe` is not compared).
  public static func == (lhs: MeasuredText, rhs: MeasuredText) -> Bool {
    lhs.size == rhs.size && lhs.firstBaseline == rhs.firstBaseline
      && lhs.lastBaseline == rhs.lastBaseline && lhs.lines == rhs.lines
      && lhs.firstLineMetrics == rhs.firstLineMetrics && lhs.lastLineMetrics == rhs.lastLineMetrics
      && lhs.capHeight == rhs.capHeight && lhs.isTruncated == rhs.isTruncated
      && lhs.warnings == rhs.warnings
  }

  /// Hashes the size and baselines and lines (the glyph recipe takes no part).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(firstBaseline)
    hasher.combine(lastBaseline)
    hasher.combine(lines)
  }
}

/// Measures text for layout. `LayoutCore` knows text only through this protocol; the `Baseline`
/// module supplies one backed by real fonts, and tests can supply a fake.
public protocol TextMeasuring: Sendable {
  /// Measures `string` for a proposal. A nil width means one line at its ideal width (explicit
  /// newlines still break); a finite width wraps; the width of the result is the widest line.
  /// A finite height limits the lines shown (at least one); a height at least that of the
  /// measurement with no height limit must give that same measurement, and LayoutCore relies on
  /// it: such a proposal is answered from the unlimited measurement without asking again.
  ///
  /// Likewise for widths: a measurement that cut nothing off (`isTruncated` false), made for a
  /// width `w` (or none), must be the measurement for every width from its own width up to `w`
  /// (lines broken greedily, each as long as fits, are the same for all of them). LayoutCore
  /// answers such widths from it, unless the style lets the text tighten or shrink to fit or
  /// the measurer says otherwise (`measurementsHoldAcrossWidths`).
  func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText

  /// Work that depends only on the text and its style (resolving the font, finding the shaped
  /// text), done once per Text and handed back to `measure(_:style:proposal:prepared:)` for
  /// every proposal. The default prepares nothing.
  func prepare(_ string: String, style: TextStyle) -> (any AnyObject & Sendable)?

  /// Measures with what `prepare` returned (nil when it returned nil). The default ignores it.
  func measure(
    _ string: String, style: TextStyle, proposal: ProposedViewSize, prepared: (any AnyObject & Sendable)?
  ) -> MeasuredText

  /// Whether a measurement holds for every width between its widest line and the width it was
  /// made for (see `measure(_:style:proposal:)`). True by default; a measurer whose lines
  /// depend on the exact width (justified text, say) returns false, and is then asked for
  /// every width.
  var measurementsHoldAcrossWidths: Bool { get }
}

extension TextMeasuring {
  public func prepare(_ string: String, style: TextStyle) -> (any AnyObject & Sendable)? { nil }

  public var measurementsHoldAcrossWidths: Bool { true }

  public func measure(
    _ string: String, style: TextStyle, proposal: ProposedViewSize, prepared: (any AnyObject & Sendable)?
  ) -> MeasuredText {
    measure(string, style: style, proposal: proposal)
  }
}

/// LayoutCore's default measurer, font-free with fixed metrics: every character is 0.6 em wide,
/// ascent 0.8 em, descent 0.2 em, no line gap, cap height 0.7 em; lines wrap at spaces. It gives
/// deterministic, plausible numbers; `Baseline`'s `LayoutEngine(fonts:)` uses real fonts instead.
public struct ApproximateTextMeasurer: TextMeasuring {
  /// The measurer (it keeps no state).
  public init() {}

  /// Measures with the fixed metrics above, wrapping at spaces for a finite width.
  public func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    let size = style.font.pointSize
    let advance = 0.6 * size
    let ascent = 0.8 * size
    let descent = 0.2 * size
    let metrics = MeasuredText.LineMetrics(ascent: ascent, descent: descent, leading: 0)
    let units = Array(string.utf16)
    var lines: [Range<Int>] = []
    var start = 0
    var lastSpace: Int? = nil
    var index = 0
    let maximum = proposal.width.map { max(0, $0) }
    while index < units.count {
      if units[index] == 10 {
        lines.append(start..<index)
        start = index + 1
        lastSpace = nil
      } else {
        if units[index] == 32 { lastSpace = index }
        if let maximum, CGFloat(index + 1 - start) * advance > maximum + 1e-9, index > start {
          let cut = lastSpace.map { $0 + 1 } ?? index
          lines.append(start..<cut)
          start = cut
          lastSpace = nil
          index = max(index, cut)
          continue
        }
      }
      index += 1
    }
    lines.append(start..<units.count)
    if let limit = style.lineLimit, lines.count > max(limit, 1) { lines.removeSubrange(max(limit, 1)...) }
    let pitch = max(ascent + descent + style.spaceBetweenLines, 0)
    var measured: [MeasuredText.Line] = []
    var widest: CGFloat = 0
    for (number, range) in lines.enumerated() {
      var end = range.upperBound
      while end > range.lowerBound && units[end - 1] == 32 { end -= 1 }
      let width = CGFloat(end - range.lowerBound) * advance
      widest = max(widest, width)
      measured.append(.init(baseline: ascent + CGFloat(number) * pitch, x: 0, width: width, range: range))
    }
    let height = CGFloat(lines.count - 1) * pitch + ascent + descent
    return MeasuredText(
      size: CGSize(width: widest, height: height), firstBaseline: ascent,
      lastBaseline: measured.last?.baseline ?? ascent, lines: measured, firstLineMetrics: metrics,
      lastLineMetrics: metrics, capHeight: 0.7 * size)
  }
}
