import Foundation

/// Runs `executable` with `arguments` and returns what it printed on standard output (standard
/// error is discarded) and its exit status; nil when it could not be started. For the
/// comparisons with other engines (Chromium, Taffy).
func outputOf(_ executable: String, _ arguments: [String]) -> (text: String, status: Int32)? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}
