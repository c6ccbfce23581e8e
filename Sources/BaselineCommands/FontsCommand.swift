public import ArgumentParser
import Baseline

/// `baseline fonts`: the bundled fonts and their metrics.
public struct FontsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "fonts",
    abstract: "List the bundled fonts with their vertical metrics at a size.")

  @Option(help: "Point size the metrics are given at.")
  var size: Double = 16

  public init() {}

  public func run() throws {
    let library = try FontContext.bundled().library
    print("fonts in \(BundledFonts.directory) (metrics at \(format(size)) pt)")
    for face in library.faces.reversed() {
      let metrics = face.metrics.scaled(to: size)
      print(
        "  \(face.description): ascent \(format(metrics.ascent)), descent \(format(metrics.descent)), "
          + "gap \(format(metrics.leading)), cap \(format(metrics.capHeight)) [\(face.metrics.source.rawValue)]")
    }
    print("fallback order: " + library.fallbackFaces.map(\.family).joined(separator: " > "))
  }
}
