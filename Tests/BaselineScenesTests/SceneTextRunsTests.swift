import Baseline
import BaselineTestSupport
import BaselineScenes
import Foundation
import Testing

/// Text runs and text modifiers in scene files (docs/scenes.md, "Text runs"). Metrics: Noto
/// Sans and Serif ascender 1069, descender 293 per 1000; Liberation Sans 1854 / 434 / 67 per
/// 2048; "Hello" in Liberation Sans is 4667 units wide.
@Suite("Scene files: text runs and text modifiers")
struct SceneTextRunsTests {
  func layout(_ root: String) throws -> LayoutResult { try sceneLayout(root) }

  func fault(_ root: String) -> String? { sceneFault(root) }

  @Test("the issue's three runs in a first-baseline HStack, and the runs in the result")
  func threeRuns() throws {
    let result = try layout(
      """
      {"type": "HStack", "alignment": "firstTextBaseline", "spacing": 0, "children": [
        {"type": "Text", "id": "mixed", "runs": [
          {"text": "Price ", "font": {"family": "Noto Sans", "size": 28}},
          {"text": "USD ", "font": {"family": "Noto Serif", "size": 13}},
          {"text": "net", "font": {"family": "Liberation Sans", "size": 17}, "baselineOffset": 20, "underline": "red"}]},
        {"type": "Text", "id": "small", "text": "small", "font": {"family": "Noto Sans", "size": 13}}]}
      """)
    let mixed = try #require(result.view(id: "mixed"))
    let small = try #require(result.view(id: "small"))
    let ascent: Double = 1854.0 * 17 / 2048 + 20
    #expect(abs(Double(mixed.firstBaseline ?? 0) - ascent) < 1e-9)
    #expect(abs(Double(small.frame.minY) - (ascent - 1069.0 * 13 / 1000)) < 1e-9)
    #expect(mixed.runs.map(\.range) == [0..<6, 6..<10, 10..<13])
    #expect(mixed.runs.map(\.baselineOffset) == [0, 0, 20])
    #expect(result.json.contains(
      "{\"range\": [10, 13], \"font\": {\"family\": \"Liberation Sans\", \"size\": 17, \"weight\": 400}, \"baselineOffset\": 20, \"underline\": \"red\"}"))
  }

  @Test("a font's smallCaps: all, lowercase or uppercase letters as small capitals")
  func smallCaps() throws {
    // Noto Sans "Hello": 2426 units per 1000 as set, 2688 with smcp, 2284 with c2sc, 2546 with
    // both (TextModifierTests, "Small capitals", derives them from the font's tables).
    for (choice, units) in [("all", 2546.0), ("lowercase", 2688), ("uppercase", 2284)] {
      let result = try layout(
        "{\"type\": \"Text\", \"id\": \"t\", \"text\": \"Hello\", \"font\": {\"family\": \"Noto Sans\", \"size\": 10, \"smallCaps\": \"\(choice)\"}}")
      #expect(abs(Double(result.view(id: "t")?.frame.width ?? 0) - units / 100) < 1e-9, "\(choice)")
    }
    #expect(
      fault("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"smallCaps\": \"some\"}}")
        == "root.font.smallCaps: unknown small capitals \"some\"; expected one of: all, lowercase, uppercase")
  }

  @Test("a font's leading: 2 points less or more between lines")
  func leading() throws {
    // Two lines of Noto Sans 17, each (1069 + 293) x 17 / 1000 = 23.154 tall, no line gap.
    for (choice, gap) in [("standard", 0.0), ("tight", -2), ("loose", 2)] {
      let result = try layout(
        "{\"type\": \"Text\", \"id\": \"t\", \"text\": \"A\\nB\", \"font\": {\"family\": \"Noto Sans\", \"size\": 17, \"leading\": \"\(choice)\"}}")
      #expect(abs(Double(result.view(id: "t")?.frame.height ?? 0) - (2 * 23.154 + gap)) < 1e-9, "\(choice)")
    }
    #expect(
      fault("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"leading\": \"wide\"}}")
        == "root.font.leading: unknown leading \"wide\"; expected one of: standard, tight, loose")
  }

  @Test("typesettingLanguage: Serbian sets Noto Sans's own be (604 units rather than 599)")
  func typesettingLanguage() throws {
    let result = try layout(
      "{\"type\": \"Text\", \"id\": \"t\", \"text\": \"\\u0431\", \"font\": {\"family\": \"Noto Sans\", \"size\": 100}, \"modifiers\": [{\"typesettingLanguage\": \"sr\"}]}")
    #expect(abs(Double(result.view(id: "t")?.frame.width ?? 0) - 60.4) < 1e-9)
    #expect(
      fault("{\"type\": \"Text\", \"text\": \"x\", \"modifiers\": [{\"typesettingLanguage\": \"\"}]}")
        == "root.modifiers[0].typesettingLanguage: expected a BCP 47 language tag such as \"sr\", got \"\"")
  }

  @Test("a run's typesettingLanguage: only that run takes Serbian forms (599 + 604 units), and the result names it")
  func runLanguage() throws {
    let result = try layout(
      """
      {"type": "Text", "id": "t", "font": {"family": "Noto Sans", "size": 100}, "runs": [
        {"text": "\\u0431"}, {"text": "\\u0431", "typesettingLanguage": "sr"}]}
      """)
    let text = try #require(result.view(id: "t"))
    #expect(abs(Double(text.frame.width) - 120.3) < 1e-9)
    #expect(text.runs.map(\.attributes.language) == [nil, "sr"])
    #expect(result.json.contains("\"typesettingLanguage\": \"sr\"}"))
    #expect(
      fault("{\"type\": \"Text\", \"runs\": [{\"text\": \"x\", \"typesettingLanguage\": \"s r\"}]}")
        == "root.runs[0].typesettingLanguage: expected a BCP 47 language tag such as \"sr\", got \"s r\"")
  }

  @Test("markdown in text on request; verbatim by default")
  func markdown() throws {
    let read = try layout("{\"type\": \"Text\", \"id\": \"t\", \"text\": \"a **b**\", \"markdown\": true}")
    #expect(read.view(id: "t")?.runs.map(\.font.weight) == [.regular, .bold])
    let verbatim = try layout("{\"type\": \"Text\", \"id\": \"t\", \"text\": \"a **b**\"}")
    #expect(verbatim.view(id: "t")?.runs == [])
    #expect(verbatim.view(id: "t")?.lines.map(\.range) == [0..<7])
  }

  @Test("the text modifiers: kerning, tracking, textCase, weight numbers for variable fonts")
  func modifiers() throws {
    let font = "{\"family\": \"Liberation Sans\", \"size\": 2048}"
    func width(_ modifiers: String, text: String = "Hello") throws -> CGFloat? {
      try layout("{\"type\": \"Text\", \"id\": \"t\", \"text\": \"\(text)\", \"font\": \(font), \"modifiers\": [\(modifiers)]}")
        .view(id: "t")?.frame.width
    }
    #expect(try width("{\"kerning\": 10}") == 4717)
    #expect(try width("{\"tracking\": 10}") == 4707)
    #expect(try width("{\"textCase\": \"uppercase\"}", text: "straße") == 9560)
    // Inter at weight 500 (hb-shape --variations=wght=500): "Hamburg" is 12381 units.
    let inter = try layout(
      "{\"type\": \"Text\", \"id\": \"t\", \"text\": \"Hamburg\", \"font\": {\"family\": \"Inter\", \"size\": 2816, \"weight\": 500}}")
    #expect(inter.view(id: "t")?.frame.width == 12381)
  }

  @Test("lineLimit with reservesSpace keeps the height of its lines")
  func reservesSpace() throws {
    // Noto Sans 10: one line is 10.69 + 2.93 tall; three reserved lines add two pitches of
    // 13.62 (no line gap, no spacing).
    let result = try layout(
      "{\"type\": \"Text\", \"id\": \"t\", \"text\": \"a\", \"font\": {\"family\": \"Noto Sans\", \"size\": 10}, \"modifiers\": [{\"lineLimit\": {\"limit\": 3, \"reservesSpace\": true}}]}")
    let line: Double = 1362.0 * 10 / 1000
    #expect(abs(Double(result.view(id: "t")?.frame.height ?? 0) - 3 * line) < 1e-9)
  }

  @Test("faults name their paths")
  func faults() {
    #expect(fault("{\"type\": \"Text\", \"text\": \"a\", \"runs\": []}") == "root.text: a Text has either \"text\" or \"runs\", not both")
    #expect(fault("{\"type\": \"Text\", \"runs\": [{\"text\": \"a\", \"size\": 3}]}")
      == "root.runs[0].size: unknown member of a text run; expected one of: text, font, color, bold, italic, weight, design, monospacedDigit, kerning, tracking, baselineOffset, typesettingLanguage, underline, strikethrough")
    #expect(fault("{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"minimumScaleFactor\": 0}]}")
      == "root.modifiers[0].minimumScaleFactor: expected a scale factor above 0 and at most 1, got 0")
    #expect(fault("{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"textCase\": \"title\"}]}")?.hasPrefix("root.modifiers[0].textCase:") == true)
  }
}
