/// How a paragraph is broken into lines and placed. Every field has a documented clamp for
/// out-of-range values, so no value makes layout fail.
public struct ParagraphStyle: Sendable, Hashable {
  /// Horizontal placement of each line inside the paragraph's own width (its widest line).
  /// Leading and trailing follow each line's bidi paragraph direction.
  public enum Alignment: Sendable, Hashable {
    /// Lines flush with the leading edge.
    case leading
    /// Lines centered.
    case center
    /// Lines flush with the trailing edge.
    case trailing
  }

  /// Where the ellipsis goes when lines are cut off.
  public enum Truncation: Sendable, Hashable {
    /// "The beginning of the last line…"
    case tail
    /// "…the end of the text"
    case head
    /// "The beginning…the end"
    case middle
  }

  /// The base direction of the text.
  public enum Direction: Sendable, Hashable {
    /// From the first strong character of each bidi paragraph; left to right when there is none.
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
  }

  /// The width lines are broken to; nil means unconstrained (one line per hard line break).
  /// +infinity and NaN mean unconstrained (NaN reads back as nil); negative values mean 0,
  /// where every line holds one break opportunity's worth or, inside a long word, one grapheme
  /// cluster.
  public var maxWidth: Double? {
    get { storedMaxWidth.isNaN ? nil : storedMaxWidth }
    set { storedMaxWidth = newValue ?? .nan }
  }
  /// The height lines must fit in; nil, NaN (read back as nil) and +infinity mean
  /// unconstrained. At least one line is always shown; the last shown line is truncated when
  /// text is cut off.
  public var maxHeight: Double? {
    get { storedMaxHeight.isNaN ? nil : storedMaxHeight }
    set { storedMaxHeight = newValue ?? .nan }
  }
  // The limits as plain numbers, NaN for none: a measurement's glyph recipe keeps a style, and
  // two optionals take 16 bytes more than their values (a large form keeps one per text).
  private var storedMaxWidth: Double
  private var storedMaxHeight: Double
  /// Extra space between lines (not above the first or below the last). A negative value brings
  /// lines closer (a tight leading), never so far that a line's top is above the one before's;
  /// non-finite values count as 0.
  public var lineSpacing: Double
  /// The most lines to show; nil means no limit. Values below 1 count as 1.
  public var lineLimit: Int?
  /// Where the ellipsis goes when text is cut off by `lineLimit` or `maxHeight`.
  public var truncation: Truncation
  /// Line placement inside the paragraph's width.
  public var alignment: Alignment
  /// Base direction for bidi.
  public var direction: Direction

  /// A style; every limit is off by default (no width, height or line limit), lines flush to the leading edge, the ellipsis at the tail.
  public init(
    maxWidth: Double? = nil, maxHeight: Double? = nil, lineSpacing: Double = 0,
    lineLimit: Int? = nil, truncation: Truncation = .tail, alignment: Alignment = .leading,
    direction: Direction = .natural
  ) {
    storedMaxWidth = maxWidth ?? .nan
    storedMaxHeight = maxHeight ?? .nan
    self.lineSpacing = lineSpacing
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.direction = direction
  }

  // Compared and hashed by the limits as read (nil for none): NaN, which stands for none, is
  // not equal to itself.
  public static func == (lhs: ParagraphStyle, rhs: ParagraphStyle) -> Bool {
    lhs.maxWidth == rhs.maxWidth && lhs.maxHeight == rhs.maxHeight && lhs.lineSpacing == rhs.lineSpacing
      && lhs.lineLimit == rhs.lineLimit && lhs.truncation == rhs.truncation && lhs.alignment == rhs.alignment
      && lhs.direction == rhs.direction
  }

  /// Hashes every setting.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(maxWidth)
    hasher.combine(maxHeight)
    hasher.combine(lineSpacing)
    hasher.combine(lineLimit)
    hasher.combine(truncation)
    hasher.combine(alignment)
    hasher.combine(direction)
  }

  /// `maxWidth` after the documented clamps: nil when unconstrained, else >= 0.
  var effectiveMaxWidth: Double? {
    guard !storedMaxWidth.isNaN, storedMaxWidth != .infinity else { return nil }
    return max(storedMaxWidth, 0)
  }

  /// `maxHeight` after the documented clamps.
  var effectiveMaxHeight: Double? {
    guard !storedMaxHeight.isNaN, storedMaxHeight != .infinity else { return nil }
    return max(storedMaxHeight, 0)
  }

  var effectiveLineSpacing: Double {
    lineSpacing.isFinite ? lineSpacing : 0
  }

  /// The distance from a line's top to the next line's: its ascent, descent and line gap and
  /// the line spacing, at least 0.
  static func pitch(ascent: Double, descent: Double, leading: Double, spacing: Double) -> Double {
    max(ascent + descent + leading + spacing, 0)
  }

  var effectiveLineLimit: Int? { lineLimit.map { max($0, 1) } }

  /// The value the ICU bridge takes for the base direction.
  var bidiDirection: Int32 {
    switch direction {
    case .natural: return -1
    case .leftToRight: return 0
    case .rightToLeft: return 1
    }
  }
}
