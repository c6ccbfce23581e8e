public import ArgumentParser
import Baseline
import BaselineScenes

/// `baseline layout SCENE.json`: prints the layout result as JSON.
public struct LayoutCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out a JSON scene and print the layout result as JSON.",
    discussion: """
      SCENE is a scene file (the JSON scene format; see docs/scenes.md) or - for standard input. The result lists every \
      view of the scene in document order with its path, frame, outer frame, first and last text \
      baselines and text lines, in points and root coordinates. A fault in the scene prints one \
      line naming its JSON path on standard error and exits with status 2.
      """)

  @OptionGroup var input: SceneOptions

  @Option(help: "full: every node's path is its whole scene path (the default). relative: each path is relative to its parent view's, which the node names by index in \"parent\" (output linear in the size of the tree).")
  var paths: PathOption = .full

  public init() {}

  public func run() throws {
    // The JSON has no glyphs, so the result keeps none (less memory for large scenes).
    let (_, result) = try input.layout(retainsGlyphs: false)
    print(result.json(paths: paths == .full ? .full : .relative), terminator: "")
  }
}

/// `--paths full|relative`.
enum PathOption: String, ExpressibleByArgument, CaseIterable {
  case full, relative
}

/// The scene a command reads and the proposal overrides it takes.
struct SceneOptions: ParsableArguments {
  @Argument(help: "The scene file, or - to read standard input.")
  var scene: String

  // `.unconditional` takes `--width -1` as the value -1 (refused below with status 2), not as
  // an unknown option.
  @Option(parsing: .unconditional, help: "Proposed width in points (overrides the scene's proposal).")
  var width: Double?

  @Option(parsing: .unconditional, help: "Proposed height in points (overrides the scene's proposal).")
  var height: Double?

  @Option(help: "An asset catalog (X.xcassets) for named colors and images (overrides the scene's \"assets\").")
  var assets: String?

  /// The decoded scene laid out for its proposal with the overrides (faults exit with status 2);
  /// without `retainsGlyphs`, for geometry only (nothing to draw).
  func layout(retainsGlyphs: Bool = true) throws -> (SceneDocument, LayoutResult) {
    let document = try SceneInput.load(scene, assets: assets)
    var proposal = document.proposal
    if let width = try SceneInput.dimension(width, option: "--width") { proposal.width = CGFloat(width) }
    if let height = try SceneInput.dimension(height, option: "--height") { proposal.height = CGFloat(height) }
    return (document, document.layout(proposal: proposal, retainsGlyphs: retainsGlyphs))
  }
}
