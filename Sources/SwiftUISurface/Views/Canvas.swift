public import Foundation
public import LayoutCore

/// A view drawn by a closure, as SwiftUI's `Canvas`: it takes the space it is offered, and its
/// closure is called with a ``GraphicsContext`` and that size when the canvas is placed. What
/// the closure fills and strokes goes into the layout result and the display list as shapes
/// (one node per drawing call, in order), so SVG and PNG draw it.
///
/// The context fills and strokes paths in colors, styles and gradients (given in the canvas's
/// points) under its transform and opacity; text drawn with `draw(_:at:anchor:)` and images with `draw(_:in:)` are laid out as
/// `Text` and `Image` views there. Clipping is accepted and not applied.
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer` with the size it is given (the other arguments are accepted).
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView
  {
    self.renderer = renderer
  }

  public var body: some View {
    let renderer = self.renderer
    return GeometryReader { proxy in
      let size = proxy.size
      var context = GraphicsContext(size: size)
      let _ = renderer(&context, size)
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach(context.operations.indices, id: \.self) { index in
          context.operations[index].view
        }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
    .named("Canvas")
  }
}

/// How colors are blended in a canvas (accepted).
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// What a `Canvas` closure draws with: fills and strokes of paths and shapes, text and images
/// at points, under a transform and an opacity it keeps. A copy keeps its own transform and
/// opacity and draws into the same canvas, as SwiftUI's contexts do.
public struct GraphicsContext {
  /// The canvas's drawing calls so far, shared by every copy of the context.
  private let canvas = Drawing()
  /// The drawing calls so far, as views at the canvas's top leading corner.
  var operations: [Operation] { canvas.operations }
  /// The transform later calls are drawn with.
  public var transform: CGAffineTransform = .identity
  /// The opacity later calls are drawn with.
  public var opacity: Double = 1
  /// The canvas's size: what points of gradients are fractions of.
  let size: CGSize

  init(size: CGSize) { self.size = size }

  struct Operation {
    let view: AnyView
  }

  /// The drawing calls of one canvas.
  private final class Drawing {
    var operations: [Operation] = []
  }

  /// Adds a drawing call to the canvas.
  private func append(_ operation: Operation) { canvas.operations.append(operation) }

  /// A paint for fills and strokes: a color, a style, or a gradient placed in the canvas's
  /// points.
  public struct Shading: Sendable {
    let color: Color
    /// The gradient drawn over a canvas of a size under a transform (a style's, in unit points
    /// of the canvas, whatever they are; one given in the canvas's points, placed by them); nil
    /// for the color alone.
    let gradient: (@Sendable (_ size: CGSize, _ transform: CGAffineTransform) -> ShapeGradient?)?

    init(color: Color, gradient: (@Sendable (CGSize, CGAffineTransform) -> ShapeGradient?)? = nil) {
      self.color = color
      self.gradient = gradient
    }

    /// A color.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    /// A style: its color, or its gradient over the canvas.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      guard let gradient = style.shapeGradient else { return Shading(color: style.flatColor) }
      return Shading(color: style.flatColor) { _, _ in gradient }
    }
    /// The foreground color.
    public static var foreground: Shading { Shading(color: .primary) }
    /// A linear gradient from `startPoint` to `endPoint`, in the canvas's points.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
      Shading(color: gradient.stops.first?.color ?? .clear) { size, transform in
        gradient.paint(.linear(start: unit(startPoint.applying(transform), size), end: unit(endPoint.applying(transform), size)))
      }
    }
    /// A radial gradient about `center`, from `startRadius` to `endRadius`, in the canvas's
    /// points (radii scaled as the transform scales areas).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color ?? .clear) { size, transform in
        let scale = Double(abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        return gradient.paint(
          .radial(center: unit(center.applying(transform), size), startRadius: Double(startRadius) * scale, endRadius: Double(endRadius) * scale))
      }
    }
    /// A conic gradient all the way round `center` (canvas points), starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
      Shading(color: gradient.stops.first?.color ?? .clear) { size, transform in
        let turned = atan2(Double(transform.b), Double(transform.a))
        let start = angle.radians + turned
        return gradient.paint(.angular(center: unit(center.applying(transform), size), startAngle: start, endAngle: start + 2 * .pi))
      }
    }

    /// A point of the canvas as a unit point of it.
    private static func unit(_ point: CGPoint, _ size: CGSize) -> UnitPoint {
      UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
    }

  }

  /// How a canvas gradient repeats beyond its ends (accepted; the ends are padded).
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: UInt32
    /// Options from their bits: 1 repeat, 2 mirror, 4 linear color.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient beyond its ends (drawn padded).
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Mirrors the gradient beyond its ends (drawn padded).
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in linear color (drawn in sRGB components).
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// The paint of a drawing call: the shading at the context's opacity.
  private func paint(_ shading: Shading) -> AnyShapeStyle {
    AnyShapeStyle(_ModifiedShapeStyle(CanvasShading(color: shading.color, gradient: shading.gradient?(size, transform)), opacity: opacity))
  }

  /// Fills a path.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let path = path.applying(transform)
    append(Operation(view: AnyView(path.fill(paint(shading), style: style))))
  }

  /// Strokes a path.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes a path in a stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let path = path.applying(transform)
    append(Operation(view: AnyView(path.stroke(paint(shading), style: style))))
  }

  /// Draws text with its top leading corner at `point` (or centered on it for `.center`).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let at = point.applying(transform)
    append(Operation(view: AnyView(text.fixedSize().alignmentGuide(.leading) { $0.width * anchor.x - at.x }
      .alignmentGuide(.top) { $0.height * anchor.y - at.y }.opacity(opacity))))
  }

  /// Draws an image stretched to `rect`.
  public func draw(_ image: Image, in rect: CGRect) {
    let r = rect.applying(transform)
    append(
      Operation(view: AnyView(image.resizable().frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY).opacity(opacity))))
  }

  /// Moves later drawing.
  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
  /// Scales later drawing.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
  /// Turns later drawing.
  public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
  /// Limits later drawing to a path (accepted; not applied).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

  /// How `clip(to:)` clips (accepted).
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: UInt32
    /// Options from their bits: 1 inverse.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clip to the outside of the path.
    public static let inverse = ClipOptions(rawValue: 1)
  }
}

/// A canvas shading as a shape style.
private struct CanvasShading: ShapeStyle {
  let color: Color
  let gradient: ShapeGradient?
  var flatColor: Color { color }
  var shapeGradient: ShapeGradient? { gradient }
}
