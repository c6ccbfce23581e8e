import LayoutCore
import Typography

/// The fonts a layout measures text with: an immutable font library, the typesetter that shapes
/// with it, and the `Text` measurer over both, with their caches.
///
/// A context never changes, so it can be shared by any number of threads and layouts, and its
/// caches can never serve shaping from other fonts. To use more fonts, make a new context with
/// `adding(contentsOf:faceIndex:family:fallback:)`: it shares the loaded faces and starts with
/// empty caches.
///
/// ```swift
/// import Baseline
///
/// let engine = try LayoutEngine(fonts: .bundled())
/// let result = engine.layout(HStack(alignment: .firstTextBaseline) { Text("Name"); Text("Ada") })
/// ```
public final class FontContext: Sendable {
  /// The faces and their fallback order.
  public let library: FontLibrary
  /// Shapes and lays out paragraphs with `library`.
  public let typesetter: Typesetter
  /// Measures `Text` with `typesetter`; `LayoutEngine(fonts:)` puts it in the environment.
  public let measurer: TypographyTextMeasurer

  /// A context over `library`, with fresh caches.
  ///
  /// - Parameters:
  ///   - library: the faces and their fallback order.
  ///   - paragraphCacheLimit: how many shaped paragraphs the measurer keeps, and
  ///   - paragraphCacheTextLimit: how much text they hold in all, in UTF-16 code units (see
  ///     `TypographyTextMeasurer`).
  public init(
    library: FontLibrary, paragraphCacheLimit: Int = TypographyTextMeasurer.defaultCacheLimit,
    paragraphCacheTextLimit: Int = TypographyTextMeasurer.defaultCacheTextLimit
  ) {
    self.library = library
    typesetter = Typesetter(library: library)
    measurer = TypographyTextMeasurer(
      typesetter: typesetter, cacheLimit: paragraphCacheLimit, cacheTextLimit: paragraphCacheTextLimit)
  }

  /// The bundled fonts (`BundledFonts`), loaded once per process on first use and shared: the
  /// context is immutable, so sharing it is safe.
  ///
  /// - Throws: `FontError` when the fonts folder is missing or damaged (the same error on
  ///   every call).
  public static func bundled() throws -> FontContext {
    try sharedBundled.get()
  }

  /// A new context with the font file's face added to this one's library (it wins lookups over
  /// faces of the same family, weight and style).
  public func adding(
    contentsOf path: String, faceIndex: Int = 0, family: String? = nil, fallback: Bool = false
  ) throws -> FontContext {
    FontContext(library: try library.adding(contentsOf: path, faceIndex: faceIndex, family: family, fallback: fallback))
  }

  private static let sharedBundled: Result<FontContext, any Error> = Result {
    FontContext(library: try BundledFonts.makeLibrary())
  }
}

extension LayoutEngine {
  /// A layout engine that measures `Text` with real fonts: `fonts.measurer` replaces the
  /// environment's approximate measurer.
  ///
  /// ```swift
  /// let engine = try LayoutEngine(fonts: .bundled())
  /// ```
  public init(fonts: FontContext, environment: EnvironmentValues = EnvironmentValues()) {
    var environment = environment
    environment.textMeasurer = fonts.measurer
    self.init(environment: environment)
  }
}
