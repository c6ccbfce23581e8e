import Foundation

/// The direction of the user interface's reading order.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}
