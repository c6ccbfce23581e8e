public import Baseline
import BaselineRendering
import Foundation
import Testing

/// The bundled fonts, loaded once for the whole suite.
public let bundledFonts: FontContext = {
  do {
    return try FontContext.bundled()
  } catch {
    fatalError("the bundled fonts must load for these tests to mean anything: \(error)")
  }
}()

/// A layout engine that measures text with the bundled fonts.
public func engine(_ environment: EnvironmentValues = EnvironmentValues()) -> LayoutEngine {
  LayoutEngine(fonts: bundledFonts, environment: environment)
}

/// The `baseline` executable built beside the test bundle.
public func baselineExecutable() throws -> String {
  let directory = try #require(ResourceLocator.executableDirectory)
  let path = directory + "/baseline"
  try #require(FileManager.default.isExecutableFile(atPath: path), "build the baseline executable first")
  return path
}

/// Runs a program to its end: exit status, standard output and standard error.
public func runProgram(
  _ path: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
) throws -> (status: Int32, output: String, error: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  if let environment { process.environment = environment }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Read both pipes to their ends at once (standard error on another thread) before waiting:
  // reading one to its end while the child fills the other's buffer would stall both (a
  // sanitizer's report on standard error is easily larger than a pipe holds).
  let errorData = PipeContents()
  let reading = DispatchGroup()
  DispatchQueue.global().async(group: reading) { errorData.data = readToEnd(error.fileHandleForReading) }
  let outputData = readToEnd(output.fileHandleForReading)
  reading.wait()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData.data, as: UTF8.self))
}

/// Everything `handle` gives until its end, reading again when a signal interrupts a read
/// (Foundation's `readDataToEndOfFile` traps on `EINTR`, which a loaded machine running child
/// processes delivers now and then).
private func readToEnd(_ handle: FileHandle) -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  let descriptor = handle.fileDescriptor
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      data.append(contentsOf: buffer[..<count])
    } else if count < 0 && errno == EINTR {
      continue
    } else {
      return data
    }
  }
}

/// What one pipe gave, filled on another thread and read after waiting for it (the wait orders
/// the two accesses, hence `@unchecked`).
private final class PipeContents: @unchecked Sendable {
  var data = Data()
}

/// A fresh temporary directory, removed by `body`'s end.
public func withTemporaryDirectory<R>(_ body: (String) throws -> R) throws -> R {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-test-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  return try body(directory)
}

/// A real 2 x 2 PNG (red, green / blue, white), drawn by the PNG renderer, at `path`.
public func writeQuadrants(to path: String) throws {
  let quadrants = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
      Color(red: 1, green: 0, blue: 0).frame(width: 1, height: 1)
      Color(red: 0, green: 1, blue: 0).frame(width: 1, height: 1)
    }
    GridRow {
      Color(red: 0, green: 0, blue: 1).frame(width: 1, height: 1)
      Color(red: 1, green: 1, blue: 1).frame(width: 1, height: 1)
    }
  }
  let bytes = try PNGRenderer(scale: 1).render(DisplayList(LayoutEngine().layout(quadrants)))
  #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
}
