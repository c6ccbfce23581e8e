public import Foundation
public import LayoutCore

/// An image, as SwiftUI's `Image`.
///
/// - `Image(systemName:)`: a symbol placeholder, a square as tall as the font's point size
///   (17 for body text) times the image scale (`imageScale`: small 0.8, medium 1, large 1.2),
///   drawn as a circle in the foreground color. It has no baselines.
/// - `Image(_ name:)`: the environment's asset catalog's image set of that name (its file at
///   its scale, see `AssetCatalog`), else a PNG or JPEG file: `name` as a path (absolute, or relative to the
///   environment's `imageDirectory`, else the current directory), with `.png`, `.jpg` or `.jpeg`
///   tried when it has no extension. Its size is the file's pixel size (divided by 2 or 3 for an
///   `@2x` or `@3x` name), read from the file's header (only the header is read). Symbolic
///   links are followed. A missing or unreadable file, or one larger than 64 MB, gives a
///   zero-size image.
/// - `resizable()`: the image takes the size it is offered (its own on an axis that is not
///   offered); with `aspectRatio(contentMode:)` / `scaledToFit()` its pixel ratio is kept.
///
/// Renderers: SVG embeds each file once and shows it stretched to every frame that uses it; PNG
/// draws JPEG files (through libjpeg) and 8-bit, non-interlaced PNG files, sampled to the frame,
/// decoding each file once per picture, and a placeholder fill for files it cannot decode
/// (more than 16,777,216 pixels, a progressive JPEG of more than 100 scans, a corrupt file).
public struct Image: View, PrimitiveView {
  enum Source: Hashable {
    case system(String)
    case file(String)
    /// An image drawn by a closure (`init(size:label:opaque:colorMode:renderer:)`).
    case drawn(DrawnImage)
  }

  let source: Source
  var isResizable = false

  /// The symbol's name (empty for an image from a file).
  public var systemName: String {
    if case .system(let name) = source { return name }
    return ""
  }

  /// An SF Symbol by name, laid out as a placeholder square as tall as the font's point size.
  public init(systemName: String) { source = .system(systemName) }

  /// An image from a PNG or JPEG file (see the type's notes); the bundle is not used.
  public init(_ name: String, bundle: Bundle? = nil) { source = .file(name) }

  /// An image from a file, hidden from accessibility (laid out as `init(_:bundle:)`).
  public init(decorative name: String, bundle: Bundle? = nil) { source = .file(name) }

  /// An image from a file with an accessibility label (laid out as `init(_:bundle:)`).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .file(name) }

  /// A variable symbol at a value (laid out as `init(systemName:)`: the value changes how much
  /// of the symbol is drawn, not its size).
  public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

  /// A variable image from a file at a value (laid out as `init(_:bundle:)`).
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .file(name) }

  /// A variable image from a file with an accessibility label (laid out as `init(_:bundle:)`).
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { source = .file(name) }

  /// A variable image from a file, hidden from accessibility (laid out as `init(_:bundle:)`).
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .file(name) }

  /// An image `size` points large drawn by `renderer` into a graphics context, as a `Canvas`
  /// draws (fills, strokes, text and images). It keeps its size even when resizable (the
  /// drawing is not scaled).
  public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    source = .drawn(DrawnImage(size: size, renderer: renderer))
  }

  /// How an image's pixels are turned (`Image(_:scale:orientation:label:)` with a platform
  /// image; accepted).
  public enum Orientation: UInt8, Hashable, Sendable {
    /// As stored.
    case up
    /// Mirrored left to right.
    case upMirrored
    /// Turned half a turn.
    case down
    /// Turned half a turn and mirrored.
    case downMirrored
    /// Turned a quarter turn counterclockwise.
    case left
    /// Turned counterclockwise and mirrored.
    case leftMirrored
    /// Turned a quarter turn clockwise.
    case right
    /// Turned clockwise and mirrored.
    case rightMirrored
  }

  public var body: Never { primitiveBody(Self.self) }

  /// The image, resizable: it takes the size it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// Accepted (paint only).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// Accepted (paint only).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// Accepted (paint only).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// How a resizable image fills its frame (accepted: it stretches).
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// Image interpolation (accepted).
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  /// Template or original rendering (accepted).
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// The scale of symbols.
  public enum Scale: Hashable, Sendable {
    /// Small symbols.
    case small
    /// Medium symbols (the default).
    case medium
    /// Large symbols.
    case large

    /// The factor on the font's point size.
    var factor: CGFloat {
      switch self {
      case .small: return 0.8
      case .medium: return 1
      case .large: return 1.2
      }
    }
  }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    switch source {
    case .system:
      let side = environment.scaledForDynamicType(environment.font ?? .body).pointSize * environment.imageScale.factor
      let paint = Paint(shape: .circle, fill: environment.foregroundColor ?? .primary)
      if isResizable { return [ResizableLeafNode(kind: "Image", natural: CGSize(width: side, height: side), paint: paint)] }
      return [FixedLeafNode(kind: "Image", size: CGSize(width: side, height: side), paint: paint)]
    case .file(let name):
      let file = environment.imageFile(named: name)
      if file == nil, let catalog = environment.assetCatalog {
        context.outcome.note("no image named \"\(name)\" in \(catalog.path) or on disk: drawn empty")
      }
      var paint = Paint(shape: .rectangle, fill: ControlLook.track)
      paint.imagePath = file?.path
      let size = file?.pointSize ?? .zero
      if isResizable { return [ResizableLeafNode(kind: "Image", natural: size, paint: paint)] }
      return [FixedLeafNode(kind: "Image", size: size, paint: paint)]
    case .drawn(let drawn):
      // The drawing calls at the image's top leading corner, in a frame of its size.
      let size = CGSize(
        width: drawn.size.width.isFinite ? max(drawn.size.width, 0) : 0, height: drawn.size.height.isFinite ? max(drawn.size.height, 0) : 0)
      var graphics = GraphicsContext(size: size)
      CurrentEnvironment.with(environment) { drawn.renderer(&graphics) }
      let operations = graphics.operations
      return resolve(
        ZStack(alignment: .topLeading) {
          Color.clear
          ForEach(operations.indices, id: \.self) { operations[$0].view }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .named("Image"), context)
    }
  }
}

extension EnvironmentValues {
  /// Where `Image(_ name:)` looks for files with relative names (nil: the current directory).
  /// A scene sets it to the scene file's folder.
  public var imageDirectory: String? {
    get { self[ImageDirectoryKey.self] }
    set { self[ImageDirectoryKey.self] = newValue }
  }

  /// The scale of symbol images (`imageScale(_:)`).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

private enum ImageDirectoryKey: EnvironmentKey { static let defaultValue: String? = nil }
private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension View {
  /// The scale of the symbol images in the view.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environmentChange { $0.imageScale = scale }
  }

  /// Accepted (paint only).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { passthrough("symbolRenderingMode") }
}

/// How symbols are colored (accepted).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Shades of one color.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Colors given per layer.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// The closure and size of an image drawn by code; equal only to itself.
final class DrawnImage: Hashable {
  let size: CGSize
  let renderer: (inout GraphicsContext) -> Void

  init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
    self.size = size
    self.renderer = renderer
  }

  static func == (lhs: DrawnImage, rhs: DrawnImage) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension EnvironmentValues {
  /// The file an image of `name` shows: an asset catalog's image set first, then a file of that
  /// name in the image directory; nil when there is neither.
  func imageFile(named name: String) -> ImageFile? {
    let asset = assetCatalog?.image(named: name)
    return asset.flatMap { ImageFile.file(at: $0.path, scale: CGFloat($0.scale)) } ?? ImageFile.find(name, in: imageDirectory)
  }
}
