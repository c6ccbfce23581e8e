import Foundation

/// The direction of the user interface's reading order.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}
