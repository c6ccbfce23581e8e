public import Foundation

/// Overlays subviews, aligned on both axes: the `Layout` behind `ZStack`.
///
/// Every subview gets the stack's proposal. Only the subviews with the highest layout priority
/// count toward alignment and size; the stack is the union of their aligned frames.
public struct ZStackLayout: Layout {
  /// How the subviews are aligned on both axes.
  public var alignment: Alignment

  /// A stack aligning its subviews on `alignment` (centered by default).
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// An overlay's guides are its subviews' merged.
  public var _mergesSubviewGuidesOnly: Bool { true }
  /// Both of its alignment's guides are alignment lines.
  public var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) {
    (alignment.horizontal, alignment.vertical)
  }

  func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let top = subviews.map(\.priority).max() ?? 0
    let dimensions = subviews.map { $0.dimensions(in: proposal) }
    var anchorX = -CGFloat.infinity
    var anchorY = -CGFloat.infinity
    for (index, measured) in dimensions.enumerated() where subviews[index].priority == top {
      anchorX = max(anchorX, measured[alignment.horizontal])
      anchorY = max(anchorY, measured[alignment.vertical])
    }
    var origins = dimensions.map {
      CGPoint(x: anchorX - $0[alignment.horizontal], y: anchorY - $0[alignment.vertical])
    }
    var union: CGRect? = nil
    for (index, measured) in dimensions.enumerated() where subviews[index].priority == top {
      let frame = CGRect(origin: origins[index], size: measured.size)
      union = union.map { $0.union(frame) } ?? frame
    }
    let bounds = union ?? .zero
    for index in origins.indices {
      origins[index].x -= bounds.minX
      origins[index].y -= bounds.minY
    }
    return (bounds.size, origins)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    arrange(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let origins = arrange(proposal, subviews).origins
    for (index, origin) in origins.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
    }
  }
}
