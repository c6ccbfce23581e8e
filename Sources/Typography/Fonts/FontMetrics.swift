/// The vertical metrics of a font face in font units, as stored in its tables, and the set the
/// engine selected for layout.
///
/// Selection follows FreeType 2.10+ and skrifa (see `docs/text-rules.md`):
/// 1. OS/2 present with `fsSelection` bit 7 (USE_TYPO_METRICS): the OS/2 typo values.
/// 2. Otherwise the hhea values.
/// 3. If the hhea ascender and descender are both 0: the typo values when either is non-zero,
///    else `usWinAscent`/`usWinDescent` with a line gap of 0.
///
/// Ascent and descent are positive distances above and below the baseline; a negative line gap
/// counts as 0. Nothing is rounded.
public struct FontMetrics: Sendable, Hashable {
  /// Which table the selected ascender, descender and line gap came from.
  public enum Source: String, Sendable, Hashable {
    /// OS/2's typographic values.
    case typo
    /// The hhea table's values.
    case hhea
    /// OS/2's Windows values.
    case win
  }

  /// One stored set of ascender/descender/line gap, in font units, signs as in the table.
  public struct StoredSet: Sendable, Hashable {
    /// The ascender, positive above the baseline.
    public var ascender: Int
    /// The descender as stored (negative below the baseline in `typo` and `hhea`, positive in `win`).
    public var descender: Int
    /// The line gap (0 for `win`, which has none).
    public var lineGap: Int
  }

  /// Font units per em (`head.unitsPerEm`).
  public var unitsPerEm: Int
  /// The selected ascent above the baseline, font units.
  public var ascent: Int
  /// The selected descent below the baseline as a positive distance, font units.
  public var descent: Int
  /// The selected line gap (never negative), font units.
  public var lineGap: Int
  /// The table the selected values came from.
  public var source: Source
  /// Cap height: OS/2 `sCapHeight`, or the top of the glyph for "H" when the table has none.
  public var capHeight: Int
  /// x-height: OS/2 `sxHeight`, or the top of the glyph for "x" when the table has none.
  public var xHeight: Int
  /// The hhea values as stored.
  public var hhea: StoredSet
  /// The OS/2 typo values as stored, when the font has an OS/2 table.
  public var typo: StoredSet?
  /// The OS/2 `usWinAscent`/`usWinDescent` (line gap 0), when the font has an OS/2 table.
  public var win: StoredSet?
  /// Whether OS/2 `fsSelection` bit 7 (USE_TYPO_METRICS) is set.
  public var usesTypoMetrics: Bool

  /// Where a decoration line goes, font units: `position` as the table stores it and the
  /// line's thickness.
  public struct LinePosition: Sendable, Hashable {
    /// Where the line is, as the table stores it (`post` underline: the top of the line; `OS/2` strikeout: its top, above the baseline).
    public var position: Int
    /// The line's thickness.
    public var thickness: Int

    /// A line at `position` of `thickness`, font units.
    public init(position: Int, thickness: Int) {
      self.position = position
      self.thickness = thickness
    }
  }

  /// A decoration line as drawn: the y of its center above the baseline (negative below) and
  /// its thickness, font units.
  public struct DecorationLine: Sendable, Hashable {
    /// The line's center above the baseline (negative: below).
    public var center: Double
    /// The line's thickness, font units.
    public var thickness: Int
  }

  /// The underline: `post.underlinePosition` (the top of the line above the baseline, as the
  /// OpenType spec describes it; negative below) and `post.underlineThickness`, so its center
  /// is position - thickness / 2. A thickness of 0 counts as `unitsPerEm / 20`.
  public var underline: DecorationLine
  /// The strikethrough: OS/2 `yStrikeoutPosition` (the top of the line above the baseline,
  /// as the OpenType spec describes it) and `yStrikeoutSize`, so its center is position -
  /// size / 2; without them, a line of the underline's thickness centered at half the x-height.
  public var strikethrough: DecorationLine

  /// Applies the selection rules to stored values.
  public init(
    unitsPerEm: Int, hhea: StoredSet, typo: StoredSet?, win: StoredSet?, usesTypoMetrics: Bool,
    capHeight: Int, xHeight: Int, underline: LinePosition = LinePosition(position: 0, thickness: 0),
    strikeout: LinePosition? = nil
  ) {
    self.unitsPerEm = unitsPerEm
    self.hhea = hhea
    self.typo = typo
    self.win = win
    self.usesTypoMetrics = usesTypoMetrics
    self.capHeight = capHeight
    self.xHeight = xHeight
    let chosen: StoredSet
    if let typo, usesTypoMetrics {
      (chosen, source) = (typo, .typo)
    } else if hhea.ascender != 0 || hhea.descender != 0 {
      (chosen, source) = (hhea, .hhea)
    } else if let typo, typo.ascender != 0 || typo.descender != 0 {
      (chosen, source) = (typo, .typo)
    } else if let win {
      (chosen, source) = (StoredSet(ascender: win.ascender, descender: win.descender, lineGap: 0), .win)
    } else {
      (chosen, source) = (hhea, .hhea)
    }
    ascent = chosen.ascender
    // Descenders are stored negative (below the baseline); win descent is stored positive.
    descent = source == .win ? chosen.descender : -chosen.descender
    lineGap = max(chosen.lineGap, 0)
    let thickness = underline.thickness > 0 ? underline.thickness : max(unitsPerEm / 20, 1)
    self.underline = DecorationLine(center: Double(underline.position) - Double(thickness) / 2, thickness: thickness)
    if let strikeout, strikeout.thickness > 0 {
      self.strikethrough = DecorationLine(
        center: Double(strikeout.position) - Double(strikeout.thickness) / 2, thickness: strikeout.thickness)
    } else {
      self.strikethrough = DecorationLine(center: Double(xHeight) / 2, thickness: thickness)
    }
  }

  /// The metrics at a point size: every value multiplied by `size / unitsPerEm`, unrounded.
  public func scaled(to size: Double) -> ScaledFontMetrics {
    let scale = size / Double(unitsPerEm)
    var metrics = ScaledFontMetrics(
      size: size, ascent: Double(ascent) * scale, descent: Double(descent) * scale,
      leading: Double(lineGap) * scale, capHeight: Double(capHeight) * scale,
      xHeight: Double(xHeight) * scale)
    metrics.underlinePosition = underline.center * scale
    metrics.underlineThickness = Double(underline.thickness) * scale
    metrics.strikethroughPosition = strikethrough.center * scale
    metrics.strikethroughThickness = Double(strikethrough.thickness) * scale
    return metrics
  }
}

/// Font metrics at a point size, in points.
public struct ScaledFontMetrics: Sendable, Hashable {
  /// The point size these metrics are for.
  public var size: Double
  /// Distance from the baseline up to the top of the line box.
  public var ascent: Double
  /// Distance from the baseline down to the bottom of the line box (positive).
  public var descent: Double
  /// The font's line gap, placed between lines.
  public var leading: Double
  /// Height of capital letters above the baseline.
  public var capHeight: Double
  /// Height of lowercase letters such as "x" above the baseline.
  public var xHeight: Double

  /// The center of the underline above the baseline (negative: below), and its thickness.
  public var underlinePosition = 0.0
  /// The underline's thickness.
  public var underlineThickness = 0.0
  /// The center of the strikethrough line above the baseline, and its thickness.
  public var strikethroughPosition = 0.0
  /// The strikethrough line's thickness.
  public var strikethroughThickness = 0.0

  /// `ascent + descent`: the height of one line with no gap.
  public var lineHeight: Double { ascent + descent }

  /// Zero metrics, for a size of zero.
  public static let zero = ScaledFontMetrics(
    size: 0, ascent: 0, descent: 0, leading: 0, capHeight: 0, xHeight: 0)
}
