public import BaselineStyle
public import Foundation
public import SwiftUISurface

/// A font as UIKit describes it: a size, a weight and a family, or a text style; `Font(_:)`
/// makes the SwiftUI font Baseline measures with.
public final class UIFont: Hashable, @unchecked Sendable {
  // `@unchecked`: immutable after init.
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The family name, or nil for the system font.
  public let familyName: String?
  let font: Font

  init(pointSize: CGFloat, familyName: String?, font: Font) {
    (self.pointSize, self.familyName, self.font) = (pointSize, familyName, font)
  }

  /// The font named `fontName` at `size`.
  public convenience init?(name fontName: String, size: CGFloat) {
    self.init(pointSize: size, familyName: fontName, font: .custom(fontName, size: size))
  }

  /// The system font at `size` and `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: size, familyName: nil, font: .system(size: size, weight: weight.fontWeight))
  }

  /// The bold system font at `size`.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

  /// The italic system font at `size`.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, familyName: nil, font: .system(size: size).italic())
  }

  /// The monospaced system font at `size` and `weight`.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: size, familyName: nil, font: .system(size: size, weight: weight.fontWeight, design: .monospaced))
  }

  /// The font of a text style, at the large Dynamic Type size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.style.pointSize, familyName: nil, font: .system(style.style))
  }

  /// The same font at `size`.
  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(pointSize: size, familyName: familyName, font: familyName.map { .custom($0, size: size) } ?? .system(size: size))
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }
  /// Hashes the font.
  public func hash(into hasher: inout Hasher) { hasher.combine(font) }

  /// A weight, as UIKit names them.
  public struct Weight: Hashable, Sendable {
    let fontWeight: Font.Weight
    /// 100.
    public static let ultraLight = Weight(fontWeight: .ultraLight)
    /// 200.
    public static let thin = Weight(fontWeight: .thin)
    /// 300.
    public static let light = Weight(fontWeight: .light)
    /// 400.
    public static let regular = Weight(fontWeight: .regular)
    /// 500.
    public static let medium = Weight(fontWeight: .medium)
    /// 600.
    public static let semibold = Weight(fontWeight: .semibold)
    /// 700.
    public static let bold = Weight(fontWeight: .bold)
    /// 800.
    public static let heavy = Weight(fontWeight: .heavy)
    /// 900.
    public static let black = Weight(fontWeight: .black)
  }

  /// A text style, as UIKit names them.
  public struct TextStyle: Hashable, Sendable {
    let style: Font.TextStyle
    /// 34 points.
    public static let largeTitle = TextStyle(style: .largeTitle)
    /// 28 points.
    public static let title1 = TextStyle(style: .title)
    /// 22 points.
    public static let title2 = TextStyle(style: .title2)
    /// 20 points.
    public static let title3 = TextStyle(style: .title3)
    /// 17 points, semibold.
    public static let headline = TextStyle(style: .headline)
    /// 17 points.
    public static let body = TextStyle(style: .body)
    /// 16 points.
    public static let callout = TextStyle(style: .callout)
    /// 15 points.
    public static let subheadline = TextStyle(style: .subheadline)
    /// 13 points.
    public static let footnote = TextStyle(style: .footnote)
    /// 12 points.
    public static let caption1 = TextStyle(style: .caption)
    /// 11 points.
    public static let caption2 = TextStyle(style: .caption2)
  }
}

extension Font {
  /// The SwiftUI font of a UIKit font.
  public init(_ font: UIFont) { self = font.font }
}

/// An image as UIKit holds it: its asset or symbol name, drawn through `Image(uiImage:)` as
/// `Image(name)` or `Image(systemName:)` would be. Its pixels are not read here: `size` is zero.
public final class UIImage: Hashable, @unchecked Sendable {
  // `@unchecked`: immutable after init.
  let name: String
  let isSymbol: Bool

  /// The image named `name` in the app's assets (found when it is drawn).
  public init?(named name: String) { (self.name, isSymbol) = (name, false) }

  /// The SF Symbol named `name`.
  public init?(systemName name: String) { (self.name, isSymbol) = (name, true) }

  /// The image's size: zero (the pixels are not read).
  public var size: CGSize { .zero }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Image {
  /// The SwiftUI image of a UIKit image: its asset or its symbol.
  public init(uiImage: UIImage) {
    self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
  }
}

/// The screen previews are laid out on: an iPhone 15's, 393 x 852 points at 3 pixels a point.
public final class UIScreen: Sendable {
  /// The device's screen.
  public static let main = UIScreen()
  /// 0, 0, 393, 852.
  public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// 3.
  public let scale: CGFloat = 3
  /// 3.
  public let nativeScale: CGFloat = 3
}

/// The device previews run on: an iPhone.
public final class UIDevice: Sendable {
  /// The device.
  public static let current = UIDevice()
  /// `.phone`.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// "iPhone".
  public let model = "iPhone"
  /// "iPhone".
  public let name = "iPhone"
  /// "iOS".
  public let systemName = "iOS"
  /// "17.0".
  public let systemVersion = "17.0"
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Unknown.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The app: opening URLs does nothing in a preview.
public final class UIApplication: Sendable {
  /// The app.
  public static let shared = UIApplication()
  /// The URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
  /// Does nothing in a preview; the handler is told it did not open.
  public func open(_ url: URL, options: [String: Any] = [:], completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    completionHandler?(false)
  }
  /// False: a preview opens nothing.
  public func canOpenURL(_ url: URL) -> Bool { false }
}
