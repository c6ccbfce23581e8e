import Synchronization
import Typography

/// What `TypographyTextMeasurer` attaches to each measurement (`MeasuredText.glyphLayout`): the
/// shaped paragraph and the paragraph style the measurement was made with. `DisplayList` reads
/// the glyphs from it, so drawing needs no measurer and never shapes the text again.
///
/// It keeps how the measurement was made rather than what it made: a layout measures each text
/// for several proposals and draws one of them, so the lines and glyph runs are laid out again
/// from the shaping, with the same style, on first use (`paragraph`) and kept. Line breaking is
/// deterministic, so they are exactly the lines measured; a measurement that is never drawn
/// (most of them) costs this object alone.
public final class MeasuredGlyphs: Sendable {
  /// The shaped text (shared with the measurer's cache).
  public let shaped: ShapedParagraph
  /// The width, height, line limit, truncation and alignment the text was measured with.
  public let style: ParagraphStyle
  /// For a text whose case mapping changed its length (`textCase`): the source offset of every
  /// offset of the shaped text.
  public let sourceOffsets: [Int]?
  /// The paragraph with glyphs once made, boxed: a measurement that is never drawn pays for one
  /// pointer, not for a paragraph's room.
  private let withGlyphs: Mutex<Filled?>

  private final class Filled: Sendable {
    let paragraph: Paragraph
    init(_ paragraph: Paragraph) { self.paragraph = paragraph }
  }

  init(shaped: ShapedParagraph, style: ParagraphStyle, sourceOffsets: [Int]? = nil) {
    self.shaped = shaped
    self.style = style
    self.sourceOffsets = sourceOffsets
    withGlyphs = Mutex(nil)
  }

  /// The paragraph as measured, without glyph arrays, in the offsets of the shaped text (laid
  /// out again on each use).
  public var measured: Paragraph { shaped.layout(style, glyphs: false) }

  /// The measured paragraph with its glyph runs filled in from the shaping, its ranges and
  /// clusters in offsets of the source string.
  public var paragraph: Paragraph {
    if let known = withGlyphs.withLock({ $0 }) { return known.paragraph }
    var paragraph = shaped.withGlyphs(measured)
    if let sourceOffsets { paragraph = paragraph.mappingOffsets(sourceOffsets) }
    let filled = Filled(paragraph)
    withGlyphs.withLock { $0 = filled }
    return paragraph
  }
}
