import Foundation
import Testing
import LayoutCore
import SeedExampleViews
import SwiftUISurface

// The seed documents' examples (Tests/SeedExampleViews) laid out: every construct they use
// compiles and lays out. Text sizes come from FakeTextMeasurer (see Support.swift).

extension VerticalAlignment {
  private enum TemplateVertical: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  fileprivate static let templateVertical = VerticalAlignment(TemplateVertical.self)
}

extension HorizontalAlignment {
  private enum TemplateHorizontal: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
  }
  fileprivate static let templateHorizontal = HorizontalAlignment(TemplateHorizontal.self)
}

extension Alignment {
  fileprivate static let template = Alignment(horizontal: .templateHorizontal, vertical: .templateVertical)
}

@Suite("Seed document examples")
struct SeedExampleTests {
  @Test("the weird alignment column: each label sits its height left of the guide line")
  func weirdAlignment() {
    let result = layout(SeedWeirdColumn())
    // Labels are text width + 40 wide: Monday 6 chars -> 160, Tuesday 180, Wednesday 220,
    // Thursday 200, Friday 160, Saturday 200, Sunday 160. Guide = height for labels, 0 for the
    // rules. Origins relative to the line: -h. Union: from -90 (Wednesday) to 160 (Thursday,
    // Saturday: -40 + 200), so the line is at x = 90 and the column is 250 wide.
    #expect(result.size.width == 250)
    let expected: [(String, CGFloat, CGFloat)] = [
      ("Monday", 40, 160), ("Tuesday", 20, 180), ("Wednesday", 0, 220), ("Thursday", 50, 200),
      ("Friday", 20, 160), ("Saturday", 50, 200), ("Sunday", 50, 160),
    ]
    for (day, x, width) in expected {
      #expect(result.frame(of: day)?.minX == x, "\(day)")
      #expect(result.frame(of: day)?.width == width, "\(day)")
    }
    #expect(result.frame(of: "top")?.minX == 90)
    #expect(result.frame(of: "bottom")?.minX == 90)
    // Heights: two 10-pt rules (nil height proposed), the labels, and 8 gaps of 10.
    #expect(result.size.height == CGFloat(10 + 400 + 10 + 80))
  }

  @Test("aligning non-siblings: the arrow centers on the selected day", arguments: [0, 1, 4])
  func dayPicker(selected: Int) {
    let result = layout(SeedDayPicker(selected: selected))
    // largeTitle (34 pt) in the fake measurer: 34 tall (ascent 27), no line gap, so Text above Text has a
    // gap of 0 and the column is 7 * 34 = 238 tall. The arrow placeholder is 34 x 34.
    expectFrame(result.frame(of: "arrow"), 20, 20 + 34 * CGFloat(selected), 34, 34)
    let days = result.frame(of: "days")
    #expect(days?.minY == 20 && days?.height == 238 && days?.minX == 20 + 34 + 8)
    #expect(result.size.height == CGFloat(238 + 40))
  }

  @Test("the custom ZStack alignment template: leading and bottom by default")
  func zstackTemplate() {
    let result = layout(
      ZStack(alignment: .template) {
        Color.blue.frame(width: 100, height: 50).id("wide")
        Color.green.frame(width: 40, height: 80).id("tall")
      })
    #expect(result.size == CGSize(width: 100, height: 80))
    #expect(result.frame(of: "wide")?.origin == CGPoint(x: 0, y: 30))
    #expect(result.frame(of: "tall")?.origin == CGPoint(x: 0, y: 0))
  }

  @Test("the vertical alignment gallery with the fake measurer")
  func gallery() {
    let result = layout(SeedAlignmentGallery(), width: 400)
    // Each row: a title text (fake: 20 pt per character, 34 tall per line, baseline 27) between
    // two flexible 1-pt lines. The text is the least flexible child, so it is offered a third of
    // 400 (133.3) and wraps after 6 characters: "Top" 60 x 34, "Center" and "Bottom" 120 x 34,
    // "First Text Baseline" (19) 4 lines = 120 x 136, "Last Text Baseline" (18) 3 lines =
    // 120 x 102 with its last baseline at 27 + 2 * 34 = 95. The lines share the rest.
    let heights: [CGFloat] = [34, 34, 34, 136, 102]
    #expect(result.size == CGSize(width: 400, height: heights.reduce(0, +) + 4 * 30))
    let rows = result.views(ofKind: "HStack").map(\.frame.minY)
    #expect(rows == [0, 64, 128, 192, 358])
    let lines = result.views(ofKind: "Color").map(\.frame)
    // Line y inside each row: top 0, center 17 - 0.5, bottom 34 - 1, first baseline 27 - 1,
    // last baseline 95 - 1 (a Color's baselines are its bottom).
    let offsets: [CGFloat] = [0, 16.5, 33, 26, 94]
    let lineWidths: [CGFloat] = [170, 140, 140, 140, 140]
    for (row, offset) in offsets.enumerated() {
      #expect(lines[2 * row].minY == rows[row] + offset)
      #expect(lines[2 * row + 1].minY == rows[row] + offset)
      #expect(lines[2 * row].width == lineWidths[row])
    }
    let texts = result.views(ofKind: "Text")
    #expect(texts[3].firstBaseline == CGFloat(192 + 27))
    #expect(texts[3].lastBaseline == CGFloat(192 + 27 + 3 * 34))
    #expect(texts[4].lastBaseline == CGFloat(358 + 95))
  }
}
