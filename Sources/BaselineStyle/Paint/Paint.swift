public import Foundation

/// How a leaf view is drawn: a shape with a fill and/or a stroke. Renderers read it from the
/// layout result; it has no effect on layout.
public struct Paint: Sendable, Hashable {
  /// The outline of the shape inside the view's frame.
  public enum Shape: String, Sendable, Hashable {
    /// The frame.
    case rectangle
    /// The frame with rounded corners (`cornerRadius`).
    case roundedRectangle
    /// The frame with half-circle ends.
    case capsule
    /// The largest circle centered in the frame.
    case circle
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The path `outline` makes for the frame.
    case path
  }

  /// The kind of outline.
  public var shape: Shape
  /// The corner radius of a rounded rectangle.
  public var cornerRadius: CGFloat
  /// The fill color, or nil for no fill.
  public var fill: Color?
  /// The outline's color, or nil for no outline.
  public var stroke: Color?
  /// The gradient the shape is filled with, or nil for `fill` alone. `fill` then holds the
  /// gradient's first color, for renderers and readers that take one color.
  public var fillGradient: ShapeGradient? = nil
  /// The gradient the outline is stroked with, or nil for `stroke` alone (which then holds the
  /// gradient's first color).
  public var strokeGradient: ShapeGradient? = nil
  /// How `stroke` is drawn.
  public var strokeStyle: StrokeStyle
  /// The width of `stroke`.
  public var lineWidth: CGFloat {
    get { strokeStyle.lineWidth }
    set { strokeStyle.lineWidth = newValue }
  }
  /// Fills by the even-odd rule rather than nonzero winding.
  public var isEvenOdd = false
  /// For a `.path` shape: what makes the path for the view's frame.
  public var outline: ShapeOutline? = nil
  /// For an image from a file: the file, drawn stretched to the view's frame (renderers that
  /// cannot decode it draw the shape instead).
  public var imagePath: String? = nil

  /// Paint of a built-in shape, filled and stroked in the given colors.
  public init(shape: Shape, cornerRadius: CGFloat = 0, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1) {
    self.shape = shape
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.stroke = stroke
    self.strokeStyle = StrokeStyle(lineWidth: lineWidth)
  }

  /// The outline in the frame's coordinates (origin at the frame's top leading corner): the
  /// `.path` shape's own, or the built-in shape's.
  public func path(in frame: CGRect) -> Path {
    let local = CGRect(origin: .zero, size: frame.size)
    switch shape {
    case .rectangle: return Path(local)
    case .roundedRectangle: return Path(roundedRect: local, cornerRadius: cornerRadius)
    case .capsule: return Path(roundedRect: local, cornerRadius: min(local.width, local.height) / 2)
    case .circle:
      let side = min(local.width, local.height)
      return Path(ellipseIn: CGRect(x: (local.width - side) / 2, y: (local.height - side) / 2, width: side, height: side))
    case .ellipse: return Path(ellipseIn: local)
    case .path: return outline?.path(in: local) ?? Path()
    }
  }
}

/// What makes a custom shape's path for the rectangle it is drawn in (`Shape.path(in:)`), kept
/// by the result and called by the renderers. Equal only to itself.
public final class ShapeOutline: Sendable, Hashable {
  private let make: @Sendable (CGRect) -> Path

  /// An outline made by `make` for each rectangle a renderer asks for.
  public init(_ make: @escaping @Sendable (CGRect) -> Path) { self.make = make }

  /// The path for `rect` (the shape's own coordinates: origin zero, the frame's size).
  public func path(in rect: CGRect) -> Path { make(rect) }

  public static func == (lhs: ShapeOutline, rhs: ShapeOutline) -> Bool { lhs === rhs }
  /// Hashes the outline's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
