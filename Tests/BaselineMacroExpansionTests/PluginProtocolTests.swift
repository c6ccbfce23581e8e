import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import BaselineMacroExpansion

/// A host message as the compiler sends it, parsed.
private func message(_ text: String) throws -> PluginJSON {
  try PluginJSON.parse(Array(text.utf8))
}

/// A handler that has answered a version-7 host's capability message.
private func handshaken() throws -> PluginMessageHandler {
  var handler = PluginMessageHandler()
  _ = handler.respond(to: try message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#))
  return handler
}

@Suite("The macro plugin speaks the compiler's protocol")
struct PluginProtocolTests {
  @Test("capability: answers with protocol version 7 and remembers the host's")
  func capability() throws {
    var handler = PluginMessageHandler()
    let answer = handler.respond(to: try message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#))
    #expect(answer.serialized == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    #expect(handler.hostProtocolVersion == 7)
  }

  @Test("#Preview expands to a registry type around Baseline.Preview with the same arguments")
  func previewExpansion() throws {
    var handler = try handshaken()
    let request = #"""
      {"expandFreestandingMacro":{"macro":{"moduleName":"BaselineMacros","typeName":"PreviewMacro","name":"Preview"},
      "macroRole":"declaration","discriminator":"$s4App0A5CardfMf_",
      "syntax":{"kind":"declaration","source":"#Preview(\"Card\") {\n  CardView()\n}",
      "location":{"fileID":"App/Card.swift","fileName":"/src/App/Card.swift","offset":120,"line":12,"column":1}}}}
      """#
    let answer = handler.respond(to: try message(request))
    let expected = """
      struct $s4App0A5CardfMf_15PreviewRegistryfMu_: Baseline.PreviewRegistry {
        static let fileID: String = "App/Card.swift"
        static let line: Int = 12
        static let column: Int = 1
        static func makePreview() -> Baseline.Preview {
          Baseline.Preview("Card") {
        CardView()
      }
        }
      }
      """
    #expect(answer["expandMacroResult"]?["expandedSource"]?.stringValue == expected)
    #expect(answer["expandMacroResult"]?["diagnostics"] == .array([]))
  }

  @Test("attributes before #Preview go on the registry type")
  func attributesKept() throws {
    let expansion = PreviewExpansion(
      source: "@available(macOS 14, *)\n#Preview { Text(\"Hi\") }", macroName: "Preview",
      discriminator: "$d", fileID: "M/F.swift", line: 3, column: 1)
    let source = try expansion.expandedSource()
    #expect(source.hasPrefix("@available(macOS 14, *)\nstruct $d15PreviewRegistryfMu_: Baseline.PreviewRegistry {"))
    #expect(source.contains("Baseline.Preview { Text(\"Hi\") }"))
  }

  @Test("the line and column are the marker's: past the leading trivia and attributes the location starts at")
  func markerLocation() throws {
    // After a struct's closing brace and a blank line, the compiler's location is the end of
    // the brace's line (line 14, column 2); `#Preview` is two lines down, in column 1.
    let afterBlank = PreviewExpansion(
      source: "\n\n#Preview { Text(\"Hi\") }", macroName: "Preview", discriminator: "$d", fileID: "M/F.swift", line: 14,
      column: 2)
    let source = try afterBlank.expandedSource()
    #expect(source.contains("static let line: Int = 16\n"))
    #expect(source.contains("static let column: Int = 1\n"))
    // An attribute on the line before: the marker is one line down.
    let attributed = PreviewExpansion(
      source: "@available(macOS 14, *)\n  #Preview { Text(\"Hi\") }", macroName: "Preview", discriminator: "$d",
      fileID: "M/F.swift", line: 3, column: 1)
    let second = try attributed.expandedSource()
    #expect(second.contains("static let line: Int = 4\n"))
    #expect(second.contains("static let column: Int = 3\n"))
  }

  @Test("file names become Swift literals: quotes, backslashes and control characters escaped")
  func literals() {
    #expect(PreviewExpansion.literal("A/\"b\\c\u{1}.swift") == #""A/\"b\\c\u{1}.swift""#)
  }

  @Test("a source without the macro's name is refused with a diagnostic at the expansion")
  func missingMarker() throws {
    var handler = try handshaken()
    let request = #"""
      {"expandFreestandingMacro":{"macro":{"moduleName":"BaselineMacros","typeName":"PreviewMacro","name":"Preview"},
      "discriminator":"$d","syntax":{"kind":"declaration","source":"Preview {}",
      "location":{"fileID":"M/F.swift","fileName":"/F.swift","offset":7,"line":1,"column":1}}}}
      """#
    let result = handler.respond(to: try message(request))["expandMacroResult"]
    #expect(result?["expandedSource"] == .null)
    guard case .array(let diagnostics)? = result?["diagnostics"], let first = diagnostics.first else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(first["severity"]?.stringValue == "error")
    #expect(first["message"]?.stringValue == "the expansion does not contain #Preview")
    #expect(first["position"]?["offset"]?.intValue == 7)
  }

  @Test("an unknown macro type is refused, not expanded")
  func unknownMacro() throws {
    var handler = PluginMessageHandler()
    let request = ##"{"expandFreestandingMacro":{"macro":{"typeName":"Other","name":"Other"},"discriminator":"$d","syntax":{"kind":"expression","source":"#Other","location":{"fileID":"M/F.swift","fileName":"/F.swift","offset":0,"line":1,"column":1}}}}"##
    let answer = handler.respond(to: try message(request))
    // A host that sent no capability is treated as before version 5: the older result message.
    #expect(answer["expandFreestandingMacroResult"]?["expandedSource"] == .null)
  }

  @Test("@Previewable expands to nothing")
  func previewable() throws {
    var handler = try handshaken()
    let answer = handler.respond(to: try message(#"{"expandAttachedMacro":{"macro":{"typeName":"PreviewableMacro","name":"Previewable"},"macroRole":"peer"}}"#))
    #expect(answer.serialized == #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }

  @Test("loadPluginLibrary is declined")
  func loadLibrary() throws {
    var handler = PluginMessageHandler()
    let answer = handler.respond(to: try message(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#))
    #expect(answer.serialized == #"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
  }
}

@Suite("The plugin's JSON")
struct PluginJSONTests {
  @Test("escapes, \\u sequences and surrogate pairs read back to the same text")
  func strings() throws {
    let value = try message(#"{"s":"a\"b\\c\nd\u00e9\ud83d\ude00\/"}"#)
    #expect(value["s"]?.stringValue == "a\"b\\c\nd\u{E9}\u{1F600}/")
    #expect(try message(value.serialized) == value)
    #expect(PluginJSON.string("\u{01}").serialized == #""\u0001""#)
  }

  @Test("numbers, literals and nesting")
  func values() throws {
    let value = try message(#" [1, -2.5, 1e3, true, false, null, {}, []] "#)
    #expect(value == .array([.number(1), .number(-2.5), .number(1000), .bool(true), .bool(false), .null, .object([]), .array([])]))
    #expect(value.serialized == "[1,-2.5,1000,true,false,null,{},[]]")
  }

  @Test("malformed text is an error with its byte offset, never a crash")
  func malformed() {
    // The offset is where reading stopped: the end of the 7 bytes for an unterminated string.
    #expect(throws: PluginJSONError(offset: 7, reason: "unterminated string")) { try message(#"{"a":"b"#) }
    #expect(throws: PluginJSONError(offset: 2, reason: "text after the value")) { try message("1 2") }
    #expect(throws: PluginJSONError(offset: 64, reason: "nested too deeply")) {
      try message(String(repeating: "[", count: 100))
    }
    #expect(throws: PluginJSONError(offset: 0, reason: "unexpected end")) { try message("") == .null }
    #expect(throws: PluginJSONError(offset: 0, reason: "expected a value")) { try message("x") == .null }
  }
}

@Suite("The plugin's message framing")
struct PluginFramingTests {
  /// A pipe holding `bytes` as one message, closed for writing; returns its read end.
  private func pipe(holding bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    #expect(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
    #expect(PluginFraming.writeMessage(bytes, to: ends[1]))
    close(ends[1])
    return ends[0]
  }

  @Test("a message is an 8-byte little-endian length and the JSON; it reads back whole")
  func roundTrip() throws {
    let payload = Array(#"{"getCapability":{}}"#.utf8)
    let descriptor = pipe(holding: payload)
    defer { close(descriptor) }
    #expect(try PluginFraming.readMessage(from: descriptor) == payload)
    #expect(try PluginFraming.readMessage(from: descriptor) == nil)
  }

  @Test("an empty message ends the conversation, as the compiler sends it when it is done")
  func emptyMessageEnds() throws {
    var ends: [Int32] = [0, 0]
    #expect(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
    #expect(PluginFraming.writeMessage([], to: ends[1]))
    #expect(PluginFraming.writeMessage(Array("{}".utf8), to: ends[1]))
    close(ends[1])
    defer { close(ends[0]) }
    #expect(try PluginFraming.readMessage(from: ends[0]) == nil)
  }

  @Test("a header announcing 4 GiB or more is an error the plugin reports, not an allocation")
  func oversizedMessage() {
    var ends: [Int32] = [0, 0]
    #expect(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
    // Length 2^32, little-endian: bytes 0, 0, 0, 0, 1, 0, 0, 0.
    _ = [UInt8]([0, 0, 0, 0, 1, 0, 0, 0]).withUnsafeBytes { write(ends[1], $0.baseAddress, 8) }
    close(ends[1])
    defer { close(ends[0]) }
    #expect(throws: PluginFraming.OversizedMessage.self) { try PluginFraming.readMessage(from: ends[0]) }
  }

  @Test("a header cut short is the end of input, not a message")
  func truncatedHeader() throws {
    var ends: [Int32] = [0, 0]
    #expect(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
    _ = [UInt8](repeating: 1, count: 3).withUnsafeBytes { write(ends[1], $0.baseAddress, 3) }
    close(ends[1])
    defer { close(ends[0]) }
    #expect(try PluginFraming.readMessage(from: ends[0]) == nil)
  }
}

@Suite("@Entry expands to accessors and a key")
struct EntryMacroTests {
  /// The expansion of `@Entry` on `declaration` in `role` (accessor or peer), as the plugin
  /// answers a version-7 host.
  private func expand(_ declaration: String, role: String) throws -> PluginJSON? {
    var handler = try handshaken()
    var quoted = ""
    PluginJSON.appendQuoted(declaration, to: &quoted) { "\\u{" + String($0, radix: 16) + "}" }
    let request =
      #"{"expandAttachedMacro":{"macro":{"typeName":"EntryMacro","name":"Entry"},"macroRole":"\#(role)","discriminator":"$d","#
      + #""declSyntax":{"kind":"declaration","source":\#(quoted),"location":{"fileID":"M/F.swift","fileName":"/F.swift","offset":40,"line":3,"column":3}}}}"#
    return handler.respond(to: try message(request))["expandMacroResult"]
  }

  @Test("the accessors read and write the key; the key's default is the initial value")
  func expansion() throws {
    let accessors = try expand("@Entry var cardPadding: CGFloat = 12", role: "accessor")
    #expect(accessors?["expandedSource"]?.stringValue == "get {\n  self[__Key_cardPadding.self]\n}\nset {\n  self[__Key_cardPadding.self] = newValue\n}")
    let key = try expand("@Entry public var tint: Color = .blue.opacity(0.5)", role: "peer")
    #expect(
      key?["expandedSource"]?.stringValue
        == "private struct __Key_tint: Baseline._EntryKey {\n  typealias Value = Color\n  static var defaultValue: Value {\n    .blue.opacity(0.5)\n  }\n}")
  }

  @Test("types with generic arguments and defaults with == keep their text; an optional defaults to nil")
  func reading() throws {
    let entry = try EntryExpansion(declaration: "@Entry var map: [String: Int] = [\"a\": 1 == 1 ? 2 : 3]")
    #expect(entry.type == "[String: Int]")
    #expect(entry.defaultValue == "[\"a\": 1 == 1 ? 2 : 3]")
    let closure = try EntryExpansion(declaration: "@Entry var action: () -> Void = {}")
    #expect(closure.type == "() -> Void" && closure.defaultValue == "{}")
    let optional = try EntryExpansion(declaration: "@Entry var selection: Int?")
    #expect(optional.defaultValue == "nil")
  }

  @Test("a declaration without a type or a default is refused with a diagnostic")
  func refused() throws {
    let answer = try expand("@Entry var count = 3", role: "peer")
    #expect(answer?["expandedSource"] == .null)
    guard case .array(let diagnostics)? = answer?["diagnostics"] else {
      Issue.record("no diagnostics")
      return
    }
    let diagnostic = diagnostics.first
    #expect(diagnostic?["message"]?.stringValue == "@Entry: write the type of 'count' (var count: Type = value)")
    #expect(diagnostic?["position"]?["offset"]?.intValue == 40)
    #expect(throws: EntryExpansion.Failure.self) { try EntryExpansion(declaration: "@Entry var count: Int") }
  }
}
