import Foundation

/// What a Text node shows and how it was measured: the string, its style, the proposal it was
/// placed with, its color, and the measurement itself (whose `glyphRecipe` is how the measurer
/// makes its glyphs again, for renderers).
public struct TextContent: Sendable, Hashable {
  /// The text's string, as the view gave it.
  public var string: String
  /// The style the text was measured with.
  public var style: TextStyle {
    get { look.style }
    set { look = TextLook(style: newValue, color: look.color, gradient: look.gradient) }
  }
  /// The proposal the text was placed with.
  public var proposal: ProposedViewSize {
    get { placedProposal.proposal }
    set { placedProposal = ProposalKey(newValue) }
  }
  /// `proposal`, bit for bit, in 16 bytes rather than 25 (a large form's result has a content
  /// per text).
  private var placedProposal: ProposalKey
  /// The foreground color (nil: primary).
  public var color: Color? {
    get { look.color }
    set { look = TextLook(style: look.style, color: newValue, gradient: look.gradient) }
  }
  /// The gradient the text's glyphs are filled with (a gradient `foregroundStyle`) over the
  /// text's frame, or nil; `color` then holds its first color, and parts of the text with a
  /// color of their own keep it.
  public var gradient: ShapeGradient? { look.gradient }
  /// The measurement at the placed size, in the text's own coordinates.
  public var measured: MeasuredText {
    get { record.measured }
    set { record = MeasurementRecord(newValue) }
  }
  /// The measurement, shared with the text's node (`measured` reads it; setting `measured`
  /// makes a record of its own).
  var record: MeasurementRecord
  /// The style and color, shared with the other texts of the same look.
  var look: TextLook

  init(string: String, look: TextLook, proposal: ProposedViewSize, record: MeasurementRecord) {
    self.string = string
    self.look = look
    placedProposal = ProposalKey(proposal)
    self.record = record
  }

  public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
    lhs.string == rhs.string && lhs.proposal == rhs.proposal
      && (lhs.record === rhs.record || lhs.record.measured == rhs.record.measured)
      && (lhs.look === rhs.look || (lhs.style == rhs.style && lhs.color == rhs.color && lhs.gradient == rhs.gradient))
  }

  /// Hashes the string, style and proposal (what equality compares first).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
    hasher.combine(style)
    hasher.combine(proposal)
    hasher.combine(color)
    hasher.combine(record.measured)
  }
}

/// A text's style, color and gradient, immutable, shared by the texts of one look: a form's
/// value texts hold one between them, in the node tree and in the result, rather than a copy
/// each (a style and a color are 176 bytes).
package final class TextLook: Sendable {
  let style: TextStyle
  let color: Color?
  let gradient: ShapeGradient?

  package init(style: TextStyle, color: Color?, gradient: ShapeGradient? = nil) {
    self.style = style
    self.color = color
    self.gradient = gradient
  }

  /// Whether the look is `style` in `color` and `gradient`.
  func isLook(_ style: TextStyle, _ color: Color?, _ gradient: ShapeGradient?) -> Bool {
    self.style == style && self.color == color && self.gradient == gradient
  }
}
