import Baseline
import Foundation
import Testing

/// The glyph runs of a result's display list.
private func glyphRuns(_ result: LayoutResult) -> [DisplayList.GlyphRun] {
  DisplayList(result).items.compactMap { item in
    if case .glyphs(let run) = item { return run }
    return nil
  }
}

@Suite("Glyph recipes: a result keeps how each text was shaped, not the shaping")
struct GlyphRecipeTests {
  @Test("a result drawn after its font context is gone draws the measured glyphs, and kept none of the context's caches")
  func drawnAfterTheContext() throws {
    let library = try FontContext.bundled().library
    weak var typesetter: Typesetter?
    var result: LayoutResult?
    do {
      let fonts = FontContext(library: library)
      typesetter = fonts.typesetter
      result = LayoutEngine(fonts: fonts).layout(Text("hello").font(.custom("Liberation Sans", size: 2048)))
    }
    // The typesetter (and its word cache) went with the context.
    #expect(typesetter == nil)
    let runs = glyphRuns(try #require(result))
    // hb-shape with Liberation Sans: h 1139, e 1139, l 455, l 455, o 1139 units at 2048 pt.
    #expect(runs.map(\.glyphs.count) == [5])
    #expect(runs.first?.positions.map(\.x) == [0, 1139, 2278, 2733, 3188])
    #expect(result?.nodes.first?.frame.width == 4327)
  }

  @Test("drawing while the context lives and after it is gone gives the same runs: plain, styled and case-mapped texts")
  func sameRunsEitherWay() throws {
    let fonts = try FontContext(library: FontContext.bundled().library)
    let engine = LayoutEngine(fonts: fonts)
    let view = VStack(alignment: .leading, spacing: 4) {
      Text("Ada Lovelace wrote the first published program").frame(width: 120)
      Text("**Bold** and *italic*")
      Text("upper").textCase(.uppercase)
    }
    let live = glyphRuns(engine.layout(view))
    var later: LayoutResult?
    do {
      let own = FontContext(library: fonts.library)
      later = LayoutEngine(fonts: own).layout(view)
    }
    let drawn = glyphRuns(try #require(later))
    #expect(live.count == drawn.count && live.count >= 5)
    #expect(live.map(\.glyphs) == drawn.map(\.glyphs))
    #expect(live.map(\.positions) == drawn.map(\.positions))
    #expect(live.map(\.text) == drawn.map(\.text))
  }
}
