// The plugin process: messages framed by an 8-byte little-endian length on standard input,
// answers framed the same way on standard output.

import BaselineMacroExpansion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@main
enum BaselineMacrosPlugin {
  static func main() {
    var handler = PluginMessageHandler()
    while true {
      let payload: [UInt8]?
      do {
        payload = try PluginFraming.readMessage(from: 0)
      } catch {
        fail("BaselineMacros: \(error)")
      }
      guard let payload else { break }
      let answer: PluginJSON
      do {
        answer = handler.respond(to: try PluginJSON.parse(payload))
      } catch {
        fail("BaselineMacros: \(error)")
      }
      guard PluginFraming.writeMessage(Array(answer.serialized.utf8), to: 1) else {
        fail("BaselineMacros: cannot write to the compiler")
      }
    }
  }

  private static func fail(_ message: String) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
  }
}
