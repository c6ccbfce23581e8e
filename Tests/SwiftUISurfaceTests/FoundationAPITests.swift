import Foundation
import Testing
import LayoutCore
@testable import SwiftUISurface

/// Foundation API that Apple's platforms have and Linux's lacks, declared by the surface.
@Suite("Localized strings and formatters")
struct FoundationAPITests {
  @Test("String(localized:) is the development-language text: the key with its interpolations, or the default value")
  func localizedStrings() {
    let count = 3
    #expect(String(localized: "Items: \(count)", comment: "a count") == "Items: 3")
    #expect(String(localized: "greeting", defaultValue: "Hello", table: "Main", comment: "") == "Hello")
    let resource = LocalizedStringResource("title", defaultValue: "Settings")
    #expect(resource.key == "title" && String(localized: resource) == "Settings")
    let literal: LocalizedStringResource = "Done \(count)"
    #expect(literal.key == "Done 3" && literal.description == "Done 3")
  }

  @Test("a text of a resource lays out as the text of its default value")
  func textOfResource() {
    let engine = LayoutEngine()
    let resource = LocalizedStringResource("title", defaultValue: "Settings")
    // The approximate measurer: 0.6 of the 17-point body size a character, 8 characters.
    #expect(engine.layout(Text(resource)).size == engine.layout(Text("Settings")).size)
    #expect(abs(engine.layout(Text(resource)).size.width - 8 * 0.6 * 17) < 1e-9)
  }

  @Test("ListFormatter joins as English does; Measurement.formatted() is the value and the unit's symbol")
  func formatters() {
    #expect(ListFormatter.localizedString(byJoining: []) == "")
    #expect(ListFormatter.localizedString(byJoining: ["a"]) == "a")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b"]) == "a and b")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
    #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted() == "5 km")
    #expect(Measurement(value: 2.5, unit: UnitMass.kilograms).formatted() == "2.5 kg")
  }
}
