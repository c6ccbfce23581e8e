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
  /// The paragraph as measured, without glyph arrays.
  public let measured: Paragraph
  private let withGlyphs: Mutex<Paragraph?>

  init(shaped: ShapedParagraph, measured: Paragraph) {
    self.shaped = shaped
    self.measured = measured
    withGlyphs = Mutex(nil)
  }

  /// The measured paragraph with its glyph runs filled in from the shaping.
  public var paragraph: Paragraph {
    if let known = withGlyphs.withLock({ $0 }) { return known }
    let paragraph = shaped.withGlyphs(measured)
    withGlyphs.withLock { $0 = paragraph }
    return paragraph
  }
}
