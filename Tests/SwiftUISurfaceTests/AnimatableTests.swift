import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A shape whose corner an animation would move: `animatableData` is its point.
private struct Notch: Shape {
  var x: CGFloat
  var y: CGFloat
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: x, y: y))
    path.addLine(to: CGPoint(x: 0, y: rect.height))
    path.closeSubpath()
    return path
  }
}

/// A modifier an animation would drive through its offset.
private struct Shift: AnimatableModifier {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.padding(.leading, amount) }
}

@Suite("Animatable values")
struct AnimatableTests {
  @Test("Pairs add, subtract, scale and interpolate component by component")
  func arithmetic() {
    let a = AnimatablePair<CGFloat, Double>(2, 10)
    let b = AnimatablePair<CGFloat, Double>(4, 20)
    #expect(a + b == AnimatablePair(6, 30) && b - a == AnimatablePair(2, 10))
    #expect(a.scaled(by: 0.5) == AnimatablePair(1, 5))
    #expect(a.interpolated(towards: b, amount: 0.25) == AnimatablePair(2.5, 12.5))
    #expect(a.magnitudeSquared == 104)
    #expect(EmptyAnimatableData.zero.magnitudeSquared == 0)
    // A shape without animatable data has none.
    #expect(Rectangle().animatableData == EmptyAnimatableData())
  }

  @Test("A shape and a modifier lay out with the values they hold (a layout is one state)")
  func layoutWithHeldValues() {
    var notch = Notch(x: 5, y: 5)
    notch.animatableData = AnimatablePair(30, 12)
    #expect(notch.x == 30 && notch.y == 12)
    #expect(notch.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 0, y: 0, width: 30, height: 20))
    let shifted = layout(Color.red.frame(width: 10, height: 10).id("r").modifier(Shift(amount: 7)))
    #expect(shifted[id: "r"]?.frame.minX == 7)
  }
}
