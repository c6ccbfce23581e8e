/// Where a value sits in a scene file, written the way docs/scenes.md names faults:
/// `root.children[2].modifiers[0].frame.width`.
public struct ScenePath: Sendable, Hashable, CustomStringConvertible {
  /// The path's text.
  public let description: String

  /// A path from its text.
  public init(_ text: String) {
    description = text
  }

  /// The whole document (used before any member is read).
  public static let document = ScenePath("scene")

  /// A member of the object at this path. The document's own members are named bare
  /// (`root`, `proposal`); names that are not identifiers are quoted (`["my key"]`).
  public func member(_ key: String) -> ScenePath {
    let isIdentifier =
      !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
      && !("0"..."9").contains(key.unicodeScalars.first!)
    let part = isIdentifier ? key : "[" + JSONWriter.string(key) + "]"
    if self == .document { return ScenePath(part) }
    return ScenePath(description + (isIdentifier ? "." : "") + part)
  }

  /// An element of the array at this path.
  public func index(_ index: Int) -> ScenePath {
    ScenePath(description + "[\(index)]")
  }
}

/// A fault in a scene file: the JSON path of the value at fault and what is wrong with it.
/// Its description is the one line `baseline` prints: `root.children[2].frame.width: expected a
/// number, got "wide"`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: ScenePath
  public var message: String

  public init(_ path: ScenePath, _ message: String) {
    self.path = path
    self.message = SceneError.oneLine(message)
  }

  public var description: String { "\(path): \(message)" }

  /// The longest message kept, in characters; longer ones are cut with "...".
  public static let maximumMessageLength = 1_000

  /// `text` as one line: line breaks, tabs and other control characters (and U+2028/U+2029)
  /// written as `\u{...}` escapes, and cut after `maximumMessageLength` characters.
  public static func oneLine(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= maximumMessageLength {
        result += "..."
        break
      }
      if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
