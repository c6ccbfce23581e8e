/// A JSON value together with its path, with typed accessors whose errors name that path.
struct SceneValue {
  let json: JSONValue
  let path: ScenePath

  func mismatch(_ expected: String) -> SceneError {
    SceneError(path, "expected \(expected), got \(json.summary)")
  }

  var isNull: Bool { json == .null }

  func number() throws(SceneError) -> Double {
    guard case .number(let value) = json else { throw mismatch("a number") }
    return value
  }

  /// A number that is zero or more.
  func length() throws(SceneError) -> Double {
    let value = try number()
    guard value >= 0 else { throw SceneError(path, "expected a number of 0 or more, got \(json.summary)") }
    return value
  }

  /// A length, or `"infinity"` (for maximum sizes).
  func lengthOrInfinity() throws(SceneError) -> Double {
    if case .string("infinity") = json { return .infinity }
    guard case .number = json else { throw mismatch("a number or \"infinity\"") }
    return try length()
  }

  /// A whole number within `range`.
  func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
    let value = try number()
    guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
      throw SceneError(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(json.summary)")
    }
    return Int(value)
  }

  func string() throws(SceneError) -> String {
    guard case .string(let text) = json else { throw mismatch("a string") }
    return text
  }

  func bool() throws(SceneError) -> Bool {
    guard case .bool(let flag) = json else { throw mismatch("true or false") }
    return flag
  }

  func array() throws(SceneError) -> [SceneValue] {
    guard case .array(let items) = json else { throw mismatch("an array") }
    return items.enumerated().map { SceneValue(json: $0.element, path: path.index($0.offset)) }
  }

  /// The members of an object, checking that every key is one of `allowed`.
  func object(_ what: String, allowed: [String]) throws(SceneError) -> SceneObject {
    guard case .object(let members) = json else { throw mismatch("\(what) (an object)") }
    for member in members where !allowed.contains(member.key) {
      throw SceneError(path.member(member.key), "unknown member of \(what); expected one of: \(allowed.joined(separator: ", "))")
    }
    return SceneObject(members: members, path: path)
  }

  /// One of a fixed set of names.
  func choice<T>(_ what: String, _ options: KeyValuePairs<String, T>) throws(SceneError) -> T {
    guard case .string(let text) = json else { throw mismatch(what + " (a string)") }
    guard let match = options.first(where: { $0.key == text }) else {
      throw SceneError(path, "unknown \(what) \(json.summary); expected one of: \(options.map(\.key).joined(separator: ", "))")
    }
    return match.value
  }
}

/// The members of a JSON object being read.
struct SceneObject {
  let members: [JSONValue.Member]
  let path: ScenePath

  /// The member `key`, nil when absent. (A member set to `null` is returned; callers decide.)
  subscript(key: String) -> SceneValue? {
    members.first { $0.key == key }.map { SceneValue(json: $0.value, path: path.member(key)) }
  }

  /// The member `key`, nil when absent or `null`.
  func optional(_ key: String) -> SceneValue? {
    guard let value = self[key], !value.isNull else { return nil }
    return value
  }

  func required(_ key: String) throws(SceneError) -> SceneValue {
    guard let value = optional(key) else { throw SceneError(path.member(key), "missing") }
    return value
  }

  func has(_ key: String) -> Bool { self[key] != nil }
}
