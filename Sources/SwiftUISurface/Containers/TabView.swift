public import Foundation
import LayoutCore

/// Tabs, as SwiftUI's `TabView` on iPhone: the selected tab's content above a tab bar
/// `TabView.barHeight` (49) points tall across the whole width. The content gets the proposal
/// less the bar; the bar shows each tab's `tabItem` (its icon above its title in the caption2
/// font, 2 apart), the tabs sharing the width equally. The selected tab is the one whose `tag`
/// equals the selection, else the first. With `.tabViewStyle(.page)` there is no bar: the
/// selected page takes the whole proposal.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: SelectionValue?
  let content: Content

  /// The tab bar's height: the iPhone tab bar in portrait.
  public static var barHeight: CGFloat { 49 }

  /// A tab view showing the tab whose tag `selection` holds (the first when nil).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection?.wrappedValue
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // The tabs: each top-level view of the content, with its tab item and tag.
    var tabs: [LayoutNode] = []
    resolve(content, context, into: &tabs)
    let chosen = selection.flatMap { selection in tabs.firstIndex { tabTag(of: $0) == AnyHashable(selection) } } ?? 0
    let paged = context.environment.tabViewIsPaged
    guard tabs.indices.contains(chosen) else { return resolve(Color.clear.named("TabView"), context) }
    let page = NodesView(nodes: [tabs[chosen]]).frame(maxWidth: .infinity, maxHeight: .infinity)
    if paged { return resolve(page.named("TabView"), context) }
    let items = tabs.map { $0.layoutValue(TabItemKey.self) }
    let view = VStack(spacing: 0) {
      page
      HStack(spacing: 0) {
        ForEach(items.indices, id: \.self) { index in
          TabBarItem(item: items[index], isSelected: index == chosen).frame(maxWidth: .infinity)
        }
      }
      .frame(maxWidth: .infinity)
      .frame(height: Self.barHeight)
      .background(Color(red: 0.97, green: 0.97, blue: 0.97))
    }
    return resolve(view.named("TabView"), context)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs without a selection: the first is shown.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// One tab in the bar: the item's views (a `Label` shows its icon above its title).
private struct TabBarItem: View {
  let item: AnyView?
  let isSelected: Bool
  var body: some View {
    (item ?? AnyView(EmptyView()))
      .labelStyle(TabItemLabelStyle())
      .font(.caption2)
      .foregroundColor(isSelected ? .accentColor : .gray)
  }
}

/// A tab item's label: the icon above the title, 2 apart.
private struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon
      configuration.title
    }
  }
}

private enum TabItemKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }

/// The `tag` set on a tab, through the modifiers around it.
private func tabTag(of node: LayoutNode) -> AnyHashable? {
  var current: LayoutNode? = node
  while let node = current {
    if let tag = node.viewTag { return tag }
    current = (node as? UnaryNode)?.child
  }
  return nil
}

extension View {
  /// The view's item in its tab view's bar (usually a `Label`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    layoutValue(key: TabItemKey.self, value: AnyView(label()))
  }

  /// How the tab views inside show their tabs.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environmentChange { $0.tabViewIsPaged = style is PageTabViewStyle }
  }

  /// A badge on the view's tab item (accepted; not drawn).
  public func badge(_ count: Int) -> some View { passthrough("badge") }
  /// A badge on the view's tab item or list row (accepted; not drawn).
  public func badge(_ label: Text?) -> some View { passthrough("badge") }
  /// A badge on the view's tab item or list row (accepted; not drawn).
  public func badge(_ key: LocalizedStringKey?) -> some View { passthrough("badge") }
}

extension EnvironmentValues {
  var tabViewIsPaged: Bool {
    get { self[TabViewPagedKey.self] }
    set { self[TabViewPagedKey.self] = newValue }
  }
}

private enum TabViewPagedKey: EnvironmentKey { static let defaultValue = false }

/// How a `TabView` shows its tabs.
public protocol TabViewStyle {}
/// A tab bar (the default).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages without a bar.
public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots show (accepted; not drawn).
  public enum IndexDisplayMode: Sendable { case automatic, always, never }
  /// Pages with the dots' mode (accepted).
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages without a bar.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages without a bar; the dots' mode is accepted.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// A tab of a `TabView`, written the newer way (`Tab("Home", systemImage: "house") { ... }`):
/// the same as its content with `tabItem { label }` and, given a value, `tag(value)`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let label: Label
  let value: Value?
  let content: Content

  /// A tab tagged `value`, with a label of its own.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value
    self.content = content()
  }

  init(label: Label, value: Value?, content: Content) {
    self.label = label
    self.value = value
    self.content = content
  }

  public var body: some View {
    let item = content.tabItem { label }
    if let value { item.tag(value) } else { item }
  }
}

/// A tab's own label: its title with its symbol or image (the search tab's: "Search" with a
/// magnifying glass).
public struct DefaultTabLabel: View {
  let title: Text
  let icon: Image?
  public var body: some View {
    if let icon { SwiftUISurface.Label { title } icon: { icon } } else { title }
  }
}

/// What a tab is for: a search tab gets its own title and symbol.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled with a string and a symbol, tagged `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)), value: value, content: content())
  }

  /// A tab titled with a string and an image from the asset catalog, tagged `value`.
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)), value: value, content: content())
  }

  /// A tab with a role, tagged `value`: the search tab is "Search" with a magnifying glass.
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text("Search"), icon: Image(systemName: "magnifyingglass")), value: value, content: content())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled with a string and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)), value: nil, content: content())
  }

  /// A tab titled with a string and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)), value: nil, content: content())
  }

  /// A tab with a role: the search tab is "Search" with a magnifying glass.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text("Search"), icon: Image(systemName: "magnifyingglass")), value: nil, content: content())
  }
}

extension Tab where Value == Never {
  /// A tab with a label of its own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), value: nil, content: content())
  }
}

/// A section of tabs (`TabSection("Media") { Tab(...) ... }`), as a tab view in its tab-bar look
/// shows it: the section's tabs take their places in the bar like the others (its header and
/// footer belong to the sidebar look, which Baseline does not draw).
public struct TabSection<Header: View, Content: View, Footer: View>: View {
  let content: Content

  /// A section of `content`'s tabs, headed by `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
    self.content = content()
  }

  /// A section of `content`'s tabs, with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
    self.content = content()
  }

  public var body: some View { Group { content } }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section of `content`'s tabs, titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A section of `content`'s tabs, titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// Tabs that become a sidebar where there is room (iOS 18): on iPhone, and in Baseline, the tab
/// bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The adaptable style.
  public init() {}
}
/// Tabs in a tab bar only (iOS 18): the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The tab-bar-only style.
  public init() {}
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where there is room; laid out as the tab bar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// The tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// Where an adaptable tab view shows its tabs (accepted: Baseline shows the tab bar).
public enum AdaptableTabBarPlacement: Hashable, Sendable {
  /// The platform's choice.
  case automatic
  /// The tab bar.
  case tabBar
  /// The sidebar.
  case sidebar
}

/// How the page dots of a paged tab view are drawn.
public protocol IndexViewStyle {}
/// The page dots over their background.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots' background shows.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// While the dots are touched.
    case interactive
    /// Always.
    case always
    /// Never.
    case never
  }
  /// The dots' background mode (accepted: page dots are not drawn).
  public let backgroundDisplayMode: BackgroundDisplayMode
  /// Page dots with a background mode.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with a background mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// The style of a paged tab view's dots (accepted: page dots are not drawn, and they take no
  /// room).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }

  /// Where an adaptable tab view shows its tabs by default (accepted: the tab bar).
  public func defaultAdaptableTabBarPlacement(_ placement: AdaptableTabBarPlacement = .automatic) -> some View { self }

  /// A header of an adaptable tab view's sidebar: not laid out, as the sidebar is not shown.
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// A footer of an adaptable tab view's sidebar: not laid out, as the sidebar is not shown.
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// A bar at the bottom of an adaptable tab view's sidebar: not laid out, as the sidebar is not
  /// shown.
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
