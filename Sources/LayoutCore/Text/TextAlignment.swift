import Foundation

/// Text alignment of multi-line text inside its own width.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
