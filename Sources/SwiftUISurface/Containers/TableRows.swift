import Foundation
import LayoutCore

// Tables whose rows are written out (`Table(of:columns:rows:)`), as SwiftUI's row builder
// writes them: `TableRow(value)`, `ForEach` over values, `DisclosureTableRow` with children.

/// What a table's row builder makes: row values in order.
public protocol TableRowContent {
  /// The type of the table's row values.
  associatedtype TableRowValue
  /// The rows, in order.
  var _tableRows: [TableRowValue] { get }
}

/// One row of a table: a value its columns show.
public struct TableRow<Value>: TableRowContent, View, PrimitiveView {
  let value: Value
  /// A row showing `value`.
  public init(_ value: Value) { self.value = value }
  /// The row.
  public var _tableRows: [Value] { [value] }
  public var body: Never { primitiveBody(Self.self) }
  /// As a view, a row is nothing: a table reads it through its row builder.
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {}
}

/// A row with rows inside it that show when it is expanded (collapsed unless `isExpanded`
/// says so).
public struct DisclosureTableRow<Value, Content: TableRowContent>: TableRowContent, View, PrimitiveView
where Content.TableRowValue == Value {
  let value: Value
  let children: Content
  let isExpanded: Bool
  /// A row of `value` with `content`'s rows inside it.
  public init(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: () -> Content) {
    self.value = value
    self.children = content()
    self.isExpanded = isExpanded?.wrappedValue ?? false
  }
  /// The row, then its children's rows when expanded.
  public var _tableRows: [Value] { [value] + (isExpanded ? children._tableRows : []) }
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {}
}

/// Several rows, built by `TableRowBuilder`.
public struct TupleTableRowContent<Value>: TableRowContent {
  /// The rows, in order.
  public let _tableRows: [Value]
}

/// `ForEach` over row values: each element's rows.
extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows of every element, in order.
  public var _tableRows: [Content.TableRowValue] { data.flatMap { content($0)._tableRows } }
}

/// Builds a table's rows from the statements of a closure.
@resultBuilder
public enum TableRowBuilder<Value> {
  /// A row, a disclosure row, or a `ForEach` of rows.
  public static func buildExpression<C: TableRowContent>(_ content: C) -> TupleTableRowContent<Value> where C.TableRowValue == Value {
    TupleTableRowContent(_tableRows: content._tableRows)
  }
  /// The rows of each statement, in order.
  public static func buildBlock(_ parts: TupleTableRowContent<Value>...) -> TupleTableRowContent<Value> {
    TupleTableRowContent(_tableRows: parts.flatMap(\._tableRows))
  }
  /// The rows of an `if`, or none.
  public static func buildOptional(_ part: TupleTableRowContent<Value>?) -> TupleTableRowContent<Value> {
    part ?? TupleTableRowContent(_tableRows: [])
  }
  /// The rows of an `if`'s first branch.
  public static func buildEither(first: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> { first }
  /// The rows of an `if`'s second branch.
  public static func buildEither(second: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> { second }
  /// The rows of a `for` loop.
  public static func buildArray(_ parts: [TupleTableRowContent<Value>]) -> TupleTableRowContent<Value> {
    TupleTableRowContent(_tableRows: parts.flatMap(\._tableRows))
  }
}

extension Table {
  /// A table of rows written out (`TableRow`, `ForEach`, `DisclosureTableRow`) in `columns`.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(rows()._tableRows, columns: columns)
  }

  /// A table of rows written out, with a selection (nothing is shown selected in a layout).
  public init<Rows: TableRowContent, ID: Hashable>(
    of valueType: Value.Type, selection: Binding<ID?>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(rows()._tableRows, columns: columns)
  }

  /// A table of a tree: its top-level values as rows, collapsed (their children do not show).
  public init<Data: RandomAccessCollection>(
    _ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value, Never> columns: () -> TupleTableColumnContent<Value>
  ) where Data.Element == Value {
    self.init(data, columns: columns)
  }
}
