import Foundation

/// Text alignment of multi-line text inside its own width.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines flush with the leading edge.
  case leading
  /// Lines centered.
  case center
  /// Lines flush with the trailing edge.
  case trailing
}
