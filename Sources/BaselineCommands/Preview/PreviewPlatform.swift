import Foundation

/// The platform previews are compiled for (`--platform`): the `#if` conditions that ask which
/// platform the code is built for (`os(iOS)`, `canImport(UIKit)`, `targetEnvironment(...)`) are
/// decided as on it, in copies of the files that ask, since on Linux the compiler would take
/// their Linux or `#else` branches. Other conditions (`canImport(SwiftUI)`, `DEBUG`, `swift(>=)`,
/// `arch`) are left to the compiler.
enum PreviewPlatform: String, CaseIterable, Sendable {
  case ios
  case macos

  /// The platform's name as Apple writes it.
  var name: String { self == .ios ? "iOS" : "macOS" }

  /// The value of `os(name)` on the platform.
  func os(_ name: String) -> Bool {
    switch self {
    case .ios: name == "iOS"
    case .macos: name == "macOS" || name == "OSX"
    }
  }

  /// The value of `canImport(module)` for the platform's UI framework, or nil for another module
  /// (the compiler decides it).
  func canImport(_ module: String) -> Bool? {
    switch module {
    case "UIKit": self == .ios
    case "AppKit", "Cocoa": false  // Baseline has no stand-in for AppKit: its branches cannot compile
    case "WatchKit", "TVUIKit": false
    default: nil
    }
  }

  /// The value of `targetEnvironment(name)`: previews run in the simulator on iOS.
  func targetEnvironment(_ name: String) -> Bool {
    name == "simulator" && self == .ios
  }

  private static let directive = try! NSRegularExpression(pattern: #"^(\s*#(?:if|elseif)\b)(.*)$"#)
  private static let condition = try! NSRegularExpression(
    pattern: #"\b(os|canImport|targetEnvironment)\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,[^)]*)?\)"#)

  /// `source` with the platform conditions of its `#if` and `#elseif` lines replaced by `true` or
  /// `false`, line for line (so lines keep their numbers); nil when it has none.
  func decide(_ source: String) -> String? {
    var changed = false
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let text = String(line)
      let whole = NSRange(text.startIndex..., in: text)
      guard let match = Self.directive.firstMatch(in: text, range: whole),
        let head = Range(match.range(at: 1), in: text), let body = Range(match.range(at: 2), in: text)
      else { return text }
      var condition = String(text[body])
      for found in Self.condition.matches(in: condition, range: NSRange(condition.startIndex..., in: condition)).reversed() {
        guard let range = Range(found.range, in: condition), let kind = Range(found.range(at: 1), in: condition),
          let name = Range(found.range(at: 2), in: condition)
        else { continue }
        let value: Bool?
        switch condition[kind] {
        case "os": value = os(String(condition[name]))
        case "canImport": value = canImport(String(condition[name]))
        default: value = targetEnvironment(String(condition[name]))
        }
        guard let value else { continue }
        condition.replaceSubrange(range, with: value ? "true" : "false")
        changed = true
      }
      return String(text[head]) + condition
    }
    return changed ? lines.joined(separator: "\n") : nil
  }
}
