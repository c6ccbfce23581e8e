import Foundation
import Testing
@testable import Typography

/// The repository's `Fonts/` folder, found from this file's location (never the machine's
/// installed fonts).
let fontsDirectory: String = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fonts").path

/// One library of the bundled fonts shared by the tests (loading is the expensive part).
let bundledLibrary: FontLibrary = {
  do {
    return try FontLibrary(manifest: FontManifest(directory: fontsDirectory))
  } catch {
    fatalError("the bundled fonts must load for the tests to mean anything: \(error)")
  }
}()

let typesetter = Typesetter(library: bundledLibrary)

/// A bundled face by family, weight and style; fails the test when it is missing.
func face(_ family: String, weight: Int = 400, italic: Bool = false) throws -> FontFace {
  try #require(bundledLibrary.face(family: family, weight: weight, italic: italic))
}

func font(_ family: String, _ size: Double, weight: Int = 400, italic: Bool = false) throws -> SizedFont {
  SizedFont(try face(family, weight: weight, italic: italic), size: size)
}

/// Exact up to floating-point rounding of the arithmetic written in the test.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not \(expected)",
    sourceLocation: sourceLocation)
}

extension Paragraph {
  /// The visible text of each line, runs joined in visual order ("…" for an ellipsis).
  func lineTexts(_ text: StyledText) -> [String] {
    lines.map { line in
      line.runs.map { run in
        run.isEllipsis ? "…" : String(decoding: text.utf16[run.range], as: UTF16.self)
      }.joined()
    }
  }
}

/// A deterministic pseudo-random source for generated test inputs (a 64-bit LCG).
struct SeededRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  /// A number in 0..<bound.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
