public import ArgumentParser
import Baseline
import BaselineRendering
import BaselineScenes
import Foundation

/// `baseline render SCENE.json -o OUT.svg`: draws a scene.
public struct RenderCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a JSON scene to SVG or PNG.",
    discussion: """
      The output's extension chooses the format: .svg (glyph outlines from the fonts) or .png \
      (anti-aliased, at --scale pixels per point). With --guides, text frames, first and last \
      baselines, and the alignment line of each stack are drawn over the picture.
      """)

  @OptionGroup var input: SceneOptions

  @Option(name: .shortAndLong, help: "The picture to write: OUT.svg or OUT.png.")
  var output: String

  @Option(help: "Pixels per point for PNG output (0.25 to 8).")
  var scale: Double = 1

  @Flag(help: "Draw text frames, baselines and stack alignment lines over the picture.")
  var guides = false

  public init() {}

  public func run() throws {
    let format = try PictureFormat(path: output, scale: scale)
    let (_, result) = try input.layout()
    do {
      try format.checkSize(result.size)
      try format.write(DisplayList(result), guides: guides, to: output)
    } catch {
      throw SceneInput.fail("\(output): cannot write the picture: \(error)")
    }
  }
}

/// The picture format an output path asks for.
enum PictureFormat {
  case svg
  case png(scale: Double)

  init(path: String, scale: Double) throws {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg": self = .svg
    case "png": self = try .png(checking: scale)
    default: throw SceneInput.fail("\(path): the output must end in .svg or .png")
    }
  }

  /// PNG at `scale` pixels per point, which must lie from 0.25 to 8 (else exit status 2).
  static func png(checking scale: Double) throws -> PictureFormat {
    guard scale.isFinite, scale >= 0.25, scale <= 8 else {
      throw SceneInput.fail("--scale: expected a number from 0.25 to 8, got \(scale)")
    }
    return .png(scale: scale)
  }

  /// Throws when a picture of `size` points cannot be made in this format (too many pixels).
  func checkSize(_ size: CGSize) throws {
    if case .png(let scale) = self { try PNGRenderer(scale: scale).checkSize(size) }
  }

  func write(_ list: DisplayList, guides: Bool, to path: String) throws {
    switch self {
    case .svg:
      try SVGRenderer(showsGuides: guides).render(list).write(toFile: path, atomically: true, encoding: .utf8)
    case .png(let scale):
      let bytes = try PNGRenderer(scale: scale, showsGuides: guides).render(list)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }
}
