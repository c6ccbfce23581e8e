public import Baseline
import Foundation
import LayoutCore

/// A scene file (`docs/scenes.md`) decoded into the same view tree the Swift DSL builds,
/// with the environment, fonts and proposal it asks for.
///
/// ```swift
/// let scene = try SceneDocument(contentsOf: "form.json")
/// let result = scene.layout()
/// print(result.json)
/// ```
public struct SceneDocument {
  /// The size proposed to the root (the scene's `proposal`; unspecified when absent).
  public var proposal: ProposedViewSize
  /// The environment the root starts with: the scene's `environment`, and the text measurer of
  /// `fonts`.
  public var environment: EnvironmentValues
  /// The fonts text is measured with: the caller's context (the bundled fonts by default) plus
  /// the scene's own `fonts` files.
  public let fonts: FontContext
  /// The root view. Every view carries its scene path (`resultPath(_:)`), so layout results
  /// name views as the file does.
  public let root: AnyView

  /// The largest scene file read, in bytes.
  public static let maximumFileSize = 64 << 20

  /// Reads and decodes a scene file (a regular file of at most `maximumFileSize` bytes). Font
  /// files the scene lists are found relative to it.
  ///
  /// - Parameters:
  ///   - path: the scene file.
  ///   - fonts: the fonts to measure with before the scene's own are added; nil means
  ///     `FontContext.bundled()`.
  ///   - assets: an asset catalog that wins over the scene's `assets`.
  public init(contentsOf path: String, fonts: FontContext? = nil, assets: AssetCatalog? = nil) throws(SceneError) {
    let bytes: [UInt8]
    do {
      bytes = try SceneFile.read(path)
    } catch {
      throw SceneError(.document, "\(path): \(error)")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try self.init(json: bytes, baseDirectory: directory, fonts: fonts, assets: assets)
  }

  /// Decodes a scene from JSON text. `baseDirectory` is where relative font paths start.
  public init(
    json: [UInt8], baseDirectory: String = FileManager.default.currentDirectoryPath, fonts: FontContext? = nil,
    assets: AssetCatalog? = nil
  ) throws(SceneError) {
    try self.init(value: JSONParser.parse(json), baseDirectory: baseDirectory, fonts: fonts, assets: assets)
  }

  /// Decodes a scene from an already parsed JSON value.
  public init(
    value: JSONValue, baseDirectory: String = FileManager.default.currentDirectoryPath, fonts: FontContext? = nil,
    assets: AssetCatalog? = nil
  ) throws(SceneError) {
    let scene = try SceneValue(json: value, path: .document)
      .object("a scene", allowed: ["proposal", "environment", "fonts", "assets", "alignments", "root"])
    self.fonts = try Self.fonts(scene.optional("fonts"), base: fonts, baseDirectory: baseDirectory)
    var vocabulary = SceneVocabulary(guides: .builtIn, families: Set(self.fonts.library.families))
    // An asset catalog (`"assets": "App.xcassets"`, relative to the scene) names colors and images.
    if let catalog = assets {
      vocabulary.assets = catalog
    } else if let value = scene.optional("assets") {
      let relative = try value.string()
      let path = relative.hasPrefix("/") ? relative : baseDirectory + "/" + relative
      do {
        vocabulary.assets = try AssetCatalog(path: path)
      } catch {
        throw SceneError(value.path, "the asset catalog cannot be read: \(error)")
      }
    }
    if let alignments = scene.optional("alignments") {
      try Self.addAlignments(alignments, to: &vocabulary)
    }
    proposal = try scene.optional("proposal").map { p throws(SceneError) in try Self.proposal(p) } ?? .unspecified
    environment = EnvironmentValues()
    environment.textMeasurer = self.fonts.measurer
    // Image files with relative names are found beside the scene.
    environment.imageDirectory = baseDirectory
    environment.assetCatalog = vocabulary.assets
    if let values = scene.optional("environment") {
      try Self.apply(environment: values, to: &environment, vocabulary)
    }
    root = try SceneViewDecoder(vocabulary: vocabulary).view(scene.required("root"))
  }

  /// Lays the scene out; `proposal` overrides the scene's own. Without `retainsGlyphs` the
  /// result keeps no glyphs for drawing (`LayoutEngine.retainsGlyphs`): enough for its JSON.
  public func layout(proposal: ProposedViewSize? = nil, retainsGlyphs: Bool = true) -> LayoutResult {
    var engine = LayoutEngine(environment: environment)
    engine.retainsGlyphs = retainsGlyphs
    return engine.layout(root, proposal: proposal ?? self.proposal)
  }

  private static func fonts(_ files: SceneValue?, base: FontContext?, baseDirectory: String) throws(SceneError) -> FontContext {
    let context: FontContext
    do {
      context = try base ?? FontContext.bundled()
    } catch {
      throw SceneError(files?.path ?? .document, "the bundled fonts cannot be loaded: \(error)")
    }
    guard let files else { return context }
    // Scene faces win lookups over the base ones; the first listed file wins over later ones.
    // A file listed again adds nothing (it is loaded once), and the library is made once.
    var faces: [FontFace] = []
    var loaded: Set<String> = []
    for file in try files.array() {
      let name = try file.string()
      let path = name.hasPrefix("/") ? name : baseDirectory + "/" + name
      guard loaded.insert(path).inserted else { continue }
      do {
        faces.append(try FontFace(contentsOf: path))
      } catch {
        throw SceneError(file.path, "cannot load font file \(JSONWriter.string(name)): \(error)")
      }
    }
    return FontContext(library: context.library.adding(faces))
  }

  private static func proposal(_ value: SceneValue) throws(SceneError) -> ProposedViewSize {
    let object = try value.object("a proposal", allowed: ["width", "height"])
    return ProposedViewSize(
      width: try object.optional("width").map { v throws(SceneError) in CGFloat(try v.length()) },
      height: try object.optional("height").map { v throws(SceneError) in CGFloat(try v.length()) })
  }

  /// `"alignments": {"name": {"axis": "vertical", "default": "height / 3"}}`. Defaults may read
  /// the view's size and the built-in guides (not other custom guides, so no default can recurse).
  private static func addAlignments(_ value: SceneValue, to vocabulary: inout SceneVocabulary) throws(SceneError) {
    guard case .object(let members) = value.json else { throw value.mismatch("an object of alignments by name") }
    var table = vocabulary.guides
    for member in members {
      let entry = SceneValue(json: member.value, path: value.path.member(member.key))
      let name = member.key
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.first!.isNumber else {
        throw SceneError(entry.path, "an alignment name must be an identifier (letters, digits, _)")
      }
      guard GuideTable.builtIn.horizontal[name] == nil, GuideTable.builtIn.vertical[name] == nil else {
        throw SceneError(entry.path, "\(name) is a built-in guide; choose another name")
      }
      let object = try entry.object("an alignment", allowed: ["axis", "default"])
      let axis = try object.required("axis").choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
      let builtIn = SceneVocabulary(guides: .builtIn, families: [])
      let expression = try object.optional("default").map { v throws(SceneError) in try builtIn.expression(v, axis: axis) } ?? .number(0)
      let compute: @Sendable (ViewDimensions) -> CGFloat = { CGFloat(expression.evaluate($0) ?? 0) }
      switch axis {
      case .horizontal: table.horizontal[name] = HorizontalAlignment(named: name, defaultValue: compute)
      case .vertical: table.vertical[name] = VerticalAlignment(named: name, defaultValue: compute)
      }
    }
    vocabulary.guides = table
  }

  /// The scene's `environment`: font, lineSpacing, lineLimit, multilineTextAlignment,
  /// truncationMode, layoutDirection, displayScale, foregroundColor, dynamicTypeSize.
  private static func apply(
    environment value: SceneValue, to environment: inout EnvironmentValues, _ vocabulary: SceneVocabulary
  ) throws(SceneError) {
    let object = try value.object(
      "an environment",
      allowed: [
        "font", "lineSpacing", "lineLimit", "multilineTextAlignment", "truncationMode", "layoutDirection",
        "displayScale", "foregroundColor", "dynamicTypeSize",
      ])
    if let font = object.optional("font") { environment.font = try vocabulary.font(font) }
    if let spacing = object.optional("lineSpacing") { environment.lineSpacing = CGFloat(try spacing.length()) }
    if let limit = object.optional("lineLimit") { environment.lineLimit = try limit.integer(in: 1...1_000_000) }
    if let alignment = object.optional("multilineTextAlignment") {
      environment.multilineTextAlignment = try alignment.choice("text alignment", SceneModifiers.textAlignments)
    }
    if let mode = object.optional("truncationMode") {
      environment.truncationMode = try mode.choice("truncation mode", SceneModifiers.truncationModes)
    }
    if let direction = object.optional("layoutDirection") {
      environment.layoutDirection = try direction.choice(
        "layout direction", ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft])
    }
    if let scale = object.optional("displayScale") {
      let number = try scale.number()
      guard number > 0, number <= 16 else { throw SceneError(scale.path, "expected a number above 0 and at most 16, got \(scale.json.summary)") }
      environment.displayScale = CGFloat(number)
    }
    if let color = object.optional("foregroundColor") { environment.foregroundColor = try vocabulary.color(color) }
    if let size = object.optional("dynamicTypeSize") {
      environment.dynamicTypeSize = try size.choice("Dynamic Type size", SceneModifiers.dynamicTypeSizes)
    }
  }
}
