import Baseline
import Foundation

/// What users' view files are compiled against: `libBaselinePreviewKit.so`, the modules beside
/// it (`Modules/`, with the stand-ins `BaselineSwiftUI`, `BaselineCombine` and the others that
/// files written for Apple's platforms import under Apple's names), the `#Preview` macro's plugin
/// and the compiler flags the C modules need (their maps and include paths). Either the build
/// folder of a checkout in which `swift build --product BaselinePreviewKit` ran
/// (`make preview-kit`; the flags come from SwiftPM's `description.json`), or an installed kit
/// (`make install`: `lib/baseline/preview`, with the flags in `preview-flags`). By default the
/// folder of the running `baseline`, then the installed kit beside it.
struct PreviewKit {
  let directory: String
  let compilerFlags: [String]

  var library: String { directory + "/libBaselinePreviewKit.so" }
  var modules: String { directory + "/Modules" }
  var macroPlugin: String { directory + "/BaselineMacros-tool" }

  init(option: String?) throws {
    let executable = ResourceLocator.executableDirectory
    let explicit = [option, ProcessInfo.processInfo.environment["BASELINE_PREVIEW_KIT"]].compactMap { $0 }.first { !$0.isEmpty }
    let installed = executable.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("lib/baseline/preview").path }
    let found = [executable, installed].compactMap { $0 }.first {
      FileManager.default.fileExists(atPath: $0 + "/libBaselinePreviewKit.so")
    }
    guard let directory = explicit ?? found ?? executable else {
      throw SceneInput.fail("the preview kit was not found: pass --kit DIR")
    }
    let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
    let required = [
      ("/libBaselinePreviewKit.so", "libBaselinePreviewKit.so"), ("/Modules/BaselineSwiftUI.swiftmodule", "the SwiftUI stand-in (BaselineSwiftUI)"),
      ("/BaselineMacros-tool", "the #Preview macro plugin"),
    ]
    for (path, what) in required where !FileManager.default.fileExists(atPath: folder + path) {
      throw SceneInput.fail(
        "\(folder) has no \(what): build the preview kit first (`make preview-kit`, or `swift build --product BaselinePreviewKit` in the checkout)")
    }
    self.directory = folder
    compilerFlags = try Self.flags(in: folder)
  }

  /// The `-I`, `-Xcc` and `-sanitize=` flags SwiftPM compiled the preview runner with (C modules'
  /// maps and include paths, which compiling against the Swift modules needs too), from the
  /// build folder's `description.json`.
  private static func flags(in directory: String) throws -> [String] {
    if let installed = try? String(contentsOfFile: directory + "/preview-flags", encoding: .utf8) {
      return installed.split(separator: "\n").map { $0.replacingOccurrences(of: "{KIT}", with: directory) }
    }
    let path = directory + "/description.json"
    guard let data = FileManager.default.contents(atPath: path),
      let description = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let commands = description["swiftCommands"] as? [String: Any],
      let runner = commands.first(where: { $0.key.hasPrefix("C.BaselinePreview-") && !$0.key.contains("-tool.") })?.value
        as? [String: Any],
      let arguments = runner["otherArguments"] as? [String]
    else { throw SceneInput.fail("\(path): no compiler command for the preview runner; build the preview kit again") }
    var flags: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if (argument == "-Xcc" || argument == "-I") && index + 1 < arguments.count {
        flags += [argument, arguments[index + 1]]
        index += 2
      } else {
        // A kit built with a sanitizer (`swift test --sanitize=address`) needs its runtime in
        // the program too.
        if (argument.hasPrefix("-I") && argument.count > 2) || argument.hasPrefix("-sanitize=") { flags.append(argument) }
        index += 1
      }
    }
    return flags
  }
}

/// Compiles users' view files and a generated entry point into a preview program, once per set
/// of file contents: the program is kept in a cache folder named by a digest of the files, the
/// kit and the compiler, so running again on unchanged files only lays out.
struct PreviewBuild {
  /// Apple's frameworks whose imports compile as Baseline's stand-ins: `import NAME` finds the
  /// kit's `BaselineNAME` through `-module-alias`, and `#if canImport(NAME)` is true, as on Apple's
  /// platforms. The same names as Package.swift's `appleStandIns`.
  static let appleModules = [
    "SwiftUI", "Combine", "UniformTypeIdentifiers", "CoreTransferable", "Accessibility", "WidgetKit", "CoreGraphics",
    "UIKit", "CoreLocation", "MapKit", "Charts", "os",
  ]

  /// Imported into every file compiled, as `import Foundation` brings Combine's publishers,
  /// `ObservableObject`, `@Observable` and Core Graphics values on Apple's platforms.
  static let foundationOverlay = "BaselineFoundationOverlay"

  let sources: PreviewSources
  let kit: PreviewKit
  let moduleName: String
  /// The platform the files are compiled for: its `#if` conditions, and on iOS UIKit imported
  /// into every file (SwiftUI brings it there).
  var platform = PreviewPlatform.ios

  /// Files with `@main` are left out (the preview program has its own entry point); they are
  /// named here for the command to report.
  let skipped: [String]

  init(sources: PreviewSources, kit: PreviewKit, moduleName: String) {
    self.sources = sources
    self.kit = kit
    self.moduleName = moduleName
    skipped = sources.files.filter { file in
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
      return text.range(of: #"(?m)^\s*@main\b"#, options: .regularExpression) != nil
    }
  }

  /// The program, built now or found in the cache, and the files left out of it. Compiler
  /// diagnostics (with the user's own files and lines) go to standard error.
  ///
  /// Unless `strict`, a compile that fails in some of the files is tried again without them, and
  /// again while others fail for want of what those declared (the files that depend on them),
  /// so the previews of every file that compiles still render; the files left out come back
  /// with their errors. A failure no user file is named in, a strict build's, or one that leaves
  /// no file throws.
  func program(strict: Bool = false) throws -> PreviewProgram {
    let compiler = try PreviewTools.swiftc()
    var files = sources.files.filter { !skipped.contains($0) }
    var digest = StableDigest()
    digest.add("\(compiler)\n\(moduleName)\n")
    for path in [kit.library, kit.macroPlugin] {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      digest.add("\(path) \(attributes?[.size] ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)\n")
    }
    for file in files {
      digest.add(file + "\n")
      digest.add(FileManager.default.contents(atPath: file) ?? Data())
    }
    digest.add(strict ? "strict\n" : "")
    digest.add("platform \(platform.rawValue)\n")
    let folder = Self.cacheRoot() + "/" + digest.hex
    let program = folder + "/preview"
    let leftOutRecord = folder + "/left-out.json"
    if FileManager.default.isExecutableFile(atPath: program) {
      let leftOut = (FileManager.default.contents(atPath: leftOutRecord)).flatMap { try? JSONDecoder().decode([LeftOutFile].self, from: $0) }
      return PreviewProgram(path: program, leftOut: leftOut ?? [])
    }

    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let entry = folder + "/BaselinePreviewMain.swift"
    try """
      // Generated by `baseline preview`: the preview program's entry point.
      import BaselinePreview

      @main enum BaselinePreviewMain {
        @MainActor static func main() async { await PreviewRunner.main() }
      }

      """.write(toFile: entry, atomically: true, encoding: .utf8)
    let compiled = try sourceCopies(of: files, in: folder)
    var leftOut: [LeftOutFile] = []
    var round = 0
    while true {
      let run = try compile(files.map { compiled[$0] ?? $0 } + [entry], compiler: compiler, folder: folder, program: program)
      // Messages about a copy name the user's file (the copy keeps its lines).
      var diagnostics = String(decoding: run.output + run.errors, as: UTF8.self)
      for (file, copy) in compiled { diagnostics = diagnostics.replacingOccurrences(of: copy, with: file) }
      if run.status == 0 {
        FileHandle.standardError.write(Data(diagnostics.utf8))
        break
      }
      let failing = Self.filesWithErrors(diagnostics, among: files)
      guard !strict, !failing.isEmpty, failing.count < files.count else { throw PreviewCompileError(diagnostics: diagnostics) }
      // Every round's messages are shown: a missing module stops the compiler at the first file.
      FileHandle.standardError.write(Data(diagnostics.utf8))
      round += 1
      leftOut += failing.map { LeftOutFile(file: $0, errors: Self.errors(in: diagnostics, of: $0), round: round) }
      files.removeAll { failing.contains($0) }
    }
    try JSONEncoder().encode(leftOut).write(to: URL(fileURLWithPath: leftOutRecord))
    try FileManager.default.moveItem(atPath: program + ".partial", toPath: program)
    return PreviewProgram(path: program, leftOut: leftOut)
  }

  /// Copies of the files whose `#if` conditions ask about the platform, with them decided for
  /// `platform` (`PreviewPlatform.decide`), of the files that import a local package's module,
  /// without those imports (`PreviewSources.droppingLocalImports`), and of the files that declare
  /// views, with them isolated to the main actor as SwiftUI's are (`PreviewIsolation`), in
  /// `folder`, by original path. A copy has its file's
  /// name and lines, so `#fileID`, `#line` and the previews' locations are the user's, and the
  /// compiler's messages are mapped back to the user's file.
  private func sourceCopies(of files: [String], in folder: String) throws -> [String: String] {
    var copies: [String: String] = [:]
    let copiesFolder = folder + "/platform-sources"
    for (index, file) in files.enumerated() {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      let decided = platform.decide(text)
      let imported = sources.droppingLocalImports(decided ?? text) ?? decided
      guard let rewritten = PreviewIsolation.isolating(imported ?? text) ?? imported else { continue }
      // A folder each, so that a copy keeps its file's name (`#fileID`, the report's locations).
      let copyFolder = copiesFolder + "/\(index)"
      try FileManager.default.createDirectory(atPath: copyFolder, withIntermediateDirectories: true)
      let copy = copyFolder + "/" + URL(fileURLWithPath: file).lastPathComponent
      try rewritten.write(toFile: copy, atomically: true, encoding: .utf8)
      copies[file] = copy
    }
    return copies
  }

  /// Compiles `files` into `program`.partial.
  private func compile(_ files: [String], compiler: String, folder: String, program: String) throws -> PreviewTools.Run {
    let arguments =
      ["-module-name", moduleName, "-parse-as-library", "-swift-version", "5", "-Onone", "-D", "DEBUG", "-I", kit.modules]
      + kit.compilerFlags
      + Self.appleModules.flatMap { ["-module-alias", "\($0)=Baseline\($0)"] }
      + ["-Xfrontend", "-import-module", "-Xfrontend", Self.foundationOverlay]
      + (platform == .ios ? ["-Xfrontend", "-import-module", "-Xfrontend", "BaselineUIKit"] : [])
      + ["-load-plugin-executable", kit.macroPlugin + "#BaselineMacros"]
      + ["-L", kit.directory, "-lBaselinePreviewKit", "-Xlinker", "-rpath", "-Xlinker", kit.directory]
      + ["-Xlinker", "--export-dynamic", "-module-cache-path", folder + "/ModuleCache", "-o", program + ".partial"]
      + files
    return try PreviewTools.run(compiler, arguments)
  }

  /// The files among `files` that the compiler's `diagnostics` name in an error.
  static func filesWithErrors(_ diagnostics: String, among files: [String]) -> [String] {
    let named = Set(
      diagnostics.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: #"^(.+\.swift):\d+:\d+: error: "#, options: .regularExpression) else { return nil }
        let prefix = line[range]
        return String(prefix.prefix { $0 != ":" })
      })
    return files.filter { named.contains($0) }
  }

  /// The error lines the compiler's `diagnostics` give for `file`, in the file's order (at most
  /// five; `LINE:COLUMN: error: ...`).
  static func errors(in diagnostics: String, of file: String) -> [String] {
    let lines = diagnostics.split(separator: "\n").filter { $0.hasPrefix(file + ":") && $0.contains(": error: ") }
      .map { String($0.dropFirst(file.count + 1)) }
    func position(_ line: String) -> (Int, Int) {
      let numbers = line.split(separator: ":").prefix(2).map { Int($0) ?? 0 }
      return (numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0)
    }
    return Array(lines.sorted { position($0) < position($1) }.prefix(5))
  }

  /// `$BASELINE_PREVIEW_CACHE`, else `$XDG_CACHE_HOME/baseline/preview`, else
  /// `~/.cache/baseline/preview`.
  static func cacheRoot() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["BASELINE_PREVIEW_CACHE"], !explicit.isEmpty { return explicit }
    let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
    return base + "/baseline/preview"
  }
}

/// View files that did not compile, with the compiler's messages (which name the user's files
/// and lines).
struct PreviewCompileError: Error {
  let diagnostics: String
}

/// A preview program and the files left out of it because they did not compile.
struct PreviewProgram {
  let path: String
  let leftOut: [LeftOutFile]
}

/// A view file left out of a preview program: the compiler's errors in it (`LINE:COLUMN: error:
/// ...`), and the round of compiling that left it out (1: its own errors; later rounds: it failed
/// once the files of the rounds before were left out, so it depends on them).
struct LeftOutFile: Codable, Equatable {
  let file: String
  let errors: [String]
  let round: Int
}

/// A digest whose value is the same in every process (FNV-1a, 64 bits): a cache key, not a
/// defence against tampering.
struct StableDigest {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) { add(Data(text.utf8)) }

  mutating func add(_ data: Data) {
    for byte in data {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
  }

  var hex: String { String(value, radix: 16) }
}
