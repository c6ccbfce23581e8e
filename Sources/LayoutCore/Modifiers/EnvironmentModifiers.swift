public import Foundation

extension View {
  /// Sets an environment value for the view's content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentChange { $0[keyPath: keyPath] = value }
  }

  /// The font of text in the view.
  public func font(_ font: Font?) -> some View {
    environmentChange { $0.font = font }
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
