public import LayoutCore
import Synchronization
public import Typography

/// What `TypographyTextMeasurer` attaches to each measurement (`MeasuredText.glyphRecipe`): the
/// text as it was shaped (its string, fonts and attributes), the typesetter that shaped it and
/// the paragraph style it was laid out with. `DisplayList` reads the glyphs from it, so drawing
/// needs no measurer.
///
/// It keeps how the measurement was made rather than what it made: a layout measures each text
/// for several proposals and draws one of them, and a result that keeps glyphs for drawing keeps
/// every text's. So the text is shaped again and its lines and glyph runs laid out again with the
/// same style on first use (`paragraph`), and kept. Shaping and line breaking are deterministic,
/// so these are exactly the glyphs and lines measured, and the words come from the typesetter's
/// word cache. A measurement that is never drawn (most of them) costs this object alone, not a
/// shaped paragraph, and a result kept longer than its font context does not keep the context's
/// caches: the row form's result kept 898 bytes per node with shaped paragraphs, and keeps 388
/// with recipes.
public final class MeasuredGlyphs: GlyphRecipe {
  /// The text as shaped and what shapes it again: one per prepared text, shared by all its
  /// measurements' recipes.
  let source: GlyphSource
  /// The width, height, line limit, truncation, alignment and direction the text was measured
  /// with.
  public let style: ParagraphStyle
  /// The paragraph with glyphs once made (retained; nil until then): a measurement that is never
  /// drawn pays for one pointer, not for a paragraph's room, nor a lock's.
  private let withGlyphs = Atomic<Unmanaged<Filled>?>(nil)

  private final class Filled: Sendable {
    let paragraph: Paragraph
    init(_ paragraph: Paragraph) { self.paragraph = paragraph }
  }

  /// The recipe of a text shaped as `source` says, laid out with `style`.
  package init(source: GlyphSource, style: ParagraphStyle) {
    self.source = source
    self.style = style
  }

  deinit { withGlyphs.load(ordering: .acquiring)?.release() }

  /// The text as it was shaped.
  public var text: StyledText {
    switch source.text {
    case .plain(let string, let font, let features): StyledText(string, attributes: TextAttributes(font: font, features: features))
    case .styled(let text, _): text
    }
  }

  /// For a text whose case mapping changed its length (`textCase`): the source offset of every
  /// offset of the shaped text.
  public var sourceOffsets: [Int]? {
    if case .styled(_, let offsets) = source.text { return offsets }
    return nil
  }

  /// The text shaped again, as it was for the measurement (on each use).
  public var shaped: ShapedParagraph { source.reshaper.shape(text, direction: style.direction) }

  /// The paragraph as measured, without glyph arrays, in the offsets of the shaped text (shaped
  /// and laid out again on each use).
  public var measured: Paragraph { shaped.layout(style, glyphs: false) }

  /// The measured paragraph with its glyph runs filled in from the shaping, its ranges and
  /// clusters in offsets of the source string (made on first use and kept; threads drawing it
  /// at once may each make it, and the first kept is used from then on).
  public var paragraph: Paragraph {
    if let known = withGlyphs.load(ordering: .acquiring) { return known.takeUnretainedValue().paragraph }
    let shaped = self.shaped
    var paragraph = shaped.withGlyphs(shaped.layout(style, glyphs: false))
    if let sourceOffsets { paragraph = paragraph.mappingOffsets(sourceOffsets) }
    let made = Unmanaged.passRetained(Filled(paragraph))
    let (exchanged, kept) = withGlyphs.compareExchange(
      expected: nil, desired: made, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
    if exchanged { return paragraph }
    made.release()
    return kept!.takeUnretainedValue().paragraph
  }
}

/// What a text was shaped as, and what shapes it again, for the glyph recipes of its
/// measurements: made once per prepared text (`TypographyTextMeasurer` keeps it with the shaped
/// paragraph), so that a measurement's recipe holds one reference to an object of that text's
/// rather than the font face and the reshaper, which every text shares and whose reference
/// counts two threads laying out at once would otherwise both write for every measurement.
package final class GlyphSource: Sendable {
  /// A text in one font with no other attributes (most) by its string, its font and its
  /// features; any other by its styled text and, when its case mapping changed its length, the
  /// source offset of every offset of the shaped text (out of line: rare, and large).
  enum Text: Sendable {
    case plain(String, SizedFont, [OpenTypeFeature])
    indirect case styled(StyledText, sourceOffsets: [Int]?)
  }
  let text: Text
  /// Shapes the text again (the measurer's, shared by all its texts).
  let reshaper: Reshaper

  /// The source of a text shaped as `string` in `font` with `features` and no other attributes.
  package init(string: String, font: SizedFont, features: [OpenTypeFeature], reshaper: Reshaper) {
    text = .plain(string, font, features)
    self.reshaper = reshaper
  }

  /// The source of any other text: as shaped (`text`), and for a case mapping that changed its
  /// length, the source offset of every offset of `text`.
  package init(text: StyledText, sourceOffsets: [Int]?, reshaper: Reshaper) {
    self.text = .styled(text, sourceOffsets: sourceOffsets)
    self.reshaper = reshaper
  }
}

/// Shapes glyph recipes' texts again: a measurer's typesetter, with its word cache, while it
/// lives (held weakly: a result kept longer than its font context does not keep the context's
/// caches), else a new typesetter over the same fonts. One per measurer, shared by its recipes,
/// so that a recipe holds one counted reference rather than a weak one of its own.
package final class Reshaper: Sendable {
  private weak let typesetter: Typesetter?
  private let library: FontLibrary

  package init(_ typesetter: Typesetter) {
    self.typesetter = typesetter
    library = typesetter.library
  }

  func shape(_ text: StyledText, direction: ParagraphStyle.Direction) -> ShapedParagraph {
    (typesetter ?? Typesetter(library: library)).shape(text, direction: direction)
  }
}
