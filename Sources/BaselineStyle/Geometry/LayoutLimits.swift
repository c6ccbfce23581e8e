public import Foundation

/// The bounds layout works within, so that no input (a huge length, a runaway recursion) can
/// overflow a sum or the stack.
public enum LayoutLimits {
  /// The largest length layout works with, in points: finite sizes, proposals, padding, offsets,
  /// spacings and guide values beyond ±1e9 are limited to it, so that no sum of them overflows.
  public static let maximumLength: CGFloat = 1e9

  /// The deepest view nesting resolved; deeper content is dropped (and reported in
  /// `LayoutResult.warnings`) rather than overflowing the stack.
  public static let maximumDepth = 20_000
}
