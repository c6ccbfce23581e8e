public import Foundation
public import LayoutCore

/// An Xcode asset catalog (`X.xcassets`) read from disk, for `Color("name")` and `Image("name")`.
///
/// - **Color sets** (`Name.colorset/Contents.json`): the universal color and its dark-appearance
///   variant, in sRGB, extended sRGB, linear sRGB, Display P3 or gray, with components written as
///   fractions (`"0.800"`), bytes (`"204"`) or hex (`"0xCC"`). Display P3 and linear colors are
///   converted to sRGB.
/// - **Image sets** (`Name.imageset/Contents.json`): the files for each scale (`1x`, `2x`, `3x`);
///   an image is laid out at its pixel size divided by its scale. The 2x file is used when
///   there is one (then 3x, then 1x).
/// - **Folders** group assets; a folder whose `Contents.json` says `"provides-namespace": true`
///   prefixes its assets' names (`Colors/Brand`).
///
/// Set it on the environment (`environment.assetCatalog`, the scene member `"assets"`, the
/// command's `--assets`). A name the catalog does not have draws ``AssetCatalog/missingColor``
/// (or an empty image) and adds a warning to the layout result. A catalog larger than
/// ``maximumAssets`` entries, or a `Contents.json` over 1 MB, is read in part; a malformed one is
/// skipped and listed in ``problems``.
public final class AssetCatalog: Sendable {
  /// The catalog's folder.
  public let path: String
  /// What could not be read, one sentence each (malformed or oversized `Contents.json`).
  public let problems: [String]
  private let colors: [String: ColorSet]
  private let images: [String: [(scale: Int, path: String)]]

  /// The color a missing named color draws: magenta, so that it shows.
  public static let missingColor = Color(red: 1, green: 0, blue: 1)
  /// The most color and image sets read from one catalog.
  public static let maximumAssets = 100_000

  struct ColorSet: Sendable {
    var any: Color?
    var light: Color?
    var dark: Color?
  }

  /// Reads the catalog at `path`; throws when the folder cannot be listed.
  public init(path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw AssetCatalogError(message: "\(path) is not a folder")
    }
    self.path = path
    var colors: [String: ColorSet] = [:]
    var images: [String: [(scale: Int, path: String)]] = [:]
    var problems: [String] = []
    var visited = 0
    func walk(_ folder: String, namespace: String, depth: Int) {
      guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
      for entry in entries.sorted() where visited < AssetCatalog.maximumAssets {
        let full = folder + "/" + entry
        let name = namespace + (entry as NSString).deletingPathExtension
        switch (entry as NSString).pathExtension {
        case "colorset":
          visited += 1
          switch AssetCatalog.contents(of: full) {
          case .success(let json): colors[name] = AssetCatalog.colorSet(json)
          case .failure(let problem): problems.append(problem.message)
          }
        case "imageset":
          visited += 1
          switch AssetCatalog.contents(of: full) {
          case .success(let json): images[name] = AssetCatalog.imageFiles(json, in: full)
          case .failure(let problem): problems.append(problem.message)
          }
        case "":
          var isFolder: ObjCBool = false
          guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else { continue }
          let properties = (try? AssetCatalog.contents(of: full).get())?["properties"] as? [String: Any]
          let namespaced = properties?["provides-namespace"] as? Bool ?? false
          walk(full, namespace: namespaced ? name + "/" : namespace, depth: depth + 1)
        default: continue
        }
      }
    }
    walk(path, namespace: "", depth: 0)
    self.colors = colors
    self.images = images
    self.problems = problems
  }

  /// The names of the color sets, sorted.
  public var colorNames: [String] { colors.keys.sorted() }
  /// The names of the image sets, sorted.
  public var imageNames: [String] { images.keys.sorted() }

  /// The named color for an appearance: its variant for that appearance when the set has one,
  /// else the one for any appearance, else the other appearance's.
  public func color(named name: String, colorScheme: ColorScheme = .light) -> Color? {
    guard let set = colors[name] else { return nil }
    if colorScheme == .dark { return set.dark ?? set.any ?? set.light }
    return set.light ?? set.any ?? set.dark
  }

  /// The named image's file and its scale.
  public func image(named name: String) -> (path: String, scale: Int)? {
    guard let files = images[name], !files.isEmpty else { return nil }
    let file = [2, 3, 1].lazy.compactMap { scale in files.first { $0.scale == scale } }.first ?? files[0]
    return (path: file.path, scale: file.scale)
  }

  // MARK: - Reading

  /// A folder's `Contents.json` as a dictionary.
  private static func contents(of folder: String) -> Result<[String: Any], AssetCatalogError> {
    let file = folder + "/Contents.json"
    guard let identity = FileIdentity(path: file) else { return .failure(AssetCatalogError(message: "\(file) cannot be read")) }
    guard identity.size <= 1 << 20 else { return .failure(AssetCatalogError(message: "\(file) is larger than 1 MB")) }
    guard let data = FileManager.default.contents(atPath: file),
      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return .failure(AssetCatalogError(message: "\(file) is not a JSON object")) }
    return .success(json)
  }

  private static func colorSet(_ json: [String: Any]) -> ColorSet {
    var set = ColorSet()
    for entry in json["colors"] as? [[String: Any]] ?? [] {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone", let color = color(entry["color"] as? [String: Any]) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      switch luminosity {
      case "dark"?: set.dark = set.dark ?? color
      case "light"?: set.light = set.light ?? color
      case nil: if appearances.isEmpty { set.any = set.any ?? color }
      default: continue
      }
    }
    return set
  }

  private static func color(_ json: [String: Any]?) -> Color? {
    guard let json, let components = json["components"] as? [String: Any] else { return nil }
    let space = (json["color-space"] as? String ?? "srgb").lowercased()
    func component(_ key: String) -> Double? {
      let value = components[key]
      if let number = value as? Double { return number <= 1 ? number : number / 255 }
      guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
      guard let number = Double(text), number.isFinite else { return nil }
      // "204" is a byte; "0.800" and "1.000" are fractions ("1" alone reads as a fraction too).
      return text.contains(".") || number <= 1 ? number : number / 255
    }
    let alpha = component("alpha") ?? 1
    if space.contains("gray") {
      guard let white = component("white") else { return nil }
      return Color(red: white, green: white, blue: white, opacity: alpha)
    }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
    switch space {
    case "display-p3": return Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
    case "extended-linear-srgb": return Color(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
    default: return Color(red: red, green: green, blue: blue, opacity: alpha)
    }
  }

  private static func imageFiles(_ json: [String: Any], in folder: String) -> [(scale: Int, path: String)] {
    (json["images"] as? [[String: Any]] ?? []).compactMap { entry in
      guard let name = entry["filename"] as? String, !name.contains("/") else { return nil }
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { return nil }
      let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
      return (min(max(scale, 1), 3), folder + "/" + name)
    }
  }
}

/// Why an asset catalog could not be read.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, naming the file.
  public let message: String
  /// The message.
  public var description: String { message }
}

extension EnvironmentValues {
  /// The asset catalog `Color("name")` and `Image("name")` read (nil: none; every name is
  /// missing). Baseline's own value: SwiftUI reads the app's bundle.
  public var assetCatalog: AssetCatalog? {
    get { self[AssetCatalogKey.self] }
    set { self[AssetCatalogKey.self] = newValue }
  }
}

private enum AssetCatalogKey: EnvironmentKey { static let defaultValue: AssetCatalog? = nil }

extension Color {
  /// The color named `name` in the environment's asset catalog, for its color scheme (see
  /// ``AssetCatalog``). The name is looked up when the color is made, so make it in a view's
  /// body (a `static let` made outside any body finds no catalog). A name that is not there is
  /// ``AssetCatalog/missingColor`` and a warning in the layout result. `bundle` is accepted:
  /// the catalog is the environment's.
  public init(_ name: String, bundle: Bundle? = nil) {
    let environment = CurrentEnvironment.values
    if let color = environment.assetCatalog?.color(named: name, colorScheme: environment.colorScheme) {
      self = color
      return
    }
    ResolveOutcome.noteInRunningResolution(
      environment.assetCatalog == nil
        ? "no asset catalog for the color \"\(name)\": drawn magenta"
        : "no color named \"\(name)\" in \(environment.assetCatalog!.path): drawn magenta")
    self = AssetCatalog.missingColor
  }
}

/// A color in an asset catalog, by name, as Xcode's generated asset symbols declare them
/// (`extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: ...) }`,
/// used as `Color(.brand)`). `Color(_:)` reads it from the environment's catalog.
public struct ColorResource: Hashable, Sendable {
  /// The color set's name in the catalog.
  public let name: String
  /// The bundle it is in (accepted: the catalog is the environment's).
  public let bundle: Bundle

  /// The color set named `name`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An image in an asset catalog, by name, as Xcode's generated asset symbols declare them
/// (used as `Image(.logo)`). `Image(_:)` reads it from the environment's catalog.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String
  /// The bundle it is in (accepted: the catalog is the environment's).
  public let bundle: Bundle

  /// The image set named `name`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The color `resource` names in the environment's asset catalog, as `Color(_:bundle:)`
  /// finds it by name.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Image {
  /// The image `resource` names in the environment's asset catalog, as `Image(_:bundle:)` finds
  /// it by name.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
