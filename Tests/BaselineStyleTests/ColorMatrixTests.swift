import Foundation
import BaselineStyle
import Testing

private func parts(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.opacity] }
private func near(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 } }

@Suite("Color matrices: SVG's feColorMatrix arithmetic")
struct ColorMatrixTests {
  let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  let red = Color(red: 1, green: 0, blue: 0)

  @Test("brightness adds, contrast scales about 0.5, both clamped to 0...1")
  func brightnessAndContrast() {
    #expect(near(parts(ColorMatrix.brightness(0.2).applied(to: gray)), [0.7, 0.7, 0.7, 1]))
    // (0.6 - 0.5) x 2 + 0.5 = 0.7; (0.75 - 0.5) x 2 + 0.5 = 1.0; (0.1 - 0.5) x 2 + 0.5 < 0: 0.
    let contrast = ColorMatrix.contrast(2)
    #expect(near(parts(contrast.applied(to: Color(red: 0.6, green: 0.75, blue: 0.1))), [0.7, 1, 0, 1]))
  }

  @Test("saturation 0 is gray of the same luminance; a half-turn hue rotation of red is a dim cyan")
  func saturationAndHue() {
    // Red's row weights: 0.213 of red in each channel.
    #expect(near(parts(ColorMatrix.saturation(0).applied(to: red)), [0.213, 0.213, 0.213, 1]))
    #expect(near(parts(ColorMatrix.saturation(1).applied(to: red)), [1, 0, 0, 1]))
    // cos = -1, sin = 0: red 0.213 - 0.787 < 0 (0), green 0.213 + 0.213, blue 0.213 + 0.213.
    #expect(near(parts(ColorMatrix.hueRotation(.pi).applied(to: red)), [0, 0.426, 0.426, 1]))
  }

  @Test("invert, multiply and luminance to alpha")
  func others() {
    #expect(near(parts(ColorMatrix.inverted.applied(to: Color(red: 1, green: 0.25, blue: 0, opacity: 0.5))), [0, 0.75, 1, 0.5]))
    #expect(near(parts(ColorMatrix.multiplying(Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)).applied(to: gray)), [0.25, 0.5, 0, 0.5]))
    // White: black at 0.2125 + 0.7154 + 0.0721 = 1.
    #expect(near(parts(ColorMatrix.luminanceToAlpha.applied(to: .white)), [0, 0, 0, 1]))
  }

  @Test("a composed change applies the inner one first")
  func composition() {
    // Contrast inside brightness: 0.6 -> 0.7 -> 0.8; the other way round 0.6 -> 0.7 -> 0.9.
    let outerBrightness = ColorMatrix.brightness(0.1).after(.contrast(2))
    #expect(abs(outerBrightness.applied(to: Color(red: 0.6, green: 0.6, blue: 0.6)).red - 0.8) < 1e-12)
    let outerContrast = ColorMatrix.contrast(2).after(.brightness(0.1))
    #expect(abs(outerContrast.applied(to: Color(red: 0.6, green: 0.6, blue: 0.6)).red - 0.9) < 1e-12)
    #expect(ColorMatrix(rows: [[1, 2]]) == .identity)
  }
}
