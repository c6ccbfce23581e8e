public import Foundation

/// How a leaf view is drawn: a shape with a fill and/or a stroke. Renderers read it from the
/// layout result; it has no effect on layout.
public struct Paint: Sendable, Hashable {
  /// The outline of the shape inside the view's frame.
  public enum Shape: String, Sendable, Hashable {
    case rectangle, roundedRectangle, capsule, circle
    /// The ellipse inscribed in the frame.
    case ellipse
  }

  public var shape: Shape
  /// The corner radius of a rounded rectangle.
  public var cornerRadius: CGFloat
  public var fill: Color?
  public var stroke: Color?
  public var lineWidth: CGFloat
  /// For an image from a file: the file, drawn stretched to the view's frame (renderers that
  /// cannot decode it draw the shape instead).
  public var imagePath: String? = nil

  public init(shape: Shape, cornerRadius: CGFloat = 0, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1) {
    self.shape = shape
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
  }
}

/// What a Text node shows and how it was measured: the string, its style, the proposal it was
/// placed with, its color, and the measurement itself (whose `glyphLayout` holds the measurer's
/// laid-out paragraph, for renderers).
public struct TextContent: Sendable, Hashable {
  public var string: String
  public var style: TextStyle
  /// The proposal the text was placed with.
  public var proposal: ProposedViewSize
  /// The foreground color (nil: primary).
  public var color: Color?
  /// The measurement at the placed size, in the text's own coordinates.
  public var measured: MeasuredText
}
