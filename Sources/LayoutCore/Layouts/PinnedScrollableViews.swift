import Foundation

/// Which section parts stay pinned while scrolling (accepted).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// A set from its bits: 1 headers, 2 footers.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
