public import Foundation
public import LayoutCore

/// A 2-D shape, as SwiftUI's `Shape`: `path(in:)` outlines it in the rectangle it is given. As
/// a view it takes the space it is offered (or what `sizeThatFits(_:)` says) and is filled
/// with the foreground color; the renderers draw its path.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
///
/// A shape is `Sendable` (as in SwiftUI): its path is made again by the renderers, possibly on
/// another thread, from the value the layout kept.
public protocol Shape: Animatable, View, Sendable {
  /// The shape's outline in `rect` (origin zero, the view's size).
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for a proposal; by default, the proposal (10 on an unspecified
  /// axis).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// Whether the shape's path is mirrored horizontally in a layout direction: by default
  /// `.mirrors` (right-to-left), as SwiftUI does from iOS 17.
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  /// What the shape is for, which the system may style by (`.fill` by default).
  static var role: ShapeRole { get }
}

/// What a shape is for: filled, stroked, or a separator (SwiftUI styles a separator's fill as
/// the separator color when no style is given; Baseline draws shapes as their fill says).
public enum ShapeRole: Hashable, Sendable {
  /// A filled shape.
  case fill
  /// A stroked outline.
  case stroke
  /// A separator line.
  case separator
}

extension Shape {
  /// A shape is filled unless it says otherwise.
  public static var role: ShapeRole { .fill }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
  /// Mirrored in a right-to-left layout.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  /// A custom shape's view: its path, filled with the foreground color.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A custom shape as a view: one node whose paint is the shape's path.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  let shape: Content
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let shape = self.shape
    var paint = context.environment.foregroundPaint(.path)
    if shape.layoutDirectionBehavior.mirrors(context.environment.layoutDirection) {
      // The path mirrored about the middle of its rectangle.
      paint.outline = ShapeOutline { rect in
        shape.path(in: rect).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
      }
    } else {
      paint.outline = ShapeOutline { shape.path(in: $0) }
    }
    nodes.append(FillNode(kind: shapeName(shape), paint: paint, sizing: { shape.sizeThatFits($0) }))
  }
}

/// A shape that wraps another (trimmed, rotated, inset): named after the shape it wraps.
protocol WrappingShape {
  var wrappedShapeName: String { get }
}

/// The name a shape's node has in the result: its type's name without generic arguments, or
/// the wrapped shape's.
func shapeName<S: Shape>(_ shape: S) -> String {
  if let wrapping = shape as? any WrappingShape { return wrapping.wrappedShapeName }
  let name = String(describing: S.self)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// A shape that can be drawn inset, so that a stroke stays inside its frame (`strokeBorder`).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` in from each edge of its rectangle.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape with a fill color or a stroke; same layout as the shape.
public struct FilledShape<S: Shape>: View, PrimitiveView {
  /// The shape filled or stroked.
  public let shape: S
  /// The color the shape is filled or stroked with.
  public let color: Color
  /// Nil fills the shape; a style strokes its outline.
  public let strokeStyle: StrokeStyle?
  /// Whether the fill uses the even-odd rule.
  let isEvenOdd: Bool
  /// The gradient the shape is filled or stroked with (`color` is then its first color).
  let gradient: ShapeGradient?

  init(shape: S, color: Color, strokeStyle: StrokeStyle?, isEvenOdd: Bool = false, gradient: ShapeGradient? = nil) {
    self.shape = shape
    self.color = color
    self.strokeStyle = strokeStyle
    self.isEvenOdd = isEvenOdd
    self.gradient = gradient
  }

  /// The shape filled or stroked with `style`: its flat color, and its gradient if it has one.
  init<Style: ShapeStyle>(shape: S, style: Style, strokeStyle: StrokeStyle?, isEvenOdd: Bool = false) {
    self.init(shape: shape, color: style.flatColor, strokeStyle: strokeStyle, isEvenOdd: isEvenOdd, gradient: style.shapeGradient)
  }

  /// Nil fills the shape; a width strokes its outline.
  public var lineWidth: CGFloat? { strokeStyle?.lineWidth }

  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let nodes = resolve(shape, context)
    for case let node as FillNode in nodes {
      if var style = strokeStyle {
        node.paint.fill = nil
        node.paint.stroke = color
        node.paint.strokeGradient = gradient
        style.lineWidth = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 1
        node.paint.strokeStyle = style
      } else {
        node.paint.fill = color
        node.paint.fillGradient = gradient
        node.paint.isEvenOdd = isEvenOdd
      }
    }
    return nodes
  }
}

extension FilledShape: ShapeView {}

/// A view that draws a shape (iOS 17): a filled or stroked shape, which can be filled or stroked
/// again (`Circle().fill(.yellow).stroke(.orange, lineWidth: 2)`), each later paint drawn over
/// the earlier ones in the same frame.
public protocol ShapeView<Content>: View {
  /// The shape drawn.
  associatedtype Content: Shape
  /// The shape drawn.
  var shape: Content { get }
}

/// A shape view filled again, over what it drew (`ShapeView.fill`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape.
  public var shape: Content
  /// What it is filled with.
  public var style: Style
  /// The fill's rule.
  public var fillStyle: FillStyle
  /// What was drawn before.
  public var background: Background
  public var body: some View { background.overlay(shape.fill(style, style: fillStyle)) }
}

/// A shape view with its outline stroked over what it drew (`ShapeView.stroke`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape.
  public var shape: Content
  /// What the outline is stroked with.
  public var style: Style
  /// The line's width, dashes, caps and joins.
  public var strokeStyle: StrokeStyle
  /// Whether edges are smoothed (Baseline's renderers always smooth them).
  public var isAntialiased: Bool
  /// What was drawn before.
  public var background: Background
  public var body: some View { background.overlay(shape.stroke(style, style: strokeStyle)) }
}

/// A shape view with its outline stroked inside its frame over what it drew
/// (`ShapeView.strokeBorder`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape.
  public var shape: Content
  /// What the outline is stroked with.
  public var style: Style
  /// The line's width, dashes, caps and joins.
  public var strokeStyle: StrokeStyle
  /// Whether edges are smoothed.
  public var isAntialiased: Bool
  /// What was drawn before.
  public var background: Background
  public var body: some View { background.overlay(shape.strokeBorder(style, style: strokeStyle)) }
}

extension ShapeView {
  /// Fills the shape with `content` over what the view drew.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }
  /// Strokes the shape's outline over what the view drew (a gradient paints as one).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: self)
  }
  /// Strokes the shape's outline in a stroke style over what the view drew.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Strokes the shape's outline inset by half the line's width, over what the view drew.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: self)
  }
  /// Strokes the shape's outline inset by half the style's width, over what the view drew.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
}

extension Shape {
  /// Fills the shape with a color.
  public func fill(_ color: Color) -> FilledShape<Self> { FilledShape(shape: self, color: color, strokeStyle: nil) }
  /// Fills the shape with a color by the fill style's rule.
  public func fill(_ color: Color, style: FillStyle) -> FilledShape<Self> {
    FilledShape(shape: self, color: color, strokeStyle: nil, isEvenOdd: style.isEOFilled)
  }
  /// Fills the shape with a style (a gradient paints as one) by the fill style's rule.
  @_disfavoredOverload
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> FilledShape<Self> {
    FilledShape(shape: self, style: content, strokeStyle: nil, isEvenOdd: style.isEOFilled)
  }
  /// Strokes the shape's outline with a color (no layout effect).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> FilledShape<Self> {
    FilledShape(shape: self, color: color, strokeStyle: StrokeStyle(lineWidth: lineWidth))
  }
  /// Strokes the shape's outline with a color in a style: width, ends, corners, dashes.
  public func stroke(_ color: Color, style: StrokeStyle) -> FilledShape<Self> {
    FilledShape(shape: self, color: color, strokeStyle: style)
  }
  /// Strokes the outline with a style (a gradient paints as one).
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> FilledShape<Self> {
    FilledShape(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth))
  }
  /// Strokes the outline with a style (a gradient paints as one), in a stroke style.
  @_disfavoredOverload
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> FilledShape<Self> {
    FilledShape(shape: self, style: content, strokeStyle: style)
  }
  /// Strokes the outline in the foreground color.
  public func stroke(lineWidth: CGFloat = 1) -> FilledShape<Self> { stroke(.primary, lineWidth: lineWidth) }
  /// Strokes the outline in the foreground color, in a stroke style.
  public func stroke(style: StrokeStyle) -> FilledShape<Self> { stroke(.primary, style: style) }
}

extension InsettableShape {
  /// Strokes the outline inset by half the line's width, so the stroke stays inside the frame.
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool = true) -> FilledShape<InsetShape> {
    inset(by: lineWidth / 2).stroke(color, lineWidth: lineWidth)
  }
  /// Strokes the outline inset by half the style's width, in the style.
  public func strokeBorder(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> FilledShape<InsetShape> {
    inset(by: style.lineWidth / 2).stroke(color, style: style)
  }
  /// Strokes the inset outline with a style (a gradient paints as one).
  @_disfavoredOverload
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> FilledShape<InsetShape> {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }
  /// Strokes the inset outline with a style (a gradient paints as one), in a stroke style.
  @_disfavoredOverload
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> FilledShape<InsetShape> {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
  /// Strokes the inset outline in the foreground color.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> FilledShape<InsetShape> {
    strokeBorder(.primary, lineWidth: lineWidth)
  }
  /// Strokes the inset outline in the foreground color, in a stroke style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> FilledShape<InsetShape> {
    strokeBorder(.primary, style: style)
  }
}

extension Path: Shape {
  /// The path as it is, whatever the rectangle.
  public func path(in rect: CGRect) -> Path { self }
}
