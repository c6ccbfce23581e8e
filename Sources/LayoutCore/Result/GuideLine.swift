public import Foundation

/// The line along which a container aligned its children, in root coordinates: a stack's guide
/// (for `HStack(alignment: .firstTextBaseline)`, the shared baseline), both of a ZStack's, or a
/// grid row's. Renderers draw them in guide overlays.
public struct GuideLine: Sendable, Hashable {
  /// A horizontal line (`y = position`) comes from a vertical guide; a vertical line
  /// (`x = position`) from a horizontal guide.
  public enum Orientation: Sendable, Hashable {
    case horizontal, vertical
  }

  public var orientation: Orientation
  /// The line's y (horizontal lines) or x (vertical lines).
  public var position: CGFloat

  public init(orientation: Orientation, position: CGFloat) {
    self.orientation = orientation
    self.position = position
  }

  /// Where `child`, placed at `frame`, has the guide `key`: the container's line for that guide.
  static func through(_ child: LayoutNode, _ key: AlignmentKey) -> GuideLine? {
    guard let frame = child.frame else { return nil }
    let proposal = child.placedProposal ?? ProposedViewSize(frame.size)
    let value = child.dimensions(at: frame.size, proposal: proposal).value(key)
    guard value.isFinite else { return nil }
    return key.axis == .horizontal
      ? GuideLine(orientation: .vertical, position: frame.minX + value)
      : GuideLine(orientation: .horizontal, position: frame.minY + value)
  }
}
