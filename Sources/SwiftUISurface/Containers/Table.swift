public import Foundation
public import LayoutCore

/// Rows of values in columns, as SwiftUI's `Table` in its regular-width look: a header row of
/// the columns' titles (headline font) and one row per value, every cell padded
/// `Table.cellPadding` (8 at the sides, 6 above and below) with its content at the top leading
/// corner. Columns with a `width(_:)` get it; the others share what is left equally, within
/// their `width(min:ideal:max:)` bounds. With no width offered, a column is its ideal width (or
/// its widest cell). A row is as tall as its tallest cell. In a compact horizontal size class
/// (`horizontalSizeClass == .compact`) the table shows no header row and only its first column,
/// which takes the whole width, as SwiftUI collapses a table on an iPhone.
public struct Table<Value>: View {
  let rows: [Value]
  let columns: [AnyTableColumn<Value>]

  /// The padding around each cell's content.
  public static var cellPadding: EdgeInsets { EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8) }

  /// A table of a row per element of `data`, in `columns`.
  public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>)
  where Data.Element == Value {
    self.rows = Array(data)
    self.columns = columns()._columns
  }

  /// A table with a selection of one row (nothing is shown selected in a layout).
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, selection: Binding<ID?>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>
  ) where Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// A table with a selection of several rows (nothing is shown selected in a layout).
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, selection: Binding<Set<ID>>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>
  ) where Data.Element == Value {
    self.init(data, columns: columns)
  }

  public var body: some View {
    let padding = Self.cellPadding
    let environment = CurrentEnvironment.values
    // In a compact horizontal size class a table shows no headers and only its first column,
    // across the whole width (as Apple documents for iOS).
    let compact = environment.horizontalSizeClass == .compact
    let columns = compact ? self.columns.prefix(1).map { AnyTableColumn(title: $0.title, cell: $0.cell) } : self.columns
    let showsHeaders = !compact && environment.tableColumnHeaders != .hidden
    let table = AnyView(TableColumnsLayout(widths: columns.map(\.width), padding: padding) {
      if showsHeaders {
        ForEach(columns.indices, id: \.self) { index in
          columns[index].title.font(.headline)
        }
      }
      ForEach(rows.indices, id: \.self) { row in
        ForEach(columns.indices, id: \.self) { column in
          columns[column].cell(rows[row])
        }
      }
    }
    .named("Table"))
    if case .custom(let style, let outer) = environment.tableStyle {
      return AnyView(style.makeBody(TableStyleConfiguration(table: table)).environmentChange { $0.tableStyle = outer }.named("Table"))
    }
    return table
  }
}

/// A column, its types erased.
public struct AnyTableColumn<RowValue> {
  let title: Text
  let cell: (RowValue) -> AnyView
  var width = TableColumnWidth()
}

/// What a table's column builder makes: its columns in order.
public protocol TableColumnContent {
  associatedtype TableRowValue
  var _columns: [AnyTableColumn<TableRowValue>] { get }
}

/// One column: a title, and the view each row shows in it.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  var column: AnyTableColumn<RowValue>
  public var _columns: [AnyTableColumn<RowValue>] { [column] }

  /// This column `width` wide.
  public func width(_ width: CGFloat? = nil) -> TableColumn {
    var copy = self
    copy.column.width.fixed = width.map { Swift.max($0.isFinite ? $0 : 0, 0) }
    return copy
  }

  /// This column within `min` and `max`, `ideal` wide when no width is offered.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    var copy = self
    copy.column.width.min = min
    copy.column.width.ideal = ideal
    copy.column.width.max = max
    return copy
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column whose cells are made by `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    column = AnyTableColumn(title: Text(titleKey), cell: { AnyView(content($0)) })
  }

  /// A column whose cells are made by `content`, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    column = AnyTableColumn(title: Text(title), cell: { AnyView(content($0)) })
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// A column showing a string property of each row.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    column = AnyTableColumn(title: Text(titleKey), cell: { AnyView(Text(verbatim: $0[keyPath: value])) })
  }

  /// A column showing a string property of each row, titled verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    column = AnyTableColumn(title: Text(title), cell: { AnyView(Text(verbatim: $0[keyPath: value])) })
  }
}

/// Several columns, built by `TableColumnBuilder`.
public struct TupleTableColumnContent<RowValue>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public let _columns: [AnyTableColumn<RowValue>]
}

/// Builds a table's columns from the statements of a closure.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  /// A column: its row type is the table's, so `TableColumn("Name", value: \.name)` infers it.
  public static func buildExpression<ColumnSort, Content: View, Label: View>(
    _ column: TableColumn<RowValue, ColumnSort, Content, Label>
  ) -> TupleTableColumnContent<RowValue> {
    TupleTableColumnContent(_columns: column._columns)
  }
  @_disfavoredOverload
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> TupleTableColumnContent<RowValue>
  where C.TableRowValue == RowValue {
    TupleTableColumnContent(_columns: column._columns)
  }
  public static func buildBlock(_ columns: TupleTableColumnContent<RowValue>...) -> TupleTableColumnContent<RowValue> {
    TupleTableColumnContent(_columns: columns.flatMap(\._columns))
  }
  public static func buildOptional(_ columns: TupleTableColumnContent<RowValue>?) -> TupleTableColumnContent<RowValue> {
    columns ?? TupleTableColumnContent(_columns: [])
  }
  public static func buildEither(first: TupleTableColumnContent<RowValue>) -> TupleTableColumnContent<RowValue> { first }
  public static func buildEither(second: TupleTableColumnContent<RowValue>) -> TupleTableColumnContent<RowValue> { second }
}

/// How tables look, as SwiftUI's `TableStyle`: every built-in style lays out as ``Table`` says;
/// a style of one's own is laid out as its `makeBody` says, in the table's place.
public protocol TableStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the table from.
  typealias Configuration = TableStyleConfiguration
  /// The table `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A table, as a `TableStyle` gets it (SwiftUI shows none of its parts; the built-in styles'
/// `makeBody` draws the table from it).
public struct TableStyleConfiguration {
  let table: AnyView
}

/// The platform's table look (laid out as ``Table`` says).
public struct AutomaticTableStyle: TableStyle {
  /// The automatic style.
  public init() {}
  /// The table as ``Table`` lays it out.
  public func makeBody(configuration: Configuration) -> some View { configuration.table }
}
/// An inset table look (laid out as ``Table`` says).
public struct InsetTableStyle: TableStyle {
  /// The inset style.
  public init() {}
  /// The table as ``Table`` lays it out.
  public func makeBody(configuration: Configuration) -> some View { configuration.table }
}
/// A bordered table look (laid out as ``Table`` says).
public struct BorderedTableStyle: TableStyle {
  /// The bordered style.
  public init() {}
  /// The table as ``Table`` lays it out.
  public func makeBody(configuration: Configuration) -> some View { configuration.table }
}
extension TableStyle where Self == AutomaticTableStyle {
  /// `.automatic`: the ``AutomaticTableStyle``.
  public static var automatic: Self { .init() }
}
extension TableStyle where Self == InsetTableStyle {
  /// `.inset`: the ``InsetTableStyle``.
  public static var inset: Self { .init() }
  /// `.inset` with alternating row backgrounds (SwiftUI's older spelling; rows keep their look).
  public static func inset(alternatesRowBackgrounds: Bool) -> Self { .init() }
}
extension TableStyle where Self == BorderedTableStyle {
  /// `.bordered`: the ``BorderedTableStyle``.
  public static var bordered: Self { .init() }
  /// `.bordered` with alternating row backgrounds (SwiftUI's older spelling; rows keep their look).
  public static func bordered(alternatesRowBackgrounds: Bool) -> Self { .init() }
}

/// The only built-in table look.
enum TableStyleKind: Hashable, Sendable { case columns }

extension EnvironmentValues {
  var tableStyle: StyleChoice<TableStyleKind, TableStyleConfiguration> {
    get { self[TableStyleKey.self] }
    set { self[TableStyleKey.self] = newValue }
  }
}

private enum TableStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<TableStyleKind, TableStyleConfiguration>.builtIn(.columns)
}

extension View {
  /// The style of the tables inside: the built-in styles lay out as ``Table`` says; a style of
  /// one's own as its `makeBody` says.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is AutomaticTableStyle, is InsetTableStyle, is BorderedTableStyle: environment.tableStyle = .builtIn(.columns)
      default: environment.tableStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.tableStyle)
      }
    }
  }
}

extension EnvironmentValues {
  /// Whether tables show their header row (`tableColumnHeaders(_:)`): hidden leaves it out.
  var tableColumnHeaders: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }
}

private enum TableColumnHeadersKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
  /// Shows or hides the header row of the tables in the view: hidden, a table starts with its
  /// first row.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}
