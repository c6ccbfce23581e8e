import Foundation
import Baseline
import BaselineRendering
import BaselineScenes
#if canImport(Glibc)
import Glibc
#endif

/// The entry point of the program `baseline preview` builds from a user's view files: its
/// `main.swift` calls `PreviewRunner.main()`. The command runs the program once per question, so
/// a preview whose body traps takes only its own process down:
///
/// - `list SYMBOL...`: one ``PreviewReport`` line (no size yet) per preview of each type (a
///   `#Preview` registry or a `PreviewProvider`), named by where its type metadata accessor is:
///   its address less `main`'s, in hexadecimal (the command reads both from the symbol table);
/// - `render SYMBOL INDEX DIRECTORY STEM [--scale S] [--guides] [--fonts DIR] [--width W]
///   [--height H] [--device NAME] [--locale ID] [--color-scheme light|dark] [--dynamic-type SIZE]
///   [--assets CATALOG]`: lays the preview out with the bundled fonts (and `--fonts`), writes
///   `STEM.png`, `STEM.svg`, `STEM-guides.svg` (text baselines and alignment lines drawn over)
///   and `STEM.json` into DIRECTORY and prints its report.
public enum PreviewRunner {
  /// Runs the command in `CommandLine.arguments` and exits: 0 when it worked, 1 with a message on
  /// standard error when it did not.
  @MainActor public static func main() async -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      switch arguments.first {
      case "list":
        for symbol in arguments.dropFirst() {
          for (index, preview) in try previews(of: symbol).enumerated() {
            emit(PreviewReport(symbol: symbol, index: index, name: preview.preview.name, fileID: preview.fileID, line: preview.line))
          }
        }
      case "render":
        emit(try await render(Array(arguments.dropFirst())))
      default:
        throw PreviewProgramError("usage: list SYMBOL... | render SYMBOL INDEX DIRECTORY STEM [options]")
      }
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }

  /// Writes a report line to standard output at once (the process may trap right after).
  private static func emit(_ report: PreviewReport) {
    FileHandle.standardOutput.write(Data((report.jsonLine + "\n").utf8))
  }

  /// The previews of the type whose metadata accessor is `symbol`, with where each was written
  /// when it says.
  @MainActor static func previews(of symbol: String) throws -> [(preview: Preview, fileID: String?, line: Int?)] {
    let type = try metatype(symbol)
    if let registry = type as? any PreviewRegistry.Type {
      return [(registry.makePreview(), registry.fileID, registry.line)]
    }
    if let provider = type as? any PreviewProvider.Type {
      return providerPreviews(provider).map { ($0, nil, nil) }
    }
    throw PreviewProgramError("\(type) is neither a #Preview nor a PreviewProvider")
  }

  @MainActor private static func providerPreviews<Provider: PreviewProvider>(_ provider: Provider.Type) -> [Preview] {
    Preview.previews(of: provider)
  }

  /// The type whose metadata accessor is `offset` (hexadecimal, signed) bytes from `main` in
  /// this program (linked with `main` exported, so `dlsym` finds it). A non-generic type's
  /// accessor takes the metadata request in the first argument register and returns the
  /// metadata in the first result register, as a C function of one integer returning a pointer
  /// does.
  static func metatype(_ offset: String) throws -> Any.Type {
    let negative = offset.hasPrefix("-")
    guard let magnitude = Int(negative ? String(offset.dropFirst()) : offset, radix: 16),
      let program = dlopen(nil, RTLD_NOW), let main = dlsym(program, "main")
    else { throw PreviewProgramError("no type accessor at \(offset) in the preview program") }
    let address = main.advanced(by: negative ? -magnitude : magnitude)
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
    let metadata = unsafeBitCast(address, to: Accessor.self)(0)
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// Lays one preview out, writes its pictures and layout, and reports.
  @MainActor static func render(_ arguments: [String]) async throws -> PreviewReport {
    guard arguments.count >= 4, let index = Int(arguments[1]) else {
      throw PreviewProgramError("render: expected SYMBOL INDEX DIRECTORY STEM")
    }
    let (symbol, directory, stem) = (arguments[0], arguments[2], arguments[3])
    let options = try RenderOptions(Array(arguments.dropFirst(4)))
    let all = try previews(of: symbol)
    guard all.indices.contains(index) else { throw PreviewProgramError("\(symbol) has no preview \(index)") }
    let (preview, fileID, line) = all[index]

    var fonts = try FontContext.bundled()
    for path in options.fontFiles { fonts = try fonts.adding(contentsOf: path) }
    var proposal = preview.proposal
    var warnings = preview.warnings
    if let device = options.device {
      if let screen = PreviewDevice(rawValue: device).screenSize {
        proposal = ProposedViewSize(width: screen.width, height: screen.height)
      } else {
        warnings.append("--device: unknown device \"\(device)\"; the preview's own size is used")
      }
    }
    if let width = options.width { proposal.width = width }
    if let height = options.height { proposal.height = height }
    var engine = LayoutEngine(fonts: fonts)
    if let locale = options.locale { engine.environment.locale = Locale(identifier: locale) }
    if let scheme = options.colorScheme { engine.environment.colorScheme = scheme }
    if let size = options.dynamicTypeSize { engine.environment.dynamicTypeSize = size }
    if let assets = options.assets { engine.environment.assetCatalog = assets }
    // Preview modifiers' shared contexts are made (awaited) before the layout.
    let result = engine.layout(try await preview.makeModifiedContent(), proposal: proposal)

    let base = URL(fileURLWithPath: directory).appendingPathComponent(stem).path
    let list = DisplayList(result)
    let png = PNGRenderer(scale: options.scale, showsGuides: options.guides)
    try png.checkSize(result.size)
    try Data(try png.render(list)).write(to: URL(fileURLWithPath: base + ".png"), options: .atomic)
    try SVGRenderer(showsGuides: options.guides).render(list).write(toFile: base + ".svg", atomically: true, encoding: .utf8)
    try SVGRenderer(showsGuides: true).render(list).write(toFile: base + "-guides.svg", atomically: true, encoding: .utf8)
    try result.json(paths: .full).write(toFile: base + ".json", atomically: true, encoding: .utf8)

    var report = PreviewReport(symbol: symbol, index: index, name: preview.name, fileID: fileID, line: line)
    report.width = Double(result.size.width)
    report.height = Double(result.size.height)
    report.warnings = warnings + result.warnings
    report.findings = findings(in: result)
    return report
  }

  /// Texts cut off with an ellipsis, texts in frames smaller than their lines, and views that
  /// leave their parent's frame.
  static func findings(in result: LayoutResult) -> [PreviewReport.Finding] {
    var found: [PreviewReport.Finding] = []
    for index in result.nodes.indices {
      guard let how = result.textCut(at: index), let text = result.nodes[index].text else { continue }
      let frame = result.nodes[index].frame
      let quoted = "\"\(text.string.prefix(40))\""
      switch how {
      case .truncated:
        // The width the text was offered, which its shortened line fits in.
        let offered = text.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? frame.width
        found.append(.init(kind: "truncation", message: "text \(quoted) truncated at width \(previewNumber(offered))"))
      case .clipped:
        let measured = text.measured.size
        found.append(
          .init(
            kind: "clipped",
            message:
              "text \(quoted) clipped: needs \(previewNumber(measured.width)) x \(previewNumber(measured.height)) in \(previewNumber(frame.width)) x \(previewNumber(frame.height))"
          ))
      }
    }
    for failure in result.failures(of: .noOverflow(nil)) {
      found.append(.init(kind: "overflow", message: failure.message))
    }
    return found
  }

}

/// A length as the preview reports write it: rounded to hundredths, whole numbers without a
/// point (`60`, `23.15`).
package func previewNumber(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// The options of `render`.
struct RenderOptions {
  var scale = 2.0
  var guides = false
  var fontFiles: [String] = []
  var width: CGFloat?
  var height: CGFloat?
  var device: String?
  var locale: String?
  var colorScheme: ColorScheme?
  var dynamicTypeSize: DynamicTypeSize?
  var assets: AssetCatalog?

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ option: String) throws -> String {
      guard let next = rest.popFirst() else { throw PreviewProgramError("\(option): expected a value") }
      return next
    }
    func length(_ option: String) throws -> CGFloat {
      let text = try value(option)
      guard let number = Double(text), number.isFinite, number >= 0, number <= 1e6 else {
        throw PreviewProgramError("\(option): expected a length from 0 to 1000000, got \(text)")
      }
      return CGFloat(number)
    }
    while let option = rest.popFirst() {
      switch option {
      case "--scale":
        let text = try value(option)
        guard let number = Double(text), number >= 0.25, number <= 8 else {
          throw PreviewProgramError("--scale: expected a number from 0.25 to 8, got \(text)")
        }
        scale = number
      case "--guides": guides = true
      case "--fonts": fontFiles += try Self.fontFiles(in: value(option))
      case "--width": width = try length(option)
      case "--height": height = try length(option)
      case "--device": device = try value(option)
      case "--locale": locale = try value(option)
      case "--color-scheme":
        let text = try value(option)
        guard let scheme = ColorScheme.allCases.first(where: { "\($0)" == text }) else {
          throw PreviewProgramError("--color-scheme: expected light or dark, got \(text)")
        }
        colorScheme = scheme
      case "--dynamic-type":
        let text = try value(option)
        guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == text }) else {
          throw PreviewProgramError("--dynamic-type: unknown size \(text)")
        }
        dynamicTypeSize = size
      case "--assets":
        let path = try value(option)
        do {
          assets = try AssetCatalog(path: path)
        } catch {
          throw PreviewProgramError("--assets: the asset catalog cannot be read: \(error)")
        }
      default: throw PreviewProgramError("unknown option \(option)")
      }
    }
  }

  /// The font files in a folder (.ttf, .otf, .ttc), sorted.
  static func fontFiles(in directory: String) throws -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw PreviewProgramError("--fonts: \(directory) is not a readable folder")
    }
    return names.filter { ["ttf", "otf", "ttc"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
      .sorted().map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
  }
}

/// A problem the preview program reports on standard error before exiting with status 1.
struct PreviewProgramError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
