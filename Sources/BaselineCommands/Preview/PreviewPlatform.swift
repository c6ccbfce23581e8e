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

  /// `source` with the platform conditions of its `#if` and `#elseif` lines replaced by `true` or
  /// `false`, line for line (so lines keep their numbers); nil when it has none.
  func decide(_ source: String) -> String? {
    var changed = false
    let lines = source.sourceLines.map { line -> String in
      let text = String(line)
      guard text.contains("#"), let directive = text.wholeMatch(of: #/(\s*#(?:if|elseif)\b)(.*)/#) else { return text }
      var condition = String(directive.output.2)
      let found = condition.matches(of: #/\b(os|canImport|targetEnvironment)\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,[^)]*)?\)/#)
      // From the last, so that the earlier matches' ranges stay valid.
      for match in found.reversed() {
        let (kind, name) = (match.output.1, String(match.output.2))
        let value: Bool?
        switch kind {
        case "os": value = os(name)
        case "canImport": value = canImport(name)
        default: value = targetEnvironment(name)
        }
        guard let value else { continue }
        condition.replaceSubrange(match.range, with: value ? "true" : "false")
        changed = true
      }
      return String(directive.output.1) + condition
    }
    return changed ? lines.joined(separator: "\n") : nil
  }
}
