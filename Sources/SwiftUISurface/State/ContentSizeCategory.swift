import LayoutCore

/// SwiftUI's older name for the text size: each category is a `DynamicTypeSize`, and
/// `sizeCategory` in the environment reads and sets `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// `DynamicTypeSize.xSmall`.
  case extraSmall
  /// `DynamicTypeSize.small`.
  case small
  /// `DynamicTypeSize.medium`.
  case medium
  /// `DynamicTypeSize.large`, the default.
  case large
  /// `DynamicTypeSize.xLarge`.
  case extraLarge
  /// `DynamicTypeSize.xxLarge`.
  case extraExtraLarge
  /// `DynamicTypeSize.xxxLarge`.
  case extraExtraExtraLarge
  /// `DynamicTypeSize.accessibility1`.
  case accessibilityMedium
  /// `DynamicTypeSize.accessibility2`.
  case accessibilityLarge
  /// `DynamicTypeSize.accessibility3`.
  case accessibilityExtraLarge
  /// `DynamicTypeSize.accessibility4`.
  case accessibilityExtraExtraLarge
  /// `DynamicTypeSize.accessibility5`.
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The dynamic type size of the same name.
  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }

  init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }

  /// Whether `lhs` is the smaller size.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.dynamicTypeSize < rhs.dynamicTypeSize }
  /// Whether `lhs` is no larger.
  public static func <= (lhs: Self, rhs: Self) -> Bool { lhs.dynamicTypeSize <= rhs.dynamicTypeSize }
  /// Whether `lhs` is the larger size.
  public static func > (lhs: Self, rhs: Self) -> Bool { lhs.dynamicTypeSize > rhs.dynamicTypeSize }
  /// Whether `lhs` is no smaller.
  public static func >= (lhs: Self, rhs: Self) -> Bool { lhs.dynamicTypeSize >= rhs.dynamicTypeSize }
}

extension EnvironmentValues {
  /// The text size under its older name: reads and sets `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
