public import ArgumentParser

/// The `baseline` command line: subcommands over the library.
public struct BaselineCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Lay out text with real fonts and report exact baselines.",
    subcommands: [LayoutCommand.self, RenderCommand.self, DemoCommand.self, ParagraphCommand.self, FontsCommand.self])

  public init() {}
}
