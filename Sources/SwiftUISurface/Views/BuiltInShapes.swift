public import Foundation
public import LayoutCore

// The built-in shapes. Each is drawn by the renderers from its kind (a rectangle, an ellipse);
// `path(in:)` gives the same outline, for the shapes made from them (trimmed, rotated, inset).

/// A shape's node, filled with the environment's foreground color (black when none).
func shapeNode(_ kind: String, _ shape: Paint.Shape, _ context: ResolveContext, cornerRadius: CGFloat = 0) -> [LayoutNode] {
  [FillNode(kind: kind, paint: Paint(shape: shape, cornerRadius: cornerRadius, fill: context.environment.foregroundColor ?? .primary))]
}

/// A rectangle that fills its frame.
public struct Rectangle: InsettableShape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Rectangle", .rectangle, context) }
}

/// A rectangle with rounded corners (both corner styles are drawn as circular arcs).
public struct RoundedRectangle: InsettableShape, PrimitiveView {
  public var cornerRadius: CGFloat
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  /// Corners of an elliptical size are drawn circular, of the smaller of the two radii.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius, style: style) }
  /// Inset, the corners' radius shrinks by the same amount, as SwiftUI's does.
  public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    shapeNode("RoundedRectangle", .roundedRectangle, context, cornerRadius: cornerRadius)
  }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
  public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Capsule", .capsule, context) }
}

/// The largest circle centered in its frame.
public struct Circle: InsettableShape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
  public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Circle", .circle, context) }
}

/// The ellipse inscribed in the view's frame; as a view it takes the space it is offered.
public struct Ellipse: InsettableShape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Ellipse", .ellipse, context) }
}

/// A shape drawn `amount` in from each edge of its rectangle (a negative amount: out).
public struct InsetShape<Content: Shape>: InsettableShape, WrappingShape {
  public var shape: Content
  public var amount: CGFloat
  public func path(in rect: CGRect) -> Path {
    let amount = self.amount.isFinite ? self.amount : 0
    let inner = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
    if let rounded = shape as? RoundedRectangle {
      return Path(roundedRect: inner, cornerRadius: max(rounded.cornerRadius - amount, 0), style: rounded.style)
    }
    return shape.path(in: inner)
  }
  public func inset(by amount: CGFloat) -> InsetShape<Content> { InsetShape(shape: shape, amount: self.amount + amount) }
  var wrappedShapeName: String { shapeName(shape) }
}

// The shapes by their short names, as SwiftUI writes them (`.clipShape(.rect(cornerRadius: 8))`).
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
