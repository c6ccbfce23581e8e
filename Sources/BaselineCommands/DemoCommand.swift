public import ArgumentParser
import Baseline
import BaselineRendering
import Foundation

/// `baseline demo`: renders the bundled example scenes.
public struct DemoCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the example scenes (seed stripes, baseline gallery, form, multi-script text) to SVG.",
    discussion: """
      Writes NAME.svg, NAME.layout.json (the layout result of scene-format.md) and NAME.layout.txt \
      (a readable dump) for each scene into the output folder.
      """)

  @Option(name: .shortAndLong, help: "Output folder (created when missing).")
  var output: String = "out/demo"

  @Flag(help: "Draw text frames and baselines over the pictures.")
  var guides = false

  public init() {}

  public func run() throws {
    let typesetter = try BundledFonts.typesetter
    let measurer = TypographyTextMeasurer(typesetter: typesetter)
    var environment = EnvironmentValues()
    environment.textMeasurer = measurer
    let engine = LayoutEngine(environment: environment)
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let scenes = DemoScenes.all
    for (index, scene) in scenes.enumerated() {
      let result = engine.layout(scene.view, proposal: scene.proposal)
      let svg = SVGRenderer(showsGuides: guides).render(DisplayList(result, measurer: measurer))
      let base = output + "/" + scene.name
      try svg.write(toFile: base + ".svg", atomically: true, encoding: .utf8)
      try result.json.write(toFile: base + ".layout.json", atomically: true, encoding: .utf8)
      try (result.dump + "\n").write(toFile: base + ".layout.txt", atomically: true, encoding: .utf8)
      print("[\(index + 1)/\(scenes.count)] \(base).svg  \(Int(result.size.width.rounded())) x \(Int(result.size.height.rounded())) pt")
      for warning in result.warnings { print("  warning: \(warning)") }
    }
  }
}
