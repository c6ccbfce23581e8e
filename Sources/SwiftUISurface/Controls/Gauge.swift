public import Foundation
import LayoutCore

/// A value in a range, as SwiftUI's `Gauge` in its linear style: the label (and the current
/// value label after it, on their first baselines, 8 apart) above a row of the minimum value
/// label, the bar and the maximum value label, 4 apart; the rows 4 apart, leading. The bar is a
/// capsule `Gauge.barThickness` (4) thick, as wide as offered (`ControlLook`'s progress ideal
/// width when nothing is), filled to the value's fraction of the range (clamped to 0...1). Every
/// built-in style lays out so, the accessory styles included; marked value labels are accepted
/// and not drawn. A `GaugeStyle` of one's own is laid out as its `makeBody(configuration:)` says.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// The bar's thickness.
  public static var barThickness: CGFloat { 4 }

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
    maximumValueLabel: BoundsLabel?
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// A gauge of `value` within `bounds`, with its label, current value label, the labels of its
  /// two ends and marks at tagged values (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }

  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(AnyView(label)), currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) }, maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) })
    switch CurrentEnvironment.values.gaugeStyle {
    case .builtIn:
      return AnyView(LinearGauge(configuration: configuration))
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.gaugeStyle = outer }.named("Gauge"))
    }
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds`, with its label, current value label and the labels of
  /// its two ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label, a current value label and marks at tagged values (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

/// The linear gauge every built-in style lays out (see ``Gauge``).
struct LinearGauge: View {
  let configuration: GaugeStyleConfiguration

  var body: some View {
    let look = CurrentEnvironment.values.controlLook
    let bar = Capsule().fill(ControlLook.track)
      .overlay {
        FractionPlacement(fraction: configuration.value, fillsToFraction: true) { Capsule().fill(Color.accentColor) }
      }
      .frame(minWidth: 0, idealWidth: look.progressIdealWidth, maxWidth: .infinity)
      .frame(height: Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.barThickness)
    return VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        configuration.label
        if let currentValueLabel = configuration.currentValueLabel { currentValueLabel }
      }
      HStack(spacing: 4) {
        if let minimumValueLabel = configuration.minimumValueLabel { minimumValueLabel }
        bar
        if let maximumValueLabel = configuration.maximumValueLabel { maximumValueLabel }
      }
    }
    .named("Gauge")
  }
}

/// How gauges look, as SwiftUI's `GaugeStyle`: `makeBody` turns the value and labels into the
/// gauge. Every built-in style lays out as the linear gauge (see ``Gauge``).
public protocol GaugeStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the gauge from.
  typealias Configuration = GaugeStyleConfiguration
  /// The gauge `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's value and labels, as a `GaugeStyle` gets them.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public typealias Label = ConfigurationContent<GaugeStyleConfiguration>
  /// The label of the current value, as a view.
  public typealias CurrentValueLabel = ConfigurationContent<GaugeStyleConfiguration>
  /// The label of the lower end, as a view.
  public typealias MinimumValueLabel = ConfigurationContent<GaugeStyleConfiguration>
  /// The label of the upper end, as a view.
  public typealias MaximumValueLabel = ConfigurationContent<GaugeStyleConfiguration>
  /// A mark's label, as a view.
  public typealias MarkedValueLabel = ConfigurationContent<GaugeStyleConfiguration>

  /// Where the value lies in the gauge's range, 0 to 1.
  public var value: Double
  /// The gauge's label.
  public var label: Label
  /// The label of the current value, if the gauge has one.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the lower end, if the gauge has one.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label of the upper end, if the gauge has one.
  public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's default.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
/// A linear bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
/// A bar for a widget's accessory family, laid out as the linear gauge.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The linear accessory style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
/// A filled bar for a widget's accessory family, laid out as the linear gauge.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity accessory style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
/// A ring for a widget's accessory family, laid out as the linear gauge.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The circular accessory style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
/// A filled ring for a widget's accessory family, laid out as the linear gauge.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The circular capacity accessory style.
  public init() {}
  /// The linear gauge (see ``Gauge``).
  public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration) }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
  /// `.automatic`: the ``DefaultGaugeStyle``.
  public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// `.linearCapacity`: the ``LinearCapacityGaugeStyle``.
  public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// `.accessoryLinear`: the ``AccessoryLinearGaugeStyle``.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// `.accessoryLinearCapacity`: the ``AccessoryLinearCapacityGaugeStyle``.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// `.accessoryCircular`: the ``AccessoryCircularGaugeStyle``.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// `.accessoryCircularCapacity`: the ``AccessoryCircularCapacityGaugeStyle``.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

/// The only built-in gauge look Baseline lays out.
enum GaugeStyleKind: Hashable, Sendable { case linear }

extension EnvironmentValues {
  var gaugeStyle: StyleChoice<GaugeStyleKind, GaugeStyleConfiguration> {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

private enum GaugeStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<GaugeStyleKind, GaugeStyleConfiguration>.builtIn(.linear)
}

extension View {
  /// The style of the gauges inside: the built-in styles lay out as the linear gauge (see
  /// ``Gauge``); a style of one's own as its `makeBody` says.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is DefaultGaugeStyle, is LinearCapacityGaugeStyle, is AccessoryLinearGaugeStyle, is AccessoryLinearCapacityGaugeStyle,
        is AccessoryCircularGaugeStyle, is AccessoryCircularCapacityGaugeStyle:
        environment.gaugeStyle = .builtIn(.linear)
      default:
        environment.gaugeStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.gaugeStyle)
      }
    }
  }
}
