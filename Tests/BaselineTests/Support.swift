import Baseline
import Testing

/// The bundled fonts, loaded once for the whole suite.
let bundledFonts: FontContext = {
  do {
    return try FontContext.bundled()
  } catch {
    fatalError("the bundled fonts must load for these tests to mean anything: \(error)")
  }
}()

/// A layout engine that measures text with the bundled fonts.
func engine(_ environment: EnvironmentValues = EnvironmentValues()) -> LayoutEngine {
  LayoutEngine(fonts: bundledFonts, environment: environment)
}
