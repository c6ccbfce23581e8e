public import Foundation
import LayoutCore

// The environment values SwiftUI code reads most often, with SwiftUI's defaults (a light,
// regular-size, left-to-right, enabled environment at the large text size).

/// Light or dark appearance (no layout effect).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// The user's text size setting. Text-style fonts take the style's size at this setting, fonts
/// made relative to a style scale with it, fixed-size fonts keep their size (see
/// `Font.TextStyle.pointSize(at:)`); `@ScaledMetric` scales by it.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// The smallest text size.
  case xSmall
  /// A small text size.
  case small
  /// A medium text size.
  case medium
  /// The default text size.
  case large
  /// A large text size.
  case xLarge
  /// A larger text size.
  case xxLarge
  /// The largest standard text size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest accessibility size.
  case accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The body text style's size at this setting, points (14, 15, 16, 17, 19, 21, 23, then 28,
  /// 33, 40, 47, 53 for the accessibility sizes; see `Font.TextStyle.pointSize(at:)`).
  public var bodySize: CGFloat { Font.TextStyle.body.pointSize(at: self) }
}

/// The size of controls (`.controlSize(_:)`); the control look's metrics depend on it.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// Regular controls (the default).
  case regular
  /// Large controls.
  case large
  /// Extra large controls (as large on macOS).
  case extraLarge
}

/// A horizontal or vertical size class (no layout effect of its own).
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// A narrow or short space.
  case compact
  /// A wide or tall space.
  case regular
}

/// Dismisses the presented view (`@Environment(\.dismiss)`): accepted, does nothing.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// Opens a URL (`@Environment(\.openURL)`): accepted, does nothing.
public struct OpenURLAction: Sendable {
  public func callAsFunction(_ url: URL) {}
}

extension EnvironmentValues {
  /// Light or dark (default light).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The text size setting (default large).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// Whether controls are enabled (`.disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// The size of controls (default regular).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  /// The locale (default en_US; formatting in texts uses its format style's own).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The calendar (default Gregorian).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// The time zone (default UTC, so that layouts do not depend on the machine).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// The horizontal size class (default regular).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The vertical size class (default regular).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Dismisses the presented view (does nothing here).
  public var dismiss: DismissAction { DismissAction() }
  /// Opens a URL (does nothing here).
  public var openURL: OpenURLAction { OpenURLAction() }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private enum TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current
}
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension View {
  /// Disables the controls in the view when `disabled` is true (they are drawn dimmed; layout
  /// is unchanged).
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { if disabled { $0.isEnabled = false } }
  }

  /// The size of the controls in the view.
  public func controlSize(_ size: ControlSize) -> some View {
    environmentChange { $0.controlSize = size }
  }

  /// The text size setting of the view: text styles take their sizes at it, fonts relative to a
  /// style and `@ScaledMetric` scale with it.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange { $0.dynamicTypeSize = size }
  }

  /// Limits the text size setting of the view to a range.
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
    environmentChange { environment in
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      if let lowest = allowed.first, let highest = allowed.last {
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
      }
    }
  }

  /// The preferred appearance (sets `colorScheme`; no layout effect).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
  }
}
