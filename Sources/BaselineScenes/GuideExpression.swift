import Baseline

/// An alignment-guide expression from a scene file: arithmetic over the view's `width`,
/// `height` and guide values, written as in a Swift closure: `"2 * height / 3"`,
/// `"d[.leading] - 10"`, `"d[VerticalAlignment.center]"`, `"d[.firstThird]"`.
///
/// Grammar: `expr = term (("+" | "-") term)*`, `term = unary (("*" | "/") unary)*`,
/// `unary = ("-" | "+") unary | primary`, `primary = number | "(" expr ")" | width | height |
/// NAME.width | NAME.height | NAME "[" guide "]"`, where NAME is the closure's parameter (`d`,
/// `context`, `$0`, ...) and `guide` is `.name` or `HorizontalAlignment.name` /
/// `VerticalAlignment.name`. A bare `.center` means the center on the axis of the guide being
/// computed.
///
/// Sums and products are kept flat (a first operand and a list of operator-operand pairs,
/// applied left to right), so an expression of a million terms is a list, not a million-deep
/// tree: building, evaluating and freeing it never recurse deeper than its parentheses and
/// unary signs, which the parser limits.
indirect enum GuideExpression: Sendable {
  case number(Double)
  case width
  case height
  case horizontal(HorizontalAlignment, name: String)
  case vertical(VerticalAlignment, name: String)
  case negate(GuideExpression)
  /// `first` followed by `+ operand` / `- operand` ...
  case sum(GuideExpression, [Operation])
  /// `first` followed by `* operand` / `/ operand` ...
  case product(GuideExpression, [Operation])

  /// One operator and its right-hand operand.
  struct Operation: Sendable {
    var symbol: Character
    var operand: GuideExpression
  }

  /// The value for a view's dimensions; nil when it is not finite (a division by zero).
  func evaluate(_ d: ViewDimensions) -> Double? {
    let value = raw(d)
    return value.isFinite ? value : nil
  }

  private func raw(_ d: ViewDimensions) -> Double {
    switch self {
    case .number(let value): return value
    case .width: return Double(d.width)
    case .height: return Double(d.height)
    case .horizontal(let guide, _): return Double(d[guide])
    case .vertical(let guide, _): return Double(d[guide])
    case .negate(let inner): return -inner.raw(d)
    case .sum(let first, let rest):
      return rest.reduce(first.raw(d)) { value, step in
        step.symbol == "+" ? value + step.operand.raw(d) : value - step.operand.raw(d)
      }
    case .product(let first, let rest):
      return rest.reduce(first.raw(d)) { value, step in
        step.symbol == "*" ? value * step.operand.raw(d) : value / step.operand.raw(d)
      }
    }
  }
}

/// The guides an expression may name, by name and axis.
struct GuideTable {
  var horizontal: [String: HorizontalAlignment]
  var vertical: [String: VerticalAlignment]

  /// The built-in guides.
  static let builtIn = GuideTable(
    horizontal: ["leading": .leading, "center": .center, "trailing": .trailing],
    vertical: [
      "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
      "lastTextBaseline": .lastTextBaseline,
    ])

  /// Every name on an axis, sorted, for error messages.
  func names(_ axis: Axis) -> String {
    (axis == .horizontal ? Array(horizontal.keys) : Array(vertical.keys)).sorted().joined(separator: ", ")
  }
}

/// Reads a guide expression; errors name `path`.
struct GuideExpressionParser {
  private let characters: [Character]
  private var index = 0
  private let path: ScenePath
  private let guides: GuideTable
  /// The axis of the guide the expression computes (decides what a bare `.center` means).
  private let axis: Axis
  private var depth = 0

  static func parse(_ text: String, axis: Axis, guides: GuideTable, path: ScenePath) throws(SceneError) -> GuideExpression {
    var parser = GuideExpressionParser(characters: Array(text), path: path, guides: guides, axis: axis)
    let expression = try parser.sum()
    parser.skipSpaces()
    guard parser.index == parser.characters.count else {
      throw parser.fault("unexpected '\(parser.characters[parser.index])'")
    }
    return expression
  }

  private init(characters: [Character], path: ScenePath, guides: GuideTable, axis: Axis) {
    self.characters = characters
    self.path = path
    self.guides = guides
    self.axis = axis
  }

  /// A fault at the current character. The expression is quoted around that character only
  /// (at most 60 characters), with line breaks and other control characters escaped, so the
  /// message stays one short line whatever the input.
  private func fault(_ message: String) -> SceneError {
    let start = max(0, min(index, characters.count) - 30)
    let end = min(characters.count, start + 60)
    let excerpt = (start > 0 ? "..." : "") + SceneError.oneLine(String(characters[start..<end]))
      + (end < characters.count ? "..." : "")
    return SceneError(path, "bad expression: \(message) at character \(index + 1) of \"\(excerpt)\"")
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
  }

  private mutating func take(_ character: Character) -> Bool {
    skipSpaces()
    guard index < characters.count, characters[index] == character else { return false }
    index += 1
    return true
  }

  private mutating func sum() throws(SceneError) -> GuideExpression {
    let first = try product()
    var rest: [GuideExpression.Operation] = []
    while true {
      if take("+") {
        rest.append(.init(symbol: "+", operand: try product()))
      } else if take("-") {
        rest.append(.init(symbol: "-", operand: try product()))
      } else {
        return rest.isEmpty ? first : .sum(first, rest)
      }
    }
  }

  private mutating func product() throws(SceneError) -> GuideExpression {
    let first = try unary()
    var rest: [GuideExpression.Operation] = []
    while true {
      if take("*") {
        rest.append(.init(symbol: "*", operand: try unary()))
      } else if take("/") {
        rest.append(.init(symbol: "/", operand: try unary()))
      } else {
        return rest.isEmpty ? first : .product(first, rest)
      }
    }
  }

  private mutating func unary() throws(SceneError) -> GuideExpression {
    depth += 1
    defer { depth -= 1 }
    guard depth < 100 else { throw fault("nested too deeply") }
    if take("-") { return .negate(try unary()) }
    if take("+") { return try unary() }
    return try primary()
  }

  private mutating func identifier() -> String {
    skipSpaces()
    let start = index
    while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "$" {
      index += 1
    }
    return String(characters[start..<index])
  }

  private mutating func primary() throws(SceneError) -> GuideExpression {
    if take("(") {
      let inner = try sum()
      guard take(")") else { throw fault("expected ')'") }
      return inner
    }
    skipSpaces()
    guard index < characters.count else { throw fault("expected a number, width, height or d[...]") }
    if characters[index].isNumber || characters[index] == "." { return try number() }
    let name = identifier()
    switch name {
    case "": throw fault("unexpected '\(characters[index])'")
    case "width": return .width
    case "height": return .height
    default: break
    }
    // `d.width`, `d.height`, `d[guide]` for any parameter name.
    if take(".") {
      switch identifier() {
      case "width": return .width
      case "height": return .height
      default: throw fault("expected width or height after '\(name).'")
      }
    }
    guard take("[") else { throw fault("unknown name '\(name)'; expected width, height or \(name)[...]") }
    let guide = try guideReference()
    guard take("]") else { throw fault("expected ']'") }
    return guide
  }

  private mutating func number() throws(SceneError) -> GuideExpression {
    let start = index
    while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
    if index < characters.count, characters[index] == "e" || characters[index] == "E" {
      index += 1
      if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
      while index < characters.count, characters[index].isNumber { index += 1 }
    }
    let text = String(characters[start..<index])
    guard let value = Double(text), value.isFinite else { throw fault("bad number '\(text)'") }
    return .number(value)
  }

  /// `.name`, `HorizontalAlignment.name` or `VerticalAlignment.name`.
  private mutating func guideReference() throws(SceneError) -> GuideExpression {
    var wanted: Axis? = nil
    if !take(".") {
      switch identifier() {
      case "HorizontalAlignment": wanted = .horizontal
      case "VerticalAlignment": wanted = .vertical
      default: throw fault("expected .name, HorizontalAlignment.name or VerticalAlignment.name")
      }
      guard take(".") else { throw fault("expected '.'") }
    }
    let name = identifier()
    let horizontal = guides.horizontal[name]
    let vertical = guides.vertical[name]
    let pick: Axis
    switch (wanted, horizontal != nil, vertical != nil) {
    case (let axis?, _, _): pick = axis
    case (nil, true, true): pick = self.axis
    case (nil, true, false): pick = .horizontal
    case (nil, false, true): pick = .vertical
    case (nil, false, false):
      throw fault("unknown guide '.\(name)'; known: \(guides.names(.horizontal)), \(guides.names(.vertical))")
    }
    if pick == .horizontal {
      guard let guide = horizontal else { throw fault("'\(name)' is not a horizontal guide; known: \(guides.names(.horizontal))") }
      return .horizontal(guide, name: name)
    }
    guard let guide = vertical else { throw fault("'\(name)' is not a vertical guide; known: \(guides.names(.vertical))") }
    return .vertical(guide, name: name)
  }
}
