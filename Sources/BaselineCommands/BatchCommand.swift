public import ArgumentParser
import Baseline
import BaselineScenes
import Foundation
import LayoutCore

/// `baseline batch [INPUT]`: many scenes laid out on every core, results as JSON lines.
public struct BatchCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Lay out many scenes on every core: JSON lines in, JSON lines out, in order.",
    discussion: """
      INPUT is a file of JSON lines (one scene per line; blank lines are skipped), - for standard \
      input (the default), or a directory (each *.json file in it is one scene, in name order). \
      Each scene gives one line on standard output (or --output), in input order: its layout \
      result as `baseline layout` prints it, on one line, or {"error": "..."} when the scene does \
      not decode (its fault also goes to standard error as one line). The batch never stops for a \
      bad scene. Progress and a summary go to standard error. Exit status: 0 when every scene \
      laid out, 1 when some did not, 2 for a usage error or unreadable input.
      """)

  @Argument(help: "A JSON-lines file, a directory of .json scenes, or - for standard input.")
  var input: String = "-"

  @Option(name: .shortAndLong, help: "Write the result lines to this file instead of standard output.")
  var output: String?

  @Option(help: "Threads laying out at once (default: every processor).")
  var threads: Int?

  @Option(parsing: .unconditional, help: "Proposed width in points for every scene (overrides each scene's proposal).")
  var width: Double?

  @Option(parsing: .unconditional, help: "Proposed height in points for every scene (overrides each scene's proposal).")
  var height: Double?

  @Option(help: "full or relative result paths, as for `baseline layout`.")
  var paths: PathOption = .full

  @Flag(help: "No progress or summary on standard error (errors are still printed).")
  var quiet = false

  public init() {}

  public func run() throws {
    if let threads, threads < 1 { throw SceneInput.fail("--threads: expected 1 or more, got \(threads)") }
    let fonts: FontContext
    do {
      fonts = try FontContext.bundled()
    } catch {
      throw SceneInput.fail("the bundled fonts cannot be loaded: \(error)")
    }
    var batch = SceneBatch(fonts: fonts, paths: paths == .full ? .full : .relative)
    if let threads { batch.threads = threads }
    batch.width = try SceneInput.dimension(width, option: "--width").map { CGFloat($0) }
    batch.height = try SceneInput.dimension(height, option: "--height").map { CGFloat($0) }

    var source = try BatchSource(input)
    let sink: FileHandle
    if let output {
      guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output) else {
        throw SceneInput.fail("--output: \(output) cannot be written")
      }
      sink = handle
    } else {
      sink = FileHandle.standardOutput
    }
    defer { if output != nil { try? sink.close() } }

    let start = ContinuousClock.now
    var lastReport = start
    var pending: [UInt8] = []
    let summary = batch.run(
      next: { source.next() },
      emit: { line in
        pending += line.utf8
        pending.append(0x0A)
      },
      failure: { message in FileHandle.standardError.write(Data(("error: " + message + "\n").utf8)) },
      progress: { summary in
        sink.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
        let now = ContinuousClock.now
        guard !quiet, now - lastReport >= .seconds(1) else { return }
        lastReport = now
        FileHandle.standardError.write(Data("batch: \(Self.describe(summary, since: start, threads: batch.threads))\n".utf8))
      })
    if let fault = source.fault { throw SceneInput.fail(fault) }
    if !quiet {
      FileHandle.standardError.write(Data("batch: done, \(Self.describe(summary, since: start, threads: batch.threads))\n".utf8))
    }
    if summary.failed > 0 { throw ExitCode(1) }
  }

  private static func describe(_ summary: SceneBatch.Summary, since start: ContinuousClock.Instant, threads: Int) -> String {
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = seconds > 0 ? Int(Double(summary.scenes) / seconds) : 0
    return "\(summary.scenes) scenes, \(summary.failed) failed, \(String(format: "%.2f", seconds)) s, \(rate) scenes/s on \(threads) threads"
  }
}

/// The scenes of a batch's input, read as they are needed: lines of a file or of standard
/// input, or the .json files of a directory.
struct BatchSource {
  private var lines: LineReader?
  private var files: [String] = []
  private var directory = ""
  private var lineNumber = 0
  /// Why reading stopped early, if it did (reported after the scenes read so far).
  private(set) var fault: String?

  init(_ input: String) throws {
    var isDirectory: ObjCBool = false
    if input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
      directory = input
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: input) else {
        throw SceneInput.fail("\(input): the directory cannot be read")
      }
      files = names.filter { $0.hasSuffix(".json") }.sorted().reversed()
      return
    }
    if input == "-" {
      lines = LineReader(handle: FileHandle.standardInput)
    } else {
      guard let handle = FileHandle(forReadingAtPath: input) else { throw SceneInput.fail("\(input): the file cannot be read") }
      lines = LineReader(handle: handle)
    }
  }

  mutating func next() -> SceneBatch.Scene? {
    if lines != nil {
      while true {
        guard let line = lines?.next() else {
          fault = lines?.fault
          return nil
        }
        lineNumber += 1
        switch line {
        case .text(let bytes):
          if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
          return SceneBatch.Scene(json: bytes, name: "line \(lineNumber)")
        case .tooLong:
          return SceneBatch.Scene(
            json: [], name: "line \(lineNumber)",
            fault: "the line is longer than \(SceneDocument.maximumFileSize >> 20) MB")
        }
      }
    }
    guard let name = files.popLast() else { return nil }
    let path = (directory as NSString).appendingPathComponent(name)
    do throws(SceneFile.Problem) {
      return SceneBatch.Scene(json: try SceneFile.read(path), baseDirectory: directory, name: name)
    } catch {
      return SceneBatch.Scene(json: [], name: name, fault: error.description)
    }
  }
}

/// Lines of a file, read in 1 MB blocks; a line longer than `SceneDocument.maximumFileSize` is
/// skipped to its end and reported as too long rather than held in memory.
struct LineReader {
  enum Line {
    case text([UInt8])
    case tooLong
  }

  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next line break resumes (bytes before it have none).
  private var searched = 0
  private var atEnd = false
  private var discarding = false
  private(set) var fault: String?

  init(handle: FileHandle) { self.handle = handle }

  mutating func next() -> Line? {
    while true {
      if let newline = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        searched = start
        if discarding {
          discarding = false
          return .tooLong
        }
        return .text(line)
      }
      searched = buffer.count
      if buffer.count - start > SceneDocument.maximumFileSize {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
        discarding = true
      }
      if atEnd {
        guard start < buffer.count || discarding else { return nil }
        let line = Array(buffer[start...])
        buffer.removeAll()
        start = 0
        searched = 0
        if discarding {
          discarding = false
          return .tooLong
        }
        return .text(line)
      }
      if start > 0 {
        buffer.removeFirst(start)
        searched -= start
        start = 0
      }
      do {
        guard let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty else {
          atEnd = true
          continue
        }
        buffer += chunk
      } catch {
        fault = "the input cannot be read: \(error)"
        atEnd = true
        buffer.removeAll()
        start = 0
        searched = 0
        return nil
      }
    }
  }
}
