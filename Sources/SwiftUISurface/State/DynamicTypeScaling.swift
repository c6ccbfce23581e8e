public import Foundation
public import LayoutCore

extension Font.TextStyle {
  /// The style's size in points at a Dynamic Type setting: Apple's Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes" for iOS and iPadOS (at `.large` these are the styles'
  /// `pointSize`s).
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    CGFloat(Self.dynamicTypeSizes[self]![size.column])
  }

  /// Each style's sizes, one column per setting in `DynamicTypeSize` order: xSmall, small,
  /// medium, large, xLarge, xxLarge, xxxLarge, then the five accessibility sizes.
  private static let dynamicTypeSizes: [Font.TextStyle: [UInt8]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]
}

extension DynamicTypeSize {
  /// The setting's place from the smallest (0) to the largest (11).
  fileprivate var column: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }
}

extension Font {
  /// The font at a Dynamic Type setting: a font that scales (see `scalingTextStyle`) takes its
  /// size times its style's size at `size` over the style's size at large (a text-style font
  /// lands exactly on the style's size); a fixed-size font is unchanged.
  public func scaled(for size: DynamicTypeSize) -> Font {
    guard size != .large, let style = scalingTextStyle else { return self }
    var font = self
    font.pointSize = pointSize * style.pointSize(at: size) / style.pointSize
    return font
  }
}

extension EnvironmentValues {
  /// `font` at this environment's text size (environments that set no values of their own skip
  /// the lookup: they are at the default large size).
  func scaledForDynamicType(_ font: Font) -> Font {
    custom.isEmpty ? font : font.scaled(for: dynamicTypeSize)
  }
}
