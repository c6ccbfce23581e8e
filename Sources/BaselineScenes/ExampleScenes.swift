import Foundation
import Baseline

/// The example scenes that ship in the repository's `Examples/` folder: every example of the
/// seed documents (Apple's alignment pages and the alignment-guide article), a baseline gallery,
/// a settings form built with Grid and a multi-script paragraph. `baseline demo` renders them.
public enum ExampleScenes {
  /// The environment variable that points at an examples folder, for installs where the folder
  /// is not found next to the sources.
  public static let environmentVariable = "BASELINE_EXAMPLES"

  /// The examples folder, found by `ResourceLocator`: `$BASELINE_EXAMPLES`, the install location
  /// beside the executable (`share/baseline/Examples`), the checkout the executable was built
  /// in, or `Examples/` in the current directory.
  public static var directory: String {
    ResourceLocator.directory(named: "Examples", environmentVariable: environmentVariable)
      ?? FileManager.default.currentDirectoryPath + "/Examples"
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
