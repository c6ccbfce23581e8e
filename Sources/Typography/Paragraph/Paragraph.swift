/// One shaped glyph, positioned within its line.
public struct Glyph: Sendable, Hashable {
  /// Glyph id in the run's font.
  public var id: UInt32
  /// UTF-16 offset of the first code unit of the cluster the glyph belongs to, in the source
  /// text. Ligatures map several code units to one cluster.
  public var cluster: Int
  /// Pen position (before `xOffset`) from the paragraph's leading edge, points.
  public var x: Double
  /// Horizontal advance, points.
  public var advance: Double
  /// Offset from the pen position, points; positive x to the right.
  public var xOffset: Double
  /// Offset from the baseline, points; positive y **up** (HarfBuzz's convention).
  public var yOffset: Double
}

/// Consecutive glyphs of one font and one direction, in visual (left to right) order.
public struct GlyphRun: Sendable, Hashable {
  /// The font the glyphs come from (a fallback face when the requested one lacked the text).
  public var font: SizedFont
  /// The UTF-16 range of the source text the run shows (for an ellipsis, the cut-off range's
  /// start, empty).
  public var range: Range<Int>
  /// Bidi embedding level; odd levels are right to left.
  public var bidiLevel: UInt8
  /// ISO 15924 script tag packed big-endian ('Latn' = 0x4C61746E).
  public var scriptTag: UInt32
  /// Left edge of the run from the paragraph's left edge, points.
  public var x: Double
  /// Sum of the advances, points.
  public var width: Double
  /// The glyphs, left to right.
  public var glyphs: [Glyph]
  /// Whether this run is the inserted truncation ellipsis.
  public var isEllipsis: Bool
  /// Points the run is raised above the line's baseline (its glyphs' `yOffset`s include it).
  public var baselineOffset: Double

  /// Whether the run is set right to left.
  public var isRightToLeft: Bool { bidiLevel & 1 == 1 }

  /// ISO 15924 script code, e.g. "Latn", "Arab".
  public var script: String { tagString(scriptTag) }
}

/// One laid-out line.
public struct Line: Sendable, Hashable {
  /// The UTF-16 range of the source text on this line, including trailing white space and the
  /// line separator that ended it. A truncated last line covers everything it stands for.
  public var range: Range<Int>
  /// Top of the line box, from the paragraph top, points.
  public var top: Double
  /// Baseline, from the paragraph top, points.
  public var baseline: Double
  /// Left edge of the line's ink advance box, from the paragraph's left edge, points.
  public var x: Double
  /// Width of the line without trailing white space (which hangs), points.
  public var width: Double
  /// Largest ascent, descent and line gap of the fonts used on the line (fallback fonts
  /// included), points.
  public var ascent: Double
  /// The largest descent of the line's fonts (positive), points.
  public var descent: Double
  /// The largest line gap of the line's fonts, points.
  public var leading: Double
  /// Glyph runs in visual order (left to right).
  public var runs: [GlyphRun]
  /// Whether this line ends with an inserted ellipsis because text was cut off.
  public var isTruncated: Bool
  /// Where the visible part of the line ends (before hanging white space and separators).
  var visibleEnd: Int

  /// `ascent + descent`.
  public var height: Double { ascent + descent }
}

/// A laid-out paragraph: its size, lines and baselines, all in points from its top-left corner,
/// y growing downward, unrounded.
///
/// Line `i` has `top_0 = 0`, `top_{i+1} = top_i + ascent_i + descent_i + leading_i +
/// lineSpacing`, `baseline_i = top_i + ascent_i`; the height is the bottom of the last line
/// (`top_{n-1} + ascent_{n-1} + descent_{n-1}`): the line gap and line spacing go between lines
/// only. An empty text is one empty line of its base font: width 0, height ascent + descent.
public struct Paragraph: Sendable, Hashable {
  /// The width of the widest line, points.
  public var width: Double
  /// The height: from the first line's top to the last line's bottom, points.
  public var height: Double
  /// The lines, top to bottom. Never empty.
  public var lines: [Line]
  /// Baseline of the first line, from the top.
  public var firstBaseline: Double
  /// Baseline of the last line, from the top.
  public var lastBaseline: Double
  /// Whether text was cut off by the line limit or the height.
  public var isTruncated: Bool
  /// Base level of the first bidi paragraph (1 = right to left).
  public var baseLevel: UInt8
}
