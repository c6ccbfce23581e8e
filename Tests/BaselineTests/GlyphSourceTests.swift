import Baseline
@testable import BaselineDisplay
import BaselineTestSupport
import Testing
import Typography

@Suite("Glyph sources: one per text, shared by its measurements")
struct GlyphSourceTests {
  /// The recipe of the placed measurement of `text`, laid out `width` wide with the bundled fonts.
  private func recipe(_ text: some View, width: CGFloat) throws -> MeasuredGlyphs {
    let result = engine().layout(text, proposal: ProposedViewSize(width: width, height: nil))
    let measured = try #require(result.nodes.compactMap(\.text).first).measured
    return try #require(measured.glyphRecipe as? MeasuredGlyphs)
  }

  @Test("a text's measurements share one source: the string in its font, not the font and shaper per recipe")
  func oneSourcePerText() throws {
    let wide = try recipe(Text("Shared source text"), width: 300)
    let narrow = try recipe(Text("Shared source text"), width: 60)
    #expect(wide.source === narrow.source)
    #expect(wide.style.maxWidth == 300 && narrow.style.maxWidth == 60)
    #expect(wide.text.string == "Shared source text")
    // Noto Sans at the body size, 17 points, with no features asked for.
    #expect(wide.text.baseAttributes.font.size == 17 && wide.text.baseAttributes.features.isEmpty)
    #expect(wide.sourceOffsets == nil)
  }

  @Test("a text with spacing keeps its styled text: its kerning reaches the drawing")
  func styledSource() throws {
    let kerned = try recipe(Text("Kerned").kerning(2), width: 300)
    #expect(kerned.text.string == "Kerned")
    #expect(kerned.text.runs.allSatisfy { $0.attributes.kerning == 2 } && kerned.text.baseAttributes.kerning == 2)
    // Prepared again (another layout), the same styled text shares the cached paragraph's source.
    let again = try recipe(Text("Kerned").kerning(2), width: 200)
    #expect(kerned.source === again.source)
  }

  @Test("an upper-cased text whose length changed maps its offsets back to the source string")
  func caseMapping() throws {
    // "ß" upper-cases to "SS": shaped offsets 0, 1 and 2 map to source offsets 0, 0 and 1.
    let mapped = try recipe(Text("ßa").textCase(.uppercase), width: 300)
    #expect(mapped.text.string == "SSA")
    #expect(mapped.sourceOffsets?.prefix(3) == [0, 0, 1])
    // Its offsets are its own: its source is not the cached paragraph's.
    let again = try recipe(Text("ßa").textCase(.uppercase), width: 200)
    #expect(again.sourceOffsets == mapped.sourceOffsets && again.source !== mapped.source)
  }
}
