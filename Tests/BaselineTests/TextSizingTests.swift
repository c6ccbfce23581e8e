import Baseline
import BaselineTestSupport
import Foundation
import Testing

// Text sizing (layout-rules §7) with real fonts. Noto Sans Mono at 10 pt makes the numbers
// easy: 6 pt per character (600 / 1000 em), ascent 10.69, descent 2.93, no line gap.

private let mono = Font.system(size: 10, design: .monospaced)
private let lineHeight = 10.69 + 2.93

private func size(_ view: some View, width: CGFloat? = nil, height: CGFloat? = nil) -> CGSize {
  engine().layout(view, proposal: ProposedViewSize(width: width, height: height)).size
}

private func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }

@Suite("Text sizing with real fonts")
struct TextSizingTests {
  @Test("nil width: one line at its ideal width; explicit newlines still break")
  func ideal() {
    #expect(close(size(Text("aaa bbb ccc").font(mono)).width, 66))
    let twoLines = size(Text("aaa\nbbbbb").font(mono))
    #expect(close(twoLines.width, 30) && close(twoLines.height, 2 * lineHeight))
  }

  @Test("a finite width wraps; the width is the widest line, not the proposal")
  func wraps() {
    let wrapped = size(Text("aaa bbb ccc").font(mono), width: 45)
    #expect(close(wrapped.width, 42) && close(wrapped.height, 2 * lineHeight))
  }

  @Test("a finite height limits the lines (the last is truncated)")
  func heightLimit() {
    let limited = engine().layout(
      Text("aaa bbb ccc ddd").font(mono).id("t"), proposal: ProposedViewSize(width: 24, height: 2 * lineHeight))
    #expect(limited[id: "t"]?.lines.count == 2)
    #expect(close(limited.size.height, 2 * lineHeight))
  }

  @Test("lineLimit, ranges and reservesSpace")
  func lineLimits() {
    let text = Text("aaa bbb ccc ddd").font(mono)
    #expect(close(size(text.lineLimit(2), width: 24).height, 2 * lineHeight))
    #expect(close(size(text.lineLimit(nil), width: 24).height, 4 * lineHeight))
    // Reserving space: a one-line text keeps room for 3 lines.
    #expect(close(size(Text("a").font(mono).lineLimit(3, reservesSpace: true)).height, 3 * lineHeight))
    #expect(close(size(Text("a").font(mono).lineLimit(2...4)).height, 2 * lineHeight))
    #expect(close(size(text.lineLimit(2...3), width: 24).height, 3 * lineHeight))
  }

  @Test("truncation modes keep the line within the width")
  func truncation() {
    for mode in [Text.TruncationMode.head, .middle, .tail] {
      let result = engine().layout(
        Text("aaaa bbbb cccc dddd").font(mono).lineLimit(1).truncationMode(mode).id("t"),
        proposal: ProposedViewSize(width: 60, height: nil))
      #expect((result[id: "t"]?.lines.first?.width ?? .infinity) <= 60)
      #expect(result[id: "t"]?.lines.count == 1)
    }
  }

  @Test("lineSpacing goes between lines only; multilineTextAlignment places lines in the text's width")
  func spacingAndAlignment() {
    #expect(close(size(Text("a\nb\nc").font(mono).lineSpacing(5)).height, 3 * lineHeight + 10))
    #expect(close(size(Text("a").font(mono).lineSpacing(5)).height, lineHeight))
    let centered = engine().layout(Text("aaaa\nbb").font(mono).multilineTextAlignment(.center).id("t"))
    #expect(centered[id: "t"]?.lines.map(\.x) == [0, 6])
    let trailing = engine().layout(Text("aaaa\nbb").font(mono).multilineTextAlignment(.trailing).id("t"))
    #expect(trailing[id: "t"]?.lines.map(\.x) == [0, 12])
  }

  @Test("fixedSize keeps the ideal width inside a narrow frame; the environment is inherited")
  func fixedSizeAndInheritance() {
    // Body text keeps its ideal width (Noto Sans 17: "aaa bbb" = 3 * 561 + 260 + 3 * 615 units)
    // and is centered in the 10-pt frame.
    let ideal = (3 * 561 + 260 + 3 * 615) * 17 / 1000.0
    let result = engine().layout(Text("aaa bbb").fixedSize().id("t").frame(width: 10))
    let text = result[id: "t"]?.frame
    #expect(text.map { close($0.width, ideal) && close($0.minX, (10 - ideal) / 2) } == true)
    let inherited = engine().layout(VStack { Text("aaa bbb").fixedSize().id("t") }.font(mono).frame(width: 10))
    #expect(inherited[id: "t"].map { close($0.frame.width, 42) && close($0.frame.minX, (10 - 42) / 2) } == true)
  }

  @Test("bold, italic and weights select the bundled faces: 'Hello' advances from hb-shape")
  func fontVariants() {
    func width(_ font: Font) -> CGFloat { size(Text("Hello").font(font)).width }
    #expect(close(width(.system(size: 10)), 2426 * 10 / 1000))
    #expect(close(width(.system(size: 10).bold()), 2585 * 10 / 1000))
    #expect(close(width(.system(size: 10).italic()), 2258 * 10 / 1000))
    #expect(close(width(.system(size: 10, weight: .heavy).italic()), 2436 * 10 / 1000))
    // headline is semibold (600): the nearest heavier bundled weight is Bold.
    #expect(close(width(.headline), 2585 * 17 / 1000))
    #expect(close(width(.custom("Noto Sans", size: 10).weight(.bold)), 2585 * 10 / 1000))
  }

  @Test("measuring again at a new position does not shape again")
  func cachedAcrossPositions() throws {
    let fonts = FontContext(library: bundledFonts.library)
    let typesetter = fonts.typesetter
    let engine = LayoutEngine(fonts: fonts)
    _ = engine.layout(Text("Shaped once").padding(1))
    let afterFirst = typesetter.cacheStatistics
    _ = engine.layout(Text("Shaped once").padding(30))
    _ = engine.layout(Text("Shaped once").frame(width: 300))
    let afterMore = typesetter.cacheStatistics
    #expect(afterFirst.misses > 0)
    #expect(afterMore.misses == afterFirst.misses && afterMore.hits == afterFirst.hits)
  }
}

@Test("a font file added to a context is found by Font.custom; the context it came from is unchanged")
func registeredFontIsFound() throws {
  let fonts = try bundledFonts.adding(contentsOf: BundledFonts.directory + "/DejaVuSans.ttf", family: "Registered DejaVu")
  let result = LayoutEngine(fonts: fonts).layout(Text("Big").font(.custom("Registered DejaVu", size: 34)))
  #expect(bundledFonts.library.face(family: "Registered DejaVu") == nil)
  #expect(engine().layout(Text("Big").font(.custom("Registered DejaVu", size: 34))).warnings.count == 1)
  #expect(result.warnings.isEmpty)
  // DejaVu Sans "Big" = 3274 units of 2048 at 34 pt; ascent + descent = (1901 + 483) * 34 / 2048.
  #expect(abs(result.size.width - 3274 * 34 / 2048.0) < 1e-9)
  #expect(abs(result.size.height - (1901 + 483) * 34 / 2048.0) < 1e-9)
}
