import Baseline
import BaselineTestSupport
import Foundation
import Testing

// Text measured with the bundled fonts through `import Baseline` alone. Metrics are the fonts'
// table values (see TypographyTests/FontMetricsTests) scaled by size / unitsPerEm; advances are
// hb-shape's (`hb-shape --font-funcs=ot FONT TEXT`, summed).

/// Ascent, descent and line gap of a bundled font at a size, from its hhea table.
private func metrics(_ font: String, _ size: Double) -> (a: Double, d: Double, g: Double) {
  switch font {
  case "Noto": return (1069 * size / 1000, 293 * size / 1000, 0)  // Noto Sans, Serif, Mono
  case "Liberation": return (1854 * size / 2048, 434 * size / 2048, 67 * size / 2048)
  case "DejaVu": return (1901 * size / 2048, 483 * size / 2048, 0)
  default: return (.nan, .nan, .nan)
  }
}

private func close(_ a: CGFloat?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(Double(a) - b) <= tolerance
}

private func row(_ alignment: VerticalAlignment) -> some View {
  HStack(alignment: alignment) {
    Text("Hello").font(.system(size: 11)).id("sans11")  // Noto Sans 11: 2426 units
    Text("World").font(.custom("Liberation Sans", size: 17)).id("lib17")  // 5311 units
    Text("Serif\nline two").font(.system(size: 24, design: .serif)).id("serif24")  // 2 lines
    Text("aaa bbb ccc").font(.system(size: 10, design: .monospaced)).frame(width: 42).id("mono10")
    Text("Big").font(.custom("DejaVu Sans", size: 34)).id("dejavu34")  // 3274 units
    Color.red.frame(width: 20, height: 20).id("color")
  }
}

@Suite("Text with real fonts: baseline alignment")
struct TextBaselineTests {
  let ids = ["sans11", "lib17", "serif24", "mono10", "dejavu34"]

  @Test("HStack(alignment: .firstTextBaseline) across five fonts and sizes")
  func firstBaselines() {
    let result = engine().layout(row(.firstTextBaseline))
    #expect(result.warnings.isEmpty)
    // The line: the largest first baseline or the Color's bottom (20): DejaVu 34's ascent.
    let line = metrics("DejaVu", 34).a  // 31.5595703125
    for id in ids {
      #expect(close(result[id: id]?.firstBaseline, line), "\(id): \(String(describing: result[id: id]?.firstBaseline))")
    }
    #expect(close(result[id: "color"]?.frame.maxY, line))
    // Height: the two-line serif text reaches furthest below: line - a + 2 (a + d).
    let serif = metrics("Noto", 24)
    #expect(close(result.size.height, line - serif.a + 2 * (serif.a + serif.d)))
    // Width: the widths (widest line for the serif text; the mono frame is 42) and 5 gaps of 8.
    let hello: Double = 2426 * 11 / 1000
    let world: Double = 5311 * 17 / 2048
    let serifLine: Double = 3861 * 24 / 1000
    let big: Double = 3274 * 34 / 2048
    let widths: [Double] = [hello, world, serifLine, 42, big, 20]
    #expect(close(result.size.width, widths.reduce(0, +) + 5 * 8))
    // The mono text wrapped at 42 pt (7 characters of 6 pt) into two lines.
    #expect(result[id: "mono10"].map { $0.frame.height } == CGFloat(2 * (10.69 + 2.93)))
  }

  @Test("HStack(alignment: .lastTextBaseline): multi-line texts align their last lines")
  func lastBaselines() {
    let result = engine().layout(row(.lastTextBaseline))
    // Serif: a + (a + d + gap) = 58.344 is the deepest last baseline.
    let serif = metrics("Noto", 24)
    let line = serif.a + serif.a + serif.d
    for id in ids {
      #expect(close(result[id: id]?.lastBaseline, line), "\(id)")
    }
    // DejaVu's descent reaches furthest below the line.
    #expect(close(result.size.height, line + metrics("DejaVu", 34).d))
  }

  @Test("stacks report the topmost first and the bottom-most last baseline, through padding and frames")
  func containerBaselines() {
    let body = metrics("Noto", 17)  // body style: Noto Sans 17
    let result = engine().layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        VStack(alignment: .leading, spacing: 0) {
          Color.blue.frame(width: 10, height: 5)
          Text("one").padding(4)
          Text("two").frame(height: 40)
        }.id("column")
        ZStack { Color.gray.frame(width: 10, height: 10) }.id("plain")
      })
    let column = result[id: "column"]
    // First: 5 (color) + 4 (padding) + ascent. Last: the framed text is centered in 40.
    #expect(close(column?.firstBaseline, 5 + 4 + body.a))
    let secondTop = 5 + 4 + (body.a + body.d) + 4
    #expect(close(column?.lastBaseline, secondTop + (40 - (body.a + body.d)) / 2 + body.a))
    // A stack without text has no explicit baseline: its bottom aligns on the line.
    #expect(result[id: "plain"]?.firstBaseline == nil)
    #expect(close(result[id: "plain"]?.frame.maxY, 5 + 4 + body.a))
  }

  @Test("Apple's vertical alignment gallery with Noto Sans 28 (title)")
  func gallery() {
    func galleryRow(_ alignment: VerticalAlignment, _ text: String) -> some View {
      HStack(alignment: alignment, spacing: 0) {
        Color.red.frame(height: 1)
        Text(text).font(.title).border(.gray)
        Color.red.frame(height: 1)
      }
    }
    let result = engine().layout(
      VStack(spacing: 30) {
        galleryRow(.top, "Top")
        galleryRow(.center, "Center")
        galleryRow(.bottom, "Bottom")
        galleryRow(.firstTextBaseline, "First Text Baseline")
        galleryRow(.lastTextBaseline, "Last Text Baseline")
      }, proposal: ProposedViewSize(width: 1200, height: nil))
    let title = metrics("Noto", 28)  // ascent 29.932, descent 8.204
    let height = title.a + title.d
    #expect(close(result.size.height, 5 * height + 4 * 30))
    let rows = result.views(ofKind: "HStack").map(\.frame.minY)
    let lines = result.views(ofKind: "Color").map(\.frame.minY)
    let offsets = [0, height / 2 - 0.5, height - 1, title.a - 1, title.a - 1]
    for (index, offset) in offsets.enumerated() {
      #expect(close(lines[2 * index], Double(rows[index]) + offset, 1e-9))
      #expect(close(lines[2 * index + 1], Double(rows[index]) + offset, 1e-9))
    }
  }

  @Test("a form Grid aligns each label with a two-line value on first, then on last baselines")
  func form() {
    func form(_ guide: VerticalAlignment) -> LayoutResult {
      engine().layout(
        Grid(alignment: Alignment(horizontal: .leading, vertical: guide), horizontalSpacing: 12, verticalSpacing: 10) {
          GridRow {
            Text("Name").font(.footnote).gridColumnAlignment(.trailing).id("label")
            Text("Ada\nLovelace").id("value")
          }
          GridRow {
            Text("Born").font(.footnote)
            Text("1815")
          }
        })
    }
    let label = metrics("Noto", 13)
    let value = metrics("Noto", 17)
    let first = form(.firstTextBaseline)
    #expect(close(first[id: "label"]?.firstBaseline, value.a))
    #expect(close(first[id: "value"]?.firstBaseline, value.a))
    #expect(close(first[id: "label"]?.frame.minY, value.a - label.a))
    let last = form(.lastTextBaseline)
    let lastLine = value.a + value.a + value.d
    #expect(close(last[id: "label"]?.lastBaseline, lastLine))
    #expect(close(last[id: "value"]?.lastBaseline, lastLine))
    // The value column starts after the label column ("Name" 2820 / "Born" units at 13 pt) + 12.
    #expect(close(first[id: "value"]?.frame.minX, Double(first[id: "label"]!.frame.maxX) + 12, 1e-9))
  }

  @Test("with displayScale 2, aligned baselines still coincide and sizes are multiples of 0.5")
  func displayScale() {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    for alignment in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
      let result = engine(environment).layout(row(alignment))
      let baselines = ids.compactMap { id in
        alignment == .firstTextBaseline ? result[id: id]?.firstBaseline : result[id: id]?.lastBaseline
      }
      #expect(baselines.count == ids.count && Set(baselines).count == 1, "\(baselines)")
      for node in result.views(ofKind: "Text") {
        #expect((node.frame.width * 2).rounded() == node.frame.width * 2)
        #expect((node.frame.height * 2).rounded() == node.frame.height * 2)
      }
      #expect((result.size.height * 2).rounded() == result.size.height * 2)
    }
  }
}

@Suite("Text with real fonts: bad input")
struct TextBadInputTests {
  let body = metrics("Noto", 17)

  @Test("empty and whitespace-only text: one line of the font, no width")
  func empty() {
    let empty = engine().layout(Text(""))
    #expect(empty.size.width == 0 && close(empty.size.height, body.a + body.d))
    let spaces = engine().layout(Text("   "))
    #expect(spaces.size.width == 0 && close(spaces.size.height, body.a + body.d))
  }

  @Test("a word longer than the proposed width breaks between graphemes, each line within it")
  func longWord() {
    let result = engine().layout(Text("Incomprehensibilities").id("t"), proposal: ProposedViewSize(width: 40, height: nil))
    let lines = result[id: "t"]?.lines ?? []
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.width <= 40 })
  }

  @Test("zero and negative proposed widths: zero size")
  func zeroWidth() {
    #expect(engine().layout(Text("abc"), proposal: ProposedViewSize(width: 0, height: nil)).size == .zero)
    #expect(engine().layout(Text("abc"), proposal: ProposedViewSize(width: -10, height: nil)).size == .zero)
  }

  @Test("an unknown font family falls back to Noto Sans and says so")
  func unknownFamily() {
    let result = engine().layout(Text("abc").font(.custom("No Such Font", size: 17)))
    #expect(result.warnings == ["font family \"No Such Font\" not found; using Noto Sans"])
    #expect(close(result.size.height, body.a + body.d))
    // Two unknown families resolve to the same face, and each text still names its own; the
    // same text laid out again (its shaping found in the measurer's cache) warns again.
    let fonts = engine()
    let two = VStack {
      Text("abc").font(.custom("Missing One", size: 17))
      Text("abc").font(.custom("Missing Two", size: 17))
    }
    let expected = [
      "font family \"Missing One\" not found; using Noto Sans", "font family \"Missing Two\" not found; using Noto Sans",
    ]
    #expect(fonts.layout(two).warnings == expected)
    #expect(fonts.layout(two).warnings == expected)
  }
}
