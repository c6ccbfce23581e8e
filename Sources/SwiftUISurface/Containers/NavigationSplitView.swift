public import Foundation
import LayoutCore

/// Columns of navigation, as SwiftUI's `NavigationSplitView`: side by side when the proposal is
/// at least `NavigationSplitView.regularWidth` (640) wide, the sidebar (and the content column,
/// for three columns) `columnWidth` (320, UISplitViewController's default primary column width)
/// wide each, or the width a column's `navigationSplitViewColumnWidth` asks for, and the detail
/// taking the rest; all columns the proposal's height. Narrower, as on an iPhone, the columns
/// collapse into one stack showing the sidebar across the whole width; the other columns are
/// laid out with no size (bars are not laid out: see `NavigationStack`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  /// The width of the sidebar and content columns unless they ask for another.
  public static var columnWidth: CGFloat { 320 }
  /// The narrowest proposal that shows the columns side by side.
  public static var regularWidth: CGFloat { 640 }

  /// Three columns: a sidebar, a content column and the detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public var body: some View {
    let columns = AnyView(
      SplitColumns(count: content == nil ? 2 : 3) {
        sidebar.frame(maxHeight: .infinity, alignment: .top)
        if let content { content.frame(maxHeight: .infinity, alignment: .top) }
        detail.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      .named("NavigationSplitView"))
    if case .custom(let style, let outer) = CurrentEnvironment.values.navigationSplitViewStyle {
      return AnyView(
        style.makeBody(NavigationSplitViewStyleConfiguration(columns: columns)).environmentChange { $0.navigationSplitViewStyle = outer }
          .named("NavigationSplitView"))
    }
    return columns
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns: a sidebar and the detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }
}

/// Which columns of a split view show (accepted; the layout follows the proposal's width).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view arranges its columns, as SwiftUI's `NavigationSplitViewStyle`: every
/// built-in style lays out as ``NavigationSplitView`` says; a style of one's own is laid out as
/// its `makeBody` says, in the split view's place.
public protocol NavigationSplitViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the split view from.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// The split view `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A split view, as a `NavigationSplitViewStyle` gets it (SwiftUI shows none of its parts; the
/// built-in styles' `makeBody` draws the columns from it).
public struct NavigationSplitViewStyleConfiguration {
  let columns: AnyView
}

/// The platform's split view look.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The automatic style.
  public init() {}
  /// The columns as ``NavigationSplitView`` lays them out.
  public func makeBody(configuration: Configuration) -> some View { configuration.columns }
}
/// Columns side by side, the detail narrowed.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
  /// The columns as ``NavigationSplitView`` lays them out.
  public func makeBody(configuration: Configuration) -> some View { configuration.columns }
}
/// The detail keeps its size; other columns go over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent detail style.
  public init() {}
  /// The columns as ``NavigationSplitView`` lays them out.
  public func makeBody(configuration: Configuration) -> some View { configuration.columns }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// `.automatic`: the ``AutomaticNavigationSplitViewStyle``.
  public static var automatic: Self { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// `.balanced`: the ``BalancedNavigationSplitViewStyle``.
  public static var balanced: Self { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail keeps its size.
  public static var prominentDetail: Self { .init() }
}

/// The only built-in split view look.
enum NavigationSplitViewStyleKind: Hashable, Sendable { case columns }

extension EnvironmentValues {
  var navigationSplitViewStyle: StyleChoice<NavigationSplitViewStyleKind, NavigationSplitViewStyleConfiguration> {
    get { self[NavigationSplitViewStyleKey.self] }
    set { self[NavigationSplitViewStyleKey.self] = newValue }
  }
}

private enum NavigationSplitViewStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<NavigationSplitViewStyleKind, NavigationSplitViewStyleConfiguration>.builtIn(.columns)
}

private enum ColumnWidthKey: LayoutValueKey { static let defaultValue: CGFloat? = nil }

extension View {
  /// The width of this split view column.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    layoutValue(key: ColumnWidthKey.self, value: width)
  }
  /// The width of this split view column: its ideal (clamped to `min` and `max`).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    layoutValue(key: ColumnWidthKey.self, value: Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal))
  }
  /// How the split views inside arrange their columns: the built-in styles lay out as
  /// ``NavigationSplitView`` says; a style of one's own as its `makeBody` says.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is AutomaticNavigationSplitViewStyle, is BalancedNavigationSplitViewStyle, is ProminentDetailNavigationSplitViewStyle:
        environment.navigationSplitViewStyle = .builtIn(.columns)
      default:
        environment.navigationSplitViewStyle = .custom(
          StyleBody { style.makeBody(configuration: $0) }, outer: environment.navigationSplitViewStyle)
      }
    }
  }
}

/// The columns' layout: side by side, or the first alone when the proposal is narrow.
private struct SplitColumns: Layout {
  let count: Int

  private func widths(_ width: CGFloat, _ subviews: Subviews) -> [CGFloat]? {
    guard width >= NavigationSplitView<EmptyView, EmptyView, EmptyView>.regularWidth, subviews.count == count else { return nil }
    var widths = subviews.dropLast().map { $0[ColumnWidthKey.self] ?? NavigationSplitView<EmptyView, EmptyView, EmptyView>.columnWidth }
    widths.append(max(width - widths.reduce(0, +), 0))
    return widths
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 0, height: 0))
    if widths(size.width, subviews) == nil, let first = subviews.first {
      return first.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height))
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let widths = widths(bounds.width, subviews) else {
      // Collapsed: the sidebar alone; the other columns are placed out of sight with no size.
      for (index, subview) in subviews.enumerated() {
        subview.place(
          at: bounds.origin, proposal: index == 0 ? ProposedViewSize(bounds.size) : ProposedViewSize(width: 0, height: 0))
      }
      return
    }
    var x = bounds.minX
    for (subview, width) in zip(subviews, widths) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}
