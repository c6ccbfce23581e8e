import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// Modifiers whose geometry is padding or a missing label, each derived by hand.

@Suite("labelsHidden, safeAreaPadding, scenePadding and contentMargins")
struct ModifierGeometryTests {
  let engine = LayoutEngine()

  @Test("labelsHidden leaves a control alone: a 38 x 22 switch, a 14 x 14 checkbox")
  func labelsHidden() {
    let switched = engine.layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).labelsHidden())
    #expect(switched.size == CGSize(width: 38, height: 22))
    let checkbox = engine.layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
    #expect(checkbox.size == CGSize(width: 14, height: 14))
    // labelsVisibility(.visible) inside shows them again: the label is wider than nothing.
    let shown = engine.layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).labelsVisibility(.visible).labelsHidden())
    #expect(shown.size.width > 38)
  }

  @Test("safeAreaPadding lays out as padding: 10 x 10 grows by the insets")
  func safeAreaPadding() {
    let square = Color.red.frame(width: 10, height: 10)
    #expect(engine.layout(square.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).size == CGSize(width: 16, height: 14))
    #expect(engine.layout(square.safeAreaPadding(.horizontal)).size == CGSize(width: 42, height: 10))  // 16 each side
    #expect(engine.layout(square.safeAreaPadding(5)).size == CGSize(width: 20, height: 20))
  }

  @Test("scenePadding pads by 20 on the edges it names")
  func scenePadding() {
    let square = Color.red.frame(width: 10, height: 10).id("square")
    let padded = engine.layout(square.scenePadding())
    #expect(padded.size == CGSize(width: 50, height: 50))
    #expect(padded[id: "square"]?.frame.origin == CGPoint(x: 20, y: 20))
    #expect(engine.layout(square.scenePadding(.minimum, edges: .bottom)).size == CGSize(width: 10, height: 30))
  }

  @Test("contentMargins inset a scroll view's content; the scroll view keeps its size")
  func contentMargins() {
    let scroll = ScrollView { Color.red.frame(height: 30).id("content") }
    let result = engine.layout(
      scroll.contentMargins(.horizontal, 12).contentMargins(.top, 5, for: .scrollContent)
        .contentMargins(.bottom, 99, for: .scrollIndicators),
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(result.size == CGSize(width: 200, height: 100))
    // 200 - 2 x 12 wide, 5 below the top; indicator margins move nothing.
    #expect(result[id: "content"]?.frame == CGRect(x: 12, y: 5, width: 176, height: 30))
    // A list's rows move in by the margins too: 16 + 10 from the leading edge.
    let list = engine.layout(
      List { Color.red.frame(height: 20).id("row") }.contentMargins(10), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(list[id: "row"]?.frame == CGRect(x: 26, y: 18, width: 148, height: 20))
  }
}
