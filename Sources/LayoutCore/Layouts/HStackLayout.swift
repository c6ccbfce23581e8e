public import Foundation

/// Arranges subviews in a row: the `Layout` behind `HStack`.
public struct HStackLayout: Layout {
  /// The guide the subviews align on vertically.
  public var alignment: VerticalAlignment
  /// The distance between neighbours; nil picks a distance per pair.
  public var spacing: CGFloat?

  /// NaN and infinite spacings are treated as nil (per-pair defaults); negative spacings overlap
  /// the subviews, as in SwiftUI.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = finite(spacing)
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// A row's guides are its subviews' merged.
  public var _mergesSubviewGuidesOnly: Bool { true }
  /// A row's alignment line is its vertical alignment.
  public var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { (nil, alignment) }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, minorGuide: alignment.key, spacing: spacing) }

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
