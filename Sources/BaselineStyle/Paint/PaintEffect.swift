public import Foundation

/// How a paint-only modifier changes the drawing of the view it wraps (and everything inside
/// it), never its layout: renderers apply it to the node's subtree. Geometry is in root
/// coordinates, resolved from the node's frame when the layout is done.
public enum PaintEffect: Sendable, Hashable {
  /// `opacity(_:)`: drawn with this opacity, 0...1.
  case opacity(Double)
  /// `hidden()`: not drawn (its layout stays).
  case hidden
  /// `clipped()`, `clipShape(_:)`, `cornerRadius(_:)`: drawing is clipped to `shape` in `frame`
  /// (a circle is the largest one centered in the frame, as when it is drawn).
  case clip(shape: Paint.Shape, cornerRadius: CGFloat, frame: CGRect)
  /// `clipShape(_:)` with any other shape: drawing is clipped to the path `outline` makes for
  /// `frame` (asked for by the renderer, in the frame's coordinates).
  case clipOutline(ShapeOutline, frame: CGRect)
  /// `rotationEffect(_:anchor:)`, `scaleEffect(_:anchor:)`: drawn through this transform.
  case transform(CGAffineTransform)
  /// `blur(radius:)`: the content blurred by a Gaussian of standard deviation `radius`.
  case blur(radius: CGFloat)
  /// `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorInvert`,
  /// `colorMultiply`, `luminanceToAlpha`: every color of the content changed by the matrix.
  case colorMatrix(ColorMatrix)
  /// `shadow(color:radius:x:y:)`: a copy of the content in `color`, blurred by `radius` and
  /// moved by `x`, `y`, drawn below it.
  case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// `zIndex(_:)`: the node's place among its siblings when they are painted: siblings are
  /// drawn in increasing order of this value (0 when absent), in view order among equals. It
  /// changes the order only; the display list never opens it as an effect.
  case zIndex(Double)
  /// `redacted(reason: .placeholder)` (true) and `unredacted()` (false): whether the texts of the
  /// subtree are drawn as placeholder bars, one per line; the nearest one wins. Like `zIndex`,
  /// the display list applies it itself and never opens it as an effect.
  case redacted(Bool)
}

extension PaintEffect {
  /// A transform about a point of the frame: move `anchor` to the origin, apply `transform`,
  /// move it back. Nil when any of it is not finite.
  package static func transform(_ transform: CGAffineTransform, anchor: UnitPoint, in frame: CGRect) -> PaintEffect? {
    let x = frame.minX + anchor.x * frame.width
    let y = frame.minY + anchor.y * frame.height
    let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, x, y]
    guard values.allSatisfy(\.isFinite) else { return nil }
    let about = CGAffineTransform(translationX: -x, y: -y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: x, y: y))
    return .transform(about)
  }
}
