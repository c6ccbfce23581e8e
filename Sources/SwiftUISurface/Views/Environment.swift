public import Foundation
public import LayoutCore

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
    var foregroundGradient: ShapeGradient? = nil
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
  /// Where texts that do not fit are cut off (`truncationMode(_:)`).
  public var truncationMode: Text.TruncationMode {
    get { storage.values.truncationMode }
    set { writableStorage.values.truncationMode = newValue }
  }
  /// How the lines of texts align (`multilineTextAlignment(_:)`).
  public var multilineTextAlignment: TextAlignment {
    get { storage.values.multilineTextAlignment }
    set { writableStorage.values.multilineTextAlignment = newValue }
  }
  /// Left to right or right to left (`environment(\.layoutDirection, _:)`).
  public var layoutDirection: LayoutDirection {
    get { storage.values.layoutDirection }
    set { writableStorage.values.layoutDirection = newValue }
  }
  /// Pixels per point, as SwiftUI declares it: 1 until set (`1 / displayScale` is a hairline).
  /// Setting it snaps text to the pixels of that scale; an environment that never sets it lays
  /// text out exactly, unrounded (see `pixelSnappingScale`). Where text is measured, NaN,
  /// infinite, zero and negative scales mean no snapping, and others are limited to
  /// `EnvironmentValues.displayScaleRange`.
  public var displayScale: CGFloat {
    get { storage.values.displayScale ?? 1 }
    set { writableStorage.values.displayScale = newValue }
  }
  /// The scale text snaps to: what `displayScale` was set to, or nil for exact, unrounded layout
  /// (the default; setting nil turns snapping off again).
  public var pixelSnappingScale: CGFloat? {
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
    set {
      let storage = writableStorage
      storage.values.foregroundColor = newValue
      storage.values.foregroundGradient = nil
    }
  }
  /// The gradient of a gradient foreground style (`foregroundStyle(_:)`), which shapes fill
  /// with; `foregroundColor` then holds its first color, which texts are drawn in.
  var foregroundGradient: ShapeGradient? {
    get { storage.values.foregroundGradient }
    set { writableStorage.values.foregroundGradient = newValue }
  }
  /// The paint of a shape filled with the foreground style (black when none is set).
  func foregroundPaint(_ shape: Paint.Shape, cornerRadius: CGFloat = 0) -> Paint {
    var paint = Paint(shape: shape, cornerRadius: cornerRadius, fill: foregroundColor ?? .primary)
    paint.fillGradient = foregroundGradient
    return paint
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

  /// The default environment: body font, left to right, en_US, light.
  public init() {}

  /// The display scales text snaps with (pixels per point); others are limited to it.
  public static let displayScaleRange: ClosedRange<CGFloat> = 0.01...1_000

  /// What a `Text` in this environment is measured with: its font (`.body` when none is set, at
  /// the environment's `dynamicTypeSize`),
  /// line spacing, line limits, truncation, alignment, direction and display scale, each clamped
  /// to the range layout uses. Custom `TextMeasuring` implementations receive this value.
  public var textStyle: TextStyle {
    let scale = pixelSnappingScale.flatMap { value -> CGFloat? in
      guard value.isFinite, value > 0 else { return nil }
      return min(max(value, Self.displayScaleRange.lowerBound), Self.displayScaleRange.upperBound)
    }
    var style = TextStyle(
      font: scaledForDynamicType(fontModifiers.applied(to: font ?? .body)),
      lineSpacing: lineSpacing.isFinite ? min(max(lineSpacing, 0), LayoutEngine.maximumLength) : 0,
      lineLimit: lineLimit, lineLimitRange: lineLimitRange, reservesSpace: lineLimitReservesSpace,
      truncationMode: truncationMode, multilineTextAlignment: multilineTextAlignment,
      layoutDirection: layoutDirection, displayScale: scale)
    // The rarer text settings live out of line (see `TextSettings`); a text with none of them
    // skips them.
    guard !custom.isEmpty, let settings = custom[ObjectIdentifier(TextSettings.self)]?.value as? TextSettings else {
      return style
    }
    style.runAttributes = settings.run.resolved
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
  /// Kerning, tracking, baseline offset and language.
  var run = TextRunAttributes.Settings()
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
  /// Kerning, tracking, baseline offset and language of the texts in a view (`View.kerning(_:)`
  /// etc.); a `Text`'s own settings win.
  var textRun: TextRunAttributes.Settings {
    get { textSettings.run }
    set { textSettings.run = newValue }
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
