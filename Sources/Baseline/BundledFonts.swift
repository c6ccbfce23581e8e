import Foundation
import Typography

/// The fonts that ship in the repository's `Fonts/` folder: Noto Sans (the default family),
/// Noto Serif, Noto Sans Mono, DejaVu Sans, Liberation Sans, Arabic, Hebrew, Devanagari, Thai and
/// CJK faces, with their fallback order (`Fonts/manifest.json`).
public enum BundledFonts {
  /// The environment variable that names a fonts folder holding `manifest.json`.
  public static let environmentVariable = "BASELINE_FONTS"

  /// The folder the bundled fonts are read from, found by `ResourceLocator`: `$BASELINE_FONTS`,
  /// the install location beside the executable (`share/baseline/Fonts`), the checkout the
  /// executable was built in, or `Fonts/` in the current directory. When none has a
  /// `manifest.json`, the current directory's `Fonts` is named (and loading reports it).
  public static var directory: String {
    ResourceLocator.directory(named: "Fonts", containing: "manifest.json", environmentVariable: environmentVariable)
      ?? FileManager.default.currentDirectoryPath + "/Fonts"
  }

  /// Loads a new library of the bundled fonts. `FontContext.bundled()` keeps one for the
  /// process; use this to get a library of your own.
  public static func makeLibrary() throws -> FontLibrary {
    try FontLibrary(manifest: FontManifest(directory: directory))
  }
}
