import Foundation
import Typography

/// The fonts that ship in the repository's `Fonts/` folder: Noto Sans (the default family),
/// Noto Serif, Noto Sans Mono, DejaVu Sans, Liberation Sans, Arabic, Hebrew, Devanagari, Thai and
/// CJK faces, with their fallback order (`Fonts/manifest.json`).
public enum BundledFonts {
  /// The environment variable that points at a fonts folder holding `manifest.json`, for
  /// installs where the folder is not found next to the sources.
  public static let environmentVariable = "BASELINE_FONTS"

  /// The folder the bundled fonts are read from: `$BASELINE_FONTS` when set, else the
  /// repository's `Fonts/` (found from this source file's location), else `Fonts/` in the
  /// current directory.
  public static var directory: String {
    if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
      return override
    }
    let source = URL(fileURLWithPath: #filePath)
    let repository = source.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidate = repository.appendingPathComponent("Fonts").path
    if FileManager.default.fileExists(atPath: candidate + "/manifest.json") { return candidate }
    return FileManager.default.currentDirectoryPath + "/Fonts"
  }

  /// Loads a new library of the bundled fonts.
  public static func makeLibrary() throws -> FontLibrary {
    try FontLibrary(manifest: FontManifest(directory: directory))
  }

  /// A shared library of the bundled fonts, loaded once on first use.
  public static var library: FontLibrary {
    get throws { try shared.get() }
  }

  /// A shared typesetter over `library`.
  public static var typesetter: Typesetter {
    get throws { try sharedTypesetter.get() }
  }

  private static let shared: Result<FontLibrary, any Error> = Result { try makeLibrary() }
  private static let sharedTypesetter: Result<Typesetter, any Error> = shared.map {
    Typesetter(library: $0)
  }
}
