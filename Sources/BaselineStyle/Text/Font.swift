public import Foundation

/// Font changes made by `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)` and
/// `monospacedDigit()`: on a view for the texts in it (the innermost setting wins), or on a part
/// of a `Text`.
package struct FontModifiers: Hashable, Sendable {
  package var weight: Font.Weight?
  package var isBold = false
  package var isItalic = false
  package var design: Font.Design?
  package var monospacedDigit = false
  package var width: Font.Width?

  package init(
    weight: Font.Weight? = nil, isBold: Bool = false, isItalic: Bool = false, design: Font.Design? = nil,
    monospacedDigit: Bool = false, width: Font.Width? = nil
  ) {
    self.weight = weight
    self.isBold = isBold
    self.isItalic = isItalic
    self.design = design
    self.monospacedDigit = monospacedDigit
    self.width = width
  }

  /// `font` with these changes (a weight set with `fontWeight` wins over `bold()`).
  package func applied(to font: Font) -> Font {
    var font = font
    if let weight {
      font.weight = weight
    } else if isBold {
      font.weight = .bold
    }
    if isItalic { font.isItalic = true }
    if let design { font.design = design }
    if monospacedDigit { font.monospacedDigits = true }
    if let width { font.width = width }
    return font
  }

  /// These changes, with `outer`'s where these set none (flags are switched on by either).
  package func inheriting(_ outer: FontModifiers) -> FontModifiers {
    FontModifiers(
      weight: weight ?? outer.weight, isBold: isBold || outer.isBold, isItalic: isItalic || outer.isItalic,
      design: design ?? outer.design, monospacedDigit: monospacedDigit || outer.monospacedDigit,
      width: width ?? outer.width)
  }
}

/// A font description: a text style or a size, weight and design, or a named family. The
/// `Baseline` module resolves it to a bundled font; `LayoutCore` only carries it.
public struct Font: Hashable, Sendable {
  /// The weight of a font.
  public struct Weight: Hashable, Sendable {
    /// CSS-style weight, 100 (ultra light) to 900 (black).
    public var value: Int

    /// A weight by number, limited to 1...1000. (SwiftUI offers only the named weights; a
    /// variable font with a weight axis is set at exactly this weight, a static family gives
    /// its nearest face.)
    public init(value: Int) {
      self.value = min(max(value, 1), 1_000)
    }
    /// Weight 100.
    public static let ultraLight = Weight(value: 100)
    /// Weight 200.
    public static let thin = Weight(value: 200)
    /// Weight 300.
    public static let light = Weight(value: 300)
    /// Weight 400, the default.
    public static let regular = Weight(value: 400)
    /// Weight 500.
    public static let medium = Weight(value: 500)
    /// Weight 600.
    public static let semibold = Weight(value: 600)
    /// Weight 700.
    public static let bold = Weight(value: 700)
    /// Weight 800.
    public static let heavy = Weight(value: 800)
    /// Weight 900.
    public static let black = Weight(value: 900)
  }

  /// The width of a font's letters, as the OpenType `wdth` axis measures it: a percentage of
  /// the normal width (standard 100, condensed 75, compressed 50, expanded 125). A variable
  /// font with a `wdth` axis is set at it; a font without one keeps its own width.
  public struct Width: Hashable, Sendable {
    /// Stored in 4 bytes: fonts and environments are copied often and stay small this way.
    private var stored: Float

    /// The width in percent of normal.
    public var value: CGFloat {
      get { CGFloat(stored) }
      set { stored = Float(newValue.isFinite ? min(max(newValue, 1), 1_000) : 100) }
    }

    /// A width in percent of normal (the `wdth` axis value).
    public init(_ value: CGFloat) {
      stored = Float(value.isFinite ? min(max(value, 1), 1_000) : 100)
    }

    /// 50% of the standard width.
    public static let compressed = Width(50)
    /// 75% of the standard width.
    public static let condensed = Width(75)
    /// The font's normal width (100%).
    public static let standard = Width(100)
    /// 125% of the standard width.
    public static let expanded = Width(125)
  }

  /// The design of a system font.
  public enum Design: Hashable, Sendable {
    /// The default design: the font library's default family (Noto Sans when bundled).
    case `default`
    /// A serif design (Noto Serif).
    case serif
    /// A rounded design (set in the default family: no rounded face is bundled).
    case rounded
    /// A fixed-width design (Noto Sans Mono).
    case monospaced
  }

  /// The named text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// 34 points.
    case largeTitle
    /// 28 points.
    case title
    /// 22 points.
    case title2
    /// 20 points.
    case title3
    /// 17 points, semibold.
    case headline
    /// 17 points.
    case body
    /// 16 points.
    case callout
    /// 15 points.
    case subheadline
    /// 13 points.
    case footnote
    /// 12 points.
    case caption
    /// 11 points.
    case caption2

    /// The point size of the style (iOS defaults at the large content size).
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline, .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }
  }

  /// The family name for custom fonts; nil for the system font.
  public var family: String?
  /// The text style the font was made from (`Font.body`, `.title`...); nil for a font of a fixed size.
  public var textStyle: TextStyle?
  /// The line spacing adjustment (`leading(_:)`): what it adds between lines. (Declared here,
  /// beside the text style's byte, so that Font stays 48 bytes.)
  public var lineLeading: Leading = .standard
  /// The text style whose Dynamic Type sizes the font follows: its own style for a text-style
  /// font, `body` for `custom(_:size:)`, the style named by `custom(_:size:relativeTo:)`; nil for
  /// a font of a fixed size (`system(size:)`, `custom(_:fixedSize:)`). `pointSize` is the size at
  /// the default (large) setting; the SwiftUI surface scales it by the environment's
  /// `dynamicTypeSize` when a text is measured. (Declared beside the other bytes so that Font
  /// stays 48 bytes.)
  public var scalingTextStyle: TextStyle?
  /// The size in points. NaN, negative and infinite sizes are stored as 0, sizes above
  /// `maximumPointSize` as that size, however they are set.
  public var pointSize: CGFloat {
    get { storedPointSize }
    set { storedPointSize = Font.clampedPointSize(newValue) }
  }
  private var storedPointSize: CGFloat
  /// How heavy the letters are.
  public var weight: Weight
  /// The system font's design (serif, rounded, monospaced); custom families ignore it.
  public var design: Design
  /// Whether the italic (or oblique) face is used.
  public var isItalic: Bool
  /// Whether digits are all one width (OpenType `tnum`).
  public var monospacedDigits: Bool
  /// Which letters are set as small capitals (OpenType `smcp` for lowercase, `c2sc` for
  /// uppercase); a font without those features sets them as they are.
  public var smallCapitals: SmallCaps = []
  /// The width of the letters (see `Width`).
  public var width: Width = .standard

  /// The letters a font sets as small capitals.
  public struct SmallCaps: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: UInt8
    /// A set from its bits: 1 lowercase, 2 uppercase.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Lowercase letters as small capitals (OpenType `smcp`).
    public static let lowercase = SmallCaps(rawValue: 1)
    /// Uppercase letters as small capitals (OpenType `c2sc`).
    public static let uppercase = SmallCaps(rawValue: 2)
  }

  /// The largest point size; larger sizes are limited to it (NaN, negative and infinite sizes
  /// count as 0).
  public static let maximumPointSize: CGFloat = 1_000_000

  init(family: String? = nil, textStyle: TextStyle? = nil, size: CGFloat, weight: Weight = .regular, design: Design = .default) {
    self.family = family
    self.textStyle = textStyle
    self.scalingTextStyle = textStyle
    self.storedPointSize = Font.clampedPointSize(size)
    self.weight = weight
    self.design = design
    self.isItalic = false
    self.monospacedDigits = false
  }

  static func clampedPointSize(_ size: CGFloat) -> CGFloat {
    size.isFinite && size > 0 ? min(size, Font.maximumPointSize) : 0
  }

  /// A text style's font (`headline` is semibold).
  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
    Font(textStyle: style, size: style.pointSize, weight: weight ?? (style == .headline ? .semibold : .regular), design: design)
  }

  /// The system font at a size. Non-finite and negative sizes become 0.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

  /// A named family at a size (at the default text size) that scales with Dynamic Type as the
  /// body style does.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A named family at a size (at the default text size) that scales with Dynamic Type as
  /// `textStyle` does: by the style's size at the environment's `dynamicTypeSize` over its size at
  /// the large setting.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var font = Font(family: name, size: size)
    font.scalingTextStyle = textStyle
    return font
  }

  /// A named family at a size that never scales with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(family: name, size: fixedSize)
  }

  /// The large title style: 34 points.
  public static let largeTitle = system(.largeTitle)
  /// The title style: 28 points.
  public static let title = system(.title)
  /// The second title style: 22 points.
  public static let title2 = system(.title2)
  /// The third title style: 20 points.
  public static let title3 = system(.title3)
  /// The headline style: 17 points, semibold.
  public static let headline = system(.headline)
  public static let body = system(.body)
  /// The callout style: 16 points.
  public static let callout = system(.callout)
  /// The subheadline style: 15 points.
  public static let subheadline = system(.subheadline)
  /// The footnote style: 13 points.
  public static let footnote = system(.footnote)
  /// The caption style: 12 points.
  public static let caption = system(.caption)
  /// The second caption style: 11 points.
  public static let caption2 = system(.caption2)

  /// The font at bold weight (700).
  public func bold() -> Font { weight(.bold) }
  /// The italic of the font (its family's italic face).
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }
  /// The font at another weight (a variable font at exactly that weight, a static family's nearest face).
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }
  /// The font at another width (see `Width`).
  public func width(_ width: Width) -> Font {
    var font = self
    font.width = width
    return font
  }

  /// The fixed-width design of the font (`Design.monospaced`).
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// Fixed-width digits (OpenType `tnum`).
  public func monospacedDigit() -> Font {
    var font = self
    font.monospacedDigits = true
    return font
  }

  /// A line spacing adjustment of a font, as SwiftUI documents it for platforms other than
  /// watchOS: `tight` 2 points less between lines, `loose` 2 points more. It changes the space
  /// between lines only (a single line keeps its height), and may bring lines closer than the
  /// font's ascent and descent.
  public enum Leading: UInt8, Hashable, Sendable {
    /// The font's own line spacing.
    case standard
    /// 2 points less between lines.
    case tight
    /// 2 points more between lines.
    case loose

    /// The points the adjustment adds between lines: 0, -2 or 2.
    public var lineSpacingAdjustment: CGFloat {
      switch self {
      case .standard: 0
      case .tight: -2
      case .loose: 2
      }
    }
  }

  /// The font with a line spacing adjustment (`.body.leading(.tight)`).
  public func leading(_ leading: Leading) -> Font {
    var font = self
    font.lineLeading = leading
    return font
  }

  /// Every letter as a small capital: lowercase (`smcp`) and uppercase (`c2sc`).
  public func smallCaps() -> Font { addingSmallCaps([.lowercase, .uppercase]) }

  /// Lowercase letters as small capitals (OpenType `smcp`); uppercase stay as they are.
  public func lowercaseSmallCaps() -> Font { addingSmallCaps(.lowercase) }

  /// Uppercase letters as small capitals (OpenType `c2sc`); lowercase stay as they are.
  public func uppercaseSmallCaps() -> Font { addingSmallCaps(.uppercase) }

  private func addingSmallCaps(_ letters: SmallCaps) -> Font {
    var font = self
    font.smallCapitals.formUnion(letters)
    return font
  }
}
