import Foundation
import LayoutCore

/// A navigation container: its content, laid out as it is (titles and bars are not drawn).
public struct NavigationStack<Content: View>: View {
  let content: Content
  public init(@ViewBuilder root: () -> Content) { content = root() }
  public var body: some View { content }
}

/// The older navigation container: its content, as `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

extension View {
  /// Accepted, not drawn.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View { passthrough("navigationTitle") }
  /// Accepted, not drawn.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { passthrough("navigationTitle") }
}
