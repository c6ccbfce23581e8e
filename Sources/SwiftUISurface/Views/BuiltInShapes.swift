public import Foundation
public import LayoutCore

// The built-in shapes. Each is drawn by the renderers from its kind (a rectangle, an ellipse);
// `path(in:)` gives the same outline, for the shapes made from them (trimmed, rotated, inset).

/// A shape's node, filled with the environment's foreground style (black when none).
func shapeNode(_ kind: String, _ shape: Paint.Shape, _ context: ResolveContext, cornerRadius: CGFloat = 0) -> [LayoutNode] {
  [FillNode(kind: kind, paint: context.environment.foregroundPaint(shape, cornerRadius: cornerRadius))]
}

/// A rectangle that fills its frame.
public struct Rectangle: InsettableShape, PrimitiveView {
  /// A rectangle.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Rectangle", .rectangle, context) }
}

/// A rectangle with rounded corners (both corner styles are drawn as circular arcs).
public struct RoundedRectangle: InsettableShape, PrimitiveView {
  /// The corners' radius (at most half the shorter side).
  public var cornerRadius: CGFloat
  /// The corners' curve (drawn as circular arcs either way).
  public var style: RoundedCornerStyle
  /// A rounded rectangle with corners of `cornerRadius`.
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
  /// A capsule.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
  public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Capsule", .capsule, context) }
}

/// The largest circle centered in its frame.
public struct Circle: InsettableShape, PrimitiveView {
  /// A circle.
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
  /// An ellipse.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(shape: self, amount: amount) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Ellipse", .ellipse, context) }
}

/// A shape drawn `amount` in from each edge of its rectangle (a negative amount: out).
public struct InsetShape<Content: Shape>: InsettableShape, WrappingShape {
  /// The shape drawn inset.
  public var shape: Content
  /// How far in from each edge the shape is drawn.
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
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// A rectangle with rounded corners of `cornerSize` (its width as the radius).
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat
  /// Radii for each corner, 0 where none is given.
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension Path {
  /// A rectangle whose corners have radii of their own, as `UnevenRoundedRectangle` draws it in
  /// `rect`.
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
  }
}

/// A rectangle whose corners have radii of their own (each at most half the shorter side;
/// drawn as circular arcs). Leading is left: the view is mirrored as a whole in right-to-left.
public struct UnevenRoundedRectangle: InsettableShape {
  /// Each corner's radius.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' curve (drawn as circular arcs either way).
  public var style: RoundedCornerStyle

  /// A rectangle with the corners' radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius, 0 where none is given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    func clamp(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(radius, 0), limit) : 0 }
    let (tl, bl, br, tr) = (
      clamp(cornerRadii.topLeading), clamp(cornerRadii.bottomLeading), clamp(cornerRadii.bottomTrailing),
      clamp(cornerRadii.topTrailing)
    )
    var path = Path()
    path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .zero, clockwise: false)
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    }
    path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
    }
    path.closeSubpath()
    return path
  }

  public func inset(by amount: CGFloat) -> InsetShape<UnevenRoundedRectangle> { InsetShape(shape: self, amount: amount) }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner's radius (see ``UnevenRoundedRectangle``).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
      topTrailingRadius: topTrailingRadius, style: style)
  }
}
