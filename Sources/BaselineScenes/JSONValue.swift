import Baseline

/// A JSON value as a scene file holds it: objects keep their keys in document order, so errors
/// and re-encoded scenes follow the file.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// Members in document order (keys are unique: the parser rejects duplicates).
  case object([Member])

  /// One member of an object.
  public struct Member: Sendable, Hashable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member named `key` holding `value`.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of `key` when this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short description for error messages: strings quoted (and cut when long), numbers as
  /// written, `an object`, `an array`.
  var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return JSONWriter.number(value)
    case .string(let text):
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return JSONWriter.string(shown)
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Writes JSON text: deterministic, compact members, numbers that round-trip a `Double`.
public enum JSONWriter {
  /// The value as JSON text, objects in member order.
  public static func write(_ value: JSONValue) -> String {
    var out = ""
    append(value, to: &out)
    return out
  }

  private static func append(_ value: JSONValue, to out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += Self.number(number)
    case .string(let text): out += string(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += ", " }
        append(item, to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += ", " }
        out += string(member.key) + ": "
        append(member.value, to: &out)
      }
      out += "}"
    }
  }


  /// A finite number with enough digits to read back the same `Double`; whole numbers without a
  /// fraction. Non-finite numbers have no JSON form and are written as `null`.
  public static func number(_ value: Double) -> String {
    var out = ""
    appendNumber(value, to: &out)
    return out
  }

  /// Appends a number as `number(_:)` writes it.
  public static func appendNumber(_ value: Double, to out: inout String) {
    guard value.isFinite else {
      out += "null"
      return
    }
    if value == value.rounded(), abs(value) < 1e15 {
      out += String(Int64(value))
    } else {
      out += value.description
    }
  }

  /// Appends a string literal as `string(_:)` writes it; text with nothing to escape (the usual
  /// case) is copied whole.
  public static func appendString(_ text: String, to out: inout String) {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out += "\""
      out += text
      out += "\""
      return
    }
    out += string(text)
  }

  /// A string literal with the escapes JSON requires (quote, backslash, control characters).
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension JSONValue {
  /// Parses JSON text strictly (RFC 8259); faults name the JSON path and line.
  public init(parsing bytes: [UInt8]) throws(SceneError) {
    self = try JSONParser.parse(bytes)
  }
}
