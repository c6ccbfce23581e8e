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
