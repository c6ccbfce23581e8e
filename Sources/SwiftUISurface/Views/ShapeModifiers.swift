public import Foundation
public import LayoutCore

// Shapes made from shapes: trimmed, turned, scaled, moved, transformed, sized, type-erased. Each
// is a shape of the same frame whose path is the original's, changed; none changes layout.

/// A part of a shape's outline, by fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape, WrappingShape {
  /// The shape trimmed.
  public var shape: Content
  /// Where the part starts, 0 to 1 of the outline's length.
  public var startFraction: CGFloat
  /// Where the part ends, 0 to 1 of the outline's length.
  public var endFraction: CGFloat
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
  var wrappedShapeName: String { shapeName(shape) }
}

/// A shape turned about an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape, WrappingShape {
  /// The shape turned.
  public var shape: Content
  /// How far it is turned, clockwise.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
  }
  var wrappedShapeName: String { shapeName(shape) }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape, WrappingShape {
  /// The shape scaled.
  public var shape: Content
  /// The scale on each axis.
  public var scale: CGSize
  /// The point of the frame it is scaled about.
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
  }
  var wrappedShapeName: String { shapeName(shape) }
}

/// A shape moved.
public struct OffsetShape<Content: Shape>: Shape, WrappingShape {
  /// The shape moved.
  public var shape: Content
  /// How far it is moved.
  public var offset: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
  var wrappedShapeName: String { shapeName(shape) }
}

/// A shape with an affine transform applied to its path.
public struct TransformedShape<Content: Shape>: Shape, WrappingShape {
  /// The shape transformed.
  public var shape: Content
  /// The transform applied to its path.
  public var transform: CGAffineTransform
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
  var wrappedShapeName: String { shapeName(shape) }
}

/// A shape drawn in a rectangle of a fixed size at its frame's origin.
public struct _SizedShape<Content: Shape>: Shape, WrappingShape {
  /// The shape drawn.
  public var shape: Content
  /// The size of the rectangle it is drawn in.
  public var size: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
  var wrappedShapeName: String { shapeName(shape) }
}

/// Any shape, its type erased.
public struct AnyShape: Shape, WrappingShape {
  private let makePath: @Sendable (CGRect) -> Path
  private let sizing: @Sendable (ProposedViewSize) -> CGSize
  private let name: String
  /// Erases `shape`'s type; it draws and sizes as `shape` does.
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    sizing = { shape.sizeThatFits($0) }
    name = shapeName(shape)
  }
  public func path(in rect: CGRect) -> Path { makePath(rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
  var wrappedShapeName: String { name }
}

/// `transform` about the point `anchor` names in `rect`.
private func about(_ anchor: UnitPoint, in rect: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
  let x = rect.minX + anchor.x * rect.width
  let y = rect.minY + anchor.y * rect.height
  return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
}

extension Shape {
  /// The part of the outline from fraction `from` to fraction `to` of its length (a circle
  /// starts at its trailing point and runs clockwise on screen).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
  /// The shape turned by `angle` about `anchor` (clockwise on screen for a positive angle).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  /// The shape scaled about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// The shape scaled by the same factor on both axes about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  /// The shape moved by `x`, `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }
  /// The shape's path transformed.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
  /// The shape drawn in a rectangle of `size` at its frame's origin.
  public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }
  /// The shape drawn in a rectangle of `width` by `height` at its frame's origin.
  public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> { size(CGSize(width: width, height: height)) }
}
