import Foundation

/// SwiftUI's `View`, `ViewModifier` and `PreviewProvider` are `@MainActor`: a view's properties,
/// `body` and initializers may call main-actor code (a `@MainActor` model's initializer in a
/// `@StateObject`'s initial value, a `@MainActor` helper in `body`). Baseline's protocols are not
/// (its engine lays out from any thread), so the previews' copies of the files make each type
/// that declares one of these conformances `@preconcurrency @MainActor` with a `@preconcurrency`
/// conformance: the compiler then checks, at run time, that the preview program calls it on the
/// main thread, which it does (`PreviewRunner` lays out on the main actor); and, as for SwiftUI's
/// inferred isolation in Swift 5 mode, nonisolated code may still make such a view (an enum's
/// computed `icon`).
enum PreviewIsolation {
  /// The protocols whose conformers SwiftUI isolates to the main actor.
  static let protocols: Set<String> = ["View", "ViewModifier", "PreviewProvider"]

  /// `source` with the declarations of those conformances made `@MainActor` and
  /// `@preconcurrency`, line for line; nil when it declares none. `previousLine` attributes
  /// (`@MainActor` on the line above) are seen.
  static func isolating(_ source: String) -> String? {
    var changed = false
    let original = source.sourceLines.map(String.init)
    var lines = original
    for index in lines.indices {
      let text = lines[index]
      // Indent, attributes, modifiers, the declaration and its name, generics, the colon, the
      // inheritance list (8), and a where clause and body.
      guard text.contains(":"),
        let match = text.wholeMatch(
          of: #/(\s*)((?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?\s+)*)((?:(?:public|internal|private|fileprivate|final|package)\s+)*)(struct|class|enum|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)(\s*<[^>]*>)?(\s*:\s*)([^{]*?)(\s*(?:where\b[^{]*)?\{.*)?/#)
      else { continue }
      let indent = match.output.1.startIndex..<match.output.1.endIndex
      let listRange = match.output.8.startIndex..<match.output.8.endIndex
      let list = text[listRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard list.contains(where: { protocols.contains($0) }) else { continue }
      let newList = list.map { protocols.contains($0) ? "@preconcurrency " + $0 : $0 }.joined(separator: ", ")
      // Already isolated by the user: `@MainActor` on the declaration's line or alone above it.
      let above = index > 0 ? original[index - 1].trimmingCharacters(in: .whitespaces) : ""
      let isolated = text.contains("@MainActor") || (above.hasPrefix("@") && above.contains("@MainActor"))
      var result = text
      result.replaceSubrange(listRange, with: newList)
      if !isolated { result.insert(contentsOf: "@preconcurrency @MainActor ", at: indent.upperBound) }
      lines[index] = result
      changed = true
    }
    return changed ? lines.joined(separator: "\n") : nil
  }
}
