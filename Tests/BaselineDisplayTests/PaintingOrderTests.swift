import Baseline
import Foundation
import Testing

/// The shapes of a display list, in the order they are drawn.
private func shapes(_ list: DisplayList) -> [DisplayList.Shape] {
  list.items.compactMap { item in
    if case .shape(let shape) = item { return shape }
    return nil
  }
}

/// What a display list draws and in which order, from results laid out with the font-free
/// measurer: back to front, effects around their subtrees, hidden views not at all.
@Suite("Display lists: order, effects and hidden views")
struct PaintingOrderTests {
  @Test("a background is drawn before its view and an overlay after; a ZStack draws its children in order")
  func backToFront() {
    let view = Color.green.frame(width: 40, height: 20)
      .background(Color.red.frame(width: 60, height: 60))
      .overlay(Color.blue.frame(width: 10, height: 10))
    let drawn = shapes(DisplayList(LayoutEngine().layout(view)))
    #expect(drawn.map(\.paint.fill) == [.red, .green, .blue])
    // The background, 60 x 60, centered on the 40 x 20 view: (20 - 30, 10 - 30).
    #expect(drawn[0].frame == CGRect(x: -10, y: -20, width: 60, height: 60))
    #expect(drawn[2].frame == CGRect(x: 15, y: 5, width: 10, height: 10))
  }

  @Test("zIndex draws a later child below an earlier one")
  func zIndex() {
    let view = ZStack {
      Color.red.frame(width: 10, height: 10).zIndex(1)
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(shapes(DisplayList(LayoutEngine().layout(view))).map(\.paint.fill) == [.blue, .red])
  }

  @Test("an opacity opens a group around its subtree alone; a hidden view draws nothing and keeps its place")
  func effectsAndHidden() {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).opacity(0.5)
      Color.green.frame(width: 10, height: 10).hidden()
      Color.blue.frame(width: 10, height: 10)
    }
    let list = DisplayList(LayoutEngine().layout(view))
    var sequence: [String] = []
    for item in list.items {
      switch item {
      case .beginEffect(.opacity(let value)): sequence.append("opacity \(value)")
      case .beginEffect: sequence.append("effect")
      case .endEffect: sequence.append("end")
      case .shape(let shape): sequence.append("\(shape.paint.fill.map { "\($0)" } ?? "none") at \(shape.frame.minY)")
      case .glyphs: sequence.append("glyphs")
      }
    }
    // The hidden green square keeps its 10 points: blue is 20 down.
    #expect(sequence == ["opacity 0.5", "\(Color.red) at 0.0", "end", "\(Color.blue) at 20.0"])
  }
}
