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

  public static let leading = HorizontalAlignment(LeadingGuide.self)
  public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
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

  public static let top = VerticalAlignment(TopGuide.self)
  public static let center = VerticalAlignment(VerticalCenterGuide.self)
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
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
