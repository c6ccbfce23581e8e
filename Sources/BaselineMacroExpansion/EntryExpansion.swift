// What `@Entry` expands to.

/// The source `@Entry` adds to a property of `EnvironmentValues`, `ContainerValues`,
/// `FocusedValues` or `Transaction`, as SwiftUI's macro does: accessors that read and write the
/// value under a key, and the key, a private type named after the property whose default is the
/// property's initial value.
///
/// For `@Entry var accent: Color = .blue` the accessors are
///
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
///
/// and the peer is
///
///     private struct __Key_accent: Baseline._EntryKey {
///       typealias Value = Color
///       static var defaultValue: Value { .blue }
///     }
///
/// An optional property without an initial value defaults to nil.
struct EntryExpansion: Equatable {
  /// The property's name.
  var name: String
  /// The property's type, as written.
  var type: String
  /// The default value's expression, as written.
  var defaultValue: String

  /// Why the declaration is not one `@Entry` can expand.
  struct Failure: Error, Equatable { var message: String }

  /// The property declaration `declaration` (its source, attributes included) read.
  init(declaration: String) throws(Failure) {
    guard let introducer = Self.keywordRange("var", in: declaration) else {
      throw Failure(message: "@Entry applies to a 'var' property with a type and a default value")
    }
    var rest = declaration[introducer.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
    guard !name.isEmpty else { throw Failure(message: "@Entry: the property has no name") }
    rest = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
    guard rest.first == ":" else {
      throw Failure(message: "@Entry: write the type of '\(name)' (var \(name): Type = value)")
    }
    rest = rest.dropFirst()
    let (type, initializer) = Self.splitAtTopLevelEquals(rest)
    let typeText = type.trimmingWhitespace()
    guard !typeText.isEmpty else { throw Failure(message: "@Entry: write the type of '\(name)'") }
    var value = initializer.map { $0.trimmingWhitespace() } ?? ""
    if value.isEmpty {
      guard typeText.hasSuffix("?") else {
        throw Failure(message: "@Entry: '\(name)' needs a default value (or an optional type, which defaults to nil)")
      }
      value = "nil"
    }
    self.name = String(name)
    self.type = typeText
    self.defaultValue = value
  }

  /// The key type's name.
  var keyName: String { "__Key_" + name.filter { $0 != "`" } }

  /// The accessors, for the accessor role.
  var accessors: String {
    """
    get {
      self[\(keyName).self]
    }
    set {
      self[\(keyName).self] = newValue
    }
    """
  }

  /// The key type, for the peer role.
  var key: String {
    """
    private struct \(keyName): Baseline._EntryKey {
      typealias Value = \(type)
      static var defaultValue: Value {
        \(defaultValue)
      }
    }
    """
  }

  /// The range of `keyword` as a whole word in `text` (not part of a longer name).
  private static func keywordRange(_ keyword: String, in text: String) -> Range<String.Index>? {
    var searchStart = text.startIndex
    while let range = text[searchStart...].range(of: keyword) {
      let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
      let isWord = { (c: Character) in c.isLetter || c.isNumber || c == "_" || c == "@" || c == "`" }
      if !isWord(before) && !isWord(after) { return range }
      searchStart = range.upperBound
    }
    return nil
  }

  /// `text` split at its first `=` outside brackets, parentheses, braces and angle brackets:
  /// the type before it and the initial value after it (nil without one). `==`, `->` and
  /// comparison operators are not taken for it.
  private static func splitAtTopLevelEquals(_ text: Substring) -> (Substring, Substring?) {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      switch character {
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}": depth -= 1
      case ">":
        let previous = index == text.startIndex ? " " : text[text.index(before: index)]
        if previous != "-" { depth -= 1 }
      case "=" where depth == 0:
        let next = text.index(after: index)
        if next == text.endIndex || text[next] != "=" { return (text[..<index], text[next...]) }
      default: break
      }
      index = text.index(after: index)
    }
    return (text, nil)
  }
}
