import Baseline
import BaselineTestSupport
import Foundation
import Testing

/// What an `onPreferenceChange` saw.
private final class Seen: @unchecked Sendable {
  var layouts: [Text.LayoutKey.AnchoredLayout] = []
  var origins: [CGPoint] = []
}

@Suite("Text.LayoutKey: placed texts report their lines")
struct TextLayoutKeyTests {
  @Test("two lines of Noto Sans 17: baselines at 18.173 and 41.327, line boxes 23.154 tall, at the text's origin")
  func lines() throws {
    let seen = Seen()
    let view = Text("Ab\nCd")
      .padding(.leading, 7).padding(.top, 23)
      .onPreferenceChange(Text.LayoutKey.self) { seen.layouts = $0 }
      .overlayPreferenceValue(Text.LayoutKey.self) { layouts in
        GeometryReader { proxy in
          let _ = seen.origins = layouts.map { proxy[$0.origin] }
          Color.clear
        }
      }
    _ = engine().layout(view)
    let layout = try #require(seen.layouts.first?.layout)
    // Noto Sans: ascender 1069, descender 293 per 1000 units, no line gap. At 17 points the
    // ascent is 18.173 and a line 23.154: the second baseline is 18.173 + 23.154 = 41.327.
    #expect(seen.layouts.count == 1 && layout.count == 2 && !layout.isTruncated)
    #expect(abs(layout[0].origin.y - 18.173) < 1e-9 && abs(layout[1].origin.y - 41.327) < 1e-9)
    #expect(layout[0].origin.x == 0)
    let first = layout[0].typographicBounds
    #expect(abs(first.ascent - 18.173) < 1e-9 && abs(first.descent - 4.981) < 1e-9 && first.leading == 0)
    #expect(abs(first.rect.minY) < 1e-9 && abs(first.rect.height - 23.154) < 1e-9)
    #expect(abs(layout[1].typographicBounds.rect.minY - 23.154) < 1e-9)
    // One run per line; the second line's characters start after "Ab\n".
    #expect(layout[1].count == 1 && layout[1][0].characterIndices.first == 3 && layout[1][0].layoutDirection == .leftToRight)
    // The anchor: the text's top leading corner, 7 in and 23 down.
    #expect(seen.origins == [CGPoint(x: 7, y: 23)])
  }

  @Test("every text reports, in document order; a subtree without texts reports none")
  func several() {
    let seen = Seen()
    _ = engine().layout(
      VStack {
        Text("One")
        Color.red.frame(width: 10, height: 10)
        Text("Two").font(.title)
      }
      .onPreferenceChange(Text.LayoutKey.self) { seen.layouts = $0 })
    #expect(seen.layouts.count == 2 && seen.layouts.allSatisfy { $0.layout.count == 1 })
    // The title font (28 points) is taller: ascent 28 x 1.069 = 29.932.
    #expect(abs(seen.layouts[1].layout[0].typographicBounds.ascent - 29.932) < 1e-9)
    let none = Seen()
    _ = engine().layout(Color.red.frame(width: 10, height: 10).onPreferenceChange(Text.LayoutKey.self) { none.layouts = $0 })
    #expect(none.layouts.isEmpty)
  }
}
