// The compiler's macro plugin protocol: one JSON message in, one JSON message out.

/// Answers the compiler's messages. The protocol (version 7, as swift-syntax 600-603 speak
/// it) sends `getCapability` first, then one `expand...Macro` message per expansion.
package struct PluginMessageHandler {
  /// The protocol version this handler speaks.
  static let protocolVersion = 7

  /// The host's protocol version; hosts before version 5 want the older result messages.
  private(set) var hostProtocolVersion = 0

  /// A handler that has answered nothing yet.
  package init() {}

  package mutating func respond(to message: PluginJSON) -> PluginJSON {
    if let capability = message["getCapability"] {
      hostProtocolVersion = capability["capability"]?["protocolVersion"]?.intValue ?? 0
      return .object([
        ("getCapabilityResult", .object([("capability", .object([("protocolVersion", .number(Double(Self.protocolVersion)))]))]))
      ])
    }
    if let request = message["expandFreestandingMacro"] {
      return freestandingResult(request)
    }
    if let request = message["expandAttachedMacro"] {
      return attachedResult(request)
    }
    if message["loadPluginLibrary"] != nil {
      return .object([("loadPluginLibraryResult", .object([("loaded", .bool(false)), ("diagnostics", .array([]))]))])
    }
    return result(source: nil, diagnostics: [], attached: false)
  }

  private func freestandingResult(_ request: PluginJSON) -> PluginJSON {
    let syntax = request["syntax"]
    let location = syntax?["location"]
    let fileName = location?["fileName"]?.stringValue ?? ""
    let offset = location?["offset"]?.intValue ?? 0
    let typeName = request["macro"]?["typeName"]?.stringValue ?? ""
    guard typeName == "PreviewMacro" else {
      return result(
        source: nil,
        diagnostics: [Self.error("BaselineMacros has no macro \(typeName)", fileName: fileName, offset: offset)],
        attached: false)
    }
    let expansion = PreviewExpansion(
      source: syntax?["source"]?.stringValue ?? "",
      macroName: request["macro"]?["name"]?.stringValue ?? "Preview",
      discriminator: request["discriminator"]?.stringValue ?? "",
      fileID: location?["fileID"]?.stringValue ?? "",
      line: location?["line"]?.intValue ?? 0,
      column: location?["column"]?.intValue ?? 0)
    do {
      return result(source: try expansion.expandedSource(), diagnostics: [], attached: false)
    } catch {
      return result(source: nil, diagnostics: [Self.error(error.message, fileName: fileName, offset: offset)], attached: false)
    }
  }

  /// `@Entry`'s accessors or key; `@Previewable`, which marks state declared inside a preview's
  /// body where a local property wrapper already does what it asks, adds nothing.
  private func attachedResult(_ request: PluginJSON) -> PluginJSON {
    guard request["macro"]?["typeName"]?.stringValue == "EntryMacro" else {
      return result(source: "", diagnostics: [], attached: true)
    }
    let declaration = request["declSyntax"]
    let location = declaration?["location"]
    do {
      let entry = try EntryExpansion(declaration: declaration?["source"]?.stringValue ?? "")
      let source = request["macroRole"]?.stringValue == "accessor" ? entry.accessors : entry.key
      return result(source: source, diagnostics: [], attached: true)
    } catch {
      let diagnostic = Self.error(
        error.message, fileName: location?["fileName"]?.stringValue ?? "", offset: location?["offset"]?.intValue ?? 0)
      return result(source: nil, diagnostics: [diagnostic], attached: true)
    }
  }

  private func result(source: String?, diagnostics: [PluginJSON], attached: Bool) -> PluginJSON {
    let sourceValue: PluginJSON = source.map { .string($0) } ?? .null
    if hostProtocolVersion >= 5 {
      return .object([("expandMacroResult", .object([("expandedSource", sourceValue), ("diagnostics", .array(diagnostics))]))])
    }
    if attached {
      let sources: PluginJSON = source.map { $0.isEmpty ? .array([]) : .array([.string($0)]) } ?? .null
      return .object([("expandAttachedMacroResult", .object([("expandedSources", sources), ("diagnostics", .array(diagnostics))]))])
    }
    return .object([("expandFreestandingMacroResult", .object([("expandedSource", sourceValue), ("diagnostics", .array(diagnostics))]))])
  }

  static func error(_ message: String, fileName: String, offset: Int) -> PluginJSON {
    .object([
      ("message", .string(message)),
      ("severity", .string("error")),
      ("position", .object([("fileName", .string(fileName)), ("offset", .number(Double(offset)))])),
      ("highlights", .array([])),
      ("notes", .array([])),
      ("fixIts", .array([])),
    ])
  }
}
