import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// The worked examples E1–E17 of layout-rules §10, each with numbers derived by hand.
@Suite("Worked examples from layout-rules §10")
struct WorkedExampleTests {
  @Test("E1 StripesGroup: widths (300 - 2) / 3, guides 20/40/30, height 120, y 20/0/10")
  func e1() {
    let result = layout(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(height: 60).id("a")
        HorizontalStripes().frame(height: 120).id("b")
        HorizontalStripes().frame(height: 90).id("c")
      }, width: 300)
    let third = CGFloat(298) / 3
    #expect(result.size == CGSize(width: 300, height: 120))
    expectFrame(result.frame(of: "a"), 0, 20, third, 60)
    expectFrame(result.frame(of: "b"), third + 1, 0, third, 120)
    expectFrame(result.frame(of: "c"), 2 * third + 2, 10, third, 90)
    // Stripes inside the 60 pt set: (60 - 2) / 3 tall at 0, 20.333, 40.667 (+ the set's y).
    let stripes = result.views(ofKind: "Color").prefix(3).map(\.frame)
    let stripe = CGFloat(58) / 3
    expectFrame(stripes[0], 0, 20, third, stripe)
    expectFrame(stripes[1], 0, 20 + stripe + 1, third, stripe)
    expectFrame(stripes[2], 0, 20 + 2 * stripe + 2, third, stripe)
  }

  @Test("E2 StripesGroupModified: the third set's guide at 2/3 grows the stack to 140")
  func e2() {
    let result = layout(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(height: 60).id("a")
        HorizontalStripes().frame(height: 120).id("b")
        HorizontalStripes().frame(height: 90).alignmentGuide(.firstThird) { 2 * $0.height / 3 }.id("c")
      }, width: 300)
    #expect(result.size.height == 140)
    #expect(result.frame(of: "a")?.minY == 40)
    #expect(result.frame(of: "b")?.minY == 20)
    #expect(result.frame(of: "c")?.minY == 0)
  }

  @Test("E3 LayeredHorizontalStripes: green at (55, 10), ZStack 180 x 90")
  func e3() {
    let result = layout(
      ZStack(alignment: Alignment(horizontal: .center, vertical: .firstThird)) {
        HorizontalStripes(color: .blue).frame(width: 180, height: 90).id("blue")
        HorizontalStripes(color: .green).frame(width: 70, height: 60).id("green")
      })
    #expect(result.size == CGSize(width: 180, height: 90))
    expectFrame(result.frame(of: "blue"), 0, 0, 180, 90)
    expectFrame(result.frame(of: "green"), 55, 10, 70, 60)
  }

  @Test("alignment lines: E1's guide at y = 40, E3's at x = 90 and y = 30, E11's baseline at y = 27")
  func alignmentLines() {
    let stripes = layout(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(height: 60)
        HorizontalStripes().frame(height: 120)
        HorizontalStripes().frame(height: 90)
      }, width: 300)
    // The 120-pt set sits at y = 0 with its guide at 120 / 3 = 40; the others meet it there.
    #expect(stripes.nodes[0].guideLines == [GuideLine(orientation: .horizontal, position: 40)])
    let layered = layout(
      ZStack(alignment: Alignment(horizontal: .center, vertical: .firstThird)) {
        HorizontalStripes(color: .blue).frame(width: 180, height: 90)
        HorizontalStripes(color: .green).frame(width: 70, height: 60)
      })
    // A = (max(90, 35), max(30, 20)).
    #expect(
      layered.nodes[0].guideLines == [
        GuideLine(orientation: .vertical, position: 90), GuideLine(orientation: .horizontal, position: 30),
      ])
    let baselines = layout(
      HStack(alignment: .firstTextBaseline) {
        Text("abcdef").padding(10)
        Text("abcdef").font(.title)
      })
    #expect(baselines.nodes[0].guideLines == [GuideLine(orientation: .horizontal, position: 27)])
    // Leaves and modifiers have none.
    #expect(baselines.nodes.dropFirst().allSatisfy { $0.guideLines.isEmpty })
  }

  @Test("E4 LayeredVerticalStripes: green at (30, 35), size 300 x 150")
  func e4() {
    let result = layout(
      ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .center)) {
        Color.blue.frame(width: 300, height: 150).id("blue")
        Color.green.frame(width: 180, height: 80).id("green")
      })
    #expect(result.size == CGSize(width: 300, height: 150))
    expectFrame(result.frame(of: "green"), 30, 35, 180, 80)
  }

  @Test("E5 flexibility: the less flexible view is sized first; the stack overflows its frame")
  func e5() {
    let result = layout(
      HStack(spacing: 0) {
        Rectangle().frame(maxWidth: 100).id("red")
        Rectangle().frame(minWidth: 100).id("green")
      }.id("stack").frame(width: 150, height: 100))
    expectFrame(result.frame(of: "red"), -12.5, 0, 75, 100)
    expectFrame(result.frame(of: "green"), 62.5, 0, 100, 100)
    expectFrame(result.frame(of: "stack"), -12.5, 0, 175, 100)
    let plain = layout(HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }, width: 300, height: 10)
    #expect(plain.views(ofKind: "Rectangle").map(\.frame.width) == [100, 100, 100])
  }

  @Test("E6 Spacer: priority -infinity, minLength 8, zero gaps next to it")
  func e6() {
    let first = layout(HStack { Spacer().id("spacer"); Color.red.id("color") }, width: 300, height: 100)
    expectFrame(first.frame(of: "color"), 8, 0, 292, 100)
    expectFrame(first.frame(of: "spacer"), 0, 50, 8, 0)

    let second = layout(
      HStack {
        Color.red.id("color")
        Spacer(minLength: 20).id("spacer")
        Text("abcdef").font(.caption).id("text")  // 60 x 20
      }, width: 300)
    expectFrame(second.frame(of: "color"), 0, 0, 220, 20)
    expectFrame(second.frame(of: "spacer"), 220, 10, 20, 0)
    expectFrame(second.frame(of: "text"), 240, 0, 60, 20)
  }

  @Test("E7 alignment grows the stack; E7b the union includes 0")
  func e7() {
    let grown = layout(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 50, height: 50).id("a")
        Color.red.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -20 }.id("b")
      })
    #expect(grown.size == CGSize(width: 100, height: 70))
    expectFrame(grown.frame(of: "a"), 0, 0, 50, 50)
    expectFrame(grown.frame(of: "b"), 50, 20, 50, 50)
    let both = layout(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -20 }.id("a")
        Color.red.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -20 }.id("b")
      })
    #expect(both.size == CGSize(width: 100, height: 70))
    #expect(both.frame(of: "a")?.minY == 20 && both.frame(of: "b")?.minY == 20)
  }

  @Test("E8 alignmentGuide documentation examples, horizontal and vertical")
  func e8() {
    let horizontal = layout(
      VStack(spacing: 8) {
        Text("abcdefghi").font(.title).id("title")  // 180 x 34
        Color.blue.frame(width: 250, height: 10).alignmentGuide(HorizontalAlignment.center) { _ in 50 }.id("row")
      })
    #expect(horizontal.size.width == 290)
    #expect(horizontal.frame(of: "title")?.minX == 0)
    #expect(horizontal.frame(of: "row")?.minX == 40)

    let vertical = layout(
      HStack {
        Text("a").font(.caption).alignmentGuide(VerticalAlignment.center) { _ in -20 }.id("rain")
        Text("Rain & Thunderstorms").font(.caption).id("label")
        Text("b").font(.caption).alignmentGuide(VerticalAlignment.center) { _ in 20 }.id("storm")
      })
    #expect(vertical.size.height == 60)
    #expect(vertical.frame(of: "rain")?.minY == 40)
    #expect(vertical.frame(of: "label")?.minY == 10)
    #expect(vertical.frame(of: "storm")?.minY == 0)
  }

  enum MyAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
  }

  @Test("E9 aligning non-siblings: the arrow follows the selected day", arguments: [0, 1, 3])
  func e9(selected: Int) {
    let guide = VerticalAlignment(MyAlignment.self)
    let result = layout(
      HStack(alignment: guide, spacing: 8) {
        Color.green.frame(width: 41, height: 41).alignmentGuide(guide) { $0[VerticalAlignment.center] }.id("arrow")
        VStack(alignment: .leading, spacing: 2) {
          ForEach(0..<7) { day in
            if day == selected {
              Color.gray.frame(width: 150, height: 41).alignmentGuide(guide) { $0[VerticalAlignment.center] }
            } else {
              Color.gray.frame(width: 150, height: 41)
            }
          }
        }.id("days")
      })
    // VStack: 7 * 41 + 6 * 2 = 299; its explicit guide = 43k + 20.5; the arrow's is 20.5.
    #expect(result.size == CGSize(width: 199, height: 299))
    expectFrame(result.frame(of: "arrow"), 0, 43 * CGFloat(selected), 41, 41)
    expectFrame(result.frame(of: "days"), 49, 0, 150, 299)
  }

  enum MyLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }

  @Test("E10 custom guides merge by mean; built-in leading does not leave the stack")
  func e10() {
    func scene(_ guide: HorizontalAlignment) -> LayoutResult {
      layout(
        HStack(spacing: 0) {
          Color.red.frame(width: 150, height: 50).alignmentGuide(guide) { $0.width / 2 }
          Color.green.frame(width: 100, height: 50).alignmentGuide(guide) { $0.width / 2 }
        }.id("stack").frame(width: 400, height: 200, alignment: Alignment(horizontal: guide, vertical: .center)))
    }
    // mean(75 + 0, 50 + 150) = 137.5
    #expect(scene(HorizontalAlignment(MyLeading.self)).frame(of: "stack")?.origin == CGPoint(x: -137.5, y: 75))
    #expect(scene(.leading).frame(of: "stack")?.origin == CGPoint(x: 0, y: 75))
  }

  @Test("E11 baselines through padding: 236 x 42, baseline at 27")
  func e11() {
    let result = layout(
      HStack(alignment: .firstTextBaseline) {
        Text("abcdef").padding(10).id("body")  // 60 x 21, ascent 16
        Text("abcdef").font(.title).id("title")  // 120 x 34, ascent 27
        Color.red.frame(width: 20, height: 20).id("color")
      }.id("stack"))
    #expect(result.size == CGSize(width: 236, height: 42))
    expectFrame(result.frame(of: "body"), 0, 1, 80, 41)
    expectFrame(result.frame(of: "title"), 88, 0, 120, 34)
    expectFrame(result.frame(of: "color"), 216, 7, 20, 20)
    #expect(result[id: "stack"]?.firstBaseline == 27)
    #expect(result[id: "body"]?.firstBaseline == 27)
  }

  @Test("E12 VStack baselines: first = min 27, last = max 50")
  func e12() {
    let result = layout(VStack(spacing: 0) { Text("abcdef").font(.title); Text("abcdef") }.id("stack"))
    #expect(result.size == CGSize(width: 120, height: 55))
    #expect(result[id: "stack"]?.firstBaseline == 27)
    #expect(result[id: "stack"]?.lastBaseline == 50)
    // A stack without text has no explicit baseline.
    #expect(layout(VStack { Color.red }.id("plain"))[id: "plain"]?.firstBaseline == nil)
  }

  @Test("E13 ZStack built-in alignments", arguments: [
    (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 20, y: 0)),
    (.center, CGPoint(x: 20, y: 20)), (.trailing, CGPoint(x: 40, y: 20)),
    (.bottomTrailing, CGPoint(x: 40, y: 40)), (.bottomLeading, CGPoint(x: 0, y: 40)),
  ])
  func e13(alignment: Alignment, origin: CGPoint) {
    let result = layout(
      ZStack(alignment: alignment) {
        Color.red.frame(width: 60, height: 60)
        Color.blue.frame(width: 20, height: 20).id("small")
      })
    #expect(result.size == CGSize(width: 60, height: 60))
    #expect(result.frame(of: "small")?.origin == origin)
  }

  @Test("E14 ZStack counts only its highest-priority children")
  func e14() {
    let result = layout(
      ZStack(alignment: .leading) {
        Color.blue.frame(width: 100, height: 100).layoutPriority(-0.1).id("blue")
        Color.red.frame(width: 60, height: 60).id("red")
        Color.green.frame(width: 40, height: 40).layoutPriority(1).id("green")
      }.overlay { Color.black.frame(width: 20, height: 20).id("black") })
    #expect(result.size == CGSize(width: 40, height: 40))
    #expect(result.frame(of: "green")?.origin == CGPoint(x: 0, y: 0))
    #expect(result.frame(of: "red")?.origin == CGPoint(x: 0, y: -10))
    #expect(result.frame(of: "blue")?.origin == CGPoint(x: 0, y: -30))
    #expect(result.frame(of: "black")?.origin == CGPoint(x: 10, y: 10))
  }

  @Test("E15 badge: a ZStack grows to 110 x 54, an overlay keeps 100 x 44")
  func e15() {
    func badge() -> some View {
      Color.red.frame(width: 20, height: 20)
        .alignmentGuide(.top) { $0.height / 2 }
        .alignmentGuide(.trailing) { $0.width / 2 }
        .id("badge")
    }
    let stacked = layout(ZStack(alignment: .topTrailing) { Color.blue.frame(width: 100, height: 44).id("button"); badge() })
    #expect(stacked.size == CGSize(width: 110, height: 54))
    #expect(stacked.frame(of: "button")?.origin == CGPoint(x: 0, y: 10))
    #expect(stacked.frame(of: "badge")?.origin == CGPoint(x: 90, y: 0))
    let overlaid = layout(Color.blue.frame(width: 100, height: 44).overlay(alignment: .topTrailing) { badge() })
    #expect(overlaid.size == CGSize(width: 100, height: 44))
    #expect(overlaid.frame(of: "badge")?.origin == CGPoint(x: 90, y: -10))
  }

  @Test("E16 flexible frames around a Text of ideal width 40")
  func e16() {
    let text = Text("abcd").font(.caption)  // 40 x 20
    #expect(layout(text.frame(maxWidth: .infinity), width: 300).size.width == 300)
    #expect(layout(text.frame(maxWidth: .infinity)).size.width == 40)
    #expect(layout(text.frame(minWidth: 100), width: 300).size.width == 100)
    #expect(layout(text.frame(minWidth: 100), width: 50).size.width == 100)
    #expect(layout(text.frame(minWidth: 0, maxWidth: .infinity), width: 300).size.width == 300)
    #expect(layout(text.frame(idealWidth: 80)).size.width == 80)
  }

  @Test("E17 fixedSize overflowing a frame: the text is centered at x = -75")
  func e17() {
    let result = layout(Text("abcdefghijklmnopqrst").fixedSize().id("text").frame(width: 50))  // 200 wide
    #expect(result.size.width == 50)
    expectFrame(result.frame(of: "text"), -75, 0, 200, 21)
  }
}
