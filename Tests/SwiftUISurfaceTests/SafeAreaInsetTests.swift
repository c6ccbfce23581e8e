import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// The frame of the one node painted `color`.
private func frame(painted color: Color, in result: LayoutResult) -> CGRect? {
  let painted = result.nodes.filter { $0.paint?.fill == color }
  return painted.count == 1 ? painted[0].frame : nil
}

/// layout-rules §6.9: the room a `safeAreaInset` bar takes is its content's safe area on that edge,
/// and what ignores the safe area there runs under the bar.
@Suite("Safe-area insets")
struct SafeAreaInsetTests {
  @Test("a shape-style background runs under a bottom bar; the view, the bar and the size are the stack's")
  func backgroundUnderBottomBar() {
    let view = Color.clear.frame(width: 100, height: 60).id("content")
      .background(Color.blue)
      .safeAreaInset(edge: .bottom, spacing: 4) { Color.red.frame(width: 100, height: 20) }
    let result = layout(view)
    // 60 + 4 + 20 tall; the bar 64 down.
    #expect(result.size == CGSize(width: 100, height: 84))
    #expect(result[id: "content"]?.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(frame(painted: .red, in: result) == CGRect(x: 0, y: 64, width: 100, height: 20))
    // The background reaches the content's bottom and ignores every edge: down to 84.
    #expect(frame(painted: .blue, in: result) == CGRect(x: 0, y: 0, width: 100, height: 84))
  }

  @Test("a background that respects the safe area, or a view background, stays the view's size")
  func respectingBackgrounds() {
    let respecting = Color.clear.frame(width: 100, height: 60)
      .background(Color.blue, ignoresSafeAreaEdges: [])
      .safeAreaInset(edge: .bottom) { Color.red.frame(width: 100, height: 20) }
    #expect(frame(painted: .blue, in: layout(respecting)) == CGRect(x: 0, y: 0, width: 100, height: 60))
    let viewBackground = Color.clear.frame(width: 100, height: 60)
      .background { Color.blue }
      .safeAreaInset(edge: .bottom) { Color.red.frame(width: 100, height: 20) }
    #expect(frame(painted: .blue, in: layout(viewBackground)) == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test("ignoresSafeArea extends a view that reaches the inset edge, proposed its new size; a view that does not keeps its frame")
  func ignoresSafeAreaAtTheTop() {
    let view = VStack(spacing: 0) {
      Color.green.ignoresSafeArea().frame(height: 30)
      Color.yellow.ignoresSafeArea().frame(height: 30)
    }
    .frame(width: 50)
    .safeAreaInset(edge: .top) { Color.red.frame(height: 10) }
    let result = layout(view)
    // The bar takes 0...10, the content 10...70.
    #expect(result.size == CGSize(width: 50, height: 70))
    // Green starts at the content's top (10): extended up to 0, and the color fills 40.
    #expect(frame(painted: .green, in: result) == CGRect(x: 0, y: 0, width: 50, height: 40))
    // Yellow starts at 40: not at the edge, unchanged.
    #expect(frame(painted: .yellow, in: result) == CGRect(x: 0, y: 40, width: 50, height: 30))
  }

  @Test("a trailing bar: content beside it, a background under it to the trailing edge; only the inset edge extends")
  func trailingBar() {
    let view = Color.clear.frame(width: 80, height: 40)
      .background(Color.blue, ignoresSafeAreaEdges: .bottom)
      .safeAreaInset(edge: .trailing, spacing: 0) { Color.red.frame(width: 20, height: 40) }
    let result = layout(view)
    #expect(result.size == CGSize(width: 100, height: 40))
    #expect(frame(painted: .red, in: result) == CGRect(x: 80, y: 0, width: 20, height: 40))
    // The background ignores only the bottom edge: the trailing bar does not extend it.
    #expect(frame(painted: .blue, in: result) == CGRect(x: 0, y: 0, width: 80, height: 40))
    let ignoring = Color.clear.frame(width: 80, height: 40)
      .background(Color.blue)
      .safeAreaInset(edge: .trailing, spacing: 0) { Color.red.frame(width: 20, height: 40) }
    #expect(frame(painted: .blue, in: layout(ignoring)) == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("without an inset, ignoresSafeArea changes nothing: a layout has no other safe area")
  func noInsetNoChange() {
    let result = layout(Color.green.ignoresSafeArea().frame(width: 30, height: 20).background(Color.blue))
    #expect(frame(painted: .green, in: result) == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(frame(painted: .blue, in: result) == CGRect(x: 0, y: 0, width: 30, height: 20))
  }
}
