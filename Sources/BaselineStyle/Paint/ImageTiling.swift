public import Foundation

/// An image repeated over a shape's frame, as SwiftUI's `ImagePaint`: the part of the image
/// `sourceRect` names (unit coordinates of the image) is one tile, `scale` times its size in
/// points, and tiles repeat in both directions from the top leading corner of the frame (or of
/// the paint's `bounds`). The renderers read the file; layout never does.
public struct ImageTiling: Sendable, Hashable {
  /// The image file.
  public let path: String
  /// The image's size in points.
  public let pointSize: CGSize
  /// The part of the image a tile shows, unit coordinates (clamped to the unit square).
  public let sourceRect: CGRect
  /// How much a tile is scaled from the image's size (non-finite or not above 0: 1).
  public let scale: CGFloat

  /// A tiling of the image at `path`, `pointSize` points large.
  public init(path: String, pointSize: CGSize, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.path = path
    self.pointSize = pointSize
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    let finite = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].allSatisfy(\.isFinite)
    let clipped = finite ? sourceRect.standardized.intersection(unit) : unit
    self.sourceRect = clipped.isNull || clipped.width <= 0 || clipped.height <= 0 ? unit : clipped
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// One tile's size in points.
  public var tileSize: CGSize {
    CGSize(width: sourceRect.width * pointSize.width * scale, height: sourceRect.height * pointSize.height * scale)
  }

  /// Where in the image (unit coordinates) a point of the frame falls, the frame's tiles
  /// starting at its origin.
  public func imagePoint(for point: CGPoint) -> CGPoint {
    let tile = tileSize
    guard tile.width > 0, tile.height > 0 else { return .zero }
    func wrap(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
      let remainder = value.truncatingRemainder(dividingBy: length)
      return (remainder < 0 ? remainder + length : remainder) / length
    }
    return CGPoint(
      x: sourceRect.minX + wrap(point.x, tile.width) * sourceRect.width,
      y: sourceRect.minY + wrap(point.y, tile.height) * sourceRect.height)
  }
}
