import Foundation
import Testing
@testable import LayoutCore

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
}
