import Foundation

/// The Swift files `baseline preview` compiles: files named on the command line, every `.swift`
/// file under a folder (hidden folders, `.build` and `Package.swift` left out), and for a package
/// (a folder with `Package.swift`) the files under its `Sources`; and the resources beside them.
struct PreviewSources {
  /// Absolute paths, sorted, each once.
  let files: [String]
  /// The other files under the folders (JSON, property lists, pictures...), which the preview
  /// program finds through `Bundle.main` and `Bundle.module` as an app finds its bundle's, and
  /// the asset catalogs (`.xcassets` folders), sorted.
  private(set) var resources: [String] = []
  private(set) var assetCatalogs: [String] = []
  /// The modules of the packages among the sources (each folder under a package's `Sources`): their
  /// files are compiled into the previews' one module, so `import` of one of them is dropped
  /// (`droppingLocalImports`), as if the app's local packages were part of it.
  private(set) var localModules: Set<String> = []

  init(paths: [String]) throws {
    var found = Set<String>()
    for path in paths {
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
        throw SceneInput.fail("\(path): no such file or folder")
      }
      if !isFolder.boolValue {
        guard absolute.hasSuffix(".swift") else { throw SceneInput.fail("\(path): not a Swift file") }
        found.insert(absolute)
        continue
      }
      let package = URL(fileURLWithPath: absolute).appendingPathComponent("Package.swift").path
      let isPackage = FileManager.default.fileExists(atPath: package)
      let root = isPackage ? URL(fileURLWithPath: absolute).appendingPathComponent("Sources").path : absolute
      let walked = Self.walk(root)
      found.formUnion(walked.swift)
      resources += walked.resources
      assetCatalogs += walked.catalogs
      localModules.formUnion(walked.modules)
      if isPackage { localModules.formUnion(Self.folders(in: root) + Self.targetNames(in: package)) }
    }
    resources.sort()
    assetCatalogs.sort()
    guard !found.isEmpty else { throw SceneInput.fail("no Swift files in \(paths.joined(separator: ", "))") }
    files = found.sorted()
  }

  /// The names of the targets a package manifest declares (a target with `path: "Sources"` has
  /// no folder of its name).
  private static func targetNames(in manifest: String) -> [String] {
    guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { return [] }
    return text.matches(of: #/\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"/#).map { String($0.output.1) }
  }

  /// The folders directly in `folder`.
  private static func folders(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// The Swift files, resources, asset catalogs and local packages' modules under `root`. A
  /// package's `Tests` folder is left out.
  private static func walk(_ root: String) -> (swift: [String], resources: [String], catalogs: [String], modules: [String]) {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return ([], [], [], []) }
    var swift: [String] = [], resources: [String] = [], catalogs: [String] = [], modules: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      let path = URL(fileURLWithPath: root).appendingPathComponent(relative).path
      if name.hasPrefix(".") || name == ".build" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
        walker.skipDescendants()
        continue
      }
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      if name == "Sources" || name == "Tests", FileManager.default.fileExists(atPath: parent + "/Package.swift") {
        if name == "Tests" {
          walker.skipDescendants()
        } else {
          modules += folders(in: path) + targetNames(in: parent + "/Package.swift")
        }
        continue
      }
      if name.hasSuffix(".xcassets") {
        catalogs.append(path)
        walker.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift") {
        if name != "Package.swift" { swift.append(path) }
        continue
      }
      if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular, resourceExtensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) {
        resources.append(path)
      }
    }
    return (swift, resources, catalogs, modules)
  }

  /// `source` with its imports of the local packages' modules made empty lines (so lines keep
  /// their numbers); nil when it has none.
  func droppingLocalImports(_ source: String) -> String? {
    guard !localModules.isEmpty else { return nil }
    var changed = false
    let lines = source.sourceLines.map { line -> String in
      let text = String(line)
      guard text.contains("import"),
        let match = text.wholeMatch(
          of: #/\s*(?:@[A-Za-z_]+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]+)?\s*(?://.*)?/#),
        localModules.contains(String(match.output.1))
      else { return text }
      changed = true
      return ""
    }
    return changed ? lines.joined(separator: "\n") : nil
  }

  /// The kinds of file an app bundles as resources and a preview program is given.
  static let resourceExtensions: Set<String> = [
    "json", "geojson", "plist", "txt", "csv", "md", "html", "xml", "strings", "stringsdict", "xcstrings",
    "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg",
  ]

  /// Links the resources into `folder`, flat, as an app's resources are copied into its bundle
  /// (the first of two files of one name wins); returns how many were linked.
  @discardableResult
  func linkResources(into folder: String) throws -> Int {
    var taken = Set<String>()
    for resource in resources {
      let name = URL(fileURLWithPath: resource).lastPathComponent
      guard taken.insert(name).inserted else { continue }
      let target = folder + "/" + name
      try? FileManager.default.removeItem(atPath: target)
      try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: resource)
    }
    return taken.count
  }

  /// Where a type is declared (`struct Name`, `class Name`, `enum Name`): the file and line, for
  /// previews that do not say where they were written (`PreviewProvider`).
  func declaration(of type: String) -> (file: String, line: Int)? {
    let name = type.split(separator: ".").last.map(String.init) ?? type
    let pattern = try? NSRegularExpression(pattern: "\\b(struct|class|enum)\\s+\(NSRegularExpression.escapedPattern(for: name))\\b")
    for file in files {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      for (number, line) in text.sourceLines.enumerated() {
        let line = String(line)
        if pattern?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
          return (file, number + 1)
        }
      }
    }
    return nil
  }

  /// The source file a `#fileID` (`Module/File.swift`) names.
  func file(forID fileID: String) -> String? {
    let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return files.first { URL(fileURLWithPath: $0).lastPathComponent == name }
  }
}

extension String {
  /// A source file's lines, split at every line break as the compiler counts them ("\n", "\r\n",
  /// which is one `Character`, and "\r"); the rewriters join them again with "\n".
  var sourceLines: [Substring] { split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
}
