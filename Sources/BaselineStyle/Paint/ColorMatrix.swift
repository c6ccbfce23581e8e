import Foundation

/// A change of colors (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert`, `colorMultiply`, `luminanceToAlpha`), as SVG's `feColorMatrix` defines it: each
/// of red, green, blue and opacity becomes a sum of the four (components 0...1, not
/// premultiplied, in sRGB as given) plus an offset. Results are clamped to 0...1.
public struct ColorMatrix: Sendable, Hashable {
  /// Four rows (red, green, blue, opacity) of five numbers: the weights of red, green, blue and
  /// opacity, then the offset.
  public let rows: [[Double]]

  /// A matrix of four rows of five numbers; other shapes, and numbers that are not finite, give
  /// the identity.
  public init(rows: [[Double]]) {
    let usable = rows.count == 4 && rows.allSatisfy { $0.count == 5 && $0.allSatisfy(\.isFinite) }
    self.rows = usable ? rows : Self.identity.rows
  }

  private init(unchecked rows: [[Double]]) { self.rows = rows }

  /// Colors as they are.
  public static let identity = ColorMatrix(unchecked: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

  /// `amount` added to red, green and blue (`brightness(_:)`).
  public static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
  }

  /// Red, green and blue moved away from (above 1) or toward (below 1) the middle, 0.5
  /// (`contrast(_:)`).
  public static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
  }

  /// SVG's `saturate`: 1 keeps the colors, 0 is gray of the same luminance (`saturation(_:)`;
  /// `grayscale(x)` is `saturation(1 - x)`).
  public static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix(rows: [
      [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// SVG's `hueRotate` by `radians` (`hueRotation(_:)`).
  public static func hueRotation(_ radians: Double) -> ColorMatrix {
    let (c, s) = (cos(radians), sin(radians))
    return ColorMatrix(rows: [
      [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
      [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
      [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// Red, green and blue inverted: 1 - c (`colorInvert()`).
  public static let inverted = ColorMatrix(unchecked: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

  /// Each component multiplied by `color`'s (`colorMultiply(_:)`).
  public static func multiplying(_ color: Color) -> ColorMatrix {
    ColorMatrix(rows: [
      [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.opacity, 0],
    ])
  }

  /// SVG's `luminanceToAlpha`: black, as opaque as the color is light (`luminanceToAlpha()`).
  public static let luminanceToAlpha = ColorMatrix(unchecked: [
    [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
  ])

  /// `color` changed by the matrix, each component clamped to 0...1.
  public func applied(to color: Color) -> Color {
    let input: [Double] = [color.red, color.green, color.blue, color.opacity, 1]
    let out = rows.map { row in min(max(zip(row, input).reduce(0) { $0 + $1.0 * $1.1 }, 0), 1) }
    return Color(red: out[0], green: out[1], blue: out[2], opacity: out[3])
  }

  /// This change after `inner`: what a view inside both looks like.
  public func after(_ inner: ColorMatrix) -> ColorMatrix {
    // (self ∘ inner)(v) = self(inner(v)): rows of self times inner's 5x5 (with a last row 0 0 0 0 1).
    let innerFull = inner.rows + [[0, 0, 0, 0, 1]]
    return ColorMatrix(unchecked: rows.map { row in
      (0..<5).map { column in (0..<5).reduce(0) { $0 + row[$1] * innerFull[$1][column] } }
    })
  }
}
