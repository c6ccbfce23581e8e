public import ArgumentParser
import Baseline
import BaselineScenes

/// `baseline layout SCENE.json`: prints the layout result as JSON.
public struct LayoutCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out a JSON scene and print the layout result as JSON.",
    discussion: """
      SCENE is a scene file (docs/scene-format.md) or - for standard input. The result lists every \
      view of the scene in document order with its path, frame, outer frame, first and last text \
      baselines and text lines, in points and root coordinates. A fault in the scene prints one \
      line naming its JSON path on standard error and exits with status 2.
      """)

  @Argument(help: "The scene file, or - to read standard input.")
  var scene: String

  @Option(help: "Proposed width in points (overrides the scene's proposal).")
  var width: Double?

  @Option(help: "Proposed height in points (overrides the scene's proposal).")
  var height: Double?

  public init() {}

  public func run() throws {
    let document = try SceneInput.load(scene)
    let result = document.layout(proposal: try SceneInput.proposal(document, width: width, height: height))
    print(result.json, terminator: "")
  }
}

extension SceneInput {
  /// The scene's proposal with the command line's overrides.
  static func proposal(_ document: SceneDocument, width: Double?, height: Double?) throws -> ProposedViewSize {
    var proposal = document.proposal
    if let width = try dimension(width, option: "--width") { proposal.width = CGFloat(width) }
    if let height = try dimension(height, option: "--height") { proposal.height = CGFloat(height) }
    return proposal
  }
}
