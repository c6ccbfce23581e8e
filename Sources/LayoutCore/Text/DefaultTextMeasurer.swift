/// A type that supplies the text measurer used when the environment names none.
///
/// `LayoutCore` cannot depend on a font engine, so the module that has one (`Baseline`) declares
/// a provider named `Baseline.DefaultTextMeasurement`, which `LayoutCore` finds through the Swift
/// runtime's type lookup the first time a default is needed. Without it (LayoutCore alone), the
/// default is `ApproximateTextMeasurer`.
public protocol DefaultTextMeasurerProvider {
  /// The measurer to use by default.
  static var defaultTextMeasurer: any TextMeasuring { get }
}

enum DefaultTextMeasurer {
  /// The mangled name of the enum `Baseline.DefaultTextMeasurement`.
  static let providerName = "8Baseline22DefaultTextMeasurementO"

  /// The measurer `EnvironmentValues` starts with.
  static let shared: any TextMeasuring =
    (_typeByName(providerName) as? any DefaultTextMeasurerProvider.Type)?.defaultTextMeasurer
    ?? ApproximateTextMeasurer()
}
