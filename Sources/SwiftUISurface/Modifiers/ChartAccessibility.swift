import Foundation
import LayoutCore

// Audio graphs (iOS 15): a chart describes its data to assistive technologies with an
// `AXChartDescriptor` (the Accessibility framework's types, here in the surface; in `baseline
// preview`, `import Accessibility` finds them). Nothing is spoken or sonified in a layout: the
// descriptors are values an app builds, and `accessibilityChartDescriptor` leaves the layout as
// it is.

/// An axis of a chart's data: a title and its values' kind.
public protocol AXDataAxisDescriptor: AnyObject {
  /// The axis's name.
  var title: String { get set }
}

/// A numeric axis: its range, gridlines and how a value reads aloud.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
  /// The axis's name.
  public var title: String
  /// The values the axis spans.
  public var range: ClosedRange<Double>
  /// Where gridlines are drawn.
  public var gridlinePositions: [Double]
  /// The spoken description of a value.
  public var valueDescriptionProvider: (Double) -> String
  /// Whether values are spaced logarithmically.
  public var scaleType: ScaleType = .linear

  /// How values are spaced along the axis.
  public enum ScaleType: Sendable { case linear, ln, log10 }

  /// A numeric axis.
  public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
    self.title = title
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }
}

/// An axis of categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
  /// The axis's name.
  public var title: String
  /// The categories, in the order they appear.
  public var categoryOrder: [String]

  /// A categorical axis.
  public init(title: String, categoryOrder: [String]) {
    self.title = title
    self.categoryOrder = categoryOrder
  }
}

/// A value of a data point beyond its x and y: a number or a category.
public struct AXDataPointValue: Sendable {
  /// The number, for a numeric value.
  public var number: Double?
  /// The category, for a categorical value.
  public var category: String?
  /// A numeric value.
  public init(_ number: Double) { self.number = number }
  /// A categorical value.
  public init(_ category: String) { self.category = category }
}

/// One point of a data series.
public final class AXDataPoint {
  /// The x value: a number or a category.
  public var xValue: AXDataPointValue
  /// The y value.
  public var yValue: AXDataPointValue?
  /// Values on the chart's additional axes.
  public var additionalValues: [AXDataPointValue]
  /// What the point is called.
  public var label: String?

  /// A point at a numeric x.
  public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
    xValue = AXDataPointValue(x)
    yValue = y.map(AXDataPointValue.init)
    self.additionalValues = additionalValues
    self.label = label
  }

  /// A point at a category.
  public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
    xValue = AXDataPointValue(x)
    yValue = y.map(AXDataPointValue.init)
    self.additionalValues = additionalValues
    self.label = label
  }
}

/// A named series of points.
public final class AXDataSeriesDescriptor {
  /// The series' name.
  public var name: String?
  /// Whether the points form a continuous line (rather than separate values).
  public var isContinuous: Bool
  /// The points.
  public var dataPoints: [AXDataPoint]

  /// A series.
  public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.name = name
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
  }
}

/// A chart's description for assistive technologies: its title, summary, axes and series.
public final class AXChartDescriptor {
  /// The chart's title.
  public var title: String?
  /// A summary of what the chart shows.
  public var summary: String?
  /// The x axis.
  public var xAxis: any AXDataAxisDescriptor
  /// The y axis.
  public var yAxis: AXNumericDataAxisDescriptor?
  /// Further axes.
  public var additionalAxes: [any AXDataAxisDescriptor]
  /// The data.
  public var series: [AXDataSeriesDescriptor]

  /// A chart's description.
  public init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
    additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
  ) {
    self.title = title
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.additionalAxes = additionalAxes
    self.series = series
  }
}

/// A type that describes a chart for assistive technologies (`accessibilityChartDescriptor`).
public protocol AXChartDescriptorRepresentable {
  /// The chart's description.
  func makeChartDescriptor() -> AXChartDescriptor
  /// Updates a description made earlier when the chart's data change.
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  /// Nothing to update by default.
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
  /// Describes the chart this view draws to assistive technologies. Accepted: the descriptor is
  /// not made (nothing is spoken in a layout), and the layout is as without it.
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
    passthrough("accessibilityChartDescriptor")
  }
}
