import Foundation
public import LayoutCore

extension Gradient {
  /// The space colors are blended in (`Color.mix(with:by:in:)`).
  public struct ColorSpace: Hashable, Sendable {
    let isPerceptual: Bool
    /// The display's components: gamma-encoded sRGB, blended as numbers.
    public static let device = ColorSpace(isPerceptual: false)
    /// A perceptually even space: Oklab here (Apple does not name its space), so that halfway
    /// looks halfway in lightness and hue.
    public static let perceptual = ColorSpace(isPerceptual: true)
  }
}

extension Color {
  /// This color mixed with `rhs`: `fraction` of `rhs` (0 is this color, 1 is `rhs`; clamped, NaN
  /// is 0), blended in `colorSpace`. Opacities blend linearly; components are blended as they
  /// are, not premultiplied.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    let opacity = blend(self.opacity, rhs.opacity)
    guard colorSpace.isPerceptual else {
      return Color(red: blend(red, rhs.red), green: blend(green, rhs.green), blue: blend(blue, rhs.blue), opacity: opacity)
    }
    let (l1, a1, b1) = Self.oklab(red, green, blue)
    let (l2, a2, b2) = Self.oklab(rhs.red, rhs.green, rhs.blue)
    let (r, g, b) = Self.sRGB(fromOklab: blend(l1, l2), blend(a1, a2), blend(b1, b2))
    return Color(red: r, green: g, blue: b, opacity: opacity)
  }

  /// Gamma-encoded sRGB to Oklab (L, a, b), through linear sRGB and the LMS cone space
  /// (Björn Ottosson's matrices).
  static func oklab(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return (
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    )
  }

  /// Oklab to gamma-encoded sRGB (the inverse of `oklab`; values outside sRGB are kept).
  static func sRGB(fromOklab lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
    let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
    let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
    let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
    return (
      encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s)
    )
  }
}
