/// The entry point of paragraph layout: shapes styled text with a font library's fallback list
/// and lays it out into lines. Safe to use from many threads at once.
///
/// ```swift
/// let library = try FontLibrary(manifest: FontManifest(directory: "Fonts"))
/// let typesetter = Typesetter(library: library)
/// let font = SizedFont(library.face(family: "Noto Sans")!, size: 16)
/// let paragraph = typesetter.layout(
///   StyledText("Hello, world", font: font), style: ParagraphStyle(maxWidth: 60))
/// paragraph.lines.count      // 2
/// paragraph.firstBaseline    // 17.104 (Noto Sans ascent at 16 pt)
/// ```
///
/// Shaping results are cached per (font, features, direction, script, language, text segment)
/// in font units, so repeated text is shaped once whatever its size or line width.
public final class Typesetter: Sendable {
  /// The fonts, including the fallback list walked for uncovered characters.
  public let library: FontLibrary
  /// The fallback list and the cache of shaped segments, as every paragraph shaped here holds
  /// them.
  private let resources: ShapingResources
  private var cache: ShapeCache { resources.cache }

  /// - Parameters:
  ///   - library: the fonts and their fallback order.
  ///   - shapeCacheLimit: the most UTF-16 code units of text whose shaping is kept (each
  ///     cached segment counting 10 units more); 0 turns the cache off. The default keeps about
  ///     50 MB of shaped words at most.
  public init(library: FontLibrary, shapeCacheLimit: Int = 1_000_000) {
    self.library = library
    resources = ShapingResources(fallbackFaces: library.fallbackFaces, cache: ShapeCache(limit: shapeCacheLimit))
  }

  /// Analyses, itemizes and shapes a paragraph without breaking it into lines. Lay the result
  /// out at as many widths as needed; only line breaking runs again.
  public func shape(_ text: StyledText, direction: ParagraphStyle.Direction = .natural) -> ShapedParagraph {
    ShapedParagraph(text: text, direction: direction, resources: resources)
  }

  /// Shapes and lays out a paragraph in one step.
  public func layout(_ text: StyledText, style: ParagraphStyle = ParagraphStyle()) -> Paragraph {
    shape(text, direction: style.direction).layout(style)
  }

  /// Shape-cache hits and misses since this typesetter was created.
  public var cacheStatistics: (hits: Int, misses: Int) { cache.statistics }

  /// Empties the shape cache.
  public func removeCachedShapes() { cache.removeAll() }
}
