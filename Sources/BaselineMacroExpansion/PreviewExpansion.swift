// What `#Preview` and `@Previewable` expand to.

/// The source a `#Preview` expands to: a registry type (named uniquely from the compiler's
/// discriminator) whose `makePreview()` builds a `Baseline.Preview` from the macro's own
/// arguments, so the preview's body is type-checked like any other code.
///
/// For `#Preview("Card") { CardView() }` at line 12 of `App/Card.swift` the result is
///
///     struct <unique>: Baseline.PreviewRegistry {
///       static let fileID: String = "App/Card.swift"
///       static let line: Int = 12
///       static let column: Int = 1
///       static func makePreview() -> Baseline.Preview {
///         Baseline.Preview("Card") { CardView() }
///       }
///     }
///
/// Attributes written before the macro (`@available(...) #Preview`) go on the type.
struct PreviewExpansion: Equatable {
  /// The macro expansion as written, from its first attribute to its closing brace.
  var source: String
  /// The macro's name as declared (`Preview`).
  var macroName: String
  /// The compiler's expansion discriminator, the stem of unique names.
  var discriminator: String
  var fileID: String
  var line: Int
  var column: Int

  /// Why the source is not a `#Preview` expansion this plugin understands.
  struct Failure: Error, Equatable { var message: String }

  /// The unique name the compiler accepts for a type a macro introduces: the discriminator,
  /// then the name's length and the name, then `fMu_` (a macro's unique name, first of its kind).
  var registryTypeName: String {
    let stem = "PreviewRegistry"
    return discriminator + "\(stem.utf8.count)\(stem)fMu_"
  }

  func expandedSource() throws(Failure) -> String {
    let marker = "#" + macroName
    guard let markerRange = source.range(of: marker) else {
      throw Failure(message: "the expansion does not contain \(marker)")
    }
    let before = source[..<markerRange.lowerBound]
    let attributes = before.trimmingWhitespace()
    let arguments = source[markerRange.upperBound...]
    let header = attributes.isEmpty ? "" : attributes + "\n"
    // The location the compiler gives is where the declaration's leading trivia starts (the end
    // of the line before, for a `#Preview` after a blank line): the macro's own line and column
    // are past the line breaks before the marker.
    let breaks = before.filter { $0 == "\n" }.count
    let markerLine = line + breaks
    let markerColumn = breaks == 0 ? column + before.count : before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) } ?? 0)
    return """
      \(header)struct \(registryTypeName): Baseline.PreviewRegistry {
        static let fileID: String = \(Self.literal(fileID))
        static let line: Int = \(markerLine)
        static let column: Int = \(markerColumn)
        static func makePreview() -> Baseline.Preview {
          Baseline.Preview\(arguments)
        }
      }
      """
  }

  /// `text` as a Swift string literal (other control characters as `\u{...}`).
  static func literal(_ text: String) -> String {
    var out = ""
    PluginJSON.appendQuoted(text, to: &out) { "\\u{" + String($0, radix: 16) + "}" }
    return out
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and line breaks.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    var trimmed = String.UnicodeScalarView()
    trimmed.append(contentsOf: scalars[first...last])
    return String(trimmed)
  }

  /// The first range where `needle` occurs.
  func range(of needle: String) -> Range<Index>? {
    let needleCount = needle.count
    guard needleCount > 0 else { return nil }
    var start = startIndex
    while let end = index(start, offsetBy: needleCount, limitedBy: endIndex) {
      if self[start..<end] == needle { return start..<end }
      start = index(after: start)
    }
    return nil
  }
}
