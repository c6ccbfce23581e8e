import Foundation

/// The Swift files `baseline preview` compiles: files named on the command line, every `.swift`
/// file under a folder (hidden folders, `.build` and `Package.swift` left out), and for a package
/// (a folder with `Package.swift`) the files under its `Sources`.
struct PreviewSources {
  /// Absolute paths, sorted, each once.
  let files: [String]

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
      let root = FileManager.default.fileExists(atPath: package)
        ? URL(fileURLWithPath: absolute).appendingPathComponent("Sources").path : absolute
      found.formUnion(Self.swiftFiles(under: root))
    }
    guard !found.isEmpty else { throw SceneInput.fail("no Swift files in \(paths.joined(separator: ", "))") }
    files = found.sorted()
  }

  private static func swiftFiles(under root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      if name.hasPrefix(".") || name == ".build" {
        walker.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift") && name != "Package.swift" {
        files.append(URL(fileURLWithPath: root).appendingPathComponent(relative).path)
      }
    }
    return files
  }

  /// Where a type is declared (`struct Name`, `class Name`, `enum Name`): the file and line, for
  /// previews that do not say where they were written (`PreviewProvider`).
  func declaration(of type: String) -> (file: String, line: Int)? {
    let name = type.split(separator: ".").last.map(String.init) ?? type
    let pattern = try? NSRegularExpression(pattern: "\\b(struct|class|enum)\\s+\(NSRegularExpression.escapedPattern(for: name))\\b")
    for file in files {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
