public import Foundation
import LayoutCore

/// Up and down arrows next to a label, as SwiftUI's `Stepper` on macOS: the label,
/// `ControlLook.labelSpacing`, and arrows `stepperWidth` by `stepperHeight` centered on the
/// label's first line. In a form the label goes to the label column. Baselines are the label's.
public struct Stepper<Label: View>: View {
  let label: Label

  /// A stepper whose arrows call the closures (never, in a layout).
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper whose arrows call the closures (SwiftUI's older order, the label last).
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A stepper for `value` within `bounds`, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper for `value`, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper for `value` within `bounds` (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A stepper for `value` (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A stepper for a value written in `format`, within `bounds`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }

  /// A stepper for a value written in `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let arrows = textlessBezel(look, font: font, width: look.stepperWidth, height: look.stepperHeight)
    return labeledControl("Stepper", label: label.font(font), content: arrows, alignment: .firstTextLineCenter)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a string (Markdown read as in `Text`; interpolations verbatim).
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled with a string, for `value` by `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper titled with a string whose arrows call the closures.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper titled with a string shown as it is, for `value` by `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// A stepper titled with a string shown as it is whose arrows call the closures.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A titled stepper for a value written in `format`, within `bounds` (the title is shown).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, format: format) { Text(titleKey) }
  }

  /// A stepper titled with a string shown as it is, for a value written in `format`, within
  /// `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, format: format) { Text(title) }
  }

  /// A titled stepper for a value written in `format` (the title is shown).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, format: format) { Text(titleKey) }
  }

  /// A stepper titled with a string shown as it is, for a value written in `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, format: format) { Text(title) }
  }
}

/// A value on a track, as SwiftUI's `Slider` on macOS: `ControlLook.sliderHeight` tall (the knob's
/// side), a track `sliderTrackThickness` thick and as wide as offered (`sliderIdealWidth` when
/// nothing is), with the knob at the value's place.
/// Minimum and maximum value labels go before and after it. In a form the label goes to the
/// label column (elsewhere the label is not shown, as on macOS). It reports the baselines of a
/// line of the control font centered on it.
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let fraction: Double
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?

  init(label: Label, fraction: Double, minimumLabel: ValueLabel?, maximumLabel: ValueLabel?) {
    self.label = label
    self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    self.minimumLabel = minimumLabel
    self.maximumLabel = maximumLabel
  }

  /// A slider for `value` in `bounds`, with labels at its two ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: minimumValueLabel(),
      maximumLabel: maximumValueLabel())
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? Double(value - bounds.lowerBound) / span : 0
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let fraction = self.fraction
    let track = ZStack(alignment: .leading) {
      Capsule().fill(ControlLook.track).frame(height: look.sliderTrackThickness)
      textlessBaseline(font)
    }
    .overlay {
      FractionPlacement(fraction: fraction, fillsToFraction: false) {
        bezelShape(Circle())
          .frame(width: look.sliderHeight, height: look.sliderHeight)
      }
    }
    .frame(minWidth: look.sliderHeight, idealWidth: look.sliderIdealWidth, maxWidth: .infinity, minHeight: look.sliderHeight)
    let control = HStack(alignment: .firstTextBaseline, spacing: look.labelSpacing / 2) {
      if let minimumLabel { minimumLabel.font(font) }
      track
      if let maximumLabel { maximumLabel.font(font) }
    }
    // Outside a form a slider's label is not shown, as on macOS.
    return labeledControl("Slider", label: label.font(font), content: control, showsLabelOutsideForm: false)
  }
}

/// Places its one subview at a fraction of its width: the subview's leading edge at
/// `fraction` of the room left beside it (a slider's knob), or, with `fillsToFraction`, proposes
/// it `fraction` of the width from the leading edge (a progress bar's fill). It takes the size
/// it is offered; drawn over a track, it changes no layout.
struct FractionPlacement: Layout {
  let fraction: Double
  let fillsToFraction: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let subview = subviews.first else { return }
    if fillsToFraction {
      let width = bounds.width * CGFloat(fraction)
      subview.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: width, height: bounds.height))
    } else {
      let size = subview.sizeThatFits(.unspecified)
      let x = bounds.minX + (bounds.width - size.width) * CGFloat(fraction)
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
    }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider for a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider for a value in a range, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }
}

extension Slider {
  /// A slider with labels at its two ends (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: minimumValueLabel,
      maximumLabel: maximumValueLabel)
  }

  /// A slider in steps with labels at its two ends (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: minimumValueLabel,
      maximumLabel: maximumValueLabel)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider in steps with a label (SwiftUI's older order, the label last).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider with a label, in steps (the knob shows the value as it is).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), fraction: Slider.fraction(value.wrappedValue, bounds), minimumLabel: nil, maximumLabel: nil)
  }
}

/// Progress, as SwiftUI's `ProgressView` on macOS: with a value, a bar `ControlLook.progressHeight`
/// tall, as wide as offered (`progressIdealWidth` when nothing is), below its label (4 points
/// apart); without one, a spinner `spinnerSize` square. No text baseline of its own: it aligns on
/// its label's, or as a view without text.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label?
  let fraction: Double?
  /// Drawn below a bar, 4 points apart, in the control font 2 points smaller, secondary.
  let currentValueLabel: CurrentValueLabel?

  init(label: Label?, fraction: Double?, currentValueLabel: CurrentValueLabel? = nil) {
    self.label = label
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.currentValueLabel = currentValueLabel
  }

  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
      currentValueLabel: currentValueLabel.map { .init(AnyView($0)) })
    switch CurrentEnvironment.values.progressViewStyle {
    case .builtIn(let kind):
      return kind.body(of: configuration)
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.progressViewStyle = outer }.named("ProgressView"))
    }
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// The progress view a style's configuration describes, for a `ProgressViewStyle` that draws
  /// around the one the style outside it draws.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(label: configuration.label, fraction: configuration.fractionCompleted, currentValueLabel: configuration.currentValueLabel)
  }
}

extension ProgressStyleKind {
  /// The built-in look of the progress `configuration` describes: a bar when it has a fraction
  /// (unless circular), else a spinner.
  func body(of configuration: ProgressViewStyleConfiguration) -> AnyView {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let content: AnyView
    if let fraction = configuration.fractionCompleted, self != .circular {
      let bar = Capsule().fill(ControlLook.track)
        .overlay {
          FractionPlacement(fraction: fraction, fillsToFraction: true) { Capsule().fill(.accentColor) }
        }
        .frame(minWidth: 0, idealWidth: look.progressIdealWidth, maxWidth: .infinity)
        .frame(height: look.progressHeight)
      content = AnyView(
        VStack(alignment: .leading, spacing: 4) {
          if let label = configuration.label { label.font(environment.controlFont) }
          bar
          if let currentValueLabel = configuration.currentValueLabel {
            currentValueLabel.font(.system(size: look.fontSize - 2)).foregroundColor(.secondary)
          }
        })
    } else {
      let spinner = Circle().stroke(ControlLook.bezelBorder, lineWidth: 2).frame(width: look.spinnerSize, height: look.spinnerSize)
      content = AnyView(
        VStack(spacing: 4) {
          spinner
          if let label = configuration.label { label.font(environment.controlFont) }
        })
    }
    return AnyView(content.named("ProgressView"))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() { self.init(label: nil, fraction: nil) }

  /// A bar at `value` of `total` (a spinner when `value` is nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(label: nil, fraction: value.map { total > 0 ? Double($0 / total) : 0 })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A titled spinner.
  public init(_ titleKey: LocalizedStringKey) { self.init(label: Text(titleKey), fraction: nil) }

  /// A spinner titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(label: Text(title), fraction: nil) }

  /// A titled bar at `value` of `total`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(label: Text(titleKey), fraction: value.map { total > 0 ? Double($0 / total) : 0 })
  }

  /// A bar at `value` of `total` titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(label: Text(title), fraction: value.map { total > 0 ? Double($0 / total) : 0 })
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label view.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), fraction: nil)
  }

  /// A bar (or a spinner when `value` is nil) with a label view.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(label: label(), fraction: value.map { total > 0 ? Double($0 / total) : 0 })
  }
}

extension ProgressView {
  /// A bar at `value` of `total` with a label and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(label: label(), fraction: value.map { total > 0 ? Double($0 / total) : 0 }, currentValueLabel: currentValueLabel())
  }

  /// A bar for the time in `timerInterval`, with a label and a label of the current value: the
  /// part left (`countsDown`) or gone, now, when the view is made.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), fraction: Self.fraction(timerInterval, countsDown: countsDown), currentValueLabel: currentValueLabel())
  }

  /// The part of `interval` left (`countsDown`) or gone now, 0 to 1 (1 for an empty interval
  /// counting down).
  static func fraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let now = min(max(Date(), interval.lowerBound), interval.upperBound)
    let gone = duration > 0 ? now.timeIntervalSince(interval.lowerBound) / duration : 1
    return countsDown ? 1 - gone : gone
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar for the time in `timerInterval` with a label, and the timer's text below it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar for the time in `timerInterval`, and the timer's text below it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The current value of a timer's progress view: the time left (or gone) as a timer text,
/// `Text(timerInterval:countsDown:)`.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`: `makeBody` turns the progress and
/// its labels into the view.
public protocol ProgressViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the progress view from.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The progress view `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's fraction and labels, as a `ProgressViewStyle` gets them.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public typealias Label = ConfigurationContent<ProgressViewStyleConfiguration>
  /// The label of the current value, as a view.
  public typealias CurrentValueLabel = ConfigurationContent<ProgressViewStyleConfiguration>

  /// The part done, 0 to 1; nil when it is not known (a spinner).
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: Label?
  /// The label of the current value, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// A bar (as a value's default).
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}
  /// A bar, or a spinner without a fraction (see ``ProgressView``).
  public func makeBody(configuration: Configuration) -> some View { ProgressStyleKind.automatic.body(of: configuration) }
}
/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  public init() {}
  /// A spinner (see ``ProgressView``).
  public func makeBody(configuration: Configuration) -> some View { ProgressStyleKind.circular.body(of: configuration) }
}
/// A bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The platform's default style.
  public init() {}
  /// A bar with a fraction, a spinner without (see ``ProgressView``).
  public func makeBody(configuration: Configuration) -> some View { ProgressStyleKind.automatic.body(of: configuration) }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// `.linear`: the ``LinearProgressViewStyle``.
  public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// A bar with a value, a spinner without.
  public static var automatic: DefaultProgressViewStyle { .init() }
}

enum ProgressStyleKind: Hashable, Sendable { case automatic, circular }

extension EnvironmentValues {
  var progressViewStyle: StyleChoice<ProgressStyleKind, ProgressViewStyleConfiguration> {
    get { self[ProgressStyleKey.self] }
    set { self[ProgressStyleKey.self] = newValue }
  }
}

private enum ProgressStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<ProgressStyleKind, ProgressViewStyleConfiguration>.builtIn(.automatic)
}

extension View {
  /// The style of the progress views in the view: a built-in look, or a style's `makeBody`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is CircularProgressViewStyle: environment.progressViewStyle = .builtIn(.circular)
      case is LinearProgressViewStyle, is DefaultProgressViewStyle: environment.progressViewStyle = .builtIn(.automatic)
      default:
        environment.progressViewStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.progressViewStyle)
      }
    }
  }
}

/// A pull-down button, as SwiftUI's `Menu` on macOS: a pop-up button's bezel around its label,
/// in every built-in style. The menu's items are not laid out (a menu is closed in a layout), and
/// a primary action never runs. A `MenuStyle` of one's own is laid out as its
/// `makeBody(configuration:)` says.
public struct Menu<Label: View, Content: View>: View {
  let label: Label

  /// A menu of `content` (not laid out) behind `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A menu of `content` behind `label`, with an action for a click on the label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.label = label()
  }

  public var body: some View {
    let configuration = MenuStyleConfiguration(label: .init(AnyView(label)))
    switch CurrentEnvironment.values.menuStyle {
    case .builtIn:
      return AnyView(PopUpBezel(content: configuration.label).named("Menu"))
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.menuStyle = outer }.named("Menu"))
    }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style's configuration describes, for a `MenuStyle` that draws around the menu the
  /// style outside it draws.
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
  }
}

extension Menu where Label == Text {
  /// A menu titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A menu titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A titled menu with an action for a click on the title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A menu titled with a string shown as it is, with an action for a click on the title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(title) })
  }
}

extension Menu where Label == SwiftUISurface.Label<Text, Image> {
  /// A menu labeled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu labeled with a title shown as it is and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A menu labeled with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A menu labeled with a title shown as it is and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }

  /// A menu labeled with a title and a symbol, with an action for a click on the label.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu labeled with a title and an image from the asset catalog, with an action for a click
  /// on the label.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }
}

/// A link, as SwiftUI's `Link`: its label in the control font and the accent color.
public struct Link<Label: View>: View {
  let label: Label

  /// A link to `destination` shown as `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    label.font(CurrentEnvironment.values.controlFont).foregroundColor(.accentColor).named("Link")
  }
}

extension Link where Label == Text {
  /// A link titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A date field, as SwiftUI's `DatePicker` on macOS (a placeholder look): a text field's bezel
/// showing the date (numeric, "1/1/2026") and/or time ("12:00 AM") in the environment's
/// locale and time zone, followed by stepper arrows. In the graphical style
/// (`datePickerStyle(.graphical)`), a picker showing the date draws the month's calendar with
/// the date selected (`MultiDatePicker`'s calendar), and the time's field 8 below when it shows
/// the time too. In a form the label goes to the label column; elsewhere before the field.
public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let minimumDate: Date?
  let maximumDate: Date?
  let components: DatePickerComponents

  /// The parts of a date a picker shows (`DatePickerComponents`).
  public typealias Components = DatePickerComponents

  init(selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents, label: Label) {
    self.label = label
    self.selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    components = displayedComponents
  }

  /// A date picker showing `selection`'s components.
  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
    self.init(selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents, label: label())
  }

  /// A date picker limited to `range` (the range does not change what is shown).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound, displayedComponents: displayedComponents,
      label: label())
  }

  /// A date picker limited to dates from `range`'s start.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: nil, displayedComponents: displayedComponents, label: label())
  }

  /// A date picker limited to dates up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, minimumDate: nil, maximumDate: range.upperBound, displayedComponents: displayedComponents, label: label())
  }

  public var body: some View {
    let configuration = DatePickerStyleConfiguration(
      label: .init(AnyView(label)), selection: selection, minimumDate: minimumDate, maximumDate: maximumDate,
      displayedComponents: components)
    switch CurrentEnvironment.values.datePickerStyle {
    case .builtIn(let kind):
      return AnyView(BuiltInDatePicker(kind: kind, configuration: configuration))
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.datePickerStyle = outer }.named("DatePicker"))
    }
  }
}

/// A date picker's built-in looks: the field, or (graphical) the month's calendar.
struct BuiltInDatePicker: View {
  let kind: DatePickerStyleKind
  let configuration: DatePickerStyleConfiguration

  var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let date = configuration.selection
    let components = configuration.displayedComponents
    var style = Date.FormatStyle(locale: environment.locale, timeZone: environment.timeZone)
    style = components.contains(.date) ? style.year().month(.defaultDigits).day() : style
    if components.contains(.hourAndMinute) { style = style.hour().minute() }
    if kind == .graphical, components.contains(.date) {
      // The graphical style: the month's calendar, with the time's field 8 below it.
      var timeStyle = Date.FormatStyle(locale: environment.locale, timeZone: environment.timeZone)
      timeStyle = timeStyle.hour().minute()
      let calendar = VStack(alignment: .leading, spacing: 8) {
        CalendarGrid(month: date, selected: [CalendarGrid.day(date, in: environment)])
        if components.contains(.hourAndMinute) { Self.field(date.formatted(timeStyle), look: look, font: font) }
      }
      return labeledControl("DatePicker", label: configuration.label.font(font), content: calendar)
    }
    return labeledControl(
      "DatePicker", label: configuration.label.font(font), content: Self.field(date.formatted(style), look: look, font: font))
  }

  /// The field: the text in a bezel, then stepper arrows.
  private static func field(_ text: String, look: ControlLook, font: Font) -> some View {
    HStack(alignment: .firstTextLineCenter, spacing: 2) {
      Text(verbatim: text).font(font).lineLimit(1)
        .padding(.horizontal, look.fieldPadding)
        .frame(minHeight: look.fieldHeight)
        .controlBezel(RoundedRectangle(cornerRadius: look.cornerRadius))
      bezelShape(RoundedRectangle(cornerRadius: look.cornerRadius))
        .frame(width: look.stepperWidth, height: look.stepperHeight)
    }
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a string.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled with a string, limited to `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string, limited to dates from `range`'s start.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string, limited to dates up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string shown as it is, limited to `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled with a string shown as it is, limited to dates from `range`'s start.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled with a string shown as it is, limited to dates up to `range`'s end.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// What a date picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Components from their bits: 1 date, 2 hour and minute.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
