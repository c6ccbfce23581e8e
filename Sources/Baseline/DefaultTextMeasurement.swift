import LayoutCore

/// Makes the bundled fonts the default for `Text` wherever `Baseline` is linked: `LayoutCore`
/// finds this type by name (see `DefaultTextMeasurerProvider`). Do not rename it.
public enum DefaultTextMeasurement: DefaultTextMeasurerProvider {
  public static var defaultTextMeasurer: any TextMeasuring {
    do {
      return TypographyTextMeasurer(typesetter: try BundledFonts.typesetter)
    } catch {
      return UnavailableFontsMeasurer(reason: "\(error)")
    }
  }
}

/// Used when the bundled fonts cannot be loaded: measures like `ApproximateTextMeasurer` and
/// says why in every measurement's warnings.
struct UnavailableFontsMeasurer: TextMeasuring {
  let reason: String

  func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    var measured = ApproximateTextMeasurer().measure(string, style: style, proposal: proposal)
    measured.warnings.append("bundled fonts unavailable (\(reason)); text measured approximately")
    return measured
  }
}
