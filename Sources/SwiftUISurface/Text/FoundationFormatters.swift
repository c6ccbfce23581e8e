public import Foundation

// Formatting API that views and models use on Apple's platforms and Linux's Foundation lacks.

/// Joins strings into a list, as Foundation's `ListFormatter` does in English: "a", "a and b",
/// "a, b, and c" (the same text as `[String].formatted()` here). Other locales are joined the
/// English way.
public final class ListFormatter: @unchecked Sendable {
  // `@unchecked`: the locale is set before use, as with Foundation's formatters.
  /// The locale (accepted; the list is joined the English way).
  public var locale: Locale! = .current

  /// A formatter.
  public init() {}

  /// `strings` joined into a list.
  public static func localizedString(byJoining strings: [String]) -> String {
    switch strings.count {
    case 0: ""
    case 1: strings[0]
    case 2: "\(strings[0]) and \(strings[1])"
    default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
    }
  }

  /// The items' descriptions joined into a list.
  public func string(from items: [Any]) -> String? {
    Self.localizedString(byJoining: items.map { "\($0)" })
  }
}

extension Measurement {
  /// The measurement as Foundation formats it by default on Apple's platforms: the value
  /// (`Double.formatted()`'s digits) and the unit's symbol, "5 km", "2.5 kg". The unit is not
  /// converted for the locale.
  @_disfavoredOverload
  public func formatted() -> String {
    "\(value.formatted()) \(unit.symbol)"
  }
}
