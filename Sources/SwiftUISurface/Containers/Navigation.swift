import Foundation
import LayoutCore

/// A navigation container: its content, laid out as it is (titles and bars are not drawn).
public struct NavigationStack<Content: View>: View {
  let content: Content
  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Content) { content = root() }
  /// A stack with a path of pushed values: a layout shows the root (the path's screens are
  /// pushed over it, which one frame does not show).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) { content = root() }
  /// A stack with a path of pushed values of one type: a layout shows the root.
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Content
  ) where Data.Element: Hashable { content = root() }
  public var body: some View { content }
}

/// The older navigation container: its content, as `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content
  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

extension View {
  /// Accepted, not drawn.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View { passthrough("navigationTitle") }
  /// Accepted, not drawn.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { passthrough("navigationTitle") }
  /// Accepted, not drawn.
  public func navigationTitle(_ title: Text) -> some View { passthrough("navigationTitle") }
  /// Accepted; the bar is not laid out (see ``NavigationStack``).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    passthrough("navigationBarTitleDisplayMode")
  }
  /// Accepted; the bar is not laid out.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    passthrough("navigationBarBackButtonHidden")
  }
  /// Accepted; the bar is not laid out.
  public func navigationBarHidden(_ hidden: Bool) -> some View { passthrough("navigationBarHidden") }
  /// The older way to put items in the bar: accepted, not laid out.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { passthrough("navigationBarItems") }
  /// The older way to put items in the bar: accepted, not laid out.
  public func navigationBarItems<L: View>(leading: L) -> some View { passthrough("navigationBarItems") }
  /// The older way to put items in the bar: accepted, not laid out.
  public func navigationBarItems<T: View>(trailing: T) -> some View { passthrough("navigationBarItems") }
  /// Accepted, not drawn.
  public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View { passthrough("navigationSubtitle") }
}

/// The values pushed on a navigation stack, of any hashable types.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
