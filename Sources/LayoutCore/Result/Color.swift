import Foundation

/// A color, in sRGB components with opacity; as a view (in the SwiftUI surface) it fills the
/// space it is offered.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var opacity: Double
  /// The name the color was made from ("red", "primary"), if any.
  public var name: String?

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
    self.name = nil
  }

  /// A color from hue, saturation and brightness, each 0...1 (values outside are clamped; a
  /// hue of 1 is red again), converted to sRGB components by the usual six-sector formula.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let (h, s, v) = (unit(hue) == 1 ? 0 : unit(hue) * 6, unit(saturation), unit(brightness))
    let sector = Int(h)
    let f = h - Double(sector)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
    self.name = name
  }

  public static let black = Color("black", 0, 0, 0)
  public static let white = Color("white", 1, 1, 1)
  public static let gray = Color("gray", 0.557, 0.557, 0.576)
  public static let red = Color("red", 1, 0.231, 0.188)
  public static let orange = Color("orange", 1, 0.584, 0)
  public static let yellow = Color("yellow", 1, 0.8, 0)
  public static let green = Color("green", 0.204, 0.78, 0.349)
  public static let mint = Color("mint", 0, 0.78, 0.745)
  public static let teal = Color("teal", 0.188, 0.69, 0.78)
  public static let cyan = Color("cyan", 0.196, 0.678, 0.902)
  public static let blue = Color("blue", 0, 0.478, 1)
  public static let indigo = Color("indigo", 0.345, 0.337, 0.839)
  public static let purple = Color("purple", 0.686, 0.322, 0.871)
  public static let pink = Color("pink", 1, 0.176, 0.333)
  public static let brown = Color("brown", 0.635, 0.518, 0.369)
  public static let clear = Color("clear", 0, 0, 0, 0)
  /// The accent color: links and prominent controls (the system blue).
  public static let accentColor = Color("accentColor", 0, 0.478, 1)
  public static let primary = Color("primary", 0, 0, 0)
  public static let secondary = Color("secondary", 0.235, 0.235, 0.263, 0.6)

  public func opacity(_ value: Double) -> Color {
    var color = self
    color.opacity = value
    return color
  }
}
