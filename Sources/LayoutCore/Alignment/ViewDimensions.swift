public import Foundation

/// Something that can report a view's explicit guide values at a size.
protocol GuideSource: AnyObject {
  /// The explicit value of a guide when the view has `size` for `proposal`.
  func explicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat?
}

/// A view's size and alignment guides in its own coordinate space (origin top-leading, y down).
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  let source: (any GuideSource)?
  /// The proposal the size answers (a view's guides can depend on it, as its size does).
  let proposal: ProposedViewSize

  init(size: CGSize, proposal: ProposedViewSize? = nil, source: (any GuideSource)?) {
    width = size.width
    height = size.height
    self.proposal = proposal ?? ProposedViewSize(size)
    self.source = source
  }

  var size: CGSize { CGSize(width: width, height: height) }

  /// The guide's value: the explicit one when the view has it, else the guide's default (a
  /// default that is NaN counts as 0, one beyond ±`LayoutLimits.maximumLength` as that limit).
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? clampedLength(guide.key.defaultValue(in: self))
  }

  /// The guide's value: the explicit one when the view has it, else the guide's default (a
  /// default that is NaN counts as 0, one beyond ±`LayoutLimits.maximumLength` as that limit).
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? clampedLength(guide.key.defaultValue(in: self))
  }

  /// The explicit value of the guide, or nil when the view has none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    source?.explicitAlignment(guide.key, at: size, proposal: proposal)
  }

  /// The explicit value of the guide, or nil when the view has none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    source?.explicitAlignment(guide.key, at: size, proposal: proposal)
  }

  func value(_ key: AlignmentKey) -> CGFloat {
    source?.explicitAlignment(key, at: size, proposal: proposal) ?? clampedLength(key.defaultValue(in: self))
  }
}
