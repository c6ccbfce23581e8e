public import ArgumentParser
import Baseline
import BaselineRendering
import BaselineScenes
import Foundation

/// `baseline demo`: renders the bundled example scenes.
public struct DemoCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the example scenes to SVG and PNG, with their layout JSON.",
    discussion: """
      The examples are the JSON scenes in the repository's Examples/ folder (or $BASELINE_EXAMPLES): \
      every example of the seed documents (Apple's stripes, modified stripes, layered stripes and \
      vertical alignment gallery, a text-baseline row, the alignment-guide article's weird \
      alignment, non-sibling alignment and ZStack template), a baseline gallery in several fonts \
      and sizes, a settings form built with Grid, and a multi-script paragraph. For each scene \
      NAME it writes NAME.svg, NAME.png, NAME.layout.json (the layout result of docs/scenes.md) \
      and NAME.layout.txt (a readable dump), and prints one progress line.
      """)

  @Option(name: .shortAndLong, help: "Output folder (created when missing).")
  var output: String = "out/demo"

  @Option(help: "Pixels per point of the PNG pictures (0.25 to 8).")
  var scale: Double = 2

  @Flag(help: "Draw text frames, baselines and stack alignment lines over the pictures.")
  var guides = false

  public init() {}

  public func run() throws {
    let names = ExampleScenes.names
    guard !names.isEmpty else { throw SceneInput.fail("no example scenes in \(ExampleScenes.directory)") }
    let png = try PictureFormat.png(checking: scale)
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw SceneInput.fail("\(output): cannot create the folder: \(error)")
    }
    for (index, name) in names.enumerated() {
      let document = try SceneInput.load(ExampleScenes.path(name))
      let result = document.layout()
      let list = DisplayList(result)
      let base = output + "/" + name
      do {
        try PictureFormat.svg.write(list, guides: guides, to: base + ".svg")
        try png.write(list, guides: guides, to: base + ".png")
        try result.json.write(toFile: base + ".layout.json", atomically: true, encoding: .utf8)
        try (result.dump + "\n").write(toFile: base + ".layout.txt", atomically: true, encoding: .utf8)
      } catch {
        throw SceneInput.fail("\(base): cannot write the outputs: \(error)")
      }
      let size = "\(Int(result.size.width.rounded())) x \(Int(result.size.height.rounded())) pt"
      print("[\(index + 1)/\(names.count)] \(name): \(size) -> \(base).svg, .png, .layout.json")
      for warning in result.warnings { print("  warning: \(warning)") }
    }
  }
}
