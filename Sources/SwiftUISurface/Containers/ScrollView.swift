public import Foundation
public import LayoutCore

/// A scrollable view, as SwiftUI's `ScrollView`: its content is offered no limit along the
/// scrolling axes (and the view's own offer across them), and placed at the top leading corner,
/// unscrolled. The view takes the size it is offered, or its content's size along an axis
/// that is not offered. The content's frame in the result is its whole size.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// A scroll view of `content`, scrolling along `axes`.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // The scroll view is the container the content's `containerRelativeFrame`s measure against.
    // It is the `.scrollView` coordinate space of the readers inside.
    let space = NamedSpace(name: CoordinateSpace.scrollViewName)
    var inner = context
    inner.scope = ResolveScope(container: ContainerSize(), namedSpaces: context.namedSpaces + [space])
    // Content margins inset the content inside the scrolled area (and are scrolled with it).
    let margins = context.environment.contentMargins
    let nodes = margins == EdgeInsets() ? resolve(content, inner) : resolve(VStack(spacing: 0) { content }.padding(margins), inner)
    // Several views scroll as a column (or a row, for a horizontal scroll view).
    let child: LayoutNode
    if nodes.count == 1 {
      child = nodes[0]
    } else if axes == .horizontal {
      child = resolve(HStack { NodesView(nodes: nodes) }, context)[0]
    } else {
      child = resolve(VStack { NodesView(nodes: nodes) }, context)[0]
    }
    return [ScrollNode(child: child, axes: axes, container: inner.container, space: space)]
  }
}

/// What `contentMargins` insets: a scroll view's content, its scroll indicators, or both.
public struct ContentMarginPlacement: Equatable, Sendable {
  let insetsContent: Bool
  /// The content and the indicators (the default).
  public static let automatic = ContentMarginPlacement(insetsContent: true)
  /// The scrolled content only.
  public static let scrollContent = ContentMarginPlacement(insetsContent: true)
  /// The scroll indicators only: no layout effect, as Baseline draws no indicators.
  public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

extension EnvironmentValues {
  /// The margins around the content of the scroll views (and lists) inside.
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
}

private enum ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension View {
  /// Margins around the content of the scroll views and lists inside: the content is laid out
  /// `insets` in from the scrolled area's edges on `edges`. An inner call sets the edges it
  /// names; the other edges keep an outer call's margins.
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    environmentChange { environment in
      guard placement.insetsContent else { return }
      var margins = environment.contentMargins
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
      environment.contentMargins = margins
    }
  }

  /// Margins of `length` (the default padding, 16, when nil) on `edges` around the content of
  /// the scroll views and lists inside.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    environmentChange { environment in
      guard placement.insetsContent else { return }
      let length = length ?? environment.defaultPadding
      var margins = environment.contentMargins
      if edges.contains(.top) { margins.top = length }
      if edges.contains(.leading) { margins.leading = length }
      if edges.contains(.bottom) { margins.bottom = length }
      if edges.contains(.trailing) { margins.trailing = length }
      environment.contentMargins = margins
    }
  }

  /// Margins of `length` on every edge around the content of the scroll views and lists inside.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }
}

extension View {
  /// Accepted; there is no scrolling in a layout.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { passthrough("scrollTargetLayout") }
  /// Accepted; there is no scrolling in a layout.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    passthrough("scrollIndicators")
  }
  /// Accepted; there is no scrolling in a layout.
  public func scrollDisabled(_ disabled: Bool) -> some View { passthrough("scrollDisabled") }
  /// Accepted; there is no scrolling in a layout.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { passthrough("scrollTargetBehavior") }
  /// Accepted; a layout shows the content from its start.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { passthrough("scrollPosition") }
  /// Accepted; a layout shows the content from its start.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { passthrough("defaultScrollAnchor") }
  /// Accepted; there is no scrolling in a layout.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    passthrough("scrollBounceBehavior")
  }
  /// Accepted; paint only (the scroll view's clip).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { passthrough("scrollClipDisabled") }
  /// Accepted; paint only (a list's or form's background).
  public func scrollContentBackground(_ visibility: Visibility) -> some View { passthrough("scrollContentBackground") }
  /// Accepted; there is no keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { passthrough("scrollDismissesKeyboard") }
  /// Accepted; there is no refreshing in a layout.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { passthrough("refreshable") }
}

/// How a scroll view settles (accepted).
public protocol ScrollTargetBehavior: Sendable {}

/// Settles on the views of a `scrollTargetLayout` (accepted).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Whether a fling may pass several views.
  public enum LimitBehavior: Hashable, Sendable { case automatic, always, never }
  /// View-aligned settling (accepted).
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Settles on whole pages (accepted).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging (accepted).
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settling on views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
  /// Settling on views, with a limit on flings.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    .init(limitBehavior: limitBehavior)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settling on pages.
  public static var paging: PagingScrollTargetBehavior { .init() }
}

/// When a scroll view bounces (accepted).
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the keyboard (accepted).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the drag.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether scroll indicators show (accepted).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform insists.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Views that stack as `VStack` does (all are built: a layout has no viewport), with pinned
/// section headers accepted.
public struct LazyVStack<Content: View>: View {
  let stack: VStack<Content>
  /// A lazy column of `content`'s views (see ``VStack``).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }
  public var body: some View { stack }
}

/// Views that stack as `HStack` does (all are built), with pinned section headers accepted.
public struct LazyHStack<Content: View>: View {
  let stack: HStack<Content>
  /// A lazy row of `content`'s views (see ``HStack``).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }
  public var body: some View { stack }
}
