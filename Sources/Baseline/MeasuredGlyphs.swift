import Synchronization
import Typography

/// What `TypographyTextMeasurer` attaches to each measurement (`MeasuredText.glyphLayout`): the
/// shaped paragraph and the exact paragraph style it was measured with. `DisplayList` reads the
/// glyphs from it, so drawing needs no measurer and never shapes again.
///
/// The glyph positions (`paragraph`) are derived on first use and kept: a layout measures each
/// text for several proposals, and keeping glyph arrays for every one of them would cost several
/// kilobytes per text; only the measurement a text was placed with is ever drawn.
public final class MeasuredGlyphs: Sendable {
  /// The shaped text (shared with the measurer's cache).
  public let shaped: ShapedParagraph
  /// The style the text was measured with (width, height, line limit, spacing, alignment).
  public let style: ParagraphStyle
  private let laidOut: Mutex<Paragraph?>

  init(shaped: ShapedParagraph, style: ParagraphStyle) {
    self.shaped = shaped
    self.style = style
    laidOut = Mutex(nil)
  }

  /// The paragraph with its glyph runs, exactly as measured (the same breaks, lines and
  /// positions: line breaking is deterministic for a shaped paragraph and a style).
  public var paragraph: Paragraph {
    if let known = laidOut.withLock({ $0 }) { return known }
    let paragraph = shaped.layout(style)
    laidOut.withLock { $0 = paragraph }
    return paragraph
  }
}
