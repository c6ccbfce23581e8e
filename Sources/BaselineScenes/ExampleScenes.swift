import Foundation

/// The example scenes that ship in the repository's `Examples/` folder: every example of the
/// seed documents (Apple's alignment pages and the alignment-guide article), a baseline gallery,
/// a settings form built with Grid and a multi-script paragraph. `baseline demo` renders them.
public enum ExampleScenes {
  /// The environment variable that points at an examples folder, for installs where the folder
  /// is not found next to the sources.
  public static let environmentVariable = "BASELINE_EXAMPLES"

  /// `$BASELINE_EXAMPLES` when set, else the repository's `Examples/` (found from this source
  /// file's location), else `Examples/` in the current directory.
  public static var directory: String {
    if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
      return override
    }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidate = repository.appendingPathComponent("Examples").path
    if FileManager.default.fileExists(atPath: candidate) { return candidate }
    return FileManager.default.currentDirectoryPath + "/Examples"
  }

  /// The names of the scenes (file names without `.json`), sorted.
  public static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The path of the scene called `name`.
  public static func path(_ name: String) -> String {
    directory + "/" + name + ".json"
  }
}
