public import Foundation

/// The text-relevant environment a measurer sees.
public struct TextStyle: Sendable, Hashable {
  /// The font, after the environment's font modifiers.
  public var font: Font
  /// Points added between lines (`lineSpacing(_:)`).
  public var lineSpacing: CGFloat
  /// The points between one line's descent and the next line's ascent, beyond the fonts' own
  /// line gap: `lineSpacing` plus the font's leading adjustment (`Font.leading(_:)`, negative
  /// for `.tight`). Measurers space lines by this.
  public var spaceBetweenLines: CGFloat { lineSpacing + font.lineLeading.lineSpacingAdjustment }
  /// The most lines shown (`lineLimit(_:)`); nil for no limit.
  public var lineLimit: Int?
  /// A range of lines (`lineLimit(_:)` with a range): at least the lower bound's height, at most the upper bound's lines.
  public var lineLimitRange: ClosedRange<Int>?
  /// Whether the text is as tall as `lineLimit` lines even when it has fewer (`lineLimit(_:reservesSpace:)`).
  public var reservesSpace: Bool
  /// Where text that does not fit is cut off.
  public var truncationMode: TextTruncationMode
  /// How lines align within the text's width.
  public var multilineTextAlignment: TextAlignment
  /// The paragraph direction when the text does not set one.
  public var layoutDirection: LayoutDirection
  /// The pixels per point text is snapped to, or nil for none.
  public var displayScale: CGFloat?
  /// The runs of a text whose parts look different (`Text("a").bold() + Text("b")`, Markdown),
  /// each with its font fully resolved from the environment, in UTF-16 ranges that cover the
  /// string in order; empty when the whole text has one look (`font` then is its font). `font`
  /// is the first run's font otherwise.
  public var runs: [Run] = []
  /// A style with the settings every text has; the rarer ones (kerning, tracking, case...)
  /// start at their defaults.
  package init(
    font: Font, lineSpacing: CGFloat, lineLimit: Int?, lineLimitRange: ClosedRange<Int>?, reservesSpace: Bool,
    truncationMode: TextTruncationMode, multilineTextAlignment: TextAlignment, layoutDirection: LayoutDirection,
    displayScale: CGFloat?
  ) {
    self.font = font
    self.lineSpacing = lineSpacing
    self.lineLimit = lineLimit
    self.lineLimitRange = lineLimitRange
    self.reservesSpace = reservesSpace
    self.truncationMode = truncationMode
    self.multilineTextAlignment = multilineTextAlignment
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// The settings few texts have, out of line (nil: all at their defaults), so that a style
  /// stays small to copy.
  var extras: Extras? = nil

  /// Run attributes, case and fitting of a text, boxed.
  final class Extras: Hashable, @unchecked Sendable {
    // Immutable once shared: setters on TextStyle replace the box.
    var run = TextRunAttributes.plain
    var textCase: TextCase? = nil
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false

    func copy() -> Extras {
      let copy = Extras()
      copy.run = run
      copy.textCase = textCase
      copy.minimumScaleFactor = minimumScaleFactor
      copy.allowsTightening = allowsTightening
      return copy
    }

    static func == (lhs: Extras, rhs: Extras) -> Bool {
      lhs.run == rhs.run && lhs.textCase == rhs.textCase && lhs.minimumScaleFactor == rhs.minimumScaleFactor
        && lhs.allowsTightening == rhs.allowsTightening
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(run)
      hasher.combine(textCase)
      hasher.combine(minimumScaleFactor)
      hasher.combine(allowsTightening)
    }
  }

  /// Changes the boxed settings (a new box: boxes are shared between copies of a style).
  private mutating func changeExtras(_ change: (Extras) -> Void) {
    let box = extras?.copy() ?? Extras()
    change(box)
    extras = box
  }

  /// Spacing, baseline offset and language of a text of one look; runs carry their own.
  public var runAttributes: TextRunAttributes {
    get { extras?.run ?? .plain }
    set { changeExtras { $0.run = newValue } }
  }
  /// Points added after every character (the last one of a line too) of a text of one look;
  /// runs carry their own. See `Text.kerning(_:)`.
  public var kerning: CGFloat {
    get { runAttributes.kerning }
    set { runAttributes.kerning = newValue }
  }
  /// Points added between characters of a text of one look, taking precedence over kerning;
  /// runs carry their own. See `Text.tracking(_:)`.
  public var tracking: CGFloat {
    get { runAttributes.tracking }
    set { runAttributes.tracking = newValue }
  }
  /// Points a text of one look is raised above its baseline; runs carry their own.
  public var baselineOffset: CGFloat {
    get { runAttributes.baselineOffset }
    set { runAttributes.baselineOffset = newValue }
  }
  /// The case letters are shown in (nil: as written). Shaping sees the changed letters; ranges
  /// in the measurement stay those of the source string.
  public var textCase: TextCase? {
    get { extras?.textCase }
    set { changeExtras { $0.textCase = newValue } }
  }
  /// The smallest fraction of its font size text may shrink to when it would otherwise be cut
  /// off (1: no shrinking), in `0.01...1`.
  public var minimumScaleFactor: CGFloat {
    get { extras?.minimumScaleFactor ?? 1 }
    set { changeExtras { $0.minimumScaleFactor = newValue } }
  }
  /// Whether text may tighten the space between its characters before it is cut off or shrunk.
  public var allowsTightening: Bool {
    get { extras?.allowsTightening ?? false }
    set { changeExtras { $0.allowsTightening = newValue } }
  }
  /// The language text is set in (a BCP 47 tag, `typesettingLanguage(_:)`): the shaper's
  /// localized forms for it (nil: undetermined). Runs whose own language is nil take it.
  public var typesettingLanguage: String? {
    get { runAttributes.language }
    set { runAttributes.language = newValue }
  }

  /// One run of a text's string and how it looks.
  public struct Run: Hashable, Sendable {
    /// A line through or under a run, and its color (nil: the run's color).
    public struct Decoration: Hashable, Sendable {
      /// The line's color; nil draws it in the run's color.
      public var color: Color?

      /// A line in `color` (nil: the run's color).
      public init(color: Color? = nil) { self.color = color }
    }

    /// The UTF-16 range of the text's string.
    public var range: Range<Int>
    /// The font: the run's own settings over the environment's font.
    public var font: Font
    /// The run's color (nil: primary).
    public var color: Color?
    /// A line through the run, or nil.
    public var strikethrough: Decoration?
    /// A line under the run, or nil.
    public var underline: Decoration?
    /// Spacing, baseline offset and language (nil: the style's).
    public var attributes: TextRunAttributes
    /// Points added after every character of the run (see `Text.kerning(_:)`).
    public var kerning: CGFloat {
      get { attributes.kerning }
      set { attributes.kerning = newValue }
    }
    /// Points added between the run's characters, over kerning (see `Text.tracking(_:)`).
    public var tracking: CGFloat {
      get { attributes.tracking }
      set { attributes.tracking = newValue }
    }
    /// Points the run is raised above the baseline (see `Text.baselineOffset(_:)`).
    public var baselineOffset: CGFloat {
      get { attributes.baselineOffset }
      set { attributes.baselineOffset = newValue }
    }

    /// A run from its values (see the properties).
    public init(
      range: Range<Int>, font: Font, color: Color? = nil, strikethrough: Decoration? = nil,
      underline: Decoration? = nil, attributes: TextRunAttributes
    ) {
      self.range = range
      self.font = font
      self.color = color
      self.strikethrough = strikethrough
      self.underline = underline
      self.attributes = attributes
    }

    /// A run from its values (see the properties).
    public init(
      range: Range<Int>, font: Font, color: Color? = nil, strikethrough: Decoration? = nil,
      underline: Decoration? = nil, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0
    ) {
      self.init(
        range: range, font: font, color: color, strikethrough: strikethrough, underline: underline,
        attributes: TextRunAttributes(kerning: kerning, tracking: tracking, baselineOffset: baselineOffset))
    }
  }
}
