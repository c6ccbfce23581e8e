// `import Charts` when previews compile, read as this module through
// `-module-alias Charts=BaselineCharts`: `Chart` as a placeholder (Baseline draws no chart: it
// takes the size it is offered, 10 x 10 where none is, filled a pale blue-gray), and the marks,
// values, axes and scales chart code writes, accepted and not drawn.

@_exported public import Foundation
public import LayoutCore
public import SwiftUISurface
import BaselineStyle

/// A value a chart can plot.
public protocol Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

/// A labelled value of a mark (`.value("Month", month)`).
public struct PlottableValue<Value: Plottable> {
  /// The label.
  public let label: String
  /// The value.
  public let value: Value

  /// `value`, labelled `label`.
  public static func value<Label: StringProtocol>(_ label: Label, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value)
  }

  /// A date `value` by `unit`, labelled `label`.
  public static func value<Label: StringProtocol>(_ label: Label, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value>
  where Value == Date {
    PlottableValue(label: String(label), value: value)
  }
}

/// What a chart is made of. Marks are views that draw nothing, so that `ForEach` can make them.
public protocol ChartContent: View {}

/// A mark: a bar, line, point, area, rule, rectangle or sector (drawn by no one here).
public struct ChartMark: ChartContent {
  public var body: some View { EmptyView() }
}

/// A bar.
public typealias BarMark = ChartMark
/// A line through points.
public typealias LineMark = ChartMark
/// A point.
public typealias PointMark = ChartMark
/// An area under a line.
public typealias AreaMark = ChartMark
/// A line across the plot.
public typealias RuleMark = ChartMark
/// A rectangle.
public typealias RectangleMark = ChartMark
/// A pie or donut sector.
public typealias SectorMark = ChartMark

extension ChartMark {
  /// A mark at `x` and `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  /// A mark at `x` and `y`, `width` wide.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension) {}
  /// A mark at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
  /// A mark from `xStart` to `xEnd` at `y`.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
  /// A rule at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) {}
  /// A rule at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) {}
  /// A sector of `angle`.
  public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {}
}

/// A mark's width, height or radius.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
  /// The chart's choice.
  public static let automatic = MarkDimension()
  /// A fixed length.
  public static func fixed(_ length: CGFloat) -> MarkDimension { MarkDimension() }
  /// A share of the available length.
  public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension() }
  /// The inset from the available length.
  public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension() }
  init() {}
  /// A fixed length.
  public init(integerLiteral value: Int) {}
  /// A fixed length.
  public init(floatLiteral value: Double) {}
}

/// How a line joins its points (accepted).
public struct InterpolationMethod: Sendable {
  /// Straight lines.
  public static let linear = InterpolationMethod()
  /// A smooth curve through the points.
  public static let catmullRom = InterpolationMethod()
  /// Smooth and monotone.
  public static let monotone = InterpolationMethod()
  /// Steps.
  public static let stepStart = InterpolationMethod()
}

/// Where an annotation goes (accepted).
public enum AnnotationPosition: Sendable {
  /// Above, below, beside, over the mark.
  case automatic, top, bottom, leading, trailing, overlay
}

/// Builds a chart's content from its marks (collected, not drawn).
@resultBuilder
public enum ChartContentBuilder {
  /// A mark or anything chart code writes.
  public static func buildExpression<Content: View>(_ content: Content) -> [any View] { [content] }
  /// The statements' contents.
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  /// An optional content.
  public static func buildOptional(_ content: [any View]?) -> [any View] { content ?? [] }
  /// One branch.
  public static func buildEither(first content: [any View]) -> [any View] { content }
  /// The other branch.
  public static func buildEither(second content: [any View]) -> [any View] { content }
  /// A loop's contents.
  public static func buildArray(_ contents: [[any View]]) -> [any View] { contents.flatMap { $0 } }
}

/// SwiftUI's chart view, as a placeholder: it takes the size it is offered (10 x 10 where none
/// is), filled a pale blue-gray; its marks are accepted and not drawn.
public struct Chart: View {
  /// A chart of `content`.
  public init(@ChartContentBuilder content: () -> [any View]) {}
  /// A chart with content per element of `data`.
  public init<Data: RandomAccessCollection>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> [any View])
  where Data.Element: Identifiable {}
  /// A chart with content per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> [any View]
  ) {}

  public var body: some View {
    Rectangle().fill(Color(red: 0.88, green: 0.9, blue: 0.94))
  }
}

/// Axis content: marks, grid lines, ticks and labels (accepted).
public struct AxisMarks: View {
  /// Axis marks at the chart's chosen values.
  public init() {}
  /// Axis marks at `values`, each made by `content`.
  public init<Content: View>(values: AxisMarkValues = .automatic, @ViewBuilder content: @escaping (AxisValue) -> Content) {}
  /// Axis marks at `values`.
  public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
  public var body: some View { EmptyView() }
}

/// Where axis marks are (accepted).
public struct AxisMarkValues: Sendable {
  /// The chart's choice.
  public static let automatic = AxisMarkValues()
  /// At most `desiredCount` values.
  public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues() }
  /// Every `count` of `component`.
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
}

/// Which side of the plot axis marks are on (accepted).
public enum AxisMarkPosition: Sendable {
  /// The chart's choice, or a side.
  case automatic, leading, trailing, top, bottom
}

/// A value an axis mark shows (its label's text is empty here).
public struct AxisValue {
  /// The value as `T`: nil here.
  public func `as`<T>(_ type: T.Type) -> T? { nil }
}

/// A grid line at an axis value (draws nothing).
public struct AxisGridLine: View {
  /// A grid line.
  public init() {}
  public var body: some View { EmptyView() }
}

/// A tick at an axis value (draws nothing).
public struct AxisTick: View {
  /// A tick.
  public init() {}
  public var body: some View { EmptyView() }
}

/// An axis value's label (draws nothing).
public struct AxisValueLabel: View {
  /// The value's label.
  public init() {}
  /// A label of `format` (accepted).
  public init<Format: FormatStyle>(format: Format) {}
  public var body: some View { EmptyView() }
}

extension View {
  /// Colors marks by a value's categories (accepted).
  public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some View { self }
  /// Places marks side by side by a value (accepted).
  public func position<Value: Plottable>(by value: PlottableValue<Value>) -> some View { self }
  /// Gives marks symbols by a value (accepted).
  public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some View { self }
  /// A mark's symbol size (accepted).
  public func symbolSize(_ size: CGFloat) -> some View { self }
  /// How a line mark joins its points (accepted).
  public func interpolationMethod(_ method: InterpolationMethod) -> some View { self }
  /// An annotation by a mark (accepted, not drawn).
  public func annotation<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View { self }
  /// The x axis (accepted).
  public func chartXAxis<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  /// The y axis (accepted).
  public func chartYAxis<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  /// Whether the x axis shows (accepted).
  public func chartXAxis(_ visibility: Visibility) -> some View { self }
  /// Whether the y axis shows (accepted).
  public func chartYAxis(_ visibility: Visibility) -> some View { self }
  /// Whether the legend shows (accepted).
  public func chartLegend(_ visibility: Visibility) -> some View { self }
  /// The x scale's domain (accepted).
  public func chartXScale<Domain>(domain: Domain) -> some View { self }
  /// The y scale's domain (accepted).
  public func chartYScale<Domain>(domain: Domain) -> some View { self }
  /// The x axis's label (accepted).
  public func chartXAxisLabel(_ label: String) -> some View { self }
  /// The y axis's label (accepted).
  public func chartYAxisLabel(_ label: String) -> some View { self }
}
