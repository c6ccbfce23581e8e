import Foundation
public import LayoutCore

/// A list of rows, as SwiftUI's `List` in its plain/inset look: rows stacked with no spacing,
/// each padded by `List.rowInsets` and separated by a divider; `Section`s inside give a header
/// row (the headline font, secondary color) above their rows. All rows are laid out.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

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
    let rows = resolve(content, inner)
    let stack = VStack(alignment: .leading, spacing: 0) {
      ForEach(rows.indices, id: \.self) { index in ListRow(content: NodesView(nodes: [rows[index]])) }
    }
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

/// One row of a list: its content with the row insets and a divider below.
struct ListRow<Content: View>: View {
  let content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content.frame(maxWidth: .infinity, alignment: .leading).padding(List<Never, EmptyView>.rowInsets)
      Divider()
    }
  }
}

extension EnvironmentValues {
  /// Whether the view is a list's content.
  var isInList: Bool {
    get { self[IsInListKey.self] }
    set { self[IsInListKey.self] = newValue }
  }
}

private enum IsInListKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// Accepted; a list's look is fixed here.
  public func listStyle<S>(_ style: S) -> some View { passthrough("listStyle") }
  /// Accepted, no layout effect.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    passthrough("listRowSeparator")
  }
  /// Accepted, no layout effect.
  public func listRowBackground<V: View>(_ view: V?) -> some View { passthrough("listRowBackground") }
}

/// Whether something shows (accepted).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
