public import Foundation
public import LayoutCore

extension View {
  /// Sets an environment value for the view's content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentChange { $0[keyPath: keyPath] = value }
  }

  /// Changes the environment value at `keyPath` for the view with `transform` (given the value
  /// the view would otherwise read).
  public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
    environmentChange { transform(&$0[keyPath: keyPath]) }
  }

  /// The font of text in the view.
  public func font(_ font: Font?) -> some View {
    environmentChange { $0.font = font }
  }

  /// Bold text in the view (the bold weight, unless a weight is set closer to the text).
  public func bold(_ isActive: Bool = true) -> some View {
    environmentChange { if isActive { $0.fontModifiers.isBold = true } }
  }

  /// Italic text in the view.
  public func italic(_ isActive: Bool = true) -> some View {
    environmentChange { if isActive { $0.fontModifiers.isItalic = true } }
  }

  /// The weight of text in the view (nil leaves it as it is).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentChange { environment in
      if let weight { environment.fontModifiers.weight = weight }
    }
  }

  /// The font design of text in the view (nil leaves it as it is).
  public func fontDesign(_ design: Font.Design?) -> some View {
    environmentChange { environment in
      if let design { environment.fontModifiers.design = design }
    }
  }

  /// The width of the letters of text in the view (nil leaves it as it is); see `Font.Width`.
  public func fontWidth(_ width: Font.Width?) -> some View {
    environmentChange { environment in
      if let width { environment.fontModifiers.width = width }
    }
  }

  /// The monospaced design for text in the view when `isActive` is true.
  public func monospaced(_ isActive: Bool = true) -> some View {
    fontDesign(isActive ? .monospaced : nil)
  }

  /// Digits of one width (OpenType `tnum`) in the view's text.
  public func monospacedDigit() -> some View {
    environmentChange { $0.fontModifiers.monospacedDigit = true }
  }

  /// Kerning for the text in the view (see `Text.kerning(_:)`); a text's own setting wins.
  public func kerning(_ kerning: CGFloat) -> some View {
    environmentChange { $0.textRun.kerning = kerning }
  }

  /// Tracking for the text in the view (see `Text.tracking(_:)`); a text's own setting wins.
  public func tracking(_ tracking: CGFloat) -> some View {
    environmentChange { $0.textRun.tracking = tracking }
  }

  /// A baseline offset for the text in the view (see `Text.baselineOffset(_:)`); a text's own
  /// setting wins.
  public func baselineOffset(_ offset: CGFloat) -> some View {
    environmentChange { $0.textRun.baselineOffset = offset }
  }

  /// A line under the text in the view when `isActive` is true (see `Text.underline`); a
  /// text's own setting wins.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
  }

  /// A line through the text in the view when `isActive` is true (see `Text.strikethrough`);
  /// a text's own setting wins.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
  }

  /// The case the letters of text in the view are shown in (nil: as written). Layout measures
  /// the changed letters; ranges reported for the text stay those of its source string.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentChange { $0.textCase = textCase }
  }

  /// The smallest fraction of its font size the text in the view may shrink to when at full
  /// size it would be cut off (by its line limit or the height it is offered). The text takes
  /// the largest scale in `factor...1` at which it is not cut off, or `factor` (cut off) when
  /// none is. Values are limited to `0.01...1`.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environmentChange { $0.minimumScaleFactor = factor }
  }

  /// Whether the text in the view may tighten the space between its characters, by up to
  /// `Text.maximumTightening` of its font size per character, before it is cut off or shrunk.
  public func allowsTightening(_ flag: Bool) -> some View {
    environmentChange { $0.allowsTightening = flag }
  }

  /// Space between lines of text in the view.
  public func lineSpacing(_ spacing: CGFloat) -> some View {
    environmentChange { $0.lineSpacing = spacing }
  }

  /// The most lines each Text in the view shows (nil: no limit; values below 1 count as 1).
  public func lineLimit(_ limit: Int?) -> some View {
    environmentChange {
      $0.lineLimit = limit.map { max($0, 1) }
      $0.lineLimitRange = nil
      $0.lineLimitReservesSpace = false
    }
  }

  /// A line limit that also keeps room for `limit` lines when `reservesSpace` is true.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environmentChange {
      $0.lineLimit = max(limit, 1)
      $0.lineLimitRange = nil
      $0.lineLimitReservesSpace = reservesSpace
    }
  }

  /// A range of line counts: at least the lower bound's height, at most the upper bound's lines.
  public func lineLimit(_ range: ClosedRange<Int>) -> some View {
    environmentChange {
      $0.lineLimit = max(range.upperBound, 1)
      $0.lineLimitRange = max(range.lowerBound, 1)...max(range.upperBound, 1)
      $0.lineLimitReservesSpace = true
    }
  }

  /// A minimum line count with no maximum.
  public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
    environmentChange {
      $0.lineLimit = nil
      $0.lineLimitRange = max(range.lowerBound, 1)...Int.max
      $0.lineLimitReservesSpace = true
    }
  }

  /// A maximum line count.
  public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
    lineLimit(max(range.upperBound, 1))
  }

  /// How each line of multi-line text is placed inside the text's width.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange { $0.multilineTextAlignment = alignment }
  }

  /// Where the ellipsis of truncated text goes.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentChange { $0.truncationMode = mode }
  }

  /// The foreground color (no layout effect).
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange { $0.foregroundColor = color }
  }

  /// The foreground style (no layout effect).
  public func foregroundStyle(_ color: Color) -> some View {
    environmentChange { $0.foregroundColor = color }
  }
}
