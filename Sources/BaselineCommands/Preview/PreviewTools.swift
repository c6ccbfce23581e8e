import Foundation

/// The toolchain programs `baseline preview` uses (the Swift toolchain is the only requirement:
/// `swiftc`, `swift-demangle` beside it, and `nm` or the toolchain's `llvm-nm`), and running a
/// program to completion.
enum PreviewTools {
  /// What a finished program did.
  struct Run {
    var status: Int32
    /// Whether it was killed by a signal (`status` is then the signal).
    var signaled: Bool
    var output: Data
    var errors: Data
  }

  /// `$SWIFTC`, else `swiftc` on the `PATH`.
  static func swiftc() throws -> String {
    if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], !explicit.isEmpty { return explicit }
    guard let found = onPath("swiftc") else { throw SceneInput.fail("swiftc is not on the PATH: baseline preview needs the Swift toolchain") }
    return found
  }

  /// A program of the toolchain, beside the real `swiftc` (links followed), else on the `PATH`.
  static func toolchainProgram(_ name: String) throws -> String {
    let compiler = URL(fileURLWithPath: try swiftc()).resolvingSymlinksInPath()
    let beside = compiler.deletingLastPathComponent().appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    guard let found = onPath(name) else { throw SceneInput.fail("\(name) was not found beside swiftc or on the PATH") }
    return found
  }

  static func onPath(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs `program` with `arguments` (and `input` on its standard input) until it ends. Output
  /// goes through temporary files, so neither stream can fill up and stall it.
  static func run(_ program: String, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    if let input {
      let source = folder.appendingPathComponent("in")
      try input.write(to: source)
      process.standardInput = try FileHandle(forReadingFrom: source)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      output: (try? Data(contentsOf: out)) ?? Data(), errors: (try? Data(contentsOf: err)) ?? Data())
  }
}

/// The previews a built program holds: the types that conform to `PreviewRegistry` (one per
/// `#Preview`) or `PreviewProvider`, found in the program's symbol table (`nm`). Each is named to
/// the program by where its metadata accessor is, as an offset from `main`: the accessors of
/// internal and private types are local symbols, which `dlsym` cannot find, but the program
/// finds `main` and adds the offset.
enum PreviewDiscovery {
  struct Entry: Equatable {
    /// The accessor's address less `main`'s, in hexadecimal: what the program is given.
    var symbol: String
    /// The type's name, as the demangler writes it (`App.Card_Previews`).
    var typeName: String
    var isProvider: Bool
  }

  static func entries(in program: String) throws -> [Entry] {
    let nm = try PreviewTools.onPath("nm") ?? PreviewTools.toolchainProgram("llvm-nm")
    let listing = try PreviewTools.run(nm, ["--defined-only", "-P", program])
    guard listing.status == 0 else { throw SceneInput.failure("nm could not read \(program)", status: 1) }
    var addresses: [String: Int] = [:]
    for line in String(decoding: listing.output, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count >= 3, let address = Int(fields[2], radix: 16) else { continue }
      addresses[String(fields[0])] = address
    }
    guard let main = addresses["main"] else { throw SceneInput.failure("\(program) has no main", status: 1) }
    let names = addresses.keys.filter { $0.hasSuffix("Mc") || $0.hasSuffix("Ma") }.sorted()
    guard !names.isEmpty else { return [] }
    let demangler = try PreviewTools.toolchainProgram("swift-demangle")
    let demangled = try PreviewTools.run(demangler, ["--compact"], input: Data(names.joined(separator: "\n").utf8))
    let readable = String(decoding: demangled.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    guard readable.count >= names.count else { throw SceneInput.failure("swift-demangle gave fewer lines than it was given", status: 1) }

    var accessors: [String: String] = [:]
    var conformances: [(type: String, isProvider: Bool)] = []
    for (mangled, text) in zip(names, readable) {
      if let type = text.dropPrefix("type metadata accessor for ") {
        accessors[type] = mangled
      } else if let rest = text.dropPrefix("protocol conformance descriptor for "), let colon = rest.range(of: " : ") {
        let type = String(rest[..<colon.lowerBound])
        let proto = rest[colon.upperBound...]
        if proto.hasPrefix("SwiftUISurface.PreviewRegistry") { conformances.append((type, false)) }
        if proto.hasPrefix("SwiftUISurface.PreviewProvider") { conformances.append((type, true)) }
      }
    }
    return conformances.compactMap { conformance in
      guard let accessor = accessors[conformance.type], let address = addresses[accessor] else { return nil }
      let offset = address - main
      let symbol = (offset < 0 ? "-" : "") + String(abs(offset), radix: 16)
      return Entry(symbol: symbol, typeName: conformance.type, isProvider: conformance.isProvider)
    }.sorted { ($0.isProvider ? 1 : 0, $0.typeName) < ($1.isProvider ? 1 : 0, $1.typeName) }
  }
}

extension String {
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
