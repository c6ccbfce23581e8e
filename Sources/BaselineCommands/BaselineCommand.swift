public import ArgumentParser
import Foundation

/// The `baseline` command line: subcommands over the library.
public struct BaselineCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Lay out text with real fonts and report exact baselines.",
    subcommands: [
      LayoutCommand.self, RenderCommand.self, CheckCommand.self, BatchCommand.self, DemoCommand.self, ParagraphCommand.self, FontsCommand.self,
      PreviewCommand.self,
    ])

  public init() {}
}

extension BaselineCommand {
  /// The exit status of command-line usage errors, the same as for faulty scenes.
  public static let usageErrorStatus: Int32 = 2

  /// Parses the process's arguments and runs the command. A usage error (unknown option,
  /// missing argument, a value of the wrong type, a failed validation) prints one line
  /// `error: MESSAGE` on standard error and exits with `usageErrorStatus` (ArgumentParser's own
  /// default is 64); help requests print and exit with 0; other errors keep their status.
  public static func mainWithUsageStatus(_ arguments: [String]? = nil) -> Never {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let status = exitCode(for: error)
      guard status == .validationFailure else { exit(withError: error) }
      Foundation.exit(SceneInput.fail(message(for: error)).rawValue)
    }
    exit()
  }
}
