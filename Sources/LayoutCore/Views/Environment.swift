public import Foundation

/// Text alignment of multi-line text inside its own width.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// The direction of the user interface's reading order.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// Values that flow down the view tree: fonts and text settings read by `Text`, the colors,
/// and the text measurer.
public struct EnvironmentValues: Sendable {
  /// The values, shared by copies of the environment until one of them changes: an
  /// environment is copied at every level of a view tree as it resolves and changed at few, so
  /// a copy costs one reference, not every value.
  private var storage = Storage()

  /// The object holding the values: two environments with the same one have the same values
  /// (a copy shares it until either changes).
  var sharedStorage: AnyObject { storage }

  /// The storage, copied first when another environment shares it.
  private var writableStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
      return storage
    }
  }

  /// The values themselves, in one struct so that a copy of the storage copies all of them.
  private struct Values {
    var font: Font? = nil
    var lineSpacing: CGFloat = 0
    var lineLimit: Int? = nil
    var lineLimitRange: ClosedRange<Int>? = nil
    var lineLimitReservesSpace: Bool = false
    var truncationMode: Text.TruncationMode = .tail
    var multilineTextAlignment: TextAlignment = .leading
    var layoutDirection: LayoutDirection = .leftToRight
    var displayScale: CGFloat? = nil
    var defaultPadding: CGFloat = 16
    var foregroundColor: Color? = nil
    var fontModifiers: FontModifiers = FontModifiers()
    var textMeasurer: any TextMeasuring = ApproximateTextMeasurer()
    var textMeasurerIdentity = MeasurerIdentity.approximate
    var custom: [ObjectIdentifier: EnvironmentBox] = [:]
  }

  /// `@unchecked Sendable`: an instance is only written through `writableStorage`, when no
  /// other environment refers to it, so values shared across threads are never mutated.
  private final class Storage: @unchecked Sendable {
    var values: Values
    init(_ values: Values = Values()) { self.values = values }
  }

  /// The font of text; nil means the `body` style.
  public var font: Font? {
    get { storage.values.font }
    set { writableStorage.values.font = newValue }
  }
  /// Extra space between lines of text (where text is measured, negative and non-finite values
  /// count as 0 and values above `LayoutEngine.maximumLength` as that limit).
  public var lineSpacing: CGFloat {
    get { storage.values.lineSpacing }
    set { writableStorage.values.lineSpacing = newValue }
  }
  /// The most lines a Text shows; nil = no limit.
  public var lineLimit: Int? {
    get { storage.values.lineLimit }
    set { writableStorage.values.lineLimit = newValue }
  }
  /// A range of line counts (`lineLimit(1...3)`): the lower bound reserves height.
  public var lineLimitRange: ClosedRange<Int>? {
    get { storage.values.lineLimitRange }
    set { writableStorage.values.lineLimitRange = newValue }
  }
  /// Whether `lineLimit(n, reservesSpace: true)` keeps room for n lines.
  public var lineLimitReservesSpace: Bool {
    get { storage.values.lineLimitReservesSpace }
    set { writableStorage.values.lineLimitReservesSpace = newValue }
  }
  public var truncationMode: Text.TruncationMode {
    get { storage.values.truncationMode }
    set { writableStorage.values.truncationMode = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { storage.values.multilineTextAlignment }
    set { writableStorage.values.multilineTextAlignment = newValue }
  }
  public var layoutDirection: LayoutDirection {
    get { storage.values.layoutDirection }
    set { writableStorage.values.layoutDirection = newValue }
  }
  /// Pixels per point for snapping text; nil = exact, unrounded layout. Where text is measured,
  /// NaN, infinite, zero and negative scales count as nil, and others are limited to
  /// `EnvironmentValues.displayScaleRange`.
  public var displayScale: CGFloat? {
    get { storage.values.displayScale }
    set { writableStorage.values.displayScale = newValue }
  }
  /// The default padding of `padding()` with no length.
  public var defaultPadding: CGFloat {
    get { storage.values.defaultPadding }
    set { writableStorage.values.defaultPadding = newValue }
  }
  /// The foreground color (no layout effect).
  public var foregroundColor: Color? {
    get { storage.values.foregroundColor }
    set { writableStorage.values.foregroundColor = newValue }
  }
  /// Changes `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced()` and
  /// `monospacedDigit()` on a view make to the fonts of the texts in it.
  var fontModifiers: FontModifiers {
    get { storage.values.fontModifiers }
    _modify { yield &writableStorage.values.fontModifiers }
  }
  /// How text is measured. The default is `ApproximateTextMeasurer` (fixed metrics, no fonts);
  /// `Baseline`'s `LayoutEngine(fonts:)` sets a real-font measurer here.
  public var textMeasurer: any TextMeasuring {
    get { storage.values.textMeasurer }
    set {
      writableStorage.values.textMeasurer = newValue
      writableStorage.values.textMeasurerIdentity = .next()
    }
  }
  /// A number drawn when `textMeasurer` is set, which every environment derived from that one
  /// shares: texts with the same identity are measured by the same measurer (an identity
  /// compared as a number, where measurers of any type cannot be compared cheaply).
  var textMeasurerIdentity: MeasurerIdentity { storage.values.textMeasurerIdentity }
  /// Values of users' environment keys and objects placed with `.environment(_:)`.
  var custom: [ObjectIdentifier: EnvironmentBox] {
    get { storage.values.custom }
    _modify { yield &writableStorage.values.custom }
  }

  public init() {}

  /// The display scales text snaps with (pixels per point); others are limited to it.
  public static let displayScaleRange: ClosedRange<CGFloat> = 0.01...1_000

  /// What a `Text` in this environment is measured with: its font (`.body` when none is set),
  /// line spacing, line limits, truncation, alignment, direction and display scale, each clamped
  /// to the range layout uses. Custom `TextMeasuring` implementations receive this value.
  public var textStyle: TextStyle {
    let scale = displayScale.flatMap { value -> CGFloat? in
      guard value.isFinite, value > 0 else { return nil }
      return min(max(value, Self.displayScaleRange.lowerBound), Self.displayScaleRange.upperBound)
    }
    var style = TextStyle(
      font: fontModifiers.applied(to: font ?? .body),
      lineSpacing: lineSpacing.isFinite ? min(max(lineSpacing, 0), LayoutEngine.maximumLength) : 0,
      lineLimit: lineLimit, lineLimitRange: lineLimitRange, reservesSpace: lineLimitReservesSpace,
      truncationMode: truncationMode, multilineTextAlignment: multilineTextAlignment,
      layoutDirection: layoutDirection, displayScale: scale)
    // The rarer text settings live out of line (see `TextSettings`); a text with none of them
    // skips them.
    guard !custom.isEmpty, let settings = custom[ObjectIdentifier(TextSettings.self)]?.value as? TextSettings else {
      return style
    }
    style.kerning = TextSpacing.clamped(settings.spacing.kerning ?? 0)
    style.tracking = TextSpacing.clamped(settings.spacing.tracking ?? 0)
    style.baselineOffset = TextSpacing.clamped(settings.spacing.baselineOffset ?? 0)
    style.textCase = settings.textCase
    style.minimumScaleFactor = settings.minimumScaleFactor.isNaN ? 1 : min(max(settings.minimumScaleFactor, 0.01), 1)
    style.allowsTightening = settings.allowsTightening
    return style
  }
}

/// The text settings views set for the texts in them that most texts never have, kept together
/// out of line in the environment so that environments stay small to copy.
struct TextSettings: Hashable, EnvironmentKey {
  static let defaultValue = TextSettings()
  var spacing = TextSpacing()
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
  var textCase: Text.Case?
  var minimumScaleFactor: CGFloat = 1
  var allowsTightening = false
}

extension EnvironmentValues {
  /// The rarer text settings (see `TextSettings`).
  var textSettings: TextSettings {
    get { self[TextSettings.self] }
    set { self[TextSettings.self] = newValue }
  }
  /// Kerning, tracking and baseline offset of the texts in a view (`View.kerning(_:)` etc.);
  /// a `Text`'s own settings win.
  var textSpacing: TextSpacing {
    get { textSettings.spacing }
    set { textSettings.spacing = newValue }
  }
  /// Lines under and through the texts in a view (`View.underline`, `View.strikethrough`); a
  /// text's own setting wins.
  var underline: Text.LineStyle? {
    get { textSettings.underline }
    set { textSettings.underline = newValue }
  }
  var strikethrough: Text.LineStyle? {
    get { textSettings.strikethrough }
    set { textSettings.strikethrough = newValue }
  }
  /// The case letters of text are shown in (`textCase(_:)`); nil: as written.
  public var textCase: Text.Case? {
    get { textSettings.textCase }
    set { textSettings.textCase = newValue }
  }
  /// The smallest fraction of its font size text may shrink to (`minimumScaleFactor(_:)`).
  /// Where text is measured, values are limited to `0.01...1` (NaN counts as 1).
  public var minimumScaleFactor: CGFloat {
    get { textSettings.minimumScaleFactor }
    set { textSettings.minimumScaleFactor = newValue }
  }
  /// Whether text may tighten the space between its characters to fit (`allowsTightening(_:)`).
  public var allowsTightening: Bool {
    get { textSettings.allowsTightening }
    set { textSettings.allowsTightening = newValue }
  }
}

/// Kerning, tracking and baseline offset set on a view or a part of a text (nil: not set there).
struct TextSpacing: Hashable, Sendable {
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?

  /// These settings, with `outer`'s where these set none.
  func inheriting(_ outer: TextSpacing) -> TextSpacing {
    TextSpacing(
      kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
      baselineOffset: baselineOffset ?? outer.baselineOffset)
  }

  /// A spacing or offset as text uses it: NaN and infinite values count as 0, and magnitudes
  /// are limited to `LayoutEngine.maximumLength`.
  static func clamped(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, -LayoutEngine.maximumLength), LayoutEngine.maximumLength) : 0
  }
}

/// Font changes made by `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)` and
/// `monospacedDigit()`: on a view for the texts in it (the innermost setting wins), or on a part
/// of a `Text`.
struct FontModifiers: Hashable, Sendable {
  var weight: Font.Weight?
  var isBold = false
  var isItalic = false
  var design: Font.Design?
  var monospacedDigit = false
  var width: Font.Width?

  /// `font` with these changes (a weight set with `fontWeight` wins over `bold()`).
  func applied(to font: Font) -> Font {
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
  func inheriting(_ outer: FontModifiers) -> FontModifiers {
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
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
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

    public static let compressed = Width(50)
    public static let condensed = Width(75)
    public static let standard = Width(100)
    public static let expanded = Width(125)
  }

  /// The design of a system font.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// The named text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
      caption, caption2

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
  public var textStyle: TextStyle?
  /// The size in points. NaN, negative and infinite sizes are stored as 0, sizes above
  /// `maximumPointSize` as that size, however they are set.
  public var pointSize: CGFloat {
    get { storedPointSize }
    set { storedPointSize = Font.clampedPointSize(newValue) }
  }
  private var storedPointSize: CGFloat
  public var weight: Weight
  public var design: Design
  public var isItalic: Bool
  public var monospacedDigits: Bool
  /// The width of the letters (see `Width`).
  public var width: Width = .standard

  /// The largest point size; larger sizes are limited to it (NaN, negative and infinite sizes
  /// count as 0).
  public static let maximumPointSize: CGFloat = 1_000_000

  init(family: String? = nil, textStyle: TextStyle? = nil, size: CGFloat, weight: Weight = .regular, design: Design = .default) {
    self.family = family
    self.textStyle = textStyle
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

  /// A named family at a size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(family: name, size: size)
  }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let subheadline = system(.subheadline)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }
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

  /// Fixed-width digits (OpenType `tnum`).
  public func monospacedDigit() -> Font {
    var font = self
    font.monospacedDigits = true
    return font
  }
}
