/// A strict JSON parser (RFC 8259) for scene files. Faults are reported with the JSON path of
/// the value being read and the line and column, and nesting is bounded, so no input can crash
/// it or exhaust the stack.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 200

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  /// Parses a whole document; `path` names the document in errors.
  static func parse(_ bytes: [UInt8], path: ScenePath = .document) throws(SceneError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value(path)
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw parser.fault(path, "unexpected text after the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  /// Where `position` is, as "line L, column C" (columns count bytes).
  private var location: String {
    var line = 1
    var lineStart = 0
    for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return "line \(line), column \(position - lineStart + 1)"
  }

  private func fault(_ path: ScenePath, _ message: String) -> SceneError {
    SceneError(path, "malformed JSON: \(message) (\(location))")
  }

  private func describeCurrent() -> String {
    guard let byte = current else { return "the end of the document" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16)
  }

  private mutating func value(_ path: ScenePath) throws(SceneError) -> JSONValue {
    guard let byte = current else { throw fault(path, "expected a value, got the end of the document") }
    switch byte {
    case UInt8(ascii: "{"): return try object(path)
    case UInt8(ascii: "["): return try array(path)
    case UInt8(ascii: "\""): return .string(try string(path))
    case UInt8(ascii: "t"): return try literal("true", .bool(true), path)
    case UInt8(ascii: "f"): return try literal("false", .bool(false), path)
    case UInt8(ascii: "n"): return try literal("null", .null, path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(path))
    default: throw fault(path, "expected a value, got \(describeCurrent())")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue, _ path: ScenePath) throws(SceneError) -> JSONValue {
    for expected in word.utf8 {
      guard current == expected else { throw fault(path, "expected \(word), got \(describeCurrent())") }
      position += 1
    }
    return value
  }

  private mutating func enter(_ path: ScenePath) throws(SceneError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw fault(path, "nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func object(_ path: ScenePath) throws(SceneError) -> JSONValue {
    try enter(path)
    defer { depth -= 1 }
    position += 1
    var members: [JSONValue.Member] = []
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw fault(path, "expected a member name in quotes, got \(describeCurrent())") }
      let key = try string(path)
      let memberPath = path.member(key)
      guard keys.insert(key).inserted else { throw SceneError(memberPath, "duplicate member name") }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw fault(memberPath, "expected ':', got \(describeCurrent())") }
      position += 1
      skipWhitespace()
      members.append(JSONValue.Member(key, try value(memberPath)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw fault(path, "expected ',' or '}', got \(describeCurrent())")
      }
    }
  }

  private mutating func array(_ path: ScenePath) throws(SceneError) -> JSONValue {
    try enter(path)
    defer { depth -= 1 }
    position += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array([])
    }
    while true {
      skipWhitespace()
      items.append(try value(path.index(items.count)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(items)
      default: throw fault(path, "expected ',' or ']', got \(describeCurrent())")
      }
    }
  }

  private mutating func number(_ path: ScenePath) throws(SceneError) -> Double {
    let start = position
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        parser.position += 1
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if digits(&self) == 0 {
      throw fault(path, "expected digits in a number")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw fault(path, "expected digits after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else { throw fault(path, "expected digits in an exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw SceneError(path, "number \(text) is out of range")
    }
    return value
  }

  private mutating func hexQuad(_ path: ScenePath) throws(SceneError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw fault(path, "unfinished \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fault(path, "expected a hex digit in a \\u escape, got \(describeCurrent())")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  /// A string literal; unpaired surrogate escapes become U+FFFD and invalid UTF-8 is repaired the
  /// same way. The literal's UTF-8 is gathered in one buffer (raw runs copied, escapes encoded)
  /// and decoded once, so its cost is linear in its length.
  private mutating func string(_ path: ScenePath) throws(SceneError) -> String {
    position += 1
    var utf8: [UInt8] = []
    var runStart = position
    func encode(_ scalar: Unicode.Scalar) {
      utf8.append(contentsOf: String(scalar).utf8)
    }
    while true {
      guard let byte = current else { throw fault(path, "unterminated string") }
      if byte == UInt8(ascii: "\"") {
        if utf8.isEmpty {
          let text = String(decoding: bytes[runStart..<position], as: UTF8.self)
          position += 1
          return text
        }
        utf8.append(contentsOf: bytes[runStart..<position])
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw fault(path, "control character in a string (escape it)") }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      utf8.append(contentsOf: bytes[runStart..<position])
      position += 1
      guard let escape = current else { throw fault(path, "unterminated string") }
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        var code = try hexQuad(path)
        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
          position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
        {
          let save = position
          position += 2
          let low = try hexQuad(path)
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            position = save
          }
        }
        encode(Unicode.Scalar(code) ?? "\u{FFFD}")
      default:
        throw fault(path, "unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
      }
      runStart = position
    }
  }
}
