import Foundation
import LayoutCore

/// A shape that can stand for a clip outline (the built-in shapes; others clip to their frame).
protocol ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { get }
}

extension Rectangle: ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { (.rectangle, 0) }
}

extension RoundedRectangle: ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { (.roundedRectangle, cornerRadius) }
}

extension Capsule: ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { (.capsule, 0) }
}

extension Circle: ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { (.circle, 0) }
}

extension Ellipse: ClipOutline {
  var clipOutline: (shape: Paint.Shape, cornerRadius: CGFloat) { (.ellipse, 0) }
}
