public import ArgumentParser
import Baseline
import BaselinePreview
import Foundation

/// `baseline preview PATH... [-o DIR]`: the `#Preview`s and `PreviewProvider`s of SwiftUI view
/// files, compiled against Baseline and laid out with real fonts, written as pictures, layout
/// JSON and a gallery page.
public struct PreviewCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Render the SwiftUI previews of view files: PNG, SVG, layout JSON and a gallery.",
    discussion: """
      PATH is Swift files, a folder of them, or a package (its Sources). The files compile as \
      they are (`import SwiftUI`, `import Combine` and the like resolve to Baseline on Linux) \
      against the preview kit (`make preview-kit`); the program is cached, so a second run of \
      unchanged files only lays out. Each preview is laid out in a process of its own: one whose body \
      traps is reported and the others still render. Writes DIR/index.html, and per preview \
      a .png, a .svg and a .json. Exit status: 0, or 1 when files do not compile, a preview \
      fails, or --fail-on finds something.
      """)

  @Argument(help: "Swift files, folders or packages.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The folder to write the gallery to.")
  var output = "previews"

  @Option(help: "Pixels per point of the PNG pictures (0.25 to 8).")
  var scale: Double = 2

  @Flag(help: "Draw text frames, baselines and alignment lines over the pictures.")
  var guides = false

  @Option(help: "A folder of font files (.ttf, .otf, .ttc) to lay out with besides the bundled fonts.")
  var fonts: String?

  @Option(help: "A width that replaces every preview's own (points).")
  var width: Double?

  @Option(help: "A height that replaces every preview's own (points).")
  var height: Double?

  @Option(help: "A device whose screen every preview is laid out on (\"iPhone 15 Pro\"), instead of its own.")
  var device: String?

  @Option(help: "The locale of the environment (en_US by default), for dates and numbers in the views.")
  var locale: String?

  @Option(name: .customLong("color-scheme"), help: "light (default) or dark: the environment's color scheme.")
  var colorScheme: String?

  @Option(
    name: .customLong("dynamic-type"),
    help: "The environment's text size (xSmall ... xxxLarge, accessibility1 ... accessibility5). Fonts do not scale with it; @ScaledMetric does.")
  var dynamicType: String?

  @Option(help: "An asset catalog (.xcassets) for Color(\"name\") and Image(\"name\") (default: the first one beside the sources).")
  var assets: String?

  @Option(help: "Only previews whose name, type or file contains this text.")
  var filter: String?

  @Option(
    name: .customLong("fail-on"),
    help: "Exit 1 when a preview has any of these findings: truncation, clipped, overflow (comma-separated).")
  var failOn: String?

  @Option(help: "Write the findings as JUnit XML to this file.")
  var junit: String?

  @Option(help: "The preview kit's folder (default: the folder of this program).")
  var kit: String?

  @Option(help: "The module name the files are compiled as.")
  var moduleName = "Previews"

  @Option(help: "The platform the previews are compiled for, ios (default) or macos: its #if os(...) and canImport(UIKit) branches are the ones compiled.")
  var platform: String = "ios"

  @Flag(help: "Fail (exit 1) when a file does not compile, instead of leaving it and the files that need it out.")
  var strict = false

  @Flag(help: "Serve the gallery on 127.0.0.1 (--port), rebuild when a file changes; the page updates itself.")
  var serve = false

  @Option(help: "The port --serve listens on.")
  var port: Int = 8000

  public init() {}

  public func validate() throws {
    guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw ValidationError("--scale: expected a number from 0.25 to 8") }
    for length in [width, height].compactMap({ $0 }) where !(length.isFinite && length >= 0 && length <= 1e6) {
      throw ValidationError("--width, --height: expected a length from 0 to 1000000")
    }
    if let failOn {
      for kind in failOn.split(separator: ",") where !["truncation", "clipped", "overflow"].contains(kind) {
        throw ValidationError("--fail-on: unknown finding \"\(kind)\"; expected truncation, clipped or overflow")
      }
    }
    // The names the preview program reads (`RenderOptions`): the enumerations' own cases.
    let schemes = ColorScheme.allCases.map { "\($0)" }
    if let colorScheme, !schemes.contains(colorScheme) {
      throw ValidationError("--color-scheme: expected \(schemes.joined(separator: " or ")), got \(colorScheme)")
    }
    let sizes = DynamicTypeSize.allCases.map { "\($0)" }
    if let dynamicType, !sizes.contains(dynamicType) {
      throw ValidationError("--dynamic-type: expected one of \(sizes.joined(separator: ", ")), got \(dynamicType)")
    }
    if let assets, !FileManager.default.fileExists(atPath: assets) {
      throw ValidationError("--assets: \(assets) does not exist")
    }
    guard PreviewPlatform(rawValue: platform) != nil else {
      throw ValidationError("--platform: expected \(PreviewPlatform.allCases.map(\.rawValue).joined(separator: " or ")), got \(platform)")
    }
    guard (1...65535).contains(port) else { throw ValidationError("--port: expected 1 to 65535, got \(port)") }
    guard moduleName.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
      throw ValidationError("--module-name: expected a Swift identifier")
    }
  }

  public func run() throws {
    let kit = try PreviewKit(option: kit)
    if serve {
      try PreviewServer(port: port, folder: output).run(watching: paths) { () throws -> PreviewServer.Pass in
        do {
          let outcomes = try render(sources: PreviewSources(paths: paths), kit: kit, live: true).outcomes
          return .rendered(outcomes.count)
        } catch let error as PreviewCompileError {
          try PreviewGallery(outcomes: []).html(live: true, compileError: error.diagnostics)
            .write(toFile: output + "/index.html", atomically: true, encoding: .utf8)
          return .failed(error.diagnostics)
        }
      }
    }
    let outcomes: [PreviewOutcome]
    let leftOut: [LeftOutFile]
    do {
      (outcomes, leftOut) = try render(sources: PreviewSources(paths: paths), kit: kit, live: false)
    } catch let error as PreviewCompileError {
      FileHandle.standardError.write(Data(error.diagnostics.utf8))
      throw SceneInput.failure("the view files did not compile (the compiler's messages are above)", status: 1)
    }
    let failing = Set((failOn ?? "").split(separator: ",").map(String.init))
    if let junit {
      try PreviewGallery(outcomes: outcomes).junit(failing: failing).write(toFile: junit, atomically: true, encoding: .utf8)
    }
    var status: Int32 = 0
    for outcome in outcomes {
      if let failure = outcome.failure {
        print("\(outcome.location) \(outcome.title): failed: \(failure)")
        status = 1
        continue
      }
      print("\(outcome.location) \(outcome.title): \(outcome.sizeText)")
      for finding in outcome.report.findings {
        print("\(outcome.location) \(outcome.title): \(finding.message)")
        if failing.contains(finding.kind) { status = 1 }
      }
      for warning in outcome.report.warnings { print("\(outcome.location) \(outcome.title): warning: \(warning)") }
    }
    for file in leftOut {
      let cause = file.round == 1 ? "did not compile" : "did not compile once the files above were left out"
      print("\(Self.displayName(file.file)): left out: \(cause): \(file.errors.first ?? "")")
    }
    print("\(outcomes.count) preview\(outcomes.count == 1 ? "" : "s") in \(output)/index.html")
    if status != 0 { throw ExitCode(status) }
  }

  /// Builds the program (or finds it cached), lays every preview out in a process of its own,
  /// and writes the pictures, layouts and the gallery page.
  func render(sources: PreviewSources, kit: PreviewKit, live: Bool) throws -> (outcomes: [PreviewOutcome], leftOut: [LeftOutFile]) {
    var build = PreviewBuild(sources: sources, kit: kit, moduleName: moduleName)
    build.platform = PreviewPlatform(rawValue: platform) ?? .ios
    FileHandle.standardError.write(Data("note: compiling for \(build.platform.name) (--platform)\n".utf8))
    for file in build.skipped {
      FileHandle.standardError.write(Data("note: \(file) declares @main; it is left out of the preview program\n".utf8))
    }
    let built = try build.program(strict: strict)
    let program = built.path
    // `Bundle.main` is the program's folder: the app's resources go beside it.
    try sources.linkResources(into: URL(fileURLWithPath: program).deletingLastPathComponent().path)
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

    var options = ["--scale", String(scale)]
    if guides { options.append("--guides") }
    if let fonts { options += ["--fonts", fonts] }
    if let width { options += ["--width", String(width)] }
    if let height { options += ["--height", String(height)] }
    if let device { options += ["--device", device] }
    if let locale { options += ["--locale", locale] }
    if let colorScheme { options += ["--color-scheme", colorScheme] }
    if let dynamicType { options += ["--dynamic-type", dynamicType] }
    if let catalog = assets ?? sources.assetCatalogs.first {
      options += ["--assets", URL(fileURLWithPath: catalog).standardizedFileURL.path]
    }

    var outcomes: [PreviewOutcome] = []
    for entry in try PreviewDiscovery.entries(in: program) {
      // A `#Preview` says where it was written; a provider is found by its type's declaration.
      let declaration = entry.isProvider ? sources.declaration(of: entry.typeName) : nil
      let listing = try PreviewTools.run(program, ["list", entry.symbol], environment: Self.childEnvironment)
      let listed = String(decoding: listing.output, as: UTF8.self).split(separator: "\n")
        .compactMap { try? JSONDecoder().decode(PreviewReport.self, from: Data($0.utf8)) }
      guard listing.status == 0, !listing.signaled else {
        outcomes.append(.failed(entry, index: 0, name: nil, reason: Self.reason(listing), sources: sources, declaration: declaration))
        continue
      }
      for report in listed where matchesFilter(report, entry, sources) {
        let stem = Self.stem(entry, report, taken: Set(outcomes.compactMap(\.stem)))
        let arguments = ["render", entry.symbol, String(report.index), output, stem] + options
        let run = try PreviewTools.run(program, arguments, environment: Self.childEnvironment)
        if run.status == 0, !run.signaled, let line = String(decoding: run.output, as: UTF8.self).split(separator: "\n").last,
          let rendered = try? JSONDecoder().decode(PreviewReport.self, from: Data(line.utf8))
        {
          outcomes.append(PreviewOutcome(entry: entry, report: rendered, stem: stem, failure: nil, sources: sources, declaration: declaration))
        } else {
          outcomes.append(.failed(entry, index: report.index, name: report.name, reason: Self.reason(run), sources: sources, declaration: declaration, report: report))
        }
      }
    }
    try PreviewGallery(outcomes: outcomes, folder: output, leftOut: built.leftOut, platform: build.platform.name).html(live: live)
      .write(toFile: output + "/index.html", atomically: true, encoding: .utf8)
    return (outcomes, built.leftOut)
  }

  /// A file's path as the report names it: relative to the working folder when inside it.
  static func displayName(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }

  private func matchesFilter(_ report: PreviewReport, _ entry: PreviewDiscovery.Entry, _ sources: PreviewSources) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    return [report.name ?? "", entry.typeName, report.fileID ?? ""].contains { $0.localizedCaseInsensitiveContains(filter) }
  }

  /// A preview program's environment: the bundled fonts this command found (the program, in a
  /// cache folder, has no install or checkout around it to find them from), no backtrace on a
  /// trap (the runtime's one-line message is what the report shows, and the backtracer takes
  /// seconds), and, in a program built with AddressSanitizer, no leak report when the one-shot
  /// process exits.
  static let childEnvironment = [
    "SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": "detect_leaks=0", BundledFonts.environmentVariable: BundledFonts.directory,
  ]

  /// Why a run failed: its signal or status and its message (the runtime's `Fatal error` line
  /// when it trapped, else the last lines of its standard error).
  static func reason(_ run: PreviewTools.Run) -> String {
    let lines = String(decoding: run.errors, as: UTF8.self).split(separator: "\n").filter { !$0.isEmpty }
    let fatal = lines.first { $0.contains("Fatal error") }.map { String($0.drop { $0 != "F" }) }
    let message = fatal ?? lines.suffix(3).joined(separator: " / ")
    let how = run.signaled ? "the preview trapped (signal \(run.status))" : "exit status \(run.status)"
    return message.isEmpty ? how : "\(how): \(message.prefix(300))"
  }

  /// A file name for a preview's outputs: its file and line, or its type, and its index; made
  /// unique among `taken`.
  static func stem(_ entry: PreviewDiscovery.Entry, _ report: PreviewReport, taken: Set<String>) -> String {
    var base: String
    if let fileID = report.fileID, let line = report.line {
      base = (fileID.split(separator: "/").last.map(String.init) ?? fileID).replacingOccurrences(of: ".swift", with: "") + "-\(line)"
    } else {
      base = (entry.typeName.split(separator: ".").last.map(String.init) ?? entry.typeName) + "-\(report.index)"
    }
    base = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    var stem = base
    var counter = 2
    while taken.contains(stem) {
      stem = "\(base)-\(counter)"
      counter += 1
    }
    return stem
  }
}
