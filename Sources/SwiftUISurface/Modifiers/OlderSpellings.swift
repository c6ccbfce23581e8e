import Foundation
import LayoutCore

// SwiftUI's older spellings of modifiers that real code still calls, each doing what its newer
// form does here (named in each comment).

extension View {
  /// SwiftUI's older `navigationTitle(_:)`: accepted, not drawn.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// SwiftUI's older `navigationTitle(_:)`: accepted, not drawn.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  /// SwiftUI's older `navigationTitle(_:)`: accepted, not drawn.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  /// SwiftUI's older `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`: accepted,
  /// not drawn.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  /// SwiftUI's older `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`: accepted,
  /// not drawn.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  /// SwiftUI's older `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`: accepted,
  /// not drawn.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// SwiftUI's older `environment(\.colorScheme, _:)`: the view and its content in `colorScheme`.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environmentChange { $0.colorScheme = colorScheme }
  }

  /// SwiftUI's older `accessibilityLabel(_:)` (no layout effect).
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// SwiftUI's older `onChange(of:initial:_:)` whose action gets the new value: accepted, the
  /// action never runs.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    passthrough("onChange")
  }

  /// SwiftUI's older `searchable(text:placement:prompt:)` with `searchSuggestions(_:)`: accepted;
  /// the search field is not laid out and suggestions show only while searching.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// SwiftUI's older `searchable(text:placement:prompt:)` with `searchSuggestions(_:)`, its
  /// prompt a text.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?, @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement)
  }
  /// SwiftUI's older `searchable(text:placement:prompt:)` with `searchSuggestions(_:)`, its
  /// prompt a string shown as it is.
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(text: text, placement: placement)
  }
}

/// How a `NavigationView` shows its views (SwiftUI's older navigation; laid out as
/// ``NavigationView`` says whatever the style).
public protocol NavigationViewStyle {}
/// The platform's navigation view look.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}
/// One view at a time, as on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}
/// Two columns side by side, as on an iPad.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The two-column style.
  public init() {}
}
/// Columns side by side (macOS).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The columns style.
  public init() {}
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// `.automatic`: the ``DefaultNavigationViewStyle``.
  public static var automatic: Self { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// `.stack`: the ``StackNavigationViewStyle``.
  public static var stack: Self { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// `.columns`: the ``ColumnNavigationViewStyle``.
  public static var columns: Self { .init() }
}

extension View {
  /// The style of the navigation views inside (accepted; laid out as ``NavigationView`` says).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { passthrough("navigationViewStyle") }

  /// SwiftUI's older `statusBarHidden(_:)`: accepted, the status bar is not laid out.
  public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }

  /// Hides the status bar (accepted: a layout shows no status bar).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { passthrough("statusBarHidden") }
}
