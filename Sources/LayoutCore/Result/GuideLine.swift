public import Foundation

/// The line along which a container aligned its children, in root coordinates: a stack's guide
/// (for `HStack(alignment: .firstTextBaseline)`, the shared baseline), both of a ZStack's, or a
/// grid row's. Renderers draw them in guide overlays.
public struct GuideLine: Sendable, Hashable {
  /// A horizontal line (`y = position`) comes from a vertical guide; a vertical line
  /// (`x = position`) from a horizontal guide.
  public enum Orientation: Sendable, Hashable {
    /// A line across: its position is a y.
    case horizontal
    /// A line down: its position is an x.
    case vertical
  }

  /// Whether the line runs across (horizontal) or down (vertical).
  public var orientation: Orientation
  /// The line's y (horizontal lines) or x (vertical lines).
  public var position: CGFloat

  /// A line of `orientation` at `position`.
  public init(orientation: Orientation, position: CGFloat) {
    self.orientation = orientation
    self.position = position
  }

  /// Where `child`, placed at `frame`, has the guide `key`: the container's line for that guide.
  static func through(_ child: LayoutNode, _ key: AlignmentKey) -> GuideLine? {
    guard let frame = child.frame else { return nil }
    let value: CGFloat
    if let placed = placedBaseline(child, key) {
      value = placed
    } else {
      let proposal = child.placedProposal ?? ProposedViewSize(frame.size)
      value = child.dimensions(at: frame.size, proposal: proposal).value(key)
    }
    guard value.isFinite else { return nil }
    return key.axis == .horizontal
      ? GuideLine(orientation: .vertical, position: frame.minX + value)
      : GuideLine(orientation: .horizontal, position: frame.minY + value)
  }

  /// The child's explicit first or last text baseline at its placed size and proposal, when
  /// `key` is one and the child gives it from what it was placed with (a text, a frame around
  /// one: `placedTextBaselines`): the value `explicitAlignment` answers, without its guide
  /// cache (a large form's label frames were one more fetch from memory each in every result).
  private static func placedBaseline(_ child: LayoutNode, _ key: AlignmentKey) -> CGFloat? {
    let isFirst = key.isVertical(FirstTextBaselineGuide.self)
    guard isFirst || key.isVertical(LastTextBaselineGuide.self),
      let placed = child.placedTextBaselines(throughChildren: true)
    else { return nil }
    return LayoutNode.explicitValue(isFirst ? placed.first : placed.last)
  }
}
