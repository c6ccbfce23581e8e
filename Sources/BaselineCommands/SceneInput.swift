import ArgumentParser
import BaselineScenes
import Foundation

/// Reading a scene for a command: from a file or standard input (`-`), with faults reported the
/// way scene-format.md asks: one line on standard error naming the JSON path, exit status 2.
enum SceneInput {
  /// The decoded scene, or exit status 2 after printing the fault.
  static func load(_ path: String) throws -> SceneDocument {
    do {
      if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return try SceneDocument(json: [UInt8](data))
      }
      return try SceneDocument(contentsOf: path)
    } catch {
      throw fail(error.description)
    }
  }

  /// A proposal dimension given on the command line: a number of 0 or more.
  static func dimension(_ value: Double?, option: String) throws -> Double? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else { throw fail("\(option): expected a number of 0 or more, got \(value)") }
    return value
  }

  /// Prints `message` as the one error line and returns the exit status to throw.
  static func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    return ExitCode(2)
  }
}
