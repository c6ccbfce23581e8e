import Foundation

/// A color, in sRGB components with opacity; as a view (in the SwiftUI surface) it fills the
/// space it is offered.
public struct Color: Hashable, Sendable {
  /// The red component, 0 to 1 (sRGB).
  public var red: Double
  /// The green component, 0 to 1 (sRGB).
  public var green: Double
  /// The blue component, 0 to 1 (sRGB).
  public var blue: Double
  /// The opacity, 0 (clear) to 1 (opaque).
  public var opacity: Double
  /// The name the color was made from ("red", "primary"), if any.
  public var name: String?

  /// A color from sRGB components and an opacity, each 0 to 1.
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

  /// Black.
  public static let black = Color("black", 0, 0, 0)
  /// White.
  public static let white = Color("white", 1, 1, 1)
  /// Gray, as SwiftUI's light appearance (142, 142, 147).
  public static let gray = Color("gray", 0.557, 0.557, 0.576)
  /// Red, as SwiftUI's light appearance (255, 59, 48).
  public static let red = Color("red", 1, 0.231, 0.188)
  /// Orange, as SwiftUI's light appearance (255, 149, 0).
  public static let orange = Color("orange", 1, 0.584, 0)
  /// Yellow, as SwiftUI's light appearance (255, 204, 0).
  public static let yellow = Color("yellow", 1, 0.8, 0)
  /// Green, as SwiftUI's light appearance (52, 199, 89).
  public static let green = Color("green", 0.204, 0.78, 0.349)
  /// Mint, as SwiftUI's light appearance (0, 199, 190).
  public static let mint = Color("mint", 0, 0.78, 0.745)
  /// Teal, as SwiftUI's light appearance (48, 176, 199).
  public static let teal = Color("teal", 0.188, 0.69, 0.78)
  /// Cyan, as SwiftUI's light appearance (50, 173, 230).
  public static let cyan = Color("cyan", 0.196, 0.678, 0.902)
  /// Blue, as SwiftUI's light appearance (0, 122, 255).
  public static let blue = Color("blue", 0, 0.478, 1)
  /// Indigo, as SwiftUI's light appearance (88, 86, 214).
  public static let indigo = Color("indigo", 0.345, 0.337, 0.839)
  /// Purple, as SwiftUI's light appearance (175, 82, 222).
  public static let purple = Color("purple", 0.686, 0.322, 0.871)
  /// Pink, as SwiftUI's light appearance (255, 45, 85).
  public static let pink = Color("pink", 1, 0.176, 0.333)
  /// Brown, as SwiftUI's light appearance (162, 132, 94).
  public static let brown = Color("brown", 0.635, 0.518, 0.369)
  /// Fully transparent.
  public static let clear = Color("clear", 0, 0, 0, 0)
  /// The accent color: links and prominent controls (the system blue).
  public static let accentColor = Color("accentColor", 0, 0.478, 1)
  /// The primary content color: black in the light appearance.
  public static let primary = Color("primary", 0, 0, 0)
  /// The secondary content color: gray (60, 60, 67) at 60% opacity.
  public static let secondary = Color("secondary", 0.235, 0.235, 0.263, 0.6)

  /// The color with its opacity multiplied by `value` (0 to 1).
  public func opacity(_ value: Double) -> Color {
    var color = self
    color.opacity = value
    return color
  }
}
