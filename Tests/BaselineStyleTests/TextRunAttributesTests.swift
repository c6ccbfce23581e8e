import BaselineStyle
import Foundation
import Testing

@Suite("Text run attributes: one value from the modifiers to the paragraph")
struct TextRunAttributesTests {
  @Test("spacings are limited to ±1e9 and NaN or infinite ones count as 0; \"und\" and \"\" are no language")
  func clamps() {
    let attributes = TextRunAttributes(kerning: .nan, tracking: .infinity, baselineOffset: -.infinity, language: "und")
    #expect(attributes == TextRunAttributes.plain)
    #expect(TextRunAttributes(tracking: 2e9).tracking == 1e9)
    #expect(TextRunAttributes(tracking: -2e9).tracking == -1e9)
    #expect(TextRunAttributes(language: "").language == nil)
    #expect(TextRunAttributes(language: "sr").language == "sr")
  }

  @Test("an inner setting wins field by field; what no level sets resolves to its default")
  func inheriting() {
    var outer = TextRunAttributes.Settings()
    outer.kerning = 2
    outer.language = "sr"
    var inner = TextRunAttributes.Settings()
    inner.tracking = 1
    inner.language = "und"
    #expect(inner.inheriting(outer).resolved == TextRunAttributes(kerning: 2, tracking: 1))
    #expect(outer.inheriting(inner).resolved == TextRunAttributes(kerning: 2, tracking: 1, language: "sr"))
    #expect(TextRunAttributes.Settings().isEmpty)
    #expect(!outer.isEmpty)
    #expect(TextRunAttributes.Settings().resolved == .plain)
  }

  @Test("a style's one-look attributes and its runs' are the same value the old fields read")
  func styleForwarding() {
    var style = TextStyle(
      font: .body, lineSpacing: 0, lineLimit: nil, lineLimitRange: nil, reservesSpace: false, truncationMode: .tail,
      multilineTextAlignment: .leading, layoutDirection: .leftToRight, displayScale: nil)
    #expect(style.runAttributes == .plain)
    style.kerning = 3
    style.typesettingLanguage = "sr"
    #expect(style.runAttributes == TextRunAttributes(kerning: 3, language: "sr"))
    let run = TextStyle.Run(range: 0..<1, font: .body, tracking: 4, baselineOffset: 5)
    #expect(run.attributes == TextRunAttributes(tracking: 4, baselineOffset: 5))
  }
}
