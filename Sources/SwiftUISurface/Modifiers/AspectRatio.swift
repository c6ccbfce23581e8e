public import Foundation
public import LayoutCore

extension View {
  /// Proposes the content a size of aspect ratio `ratio` (width / height; nil: the content's
  /// own, from its ideal size) made from the offer: with both dimensions offered, the largest
  /// such size inside the offer (`.fit`) or the smallest covering it (`.fill`); with one, that
  /// dimension and the other from the ratio; with none, the content's ideal width. The view is
  /// as large as its content then is, and centers it. Ratios that are not finite and positive
  /// count as nil.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return modified { AspectRatioNode(child: $0, ratio: ratio, mode: contentMode) }
  }

  /// `aspectRatio(size.width / size.height, contentMode:)`.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  /// `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
