import ArgumentParser
import Baseline
import BaselineScenes
import Foundation

/// Reading a scene for a command: from a file or standard input (`-`), with faults reported the
/// way docs/scenes.md asks: one line on standard error naming the JSON path, exit status 2.
enum SceneInput {
  /// The decoded scene, or exit status 2 after printing the fault.
  static func load(_ path: String, assets assetsPath: String? = nil) throws -> SceneDocument {
    var assets: AssetCatalog? = nil
    if let assetsPath {
      do {
        assets = try AssetCatalog(path: assetsPath)
      } catch {
        throw fail("--assets: the asset catalog cannot be read: \(error)")
      }
    }
    do {
      if path == "-" {
        return try SceneDocument(json: try readStandardInput(), assets: assets)
      }
      return try SceneDocument(contentsOf: path, assets: assets)
    } catch {
      throw fail(error.description)
    }
  }

  /// Standard input to its end, at most `SceneDocument.maximumFileSize` bytes.
  private static func readStandardInput() throws(SceneError) -> [UInt8] {
    var bytes: [UInt8] = []
    while true {
      let chunk: Data?
      do {
        chunk = try FileHandle.standardInput.read(upToCount: 1 << 20)
      } catch {
        throw SceneError(.document, "standard input cannot be read: \(error)")
      }
      guard let chunk, !chunk.isEmpty else { return bytes }
      bytes += chunk
      if bytes.count > SceneDocument.maximumFileSize {
        throw SceneError(.document, "standard input is larger than \(SceneDocument.maximumFileSize >> 20) MB")
      }
    }
  }

  /// A proposal dimension given on the command line: a number of 0 or more.
  static func dimension(_ value: Double?, option: String) throws -> Double? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else { throw fail("\(option): expected a number of 0 or more, got \(value)") }
    return value
  }

  /// Prints `message` as the one error line (control characters escaped) and returns the exit
  /// status to throw.
  static func fail(_ message: String) -> ExitCode {
    failure(message, status: BaselineCommand.usageErrorStatus)
  }

  /// Prints `message` as the one error line and returns `status` to throw.
  static func failure(_ message: String, status: Int32) -> ExitCode {
    FileHandle.standardError.write(Data(("error: " + SceneError.oneLine(message) + "\n").utf8))
    return ExitCode(status)
  }
}
