// The few JSON values the compiler's plugin messages use, with a reader and a writer.
//
// The plugin deliberately has no dependencies (no Foundation, no swift-syntax): users who
// import Baseline build it with their package, so it must build in seconds.

/// A JSON value as the compiler's plugin protocol sends it.
package enum PluginJSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PluginJSON])
  case object([(key: String, value: PluginJSON)])

  package static func == (lhs: PluginJSON, rhs: PluginJSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The member named `key` of an object, or nil.
  subscript(key: String) -> PluginJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var intValue: Int? {
    if case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 { return Int(value) }
    return nil
  }

  /// The value written as compact JSON text.
  package var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      if let int = intValue { out += String(int) } else { out += value.isFinite ? "\(value)" : "null" }
    case .string(let value): PluginJSON.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        PluginJSON.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    appendQuoted(value, to: &out) { code in
      let hex = String(code, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// Appends `text` in double quotes with the escapes JSON and Swift string literals share
  /// (quote, backslash, line feed, carriage return, tab); any other control character is
  /// written as `control` spells its code.
  static func appendQuoted(_ text: String, to out: inout String, control: (UInt32) -> String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += control(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// Why a message could not be read.
package struct PluginJSONError: Error, Equatable, CustomStringConvertible {
  var offset: Int
  var reason: String
  package var description: String { "malformed JSON at byte \(offset): \(reason)" }
}

extension PluginJSON {
  /// Reads one JSON value filling all of `bytes` (UTF-8).
  package static func parse(_ bytes: [UInt8]) throws(PluginJSONError) -> PluginJSON {
    var reader = Reader(bytes: bytes)
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.index == bytes.count else { throw reader.failure("text after the value") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    /// Messages nest a few levels; anything deeper is not a plugin message.
    static let maximumDepth = 64

    func failure(_ reason: String) -> PluginJSONError { PluginJSONError(offset: index, reason: reason) }

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ literal: String) throws(PluginJSONError) {
      for byte in literal.utf8 {
        guard index < bytes.count, bytes[index] == byte else { throw failure("expected \(literal)") }
        index += 1
      }
    }

    mutating func value(depth: Int) throws(PluginJSONError) -> PluginJSON {
      guard depth < Reader.maximumDepth else { throw failure("nested too deeply") }
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, value: PluginJSON)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
          skipWhitespace()
          let key = try string()
          skipWhitespace()
          try expect(":")
          members.append((key, try value(depth: depth + 1)))
          skipWhitespace()
          guard index < bytes.count else { throw failure("unterminated object") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          try expect("}")
          return .object(members)
        }
      case UInt8(ascii: "["):
        index += 1
        var values: [PluginJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
          values.append(try value(depth: depth + 1))
          skipWhitespace()
          guard index < bytes.count else { throw failure("unterminated array") }
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          try expect("]")
          return .array(values)
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try expect("true"); return .bool(true)
      case UInt8(ascii: "f"): try expect("false"); return .bool(false)
      case UInt8(ascii: "n"): try expect("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func number() throws(PluginJSONError) -> Double {
      let start = index
      while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw failure("expected a value")
      }
      return value
    }

    mutating func string() throws(PluginJSONError) -> String {
      try expect("\"")
      var scalars = String.UnicodeScalarView()
      var runStart = index
      func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          index += 1
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else { index += 1; continue }
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "u"):
          var code = try hexQuad()
          if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: scalars.append(Unicode.Scalar(escape))
        }
        runStart = index
      }
      throw failure("unterminated string")
    }

    mutating func hexQuad() throws(PluginJSONError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw failure("bad \\u escape") }
      index += 4
      return code
    }
  }
}
