import Foundation
public import LayoutCore

// Help and accessibility modifiers: accepted, no layout effect.

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Traits from their bits, one per trait below.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 4)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 8)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 16)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are hidden from accessibility.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are combined into one element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// The children stay separate elements within it.
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
  /// Accepted, not drawn.
  public func help(_ text: LocalizedStringKey) -> some View { passthrough("help") }
  /// Accepted, no layout effect.
  public func accessibilityLabel(_ label: LocalizedStringKey, isEnabled: Bool = true) -> some View { passthrough("accessibilityLabel") }
  /// Accepted, no layout effect.
  public func accessibilityHint(_ hint: LocalizedStringKey, isEnabled: Bool = true) -> some View { passthrough("accessibilityHint") }
  /// Accepted, no layout effect.
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some View { passthrough("accessibilityIdentifier") }
  /// Accepted, no layout effect.
  public func accessibilityValue(_ value: LocalizedStringKey, isEnabled: Bool = true) -> some View { passthrough("accessibilityValue") }
  /// Accepted, no layout effect.
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool = true) -> some View { passthrough("accessibilityHidden") }
  /// Accepted, no layout effect.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { passthrough("accessibilityAddTraits") }
  /// Accepted, no layout effect.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { passthrough("accessibilityElement") }
  /// Accepted, no layout effect.
  public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some View { passthrough("accessibilityLabel") }
  /// Accepted, no layout effect.
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some View { passthrough("accessibilityLabel") }
  /// Accepted, no layout effect.
  public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> some View { passthrough("accessibilityValue") }
  /// Accepted, no layout effect.
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some View { passthrough("accessibilityValue") }
  /// Accepted, no layout effect.
  public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some View { passthrough("accessibilityHint") }
  /// Accepted, no layout effect.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { passthrough("accessibilityRemoveTraits") }
  /// Accepted, no layout effect.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { passthrough("accessibilityHeading") }
  /// Accepted, no layout effect.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { passthrough("accessibilitySortPriority") }
  /// Accepted, no layout effect.
  public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey], isEnabled: Bool = true) -> some View { passthrough("accessibilityInputLabels") }
  /// Accepted; the action never runs.
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
    passthrough("accessibilityAction")
  }
  /// Accepted; the action never runs.
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    passthrough("accessibilityAction")
  }
  /// Accepted; the actions never run.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    passthrough("accessibilityActions")
  }
  /// Accepted; the action never runs.
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    passthrough("accessibilityAdjustableAction")
  }
  /// Accepted; the children are not laid out (they are for assistive technology only).
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { passthrough("accessibilityChildren") }
  /// Accepted; the representation is not laid out (it is for assistive technology only).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    passthrough("accessibilityRepresentation")
  }
  /// Accepted, no layout effect.
  public func accessibilityShowsLargeContentViewer() -> some View { passthrough("accessibilityShowsLargeContentViewer") }
  /// Accepted, no layout effect.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { passthrough("accessibilityIgnoresInvertColors") }
  /// Accepted, no layout effect.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true, isEnabled: Bool = true) -> some View {
    passthrough("accessibilityRespondsToUserInteraction")
  }
  /// Accepted, no layout effect.
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool = true) -> some View { passthrough("accessibilityActivationPoint") }
  /// Accepted, no layout effect.
  public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default)
    -> some View
  {
    passthrough("accessibilityCustomContent")
  }
  /// Accepted, no layout effect.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { passthrough("accessibilityFocused") }
}

/// The level of a heading (accepted).
public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// What an accessibility action does (accepted).
public struct AccessibilityActionKind: Sendable {
  let name: String
  /// The default action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The escape action.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// The delete action.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// The show-menu action.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// A named custom action.
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
}

/// Which way an adjustable element is changed (accepted).
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// Custom content's importance (Apple's Accessibility framework type; accepted).
public enum AXCustomContent {
  /// How important the content is.
  public enum Importance: Sendable { case `default`, high }
}

/// Whether an element has accessibility focus: never, in a layout.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to the focus state.
  public struct Binding {
    public var wrappedValue: Value
  }
  private let initial: Value
  /// Focus state as a Boolean: false.
  public init() where Value == Bool { initial = false }
  /// Focus state as an optional value: nil.
  public init<T: Hashable>() where Value == T? { initial = nil }
  public var wrappedValue: Value { initial }
  public var projectedValue: Binding { Binding(wrappedValue: initial) }
}
