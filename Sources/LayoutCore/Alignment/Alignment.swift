public import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// A guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .horizontal)
  }

  /// A custom guide defined at run time, with the default value `defaultValue` computes from a
  /// view's dimensions (the way `AlignmentID.defaultValue(in:)` does). Every call makes a new,
  /// distinct guide, even with the same name; containers merge its explicit values with the mean.
  /// Scene files use it for their `alignments`.
  public init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
    key = AlignmentKey(runtime: RuntimeAlignment(name: name, defaultValue: defaultValue), axis: .horizontal)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  /// A view's leading edge.
  public static let leading = HorizontalAlignment(LeadingGuide.self)
  /// A view's horizontal middle.
  public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
  /// A view's trailing edge.
  public static let trailing = HorizontalAlignment(TrailingGuide.self)

  /// Merges explicit values as containers do: the mean for custom guides; nil for leading,
  /// center and trailing (built-in edge guides do not travel out of containers).
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    key.combine(values)
  }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// A guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .vertical)
  }

  /// A custom guide defined at run time, with the default value `defaultValue` computes from a
  /// view's dimensions (the way `AlignmentID.defaultValue(in:)` does). Every call makes a new,
  /// distinct guide, even with the same name; containers merge its explicit values with the mean.
  /// Scene files use it for their `alignments`.
  public init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
    key = AlignmentKey(runtime: RuntimeAlignment(name: name, defaultValue: defaultValue), axis: .vertical)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  /// A view's top edge.
  public static let top = VerticalAlignment(TopGuide.self)
  /// A view's vertical middle.
  public static let center = VerticalAlignment(VerticalCenterGuide.self)
  /// A view's bottom edge.
  public static let bottom = VerticalAlignment(BottomGuide.self)
  /// The baseline of the topmost line of text in the view; the bottom of a view with no text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
  /// The baseline of the bottom-most line of text in the view; the bottom of a view with no text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
  /// The middle of the first line of text (see `FirstTextLineCenterGuide`); what controls
  /// center their boxes on.
  package static let firstTextLineCenter = VerticalAlignment(FirstTextLineCenterGuide.self)

  /// Merges explicit values as containers do: the mean for custom guides, the minimum for
  /// `firstTextBaseline`, the maximum for `lastTextBaseline`, nil for top, center and bottom.
  public func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    key.combine(values)
  }
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  /// The guide on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The guide on the vertical axis.
  public var vertical: VerticalAlignment

  /// The alignment of a horizontal and a vertical guide.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centered horizontally, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centered horizontally, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading edge, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading edge, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing edge, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing edge, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
