public import BaselineStyle
public import Foundation
import SwiftUISurface

/// A color as UIKit holds it: sRGB components and an alpha. System colors are their light-mode
/// values from Apple's Human Interface Guidelines.
public final class UIColor: Hashable, @unchecked Sendable {
  // `@unchecked`: immutable after init.
  /// The components, 0 to 1 (sRGB), and the opacity.
  let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  /// The asset name the color was made from (`UIColor(named:)`), if any.
  let assetName: String?

  /// A color from sRGB components and an alpha, each 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha, assetName) = (red, green, blue, alpha, nil)
  }

  /// A gray of `white` (0 black, 1 white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color from hue, saturation and brightness, each 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let color = Color(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
  }

  /// The color of a SwiftUI `Color`, resolved in the default environment.
  public convenience init(_ color: Color) {
    let resolved = color.resolve(in: EnvironmentValues())
    self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
  }

  /// The color named `name` in the app's asset catalog: drawn through `Color(name)` (found in
  /// the catalog a preview is laid out with); its components read as clear.
  public init?(named name: String) {
    (red, green, blue, alpha, assetName) = (0, 0, 0, 0, name)
  }

  /// The components and alpha; true, as for any RGB color.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The same color at `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The color as a SwiftUI `Color`.
  var color: Color {
    if let assetName { return Color(assetName) }
    return Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha) && lhs.assetName == rhs.assetName
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// 50% gray.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// 1, 0, 0.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// 0, 1, 0.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// 0, 0, 1.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// 255, 59, 48.
  public static var systemRed: UIColor { rgb(255, 59, 48) }
  /// 255, 149, 0.
  public static var systemOrange: UIColor { rgb(255, 149, 0) }
  /// 255, 204, 0.
  public static var systemYellow: UIColor { rgb(255, 204, 0) }
  /// 52, 199, 89.
  public static var systemGreen: UIColor { rgb(52, 199, 89) }
  /// 0, 199, 190.
  public static var systemMint: UIColor { rgb(0, 199, 190) }
  /// 48, 176, 199.
  public static var systemTeal: UIColor { rgb(48, 176, 199) }
  /// 50, 173, 230.
  public static var systemCyan: UIColor { rgb(50, 173, 230) }
  /// 0, 122, 255.
  public static var systemBlue: UIColor { rgb(0, 122, 255) }
  /// 88, 86, 214.
  public static var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// 175, 82, 222.
  public static var systemPurple: UIColor { rgb(175, 82, 222) }
  /// 255, 45, 85.
  public static var systemPink: UIColor { rgb(255, 45, 85) }
  /// 162, 132, 94.
  public static var systemBrown: UIColor { rgb(162, 132, 94) }
  /// 142, 142, 147.
  public static var systemGray: UIColor { rgb(142, 142, 147) }
  /// 174, 174, 178.
  public static var systemGray2: UIColor { rgb(174, 174, 178) }
  /// 199, 199, 204.
  public static var systemGray3: UIColor { rgb(199, 199, 204) }
  /// 209, 209, 214.
  public static var systemGray4: UIColor { rgb(209, 209, 214) }
  /// 229, 229, 234.
  public static var systemGray5: UIColor { rgb(229, 229, 234) }
  /// 242, 242, 247.
  public static var systemGray6: UIColor { rgb(242, 242, 247) }
  /// Black: text's color in light mode.
  public static var label: UIColor { black }
  /// 60, 60, 67 at 60%.
  public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
  /// 60, 60, 67 at 30%.
  public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
  /// White.
  public static var systemBackground: UIColor { white }
  /// 242, 242, 247.
  public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
  /// 242, 242, 247.
  public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
  /// White.
  public static var secondarySystemGroupedBackground: UIColor { white }
  /// 60, 60, 67 at 29%.
  public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
  /// The system blue: the default tint.
  public static var tintColor: UIColor { systemBlue }
  /// The system blue.
  public static var link: UIColor { systemBlue }
}

extension Color {
  /// The color of a UIKit color.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The color of a UIKit color (SwiftUI's earlier spelling).
  public init(_ uiColor: UIColor) { self = uiColor.color }
}
