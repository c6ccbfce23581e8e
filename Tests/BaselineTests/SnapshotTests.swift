import Baseline
import BaselineRendering
import BaselineScenes
import Foundation
import Testing

/// The example scenes' SVG (with guides) and layout JSON compared byte for byte with the files in `Snapshots/`.
/// Run with `RECORD_SNAPSHOTS=1` to write new reference files (the test then fails, so that a
/// recording is never mistaken for a pass); review the diff before committing them.
@Suite("Snapshots of the demo scenes")
struct SnapshotTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").path

  func check(_ actual: String, file name: String) {
    let path = Self.directory + "/" + name
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !recording, let expected = FileManager.default.contents(atPath: path) else {
      try? actual.write(toFile: path, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name); run again to compare")
      return
    }
    #expect(String(decoding: expected, as: UTF8.self) == actual, "\(name) differs from its snapshot")
  }

  @Test("SVG and layout JSON of every example scene", arguments: ExampleScenes.names)
  func scene(_ name: String) throws {
    let document = try SceneDocument(contentsOf: ExampleScenes.path(name))
    let result = document.layout()
    check(result.json, file: name + ".layout.json")
    check(SVGRenderer(showsGuides: true).render(DisplayList(result)), file: name + ".svg")
  }
}
