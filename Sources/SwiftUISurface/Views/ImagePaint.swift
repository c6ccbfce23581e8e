public import Foundation
public import LayoutCore

/// A shape style that fills (or strokes) a shape with an image repeated over it, as SwiftUI's
/// `ImagePaint`: the part `sourceRect` names (unit coordinates of the image) is one tile, drawn
/// `scale` times the image's size, repeating from the shape's top leading corner. The image is
/// found as `Image(_:)` finds it (the asset catalog, then the image directory); a system symbol or
/// an image not found paints nothing.
///
/// `@unchecked Sendable`: an `Image` drawn by a closure (`Image(size:renderer:)`) holds that
/// closure, which is not `Sendable`; a paint reads only an image's file name and never calls it.
public struct ImagePaint: ShapeStyle, @unchecked Sendable {
  /// The image repeated.
  public var image: Image
  /// The part of the image a tile shows, unit coordinates.
  public var sourceRect: CGRect
  /// How much the tiles are scaled.
  public var scale: CGFloat

  /// A paint of `image`'s `sourceRect` at `scale`.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The tiling, with the image file looked up in the environment of the body being made.
  public var shapeGradient: ShapeGradient? {
    guard case .file(let name) = image.source else { return nil }
    guard let file = CurrentEnvironment.values.imageFile(named: name) else { return nil }
    let tiling = ImageTiling(path: file.path, pointSize: file.pointSize, sourceRect: sourceRect, scale: scale)
    return ShapeGradient(.image(tiling), stops: [])
  }

  /// Clear: an image has no one color (for what takes one, such as text without the tiles).
  public var flatColor: Color { .clear }
}

extension ShapeStyle where Self == ImagePaint {
  /// A style that repeats `image`'s `sourceRect` at `scale` over what it fills.
  public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
