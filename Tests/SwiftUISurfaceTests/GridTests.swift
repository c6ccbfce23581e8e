import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

@Suite("Grid")
struct GridTests {
  @Test("E18: six columns, text column 50, the rest (390 - 50 - 5) / 5 = 67; rows (300 - 2) / 3")
  func e18() {
    let result = layout(
      Grid(alignment: .bottom, horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
          Text("Row 1").font(.caption).id("t1")  // 50 x 20
          ForEach(0..<2) { _ in Color.red }
        }
        GridRow {
          Text("Row 2").font(.caption).id("t2")
          ForEach(0..<5) { _ in Color.green }
        }
        GridRow {
          Text("Row 3").font(.caption).id("t3")
          ForEach(0..<4) { _ in Color.blue }
        }
      }, width: 390, height: 300)
    let row = CGFloat(298) / 3
    #expect(result.size.width == 390)
    expectClose(result.size.height, 300)
    // Each text sits at the bottom center of its 50-wide cell: y = row - 20 within its row.
    expectFrame(result.frame(of: "t1"), 0, row - 20, 50, 20)
    expectFrame(result.frame(of: "t2"), 0, row + 1 + row - 20, 50, 20)
    expectFrame(result.frame(of: "t3"), 0, 2 * (row + 1) + row - 20, 50, 20)
    let greens = result.views(ofKind: "Color").filter { $0.frame.minY > row && $0.frame.minY < 2 * row }
    #expect(greens.map(\.frame.minX) == [51, 119, 187, 255, 323])
    #expect(greens.allSatisfy { $0.frame.width == 67 })
    expectClose(greens.first?.frame.height, row)
  }

  @Test("a form: label and value baselines align per row, on first and on last baselines")
  func form() {
    func scene(_ guide: VerticalAlignment) -> LayoutResult {
      layout(
        Grid(alignment: Alignment(horizontal: .leading, vertical: guide), horizontalSpacing: 10, verticalSpacing: 6) {
          GridRow {
            Text("Name").font(.caption).gridColumnAlignment(.trailing).id("label1")  // 40 x 20
            Text("abcdefghijklmnop").font(.title).id("value1")  // 320 wide unwrapped
          }
          GridRow {
            Text("Address").font(.caption).id("label2")  // 70 x 20, baseline 15
            Text("abcdef").id("value2")  // body 60 x 21, baseline 16
          }
        }, width: 200)
    }
    // Column 0 is 70 (its widest label); the value column gets 200 - 70 - 10 = 120, so the
    // title text wraps to 6 characters (120) per line: 3 lines, 102 tall, baselines 27/61/95.
    let first = scene(.firstTextBaseline)
    // Row 1 on first baselines: label baseline 15, value 27 -> label y = 12, value y = 0.
    expectFrame(first.frame(of: "label1"), 30, 12, 40, 20)  // trailing in its 70-wide column
    expectFrame(first.frame(of: "value1"), 80, 0, 120, 102)
    #expect(first[id: "label1"]?.firstBaseline == first[id: "value1"]?.firstBaseline)
    // Row 2 starts at 102 + 6; label baseline 15 vs body 16.
    expectFrame(first.frame(of: "label2"), 0, 108 + 1, 70, 20)
    expectFrame(first.frame(of: "value2"), 80, 108, 60, 21)
    #expect(first.size == CGSize(width: 200, height: 108 + 21))

    let last = scene(.lastTextBaseline)
    // Row 1 on last baselines: the value's last baseline is 95, the label's 15 -> label y = 80.
    expectFrame(last.frame(of: "label1"), 30, 80, 40, 20)
    expectFrame(last.frame(of: "value1"), 80, 0, 120, 102)
    #expect(last[id: "label1"]?.lastBaseline == last[id: "value1"]?.lastBaseline)
  }

  @Test("spans, anchors and full-width rows")
  func spansAndAnchors() {
    let result = layout(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 30)
          Color.red.frame(width: 50, height: 10).gridCellAnchor(.topLeading).id("anchored")
        }
        GridRow {
          Color.blue.frame(width: 60, height: 20).gridCellColumns(2).id("span")
        }
        Color.gray.frame(height: 2).id("rule")
      })
    // Columns 30 and 50; the span covers both (80) and is centered: x = 10.
    #expect(result.size == CGSize(width: 80, height: 52))
    expectFrame(result.frame(of: "anchored"), 30, 0, 50, 10)
    expectFrame(result.frame(of: "span"), 10, 30, 60, 20)
    expectFrame(result.frame(of: "rule"), 0, 50, 80, 2)
  }

  @Test("GridLayout used directly gives the same frames as Grid")
  func gridLayoutDirectly() {
    let cells = {
      GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 5) }
    }
    let viaView = layout(Grid(horizontalSpacing: 4, verticalSpacing: 4) { cells(); cells() })
    let viaLayout = layout(GridLayout(horizontalSpacing: 4, verticalSpacing: 4) { cells(); cells() })
    #expect(viaView.size == viaLayout.size)
    #expect(viaView.views(ofKind: "Color").map(\.frame) == viaLayout.views(ofKind: "Color").map(\.frame))
    #expect(viaView.size == CGSize(width: 34, height: 24))
  }

  @Test("a full-width row shows whole: the grid is as wide as its widest one, proposed the grid's width; a divider widens nothing")
  func fullWidthRows() {
    // One text outside any row: the grid is the text, 7 x 10 by 21 (it was 0 wide).
    #expect(engine.layout(Grid { Text("Version") }).size == CGSize(width: 70, height: 21))
    // Columns of 10 and 10, 8 apart (28), and a 120-point text row: 120 wide; the row of two
    // cells is centered in it, the text row starts at 0.
    let result = engine.layout(
      Grid {
        GridRow {
          Text("A").id("a")
          Text("B")
        }
        Text("Version long").id("long")
      })
    #expect(result.size == CGSize(width: 120, height: 21 + 8 + 21))
    #expect(result[id: "long"]?.frame == CGRect(x: 0, y: 29, width: 120, height: 21))
    // A divider's row takes the columns' width without asking for more.
    let divided = engine.layout(
      Grid {
        GridRow {
          Text("A")
          Text("B")
        }
        Divider().id("divider")
      })
    #expect(divided.size.width == 28)
    #expect(divided[id: "divider"]?.frame.width == 28)
    // On a baseline alignment a full-width row's view sits at its row's top: a header padded 12
    // above has its baseline at 12 + 16.
    let header = engine.layout(Grid(alignment: .leadingFirstTextBaseline) { Text("Ab").padding(.top, 12).id("header") })
    #expect(header[id: "header"]?.frame.minY == 0)
    #expect(header.nodes.first?.firstBaseline == 28)
  }
}
