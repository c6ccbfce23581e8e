import Baseline
import BaselineScenes
import BaselineTestSupport
import Foundation
import Testing

/// `Tests/BaselineTests/Fixtures/Sample.xcassets`: Brand (light 0.8/0.4/0.2, dark 0.1/0.5/0.6),
/// Hex (any: 0xCC 0x66 0x33 at 50%; light: bytes 204 102 51), Wide (Display P3 red),
/// Palette/Accent (gray 0.25, in a namespace), Broken (malformed JSON), Logo (a 40 x 20 pixel
/// 2x PNG).
private let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Sample.xcassets").path

private struct Swatch: View {
  var body: some View {
    HStack(spacing: 0) {
      Color("Brand").id("brand").frame(width: 10, height: 10)
      Color("Palette/Accent").id("accent").frame(width: 10, height: 10)
      Color("Nowhere").id("missing").frame(width: 10, height: 10)
      Image("Logo").id("logo")
    }
  }
}

/// What Xcode's generated asset symbols declare, and a view that uses them.
extension ColorResource {
  fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}

extension ImageResource {
  fileprivate static let logo = ImageResource(name: "Logo", bundle: .main)
}

private struct ResourceSwatch: View {
  var body: some View {
    HStack {
      Color(.brand).id("brand").frame(width: 10, height: 10)
      Image(.logo).id("logo")
    }
  }
}

@Suite("Asset catalogs: named colors and images")
struct AssetCatalogTests {
  let catalog: AssetCatalog

  init() throws { catalog = try AssetCatalog(path: catalogPath) }

  @Test("color sets by appearance, in every way Xcode writes components")
  func colors() throws {
    #expect(catalog.color(named: "Brand") == Color(red: 0.8, green: 0.4, blue: 0.2))
    #expect(catalog.color(named: "Brand", colorScheme: .dark) == Color(red: 0.1, green: 0.5, blue: 0.6))
    // Bytes in the light variant; hex and an alpha in the one for any appearance (used in dark).
    #expect(catalog.color(named: "Hex") == Color(red: 0.8, green: 0.4, blue: 0.2))
    #expect(catalog.color(named: "Hex", colorScheme: .dark) == Color(red: 0.8, green: 0.4, blue: 0.2, opacity: 0.5))
    #expect(catalog.color(named: "Palette/Accent") == Color(red: 0.25, green: 0.25, blue: 0.25))
    #expect(catalog.color(named: "Accent") == nil)  // namespaced
    // Display P3 red converted to sRGB: red 1.0931 (outside sRGB, kept).
    let wide = try #require(catalog.color(named: "Wide"))
    #expect(abs(wide.red - 1.0931) < 1e-3)
    #expect(catalog.colorNames == ["Brand", "Hex", "Palette/Accent", "Wide"])
    #expect(catalog.problems.count == 1 && catalog.problems[0].hasSuffix("Broken.colorset/Contents.json is not a JSON object"))
  }

  @Test("generated asset symbols: Color(.brand) and Image(.logo) read the catalog by their names")
  func resources() throws {
    var engine = engine()
    engine.environment.assetCatalog = catalog
    let result = engine.layout(ResourceSwatch())
    #expect(result[id: "brand"]?.paint?.fill == Color(red: 0.8, green: 0.4, blue: 0.2))
    // The 2x file: 40 x 20 pixels are 20 x 10 points.
    #expect(result[id: "logo"]?.frame.size == CGSize(width: 20, height: 10))
    #expect(result.warnings.isEmpty)
  }

  @Test("views read the environment's catalog; a missing name is magenta and a warning")
  func views() throws {
    var engine = engine()
    engine.environment.assetCatalog = catalog
    let result = engine.layout(Swatch())
    #expect(result[id: "brand"]?.paint?.fill == Color(red: 0.8, green: 0.4, blue: 0.2))
    #expect(result[id: "accent"]?.paint?.fill == Color(red: 0.25, green: 0.25, blue: 0.25))
    #expect(result[id: "missing"]?.paint?.fill == AssetCatalog.missingColor)
    // The 2x file: 40 x 20 pixels are 20 x 10 points.
    #expect(result[id: "logo"]?.frame.size == CGSize(width: 20, height: 10))
    #expect(result.warnings == ["no color named \"Nowhere\" in \(catalogPath): drawn magenta"])
    // In dark mode the dark variant.
    let dark = engine.layout(Swatch().environment(\.colorScheme, .dark))
    #expect(dark[id: "brand"]?.paint?.fill == Color(red: 0.1, green: 0.5, blue: 0.6))
  }

  @Test("without a catalog every name is missing, once each in the warnings")
  func noCatalog() {
    let result = engine().layout(HStack { Swatch(); Color("Brand") })
    #expect(result.warnings == ["no asset catalog for the color \"Brand\": drawn magenta", "no asset catalog for the color \"Palette/Accent\": drawn magenta", "no asset catalog for the color \"Nowhere\": drawn magenta"])
  }

  @Test("a catalog that is not a folder is an error")
  func notAFolder() {
    #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogPath + "/Brand.colorset/Contents.json") }
  }
}

@Suite("Asset catalogs in scenes and on the command line")
struct SceneAssetTests {
  @Test("a scene's assets name colors and images; --assets wins over them")
  func sceneAssets() throws {
    try withTemporaryDirectory { folder in
      let scene = """
        {"assets": "\(catalogPath)", "root": {"type": "HStack", "spacing": 0, "children": [
          {"type": "Color", "color": "Brand", "id": "c"},
          {"type": "Image", "name": "Logo", "id": "i"}]}}
        """
      let path = folder + "/scene.json"
      try scene.write(toFile: path, atomically: true, encoding: .utf8)
      let document = try SceneDocument(contentsOf: path)
      let result = document.layout()
      #expect(result[id: "c"]?.paint?.fill == Color(red: 0.8, green: 0.4, blue: 0.2))
      #expect(result[id: "i"]?.frame.size == CGSize(width: 20, height: 10))
      // A catalog that is not there is a fault at the member.
      let broken = scene.replacingOccurrences(of: catalogPath, with: folder + "/None.xcassets")
      #expect(throws: SceneError.self) { try SceneDocument(json: Array(broken.utf8)) }
      // The command line: --assets replaces the scene's (here the same catalog, by another path).
      let run = try runProgram(try baselineExecutable(), ["layout", path, "--assets", catalogPath + "/"])
      #expect(run.status == 0)
      #expect(run.output.contains("\"width\": 20, \"height\": 10"))
      let missing = try runProgram(try baselineExecutable(), ["layout", path, "--assets", folder + "/None.xcassets"])
      #expect(missing.status == 2 && missing.error.contains("--assets: the asset catalog cannot be read"))
    }
  }
}

@Suite("AsyncImage with a file URL")
struct AsyncImageFileTests {
  @Test("a file URL's image shows at once, at its size: the 40 x 20 pixel @2x logo is 20 x 10")
  func fileURL() {
    let url = URL(fileURLWithPath: catalogPath + "/Logo.imageset/logo@2x.png")
    #expect(engine().layout(AsyncImage(url: url)).size == CGSize(width: 20, height: 10))
    let phased = engine().layout(AsyncImage(url: url) { phase in
      if let image = phase.image { image } else { Color.red.frame(width: 1, height: 1) }
    })
    #expect(phased.size == CGSize(width: 20, height: 10))
  }
}
