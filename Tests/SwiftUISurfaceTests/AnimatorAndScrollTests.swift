import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// Phase and keyframe animators, symbol effects, programmatic scrolling and the geometry
// callbacks: view code that uses them compiles and lays out as SwiftUI's first frame does.

private struct Pulse: Equatable {
  var scale = 1.0
  var width = 30.0
}

private struct Rows: View, Equatable {
  let count: Int
  var body: some View {
    VStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
  }
}

private enum MarginKey: EnvironmentKey { static let defaultValue: CGFloat = 30 }

extension EnvironmentValues {
  fileprivate var testMargin: CGFloat {
    get { self[MarginKey.self] }
    set { self[MarginKey.self] = newValue }
  }
}

/// A square whose side is the environment's `testMargin`.
private struct MarginSquare: View {
  @Environment(\.testMargin) private var margin
  var body: some View { Color.red.frame(width: margin, height: margin) }
}

@Suite("Animators, symbol effects and scrolling lay out their first frame")
struct AnimatorAndScrollTests {
  @Test("a phase animator is laid out at its first phase, triggered or not")
  func phases() {
    let view = PhaseAnimator([20.0, 80.0, 40.0]) { width in Color.red.frame(width: width, height: 10) }
    #expect(layout(view).size == CGSize(width: 20, height: 10))
    let triggered = PhaseAnimator([50.0, 10.0], trigger: 3) { width in Color.red.frame(width: width, height: 10) } animation: { _ in .bouncy }
    #expect(layout(triggered).size == CGSize(width: 50, height: 10))
    #expect(layout(PhaseAnimator([Double]()) { Color.red.frame(width: $0, height: 10) }).size == .zero)
  }

  @Test("the phaseAnimator modifier hands its content the view it modifies")
  func phaseModifier() {
    // "abc" is 30 wide and 21 tall in the fake measurer; the first phase pads it by 5.
    let view = Text("abc").phaseAnimator([5.0, 20.0]) { content, phase in content.padding(phase) }
    #expect(layout(view).size == CGSize(width: 40, height: 31))
    let triggered = Text("abc").phaseAnimator([0.0, 9.0], trigger: true) { content, phase in content.padding(phase) }
    #expect(layout(triggered).size == CGSize(width: 30, height: 21))
  }

  @Test("a keyframe animator is laid out with its initial value, its tracks kept")
  func keyframes() {
    let view = Color.blue.keyframeAnimator(initialValue: Pulse()) { content, value in
      content.frame(width: value.width * value.scale, height: 10)
    } keyframes: { _ in
      KeyframeTrack(\.scale) {
        LinearKeyframe(1.5, duration: 0.2)
        SpringKeyframe(1.0, spring: .bouncy)
      }
      KeyframeTrack(\.width) {
        CubicKeyframe(60, duration: 0.3)
        MoveKeyframe(30)
      }
    }
    #expect(layout(view).size == CGSize(width: 30, height: 10))
    let animator = KeyframeAnimator(initialValue: 12.0, trigger: 1) { side in
      Color.red.frame(width: side, height: side)
    } keyframes: { _ in
      KeyframeTrack {
        LinearKeyframe(40.0, duration: 1, timingCurve: .easeInOut)
      }
    }
    #expect(layout(animator).size == CGSize(width: 12, height: 12))
  }

  @Test("symbol effects draw at rest; an active disappear leaves the symbol undrawn with its room kept")
  func symbolEffects() {
    let bouncing = Color.red.frame(width: 10, height: 10).symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: 1)
    #expect(layout(bouncing).size == CGSize(width: 10, height: 10))
    let pulsing = Color.red.frame(width: 10, height: 10).symbolEffect(.pulse, isActive: true)
    #expect(layout(pulsing).nodes.first { $0.kind == .modifier("symbolEffect") }?.effect == nil)
    let gone = layout(Color.red.frame(width: 10, height: 10).symbolEffect(.disappear.down, isActive: true))
    #expect(gone.size == CGSize(width: 10, height: 10))
    #expect(gone.nodes.first { $0.kind == .modifier("symbolEffect") }?.effect == .opacity(0))
    let shown = layout(Color.red.frame(width: 10, height: 10).symbolEffect(.disappear, isActive: false))
    #expect(shown.nodes.first { $0.kind == .modifier("symbolEffect") }?.effect == nil)
    #expect(SymbolEffectOptions.repeat(-3).repeatCount == 0 && SymbolEffectOptions.repeating.repeatCount == -1)
  }

  @Test("a scroll view reader lays out as its content; scrolling to a view moves nothing")
  func scrollViewReader() {
    let view = ScrollViewReader { proxy in
      ScrollView {
        Rows(count: 3).id("rows")
      }
      .onAppear { proxy.scrollTo("rows", anchor: .bottom) }
    }
    let result = layout(view, width: 50, height: 25)
    #expect(result.size == CGSize(width: 50, height: 25))
    // Three 10-point rows from the top of the scroll view, unscrolled.
    let rows = result.views(ofKind: "Color").map(\.frame.minY)
    #expect(rows == [0, 10, 20])
  }

  @Test("scroll geometry: the visible rect is the container at the offset; the bounds lie within the insets")
  func scrollGeometry() {
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 2_000),
      contentInsets: EdgeInsets(top: 20, leading: 4, bottom: 34, trailing: 6), containerSize: CGSize(width: 390, height: 600))
    #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 390, height: 600))
    #expect(geometry.bounds == CGRect(x: 4, y: 140, width: 380, height: 546))
    #expect(ScrollPhase.idle.isScrolling == false && ScrollPhase.decelerating.isScrolling)
  }

  @Test("geometry and scroll callbacks leave the layout as it is")
  func callbacks() {
    let plain = Rows(count: 2)
    let watched = Rows(count: 2)
      .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { _ in }
      .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }
      .onScrollVisibilityChange(threshold: 0.2) { _ in }
      .onScrollPhaseChange { _, _ in }
      .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
      .scrollIndicatorsFlash(trigger: 1)
    #expect(layout(watched).size == layout(plain).size)
    #expect(layout(watched).size == CGSize(width: 10, height: 20))
  }

  @Test("transformEnvironment changes the value the view would read")
  func transformEnvironment() {
    #expect(layout(MarginSquare().transformEnvironment(\.testMargin) { $0 *= 2 }).size == CGSize(width: 60, height: 60))
    let nested = MarginSquare().transformEnvironment(\.testMargin) { $0 += 1 }.environment(\.testMargin, 5)
    #expect(layout(nested).size == CGSize(width: 6, height: 6))
  }

  @Test("equatable views lay out as their content")
  func equatable() {
    let view: EquatableView<Rows> = Rows(count: 4).equatable()
    #expect(layout(view).size == CGSize(width: 10, height: 40))
    #expect(layout(EquatableView(content: Rows(count: 1))).size == CGSize(width: 10, height: 10))
  }

  @Test("springs convert between their forms as Apple documents them")
  func springs() {
    let bouncy = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
    // (2 pi / 0.5)^2 = 157.9137; 4 pi x 0.7 / 0.5 = 17.5929.
    #expect(abs(bouncy.stiffness - 157.913_670_417_429_7) < 1e-9)
    #expect(abs(bouncy.damping - 17.592_918_860_102_84) < 1e-9)
    // Stiffness 100 with mass 1: response 2 pi / 10 = 0.6283; damping 10 is a ratio of 0.5.
    let physical = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.response - 0.628_318_530_717_958_6) < 1e-12)
    #expect(abs(physical.bounce - 0.5) < 1e-12)
    let overdamped = Spring(response: 0.5, dampingRatio: 1.25)
    #expect(abs(overdamped.bounce - -0.2) < 1e-12 && abs(overdamped.dampingRatio - 1.25) < 1e-12)
    #expect(Spring.snappy(extraBounce: 0.1).bounce == 0.25)
    #expect(Animation.spring(.smooth).description == "spring(duration: 0.5, bounce: 0.0)")
  }
}
