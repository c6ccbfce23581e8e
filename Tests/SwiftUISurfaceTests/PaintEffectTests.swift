import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// The effect recorded by the only node of `kind` in a result.
private func effect(_ result: LayoutResult, _ kind: String) -> PaintEffect? {
  result.nodes.first { $0.kind == .modifier(kind) }?.effect
}

/// Whether two transforms agree to 1e-9 in every component.
private func same(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
  [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
}

@Suite("Paint-only modifiers record their effect, never a layout change")
struct PaintEffectTests {
  @Test("opacity: clamped to 0...1; 1 and NaN draw as they are")
  func opacity() {
    let half = layout(Rectangle().frame(width: 10, height: 10).opacity(0.5))
    #expect(effect(half, "opacity") == .opacity(0.5))
    #expect(half.size == CGSize(width: 10, height: 10))
    #expect(effect(layout(Rectangle().opacity(-3)), "opacity") == .opacity(0))
    #expect(effect(layout(Rectangle().opacity(1)), "opacity") == nil)
    #expect(effect(layout(Rectangle().opacity(.nan)), "opacity") == nil)
  }

  @Test("rotationEffect turns about the frame's center: a 40 x 20 box at the origin turned 90 degrees")
  func rotation() throws {
    let result = layout(Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90)))
    // About the center (20, 10): x' = -(y - 10) + 20 = 30 - y, y' = (x - 20) + 10 = x - 10.
    guard case .transform(let transform)? = effect(result, "rotationEffect") else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(transform, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: -10)))
    // The frame is the layout's, unturned.
    #expect(result.nodes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test("scaleEffect about the top leading corner of a padded box")
  func scale() {
    let result = layout(Rectangle().frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).padding(5))
    // Anchor (5, 5): x' = 2 (x - 5) + 5 = 2x - 5.
    guard case .transform(let transform)? = effect(result, "scaleEffect") else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -5, ty: -5)))
    #expect(result.size == CGSize(width: 20, height: 20))
    #expect(effect(layout(Rectangle().scaleEffect(.nan)), "scaleEffect") == nil)
  }

  @Test("clips: clipped, cornerRadius and clipShape, in the placed frame")
  func clips() {
    let frame = CGRect(x: 4, y: 4, width: 30, height: 20)
    func clip<V: View>(_ view: V, _ kind: String) -> PaintEffect? {
      effect(layout(view.padding(4)), kind)
    }
    let box = Rectangle().frame(width: 30, height: 20)
    #expect(clip(box.clipped(), "clipped") == .clip(shape: .rectangle, cornerRadius: 0, frame: frame))
    #expect(clip(box.cornerRadius(6), "cornerRadius") == .clip(shape: .roundedRectangle, cornerRadius: 6, frame: frame))
    #expect(clip(box.cornerRadius(-2), "cornerRadius") == .clip(shape: .rectangle, cornerRadius: 0, frame: frame))
    #expect(clip(box.clipShape(Circle()), "clipShape") == .clip(shape: .circle, cornerRadius: 0, frame: frame))
    #expect(clip(box.clipShape(Capsule()), "clipShape") == .clip(shape: .capsule, cornerRadius: 0, frame: frame))
    #expect(
      clip(box.clipShape(RoundedRectangle(cornerRadius: 5)), "clipShape")
        == .clip(shape: .roundedRectangle, cornerRadius: 5, frame: frame))
  }

  @Test("zIndex records its value; 0 and NaN record nothing")
  func zIndex() {
    #expect(effect(layout(Rectangle().zIndex(2)), "zIndex") == .zIndex(2))
    #expect(effect(layout(Rectangle().zIndex(0)), "zIndex") == nil)
    #expect(effect(layout(Rectangle().zIndex(.nan)), "zIndex") == nil)
  }

  @Test("hidden and shadow keep the layout")
  func hiddenAndShadow() {
    let row = HStack(spacing: 0) {
      Rectangle().frame(width: 10, height: 10).hidden()
      Rectangle().frame(width: 10, height: 10).shadow(color: .black, radius: 3, x: 1, y: 2)
    }
    let result = layout(row)
    #expect(result.size == CGSize(width: 20, height: 10))
    #expect(effect(result, "hidden") == .hidden)
    #expect(effect(result, "shadow") == .shadow(color: .black, radius: 3, x: 1, y: 2))
    #expect(effect(layout(Rectangle().shadow(radius: .infinity)), "shadow") == nil)
  }
}
