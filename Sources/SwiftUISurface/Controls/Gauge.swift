public import Foundation
import LayoutCore

/// A value in a range, as SwiftUI's `Gauge` in its linear style: the label (and the current
/// value label after it, on their first baselines, 8 apart) above a row of the minimum value
/// label, the bar and the maximum value label, 4 apart; the rows 4 apart, leading. The bar is a
/// capsule `Gauge.barThickness` (4) thick, as wide as offered (`ControlLook`'s progress ideal
/// width when nothing is), filled to the value's fraction of the range (clamped to 0...1).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// The bar's thickness.
  public static var barThickness: CGFloat { 4 }

  /// A gauge of `value` within `bounds`, with its label, current value label and the labels of its two ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.fraction = Gauge.fraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }

  public var body: some View {
    let look = CurrentEnvironment.values.controlLook
    let bar = Capsule().fill(ControlLook.track)
      .overlay {
        FractionPlacement(fraction: fraction, fillsToFraction: true) { Capsule().fill(Color.accentColor) }
      }
      .frame(minWidth: 0, idealWidth: look.progressIdealWidth, maxWidth: .infinity)
      .frame(height: Self.barThickness)
    return VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        label
        if let currentValueLabel { currentValueLabel }
      }
      HStack(spacing: 4) {
        if let minimumValueLabel { minimumValueLabel }
        bar
        if let maximumValueLabel { maximumValueLabel }
      }
    }
    .named("Gauge")
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.fraction = Gauge.fraction(value, bounds)
    self.label = label()
    self.currentValueLabel = nil
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.fraction = Gauge.fraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
  }
}

/// How gauges look (every style lays out as the linear gauge above).
public protocol GaugeStyle {}
/// The platform's default.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A linear bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The accessory styles (circular and linear), laid out as the linear gauge.
public struct AccessoryGaugeStyle: GaugeStyle { let name: String }
extension GaugeStyle where Self == DefaultGaugeStyle {
  /// `.automatic`: the ``DefaultGaugeStyle``.
  public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// `.linearCapacity`: the ``LinearCapacityGaugeStyle``.
  public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryGaugeStyle {
  /// The linear accessory look.
  public static var accessoryLinear: AccessoryGaugeStyle { .init(name: "accessoryLinear") }
  /// The linear capacity accessory look.
  public static var accessoryLinearCapacity: AccessoryGaugeStyle { .init(name: "accessoryLinearCapacity") }
  /// The circular accessory look (laid out as the linear one).
  public static var accessoryCircular: AccessoryGaugeStyle { .init(name: "accessoryCircular") }
  /// The circular capacity accessory look (laid out as the linear one).
  public static var accessoryCircularCapacity: AccessoryGaugeStyle { .init(name: "accessoryCircularCapacity") }
}

extension View {
  /// The style of the gauges inside: every style lays out as the linear gauge (see ``Gauge``).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { passthrough("gaugeStyle") }
}
