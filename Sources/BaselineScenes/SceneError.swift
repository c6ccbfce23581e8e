/// Where a value sits in a scene file, written the way docs/scenes.md names faults:
/// `root.children[2].modifiers[0].frame.width`.
///
/// A path is a chain of steps that shares its parent, so making a member's or an element's path
/// costs one small allocation whatever the depth; the text is written only when asked for (in
/// a fault, or a view's result path).
public struct ScenePath: Sendable, Hashable, CustomStringConvertible {
  private final class Step: Sendable {
    enum Kind: Sendable {
      case text(String)
      case member(String)
      case index(Int)
    }
    let parent: Step?
    let kind: Kind
    init(parent: Step?, kind: Kind) {
      self.parent = parent
      self.kind = kind
    }
  }

  private let step: Step

  /// A path from its text.
  public init(_ text: String) {
    step = Step(parent: nil, kind: .text(text))
  }

  private init(step: Step) {
    self.step = step
  }

  /// The whole document (used before any member is read).
  public static let document = ScenePath("scene")

  /// A member of the object at this path. The document's own members are named bare
  /// (`root`, `proposal`); names that are not identifiers are quoted (`["my key"]`).
  public func member(_ key: String) -> ScenePath {
    if step === ScenePath.document.step { return ScenePath(Self.memberText(key, first: true)) }
    return ScenePath(step: Step(parent: step, kind: .member(key)))
  }

  /// An element of the array at this path.
  public func index(_ index: Int) -> ScenePath {
    ScenePath(step: Step(parent: step, kind: .index(index)))
  }

  /// The path's text.
  public var description: String {
    var steps: [Step] = []
    var current: Step? = step
    while let each = current {
      steps.append(each)
      current = each.parent
    }
    var text = ""
    for each in steps.reversed() {
      switch each.kind {
      case .text(let value): text += value
      case .member(let key): text += Self.memberText(key, first: false)
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private static func memberText(_ key: String, first: Bool) -> String {
    let isIdentifier =
      !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
      && !("0"..."9").contains(key.unicodeScalars.first!)
    if !isIdentifier { return "[" + JSONWriter.string(key) + "]" }
    return first ? key : "." + key
  }

  public static func == (lhs: ScenePath, rhs: ScenePath) -> Bool {
    lhs.step === rhs.step || lhs.description == rhs.description
  }

  /// Hashes the path as written.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }
}

/// A fault in a scene file: the JSON path of the value at fault and what is wrong with it.
/// Its description is the one line `baseline` prints: `root.children[2].frame.width: expected a
/// number, got "wide"`.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: ScenePath
  /// What is wrong, as a sentence without the path.
  public var message: String

  /// A fault at `path`.
  public init(_ path: ScenePath, _ message: String) {
    self.path = path
    self.message = SceneError.oneLine(message)
  }

  /// The path and the message: the line `baseline` prints.
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
