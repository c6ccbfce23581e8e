import Synchronization
import Typography

/// What `TypographyTextMeasurer` attaches to each measurement (`MeasuredText.glyphLayout`): the
/// laid-out paragraph exactly as measured (its lines, breaks, truncation and run positions) and
/// the shaped paragraph its glyphs come from. `DisplayList` reads the glyphs from it, so drawing
/// needs no measurer and never shapes, breaks or truncates text again.
///
/// The measured paragraph has no glyph arrays: a layout measures each text for several
/// proposals, and glyph arrays for every one of them would cost kilobytes per text. They are
/// filled in from the shaping on first use (`paragraph`) and kept; only the measurement a text
/// was placed with is ever drawn.
public final class MeasuredGlyphs: Sendable {
  /// The shaped text (shared with the measurer's cache).
  public let shaped: ShapedParagraph
  /// The paragraph as measured, without glyph arrays, in the offsets of the shaped text.
  public let measured: Paragraph
  /// For a text whose case mapping changed its length (`textCase`): the source offset of every
  /// offset of the shaped text.
  public let sourceOffsets: [Int]?
  /// The paragraph with glyphs once made, boxed: a measurement that is never drawn (most of
  /// them) pays for one pointer, not for a paragraph's room.
  private let withGlyphs: Mutex<Filled?>

  private final class Filled: Sendable {
    let paragraph: Paragraph
    init(_ paragraph: Paragraph) { self.paragraph = paragraph }
  }

  init(shaped: ShapedParagraph, measured: Paragraph, sourceOffsets: [Int]? = nil) {
    self.shaped = shaped
    self.measured = measured
    self.sourceOffsets = sourceOffsets
    withGlyphs = Mutex(nil)
  }

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
