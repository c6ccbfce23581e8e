public import Foundation

/// Arranges subviews in a column: the `Layout` behind `VStack`.
public struct VStackLayout: Layout {
  /// The guide the subviews align on horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between neighbours; nil picks a distance per pair.
  public var spacing: CGFloat?

  /// NaN and infinite spacings are treated as nil (per-pair defaults); negative spacings overlap
  /// the subviews, as in SwiftUI.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = finite(spacing)
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// A column's guides are its subviews' merged.
  public var _mergesSubviewGuidesOnly: Bool { true }
  /// A column's alignment line is its horizontal alignment.
  public var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { (alignment, nil) }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, minorGuide: alignment.key, spacing: spacing) }

  /// A lane per subview, with the gaps between neighbours (which depend only on the subviews).
  public func makeCache(subviews: Subviews) -> StackLayoutCache {
    StackLayoutCache(lanes: algorithm.lanes(subviews), subviews: subviews, axis: algorithm.axis)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
    algorithm.run(proposal, subviews, cache: &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
    algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }
}
