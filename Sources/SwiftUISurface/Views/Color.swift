public import Foundation
public import LayoutCore

/// As a view, a color fills the space it is offered.
extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(FillNode(kind: "Color", paint: Paint(shape: .rectangle, fill: self)))
  }
}

/// A shape that can be filled; as a view it takes the space it is offered.
public protocol Shape: View {}

/// A shape with a fill color; same layout as the shape.
public struct FilledShape<S: Shape>: View, PrimitiveView {
  public let shape: S
  public let color: Color
  /// Nil fills the shape; a width strokes its outline.
  public let lineWidth: CGFloat?
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let nodes = resolve(shape, context)
    for case let node as FillNode in nodes {
      if let lineWidth {
        node.paint.fill = nil
        node.paint.stroke = color
        node.paint.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 1
      } else {
        node.paint.fill = color
      }
    }
    return nodes
  }
}

extension Shape {
  /// Fills the shape with a color.
  public func fill(_ color: Color) -> FilledShape<Self> { FilledShape(shape: self, color: color, lineWidth: nil) }
  /// Strokes the shape's outline (no layout effect).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> FilledShape<Self> {
    FilledShape(shape: self, color: color, lineWidth: lineWidth)
  }
}

/// A shape's node, filled with the environment's foreground color (black when none).
func shapeNode(_ kind: String, _ shape: Paint.Shape, _ context: ResolveContext, cornerRadius: CGFloat = 0) -> [LayoutNode] {
  [FillNode(kind: kind, paint: Paint(shape: shape, cornerRadius: cornerRadius, fill: context.environment.foregroundColor ?? .primary))]
}

public struct Rectangle: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Rectangle", .rectangle, context) }
}

/// How the corners of a rounded rectangle curve (accepted: both are drawn as circular arcs).
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

public struct RoundedRectangle: Shape, PrimitiveView {
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
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    shapeNode("RoundedRectangle", .roundedRectangle, context, cornerRadius: cornerRadius)
  }
}

public struct Capsule: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Capsule", .capsule, context) }
}

public struct Circle: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Circle", .circle, context) }
}

/// The ellipse inscribed in the view's frame; as a view it takes the space it is offered.
public struct Ellipse: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { shapeNode("Ellipse", .ellipse, context) }
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
