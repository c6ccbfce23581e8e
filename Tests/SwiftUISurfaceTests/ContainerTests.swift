import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

private struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(10).border(.gray)
  }
}

@Suite("GeometryReader, ViewThatFits, ScrollView, aspect ratios and view modifiers")
struct ContainerTests {
  let engine = LayoutEngine()

  @Test("a GeometryReader in a VStack takes the offer and builds its content from its size")
  func geometryReader() throws {
    let result = engine.layout(
      VStack(spacing: 0) {
        Color.blue.frame(height: 30)
        GeometryReader { proxy in
          Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY).id("half")
        }
        .frame(height: 40)
        .id("reader")
      }
      .coordinateSpace(name: "stack"),
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(result[id: "reader"]?.frame == CGRect(x: 0, y: 30, width: 200, height: 40))
    // Half the reader's width; as tall as the reader's global minY (30); top leading.
    #expect(result[id: "half"]?.frame == CGRect(x: 0, y: 30, width: 100, height: 30))
    // Unoffered axes take 10 points.
    #expect(engine.layout(GeometryReader { _ in Color.red }.id("r"))[id: "r"]?.frame.size == CGSize(width: 10, height: 10))
  }

  @Test("the newer coordinate spaces: .scrollView, a named space's bounds, and the protocol's spaces")
  func coordinateSpaceProtocol() throws {
    final class Seen: @unchecked Sendable {
      var inScroll = CGRect.null
      var global = CGRect.null
      var bounds: CGRect? = nil
      var unknown: CGRect? = .zero
      var local = CGRect.null
    }
    let seen = Seen()
    _ = engine.layout(
      ScrollView {
        VStack(spacing: 0) {
          Color.red.frame(height: 30)
          GeometryReader { proxy in
            let _ = seen.inScroll = proxy.frame(in: .scrollView)
            let _ = seen.global = proxy.frame(in: .global)
            Color.clear
          }
          .frame(height: 20)
        }
      }
      .padding(10),
      proposal: ProposedViewSize(width: 200, height: 300))
    // The scroll view is at (10, 10), 180 wide; the reader 30 down its content.
    #expect(seen.inScroll == CGRect(x: 0, y: 30, width: 180, height: 20))
    #expect(seen.global == CGRect(x: 10, y: 40, width: 180, height: 20))
    func frame(_ proxy: GeometryProxy, in space: some CoordinateSpaceProtocol) -> CGRect { proxy.frame(in: space) }
    _ = engine.layout(
      VStack(spacing: 0) {
        Color.clear.frame(height: 5)
        GeometryReader { proxy in
          let _ = seen.bounds = proxy.bounds(of: .named("outer"))
          let _ = seen.unknown = proxy.bounds(of: .named("nowhere"))
          let _ = seen.local = frame(proxy, in: .local)
          Color.clear
        }
        .frame(height: 20)
      }
      .coordinateSpace(NamedCoordinateSpace.named("outer")),
      proposal: ProposedViewSize(width: 200, height: nil))
    // The named stack is 200 x 25 at the origin; the reader 5 down it: the stack's bounds in the
    // reader's coordinates start 5 above it.
    #expect(seen.bounds == CGRect(x: 0, y: -5, width: 200, height: 25))
    #expect(seen.unknown == nil)
    #expect(seen.local == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !CoordinateSpace.scrollView.isGlobal)
  }

  @Test("named coordinate spaces: the reader's frame relative to a named ancestor")
  func namedSpace() throws {
    var seen = CGRect.null
    let box = Box()
    _ = engine.layout(
      VStack(spacing: 0) {
        Color.blue.frame(height: 30)
        VStack(spacing: 0) {
          Color.green.frame(height: 5)
          GeometryReader { proxy in
            box.record(proxy.frame(in: .named("inner")))
            return Color.red
          }.frame(height: 20)
        }.coordinateSpace(name: "inner")
      }, proposal: ProposedViewSize(width: 100, height: nil))
    seen = box.value
    #expect(seen == CGRect(x: 0, y: 5, width: 100, height: 20))
  }

  final class Box: @unchecked Sendable {
    var value = CGRect.null
    func record(_ rect: CGRect) { value = rect }
  }

  @Test("ViewThatFits picks the first candidate whose ideal width fits, at three widths", arguments: [
    (350.0, "wide"), (250, "middle"), (150, "narrow"), (50, "narrow"),
  ])
  func viewThatFits(width: Double, expected: String) throws {
    let result = engine.layout(
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 10).id("wide")
        Color.red.frame(width: 200, height: 10).id("middle")
        Color.red.frame(width: 100, height: 10).id("narrow")
      }, proposal: ProposedViewSize(width: CGFloat(width), height: 100))
    for id in ["wide", "middle", "narrow"] {
      #expect((result[id: id] != nil) == (id == expected), "\(id) at \(width)")
    }
  }

  @Test("a ScrollView takes the offer; its content is as tall as it needs")
  func scrollView() throws {
    let result = engine.layout(
      ScrollView {
        ForEach(0..<10) { _ in Color.red.frame(height: 50) }
      }.id("scroll"), proposal: ProposedViewSize(width: 300, height: 200))
    #expect(result[id: "scroll"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    let content = try #require(result.nodes.first { $0.kind.name == "VStack" })
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 500 + 9 * 8))
  }

  @Test("aspectRatio fit and fill, with a given ratio and the content's own")
  func aspectRatio() throws {
    func size(_ view: some View) -> CGSize? {
      engine.layout(view.id("v"), proposal: ProposedViewSize(width: 100, height: 100))[id: "v"]?.frame.size
    }
    #expect(size(Color.red.aspectRatio(2, contentMode: .fit)) == CGSize(width: 100, height: 50))
    #expect(size(Color.red.aspectRatio(2, contentMode: .fill)) == CGSize(width: 200, height: 100))
    #expect(size(Color.red.aspectRatio(0.5, contentMode: .fit)) == CGSize(width: 50, height: 100))
    // The content's own ratio: a 40 x 20 ideal size, scaled to fit 100 x 100.
    #expect(size(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit()) == CGSize(width: 100, height: 50))
  }

  @Test("a ViewModifier's body wraps the view")
  func viewModifier() throws {
    let result = engine.layout(Color.red.frame(width: 10, height: 10).modifier(Card()).id("card"))
    #expect(result[id: "card"]?.frame.size == CGSize(width: 30, height: 30))
    let angle = Angle.degrees(90) + .radians(.pi / 2)
    #expect(abs(angle.degrees - 180) < 1e-12)
  }

  @Test("a list row's own insets replace the list's 8/16 padding; listRowSpacing separates rows")
  func listRowInsetsAndSpacing() {
    func list(spacing: CGFloat?) -> some View {
      List {
        Color.red.frame(height: 20).id("a").listRowInsets(EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 0))
        Color.blue.frame(height: 20).id("b")
      }
      .listStyle(.plain)
      .listRowSpacing(spacing)
    }
    // Row a: 4 + 20 + 6 = 30 tall, then its 1-point divider; row b starts at 31 and pads 8/16.
    let plain = engine.layout(list(spacing: nil), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(plain[id: "a"]?.frame == CGRect(x: 10, y: 4, width: 190, height: 20))
    #expect(plain[id: "b"]?.frame == CGRect(x: 16, y: 39, width: 168, height: 20))
    #expect(plain.size.height == 68)  // 31 + 8 + 20 + 8 + 1
    // 5 points between the rows move row b down by 5.
    let spaced = engine.layout(list(spacing: 5), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(spaced[id: "b"]?.frame == CGRect(x: 16, y: 44, width: 168, height: 20))
  }

  @Test("row separators: gray by default, tinted, hidden (not drawn, keeping their point) per row or for the list")
  func rowSeparators() {
    func separators(_ view: some View) -> [Color?] {
      engine.layout(view, proposal: ProposedViewSize(width: 200, height: nil)).nodes
        .filter { $0.kind.name == "Divider" }.map { $0.paint?.fill }
    }
    let rows = List {
      Color.red.frame(height: 20).listRowSeparatorTint(.blue)
      Color.red.frame(height: 20).listRowSeparator(.hidden)
      Color.red.frame(height: 20)
    }
    #expect(separators(rows) == [.blue, nil, .gray])
    #expect(separators(rows.listRowSeparatorTint(.green)) == [.blue, nil, .green])
    // Hidden for the whole list: a row's tint does not show it again.
    #expect(separators(rows.listRowSeparator(.hidden)) == [nil, nil, nil])
    // Hidden or not, each row is 8 + 20 + 8 + 1 = 37 tall.
    #expect(engine.layout(rows.listRowSeparator(.hidden), proposal: ProposedViewSize(width: 200, height: nil)).size.height == 111)
  }

  @Test("separator guides: a view in the row moves the start or the end of the separator below it")
  func separatorGuides() {
    func dividers(_ view: some View) -> [CGRect] {
      engine.layout(view, proposal: ProposedViewSize(width: 200, height: nil)).nodes
        .filter { $0.kind.name == "Divider" }.map(\.frame)
    }
    let list = List {
      // A 20-point icon, 8 points, then a 21-point title: the title starts 16 + 20 + 8 = 44 in.
      HStack {
        Color.red.frame(width: 20, height: 20)
        Color.orange.frame(width: 30, height: 21).alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
      }
      // The separator ends where the 30-point square does: 16 + 30 = 46.
      Color.blue.frame(width: 30, height: 10).alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
      Color.green.frame(height: 10)
    }
    // Row 1 is 8 + 21 (the title) + 8 = 37 tall, its separator at 37; row 2 starts at 38 and is
    // 8 + 10 + 8 = 26 tall, its separator at 64; row 3 starts at 65, its separator at 91.
    #expect(
      dividers(list) == [
        CGRect(x: 44, y: 37, width: 156, height: 1), CGRect(x: 0, y: 64, width: 46, height: 1),
        CGRect(x: 0, y: 91, width: 200, height: 1),
      ])
    // A guide past the row's edge is kept within it.
    let outside = List { Color.red.frame(height: 10).alignmentGuide(.listRowSeparatorLeading) { _ in -50 } }
    #expect(dividers(outside) == [CGRect(x: 0, y: 26, width: 200, height: 1)])
  }

  @Test("containerBackground draws behind the view as its background")
  func containerBackground() {
    let result = engine.layout(Color.clear.frame(width: 20, height: 10).containerBackground(.red, for: .widget))
    #expect(result.nodes.compactMap(\.paint).first?.fill == .red)
    let viewBackground = engine.layout(
      Color.clear.frame(width: 20, height: 10).containerBackground(for: .navigation) { Color.blue.id("back") })
    #expect(viewBackground[id: "back"]?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test("several views in a background or overlay form a centered stack that the alignment places as a unit")
  func layeredStackAlignment() {
    // Apple's background(alignment:content:) example: a 10 x 100 vertical bar and a 50 x 50
    // circle behind a 200 x 10 horizontal bar. The implicit ZStack is 50 x 100 with its views
    // centered on each other (bar at x 20, circle at y 25); `.bottom` puts the stack's bottom
    // on the bar's (y 10 - 100 = -90) and its center on the bar's (x 100 - 25 = 75).
    @ViewBuilder func layers() -> some View {
      Color.green.frame(width: 10, height: 100).id("vertical")
      Circle().frame(width: 50, height: 50).id("circle")
    }
    let below = engine.layout(Color.blue.frame(width: 200, height: 10).background(alignment: .bottom) { layers() })
    #expect(below.size == CGSize(width: 200, height: 10))
    #expect(below[id: "vertical"]?.frame == CGRect(x: 95, y: -90, width: 10, height: 100))
    #expect(below[id: "circle"]?.frame == CGRect(x: 75, y: -65, width: 50, height: 50))
    // The same stack over the bar, at its top leading corner: x 0, y 0; the circle stays
    // centered on the vertical bar (x 20 + 5 = 25 = 0 + 25).
    let above = engine.layout(Color.blue.frame(width: 200, height: 10).overlay(alignment: .topLeading) { layers() })
    #expect(above[id: "vertical"]?.frame == CGRect(x: 20, y: 0, width: 10, height: 100))
    #expect(above[id: "circle"]?.frame == CGRect(x: 0, y: 25, width: 50, height: 50))
  }
}

@Suite("LazyVGrid and LazyHGrid columns, as SwiftUI computes them")
struct LazyGridTests {
  let engine = LayoutEngine()

  /// The x and width of the first row's cells of a grid of `count` 20-point-tall colors.
  func firstRow(_ columns: [GridItem], width: CGFloat, count: Int = 12) -> [(x: CGFloat, width: CGFloat)] {
    let result = engine.layout(
      LazyVGrid(columns: columns) {
        ForEach(0..<count) { index in Color.red.frame(height: 20).id(index) }
      }.id("grid"), proposal: ProposedViewSize(width: width, height: nil))
    return result.nodes.filter { $0.kind.name == "frame" && $0.frame.minY == 0 }.map { ($0.frame.minX, $0.frame.width) }
  }

  func close(_ a: [CGFloat], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.count == b.count && zip(a, b).allSatisfy { abs(Double($0) - $1) < 1e-9 }, "\(a) is not \(b)", sourceLocation: sourceLocation)
  }

  @Test("adaptive(50...100) at 300: five columns of (300 - 4 x 8) / 5 = 53.6")
  func adaptive() {
    let row = firstRow([GridItem(.adaptive(minimum: 50, maximum: 100))], width: 300)
    close(row.map(\.width), [53.6, 53.6, 53.6, 53.6, 53.6])
    close(row.map(\.x), [0, 61.6, 123.2, 184.8, 246.4])
  }

  @Test("two flexible columns with minimums 100 and 180 at 300: 146 and 180 (334), then 163 and 180")
  func flexibleTwoPasses() {
    let row = firstRow([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], width: 300)
    close(row.map(\.width), [163, 180])
  }

  @Test("two adaptive items at 300: 2 columns of 69, then 3 of 43.33")
  func twoAdaptive() {
    let row = firstRow([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], width: 300)
    let third: Double = (146.0 - 16) / 3
    close(row.map(\.width), [69, 69, third, third, third])
  }

  static let mixedCases: [(Double, [Double])] = {
    let third: Double = 146.0 / 3
    let wide: [Double] = [60, 162, third, third, third]
    let middle: [Double] = [60, 62, 62]
    let narrow: [Double] = [60, 50, 40]
    return [(400, wide), (200, middle), (100, narrow)]
  }()

  @Test("fixed 60 + flexible (50...) + adaptive (40...) at 400, 200 and 100", arguments: 0..<3)
  func mixed(_ index: Int) {
    let (width, expected) = Self.mixedCases[index]
    let items = [GridItem(.fixed(60)), GridItem(.flexible(minimum: 50)), GridItem(.adaptive(minimum: 40))]
    close(firstRow(items, width: CGFloat(width)).map(\.width), expected)
  }

  @Test("rows are as tall as their tallest cell, 8 apart; the grid is as wide as its columns")
  func rows() throws {
    let result = engine.layout(
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
        Color.red.frame(height: 20)
        Color.red.frame(height: 30)
        Color.red.frame(height: 10).id("third")
      }.id("grid"), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(result[id: "grid"]?.frame.size == CGSize(width: 108, height: 30 + 10 + 10))
    // The third cell starts the second row, centered in its 50 x 10 cell.
    #expect(result[id: "third"]?.frame == CGRect(x: 0, y: 40, width: 50, height: 10))
  }

  @Test("a LazyHGrid fills its rows column by column")
  func horizontal() throws {
    let result = engine.layout(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
        ForEach(0..<3) { index in Color.red.frame(width: 30).id(index) }
      }.id("grid"))
    #expect(result[id: "grid"]?.frame.size == CGSize(width: 68, height: 48))
    #expect(result[id: 2]?.frame.origin == CGPoint(x: 38, y: 0))
  }
}

@Suite("Hostile values in the new containers")
struct HostileContainerTests {
  let engine = LayoutEngine()

  @Test("lazy grids with no columns, tiny adaptive minimums in huge offers, NaN and infinite sizes finish with finite frames")
  func lazyGrids() {
    let items: [[GridItem]] = [
      [],
      [GridItem(.adaptive(minimum: 0))],
      [GridItem(.adaptive(minimum: .nan, maximum: .nan))],
      [GridItem(.flexible(minimum: .nan, maximum: -5)), GridItem(.fixed(.infinity))],
      [GridItem(.fixed(-10), spacing: -.infinity)],
    ]
    for columns in items {
      let result = engine.layout(
        LazyVGrid(columns: columns) { ForEach(0..<3) { _ in Color.red.frame(height: 10) } },
        proposal: ProposedViewSize(width: 1e9, height: nil))
      #expect(result.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite })
      #expect(result.nodes.count < 100)
    }
  }

  @Test("aspect ratios of zero, NaN and infinity count as the content's own")
  func aspectRatios() {
    for ratio: CGFloat in [0, .nan, .infinity, -2] {
      let size = engine.layout(Color.red.aspectRatio(ratio, contentMode: .fit), proposal: ProposedViewSize(width: 100, height: 50)).size
      #expect(size.width.isFinite && size.height.isFinite)
    }
  }

  @Test("empty ViewThatFits, GeometryReader and ScrollView lay out")
  func empties() {
    #expect(engine.layout(ViewThatFits { EmptyView() }).size == .zero)
    #expect(engine.layout(GeometryReader { _ in EmptyView() }).size == CGSize(width: 10, height: 10))
    #expect(engine.layout(ScrollView { EmptyView() }, proposal: ProposedViewSize(width: 10, height: 10)).size == CGSize(width: 10, height: 10))
  }
}

@Suite("Progress views with a current value: a value's label, a timer's")
struct ProgressValueLabelTests {
  /// The frame of the bar's accent fill.
  private func fill(_ result: LayoutResult) -> CGRect? {
    result.nodes.first { $0.paint?.fill == .accentColor }?.frame
  }

  @Test("the current value's label sits 4 below the bar, 2 points smaller than the control font")
  func valueLabel() {
    let view = ProgressView(value: 0.5) { Text("Load") } currentValueLabel: { Text("50%") }
    let result = layout(view, width: 200)
    // "Load" in the 13-point control font is 13 tall; 4; the 20-point bar; 4; "50%" at 11
    // points is 3 x 6.6 = 19.8 wide and 11 tall: 52 in all.
    #expect(result.size == CGSize(width: 200, height: 52))
    let texts = result.nodes.filter { $0.text != nil }
    #expect(texts.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 41)])
    #expect(texts.map(\.frame.height) == [13, 11])
    #expect(abs((texts.last?.frame.width ?? 0) - 19.8) < 1e-9)
    #expect(fill(result)?.width == 100)
  }

  @Test("a timer's bar: the part left now, and the time left below it")
  func timer() {
    let now = Date()
    // Not started: all of it is left, 1000 seconds, "16:40".
    let ahead = layout(ProgressView(timerInterval: now.addingTimeInterval(1_000)...now.addingTimeInterval(2_000)), width: 200)
    #expect(ahead.size == CGSize(width: 200, height: 35))  // 20 + 4 + 11
    #expect(ahead.nodes.compactMap { $0.text?.string } == ["16:40"])
    #expect(fill(ahead)?.width == 200)
    // Over: nothing left, "0:00"; counting up, all of it gone.
    let past = now.addingTimeInterval(-2_000)...now.addingTimeInterval(-1_000)
    let over = layout(ProgressView(timerInterval: past), width: 200)
    #expect(over.nodes.compactMap { $0.text?.string } == ["0:00"])
    #expect(fill(over)?.width ?? 0 == 0)
    let up = layout(ProgressView(timerInterval: past, countsDown: false) { Text("Done") }, width: 200)
    #expect(up.nodes.compactMap { $0.text?.string } == ["Done", "16:40"])
    #expect(fill(up)?.width == 200)
  }
}
