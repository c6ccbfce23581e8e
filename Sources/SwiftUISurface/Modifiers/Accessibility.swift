import Foundation
import LayoutCore

// Help and accessibility modifiers: accepted, no layout effect.

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isImage = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isSelected = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
  /// Accepted, not drawn.
  public func help(_ text: LocalizedStringKey) -> some View { passthrough("help") }
  /// Accepted, no layout effect.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { passthrough("accessibilityLabel") }
  /// Accepted, no layout effect.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { passthrough("accessibilityHint") }
  /// Accepted, no layout effect.
  public func accessibilityIdentifier(_ identifier: String) -> some View { passthrough("accessibilityIdentifier") }
  /// Accepted, no layout effect.
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { passthrough("accessibilityValue") }
  /// Accepted, no layout effect.
  public func accessibilityHidden(_ hidden: Bool) -> some View { passthrough("accessibilityHidden") }
  /// Accepted, no layout effect.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { passthrough("accessibilityAddTraits") }
  /// Accepted, no layout effect.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { passthrough("accessibilityElement") }
}
