public import Foundation
public import LayoutCore

/// A list of rows, as SwiftUI's `List`. In the plain look (`.automatic`, `.plain`, `.inset`,
/// `.sidebar`): rows stacked with no spacing (or `listRowSpacing`), each padded by
/// `List.rowInsets` (or its `listRowInsets`) and separated by a divider; `Section`s inside give
/// a header row above their rows. In the grouped looks (`.grouped`, `.insetGrouped`) each
/// section is a card of rows (see `GroupedList`). All rows are laid out.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list with a single selection (nothing is shown selected in a layout).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The padding around a row's content: 8 above and below, 16 at the sides.
  public static var rowInsets: EdgeInsets { EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }

  public var body: Never { primitiveBody(Self.self) }

  /// Every view of the content is a row (a section's header and rows too).
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.isInList = true
    if let look = context.environment.listLook {
      let sections = SectionCollection(
        of: content, inner, headerEnvironment: GroupedList.styleHeader, footerEnvironment: GroupedList.styleFooter)
      let list = GroupedList(
        sections: sections, look: look, sectionSpacing: context.environment.listSectionSpacing.length,
        colorScheme: context.environment.colorScheme, rowSpacing: context.environment.listRowSpacing ?? 0)
      let margins = context.environment.contentMargins
      guard margins == EdgeInsets() else { return resolve(list.padding(margins).named("List"), context) }
      return resolve(list.named("List"), context)
    }
    let rows = resolve(content, inner)
    let stack = VStack(alignment: .leading, spacing: context.environment.listRowSpacing ?? 0) {
      ForEach(rows.indices, id: \.self) { index in ListRow(node: rows[index]) }
    }
    let margins = context.environment.contentMargins
    guard margins == EdgeInsets() else { return resolve(stack.padding(margins).named("List"), context) }
    return resolve(stack.named("List"), context)
  }
}

extension List where SelectionValue == Never {
  /// Rows for the elements of a collection.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// Rows for the elements of a collection, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

/// One row of a list: its content with the row insets and a divider below (none for the last
/// row of a grouped list's section).
struct ListRow<Content: View>: View {
  let content: Content
  /// The row's own insets (`listRowInsets`), else the list's.
  let insets: EdgeInsets?
  /// The row's own separator visibility and tint, else the list's.
  var separatorVisibility: Visibility? = nil
  var separatorTint: Color? = nil
  var hasSeparator = true
  /// Whether the separator starts at the row's content (its leading inset) rather than at the
  /// row's edge, when no view in the row sets `listRowSeparatorLeading`: iOS's grouped lists.
  var insetsSeparator = false
  /// A row of the list made from a node, with the settings the node carries.
  init(node: LayoutNode, hasSeparator: Bool = true, insetsSeparator: Bool = false) where Content == NodesView {
    content = NodesView(nodes: [node])
    insets = node.layoutValue(ListRowInsetsKey.self)
    separatorVisibility = node.layoutValue(ListRowSeparatorVisibilityKey.self)
    separatorTint = node.layoutValue(ListRowSeparatorTintKey.self)
    self.hasSeparator = hasSeparator
    self.insetsSeparator = insetsSeparator
  }
  var body: some View {
    if !hasSeparator {
      content.frame(maxWidth: .infinity, alignment: .leading).padding(insets ?? List<Never, EmptyView>.rowInsets)
    } else {
      separatedRow
    }
  }
  private var separatedRow: some View {
    let insets = insets ?? List<Never, EmptyView>.rowInsets
    return ListRowLayout(defaultLeading: insetsSeparator ? insets.leading : 0) {
      content.frame(maxWidth: .infinity, alignment: .leading).padding(insets)
      RowSeparator(visibility: separatorVisibility, tint: separatorTint)
    }
  }
}

extension HorizontalAlignment {
  /// Where a list row's separator starts: a view in the row that sets this guide
  /// (`alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`) moves the start of the
  /// separator below the row to it. Without one, the separator starts at the row's leading edge.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
  /// Where a list row's separator ends: set by a view in the row, as `listRowSeparatorLeading`
  /// is. Without one, the separator ends at the row's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

private enum ListRowSeparatorLeading: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum ListRowSeparatorTrailing: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

/// A row's content above its separator, as a column with no spacing: the separator runs from
/// the content's explicit `listRowSeparatorLeading` guide (else `defaultLeading` from the row's
/// leading edge) to its explicit `listRowSeparatorTrailing` guide (else the row's trailing edge).
private struct ListRowLayout: Layout {
  var defaultLeading: CGFloat = 0

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard subviews.count == 2 else { return .zero }
    let content = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    let separator = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    return CGSize(width: max(content.width, separator.width), height: content.height + separator.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 2 else { return }
    let contentProposal = ProposedViewSize(width: bounds.width, height: nil)
    let content = subviews[0].dimensions(in: contentProposal)
    subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: content.height))
    let trailing = min(max(content[explicit: .listRowSeparatorTrailing] ?? bounds.width, 0), bounds.width)
    let leading = min(max(content[explicit: .listRowSeparatorLeading] ?? defaultLeading, 0), trailing)
    subviews[1].place(
      at: CGPoint(x: bounds.minX + leading, y: bounds.minY + content.height),
      proposal: ProposedViewSize(width: trailing - leading, height: nil))
  }
}

/// A list row's separator: a divider in the row's separator tint (gray by default), not drawn
/// when the row hides it (it keeps its point of height either way).
private struct RowSeparator: View, PrimitiveView {
  /// The row's own settings (nil: the list's, from the environment).
  let visibility: Visibility?
  let tint: Color?
  var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let hidden = visibility.map { $0 == .hidden } ?? environment.listRowSeparatorHidden
    return [DividerNode(kind: "Divider", color: hidden ? nil : (tint ?? environment.listRowSeparatorTint ?? .gray))]
  }
}

extension EnvironmentValues {
  /// The grouped look of the lists inside (nil: the plain look).
  var listLook: GroupedList.Look? {
    get { self[ListLookKey.self] }
    set { self[ListLookKey.self] = newValue }
  }

  /// The spacing between the sections of grouped lists inside.
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// Whether the view is a list's content.
  var isInList: Bool {
    get { self[IsInListKey.self] }
    set { self[IsInListKey.self] = newValue }
  }

  /// The spacing between the rows of the lists inside (nil: none).
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }

  /// Whether list rows inside hide their separators.
  var listRowSeparatorHidden: Bool {
    get { self[ListRowSeparatorHiddenKey.self] }
    set { self[ListRowSeparatorHiddenKey.self] = newValue }
  }

  /// The color of list rows' separators inside (nil: gray).
  var listRowSeparatorTint: Color? {
    get { self[ListSeparatorTintKey.self] }
    set { self[ListSeparatorTintKey.self] = newValue }
  }
}

private enum ListRowSeparatorHiddenKey: EnvironmentKey { static let defaultValue = false }
private enum ListSeparatorTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

private enum IsInListKey: EnvironmentKey { static let defaultValue = false }
private enum ListLookKey: EnvironmentKey { static let defaultValue: GroupedList.Look? = nil }
private enum ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private enum ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
private enum ListRowSeparatorVisibilityKey: LayoutValueKey { static let defaultValue: Visibility? = nil }
private enum ListRowSeparatorTintKey: LayoutValueKey { static let defaultValue: Color? = nil }

extension View {
  /// The style of the lists inside: `.grouped` and `.insetGrouped` lay their sections out as
  /// cards (see ``List``); the others as the plain list.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environmentChange {
      $0.listLook = style is InsetGroupedListStyle ? .insetGrouped : style is GroupedListStyle ? .grouped : nil
    }
  }
  /// The padding around this row's content in a list, instead of ``List/rowInsets``
  /// (nil keeps the list's).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    layoutValue(key: ListRowInsetsKey.self, value: insets)
  }
  /// The space between the rows of the lists inside (nil: the default, none).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environmentChange { $0.listRowSpacing = spacing }
  }
  /// Hides (or shows) the separators of the list rows inside: a hidden separator is not drawn
  /// and keeps its point of height (Baseline's rows hold their separator; `edges` is accepted).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    // On a row, the row's own; on a list, every row's.
    environmentChange { $0.listRowSeparatorHidden = visibility == .hidden }
      .layoutValue(key: ListRowSeparatorVisibilityKey.self, value: visibility)
  }
  /// The color of the separators of the list rows inside (nil: gray); `edges` is accepted.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    environmentChange { $0.listRowSeparatorTint = color }.layoutValue(key: ListRowSeparatorTintKey.self, value: color)
  }
  /// Accepted: Baseline's lists draw no separators between sections (docs/swiftui-surface.md).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    passthrough("listSectionSeparator")
  }
  /// Accepted: Baseline's lists draw no separators between sections.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    passthrough("listSectionSeparatorTint")
  }
  /// Accepted, no layout effect.
  public func listRowBackground<V: View>(_ view: V?) -> some View { passthrough("listRowBackground") }
}

/// Whether something shows (accepted).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// How a list looks: the grouped styles lay sections out as cards, the others as the plain list
/// (see ``List``).
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections in groups.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle { public init() {} }
/// Sections in inset, rounded groups.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A sidebar's list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
  /// `.automatic`: the ``DefaultListStyle``.
  public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
  /// `.plain`: the ``PlainListStyle``.
  public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
  /// `.grouped`: the ``GroupedListStyle``.
  public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
  /// `.inset`: the ``InsetListStyle``.
  public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// `.insetGrouped`: the ``InsetGroupedListStyle``.
  public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
  /// `.sidebar`: the ``SidebarListStyle``.
  public static var sidebar: SidebarListStyle { .init() }
}

/// Views made from a collection that a list can edit (`ForEach`): delete, move and insert
/// handlers are accepted and never run, as no one edits a layout.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Accepted; the action never runs.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  /// Accepted; the action never runs.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
  /// Accepted; the action never runs.
  public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> some DynamicViewContent {
    self
  }
}

extension View {
  /// Accepted, no layout effect.
  public func deleteDisabled(_ isDisabled: Bool) -> some View { passthrough("deleteDisabled") }
  /// Accepted, no layout effect.
  public func moveDisabled(_ isDisabled: Bool) -> some View { passthrough("moveDisabled") }
  /// Accepted, no layout effect.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { passthrough("selectionDisabled") }
  /// Accepted; swipe actions show only when a row is swiped, so they are not laid out.
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
    -> some View
  {
    passthrough("swipeActions")
  }
}

/// The edits a `ForEach` over a binding allows (`ForEach($items, editActions: .all)`): none
/// happen in a layout.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The edits' bits.
  public let rawValue: Int
  /// Edits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Moving elements.
  public static var move: EditActions<Data> { EditActions(rawValue: 1) }
  /// Deleting elements.
  public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
  /// Every edit.
  public static var all: EditActions<Data> { [.move, .delete] }
}

/// The views of a `ForEach` that allows edits: laid out as the views.
public struct EditableCollectionContent<Content: View, Data>: View {
  let content: Content
  public var body: some View { content }
}

extension ForEach {
  /// A view per element of the bound collection, each given a binding to its element, with
  /// `editActions` allowed (none happen in a layout).
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, Content == EditableCollectionContent<R, C> {
    self.init(data, id: \.id) { EditableCollectionContent<R, C>(content: content($0)) }
  }
}
