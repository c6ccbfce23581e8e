public import Foundation
public import LayoutCore

/// Text, measured by the environment's `TextMeasuring`.
///
/// A text is one or more parts, each a string with its own attributes: `Text("a").bold() +
/// Text("b")` is one text of two parts, laid out as one paragraph whose lines take the largest
/// ascent and descent of the fonts on them. A string literal is read as SwiftUI reads a
/// `LocalizedStringKey`: its inline Markdown (`**bold**`, `*italic*`, backquoted code,
/// `~~strikethrough~~`, `[links](url)`) becomes attributes and the markup is not shown; a string
/// variable and `Text(verbatim:)` are shown as they are.
public struct Text: View, PrimitiveView {
  /// Where an ellipsis goes when text is cut off.
  public typealias TruncationMode = TextTruncationMode

  /// What a part of a text sets for itself; anything left unset comes from the environment.
  /// Modifiers on a text set only what its parts have not set (an inner `.font` or color wins,
  /// as in SwiftUI), and switch flags on.
  struct Attributes: Hashable, Sendable {
    var font: Font?
    /// Weight, bold, italic, design and digit width over the font.
    var fontModifiers = FontModifiers()
    var color: Color?
    /// A line through or under the text, and its color (nil: the text's).
    var strikethrough: Decoration?
    var underline: Decoration?
    /// The destination of a Markdown link (painted in the accent color).
    var link: URL?
    /// Kerning, tracking, baseline offset and language.
    var run = TextRunAttributes.Settings()

    /// Whether the part sets nothing (its look is the environment's).
    var setsNothing: Bool {
      font == nil && color == nil && strikethrough == nil && underline == nil && link == nil
        && fontModifiers == FontModifiers() && run.isEmpty
    }
  }

  /// The case letters are shown in (`View.textCase(_:)`).
  public typealias Case = TextCase

  /// A line drawn through or under text.
  struct Decoration: Hashable, Sendable {
    var color: Color?
  }

  /// A string and its attributes.
  struct Part: Hashable, Sendable {
    var string: String
    var attributes: Attributes
  }

  /// The parts, in reading order (never empty: an empty text is one empty part).
  private(set) var parts: [Part]

  /// The characters of `range` (UTF-16 offsets into `content`), each part keeping its attributes.
  func slice(_ range: Range<Int>) -> Text {
    var kept: [Part] = []
    var start = 0
    for part in parts {
      let units = Array(part.string.utf16)
      let end = start + units.count
      let low = max(range.lowerBound, start)
      let high = min(range.upperBound, end)
      if low < high {
        kept.append(Part(string: String(decoding: units[(low - start)..<(high - start)], as: UTF16.self), attributes: part.attributes))
      }
      start = end
    }
    return Text(parts: kept)
  }

  /// The string shown: every part's string, in order.
  public var content: String {
    parts.count == 1 ? parts[0].string : parts.map(\.string).joined()
  }

  init(parts: [Part]) {
    self.parts = parts.isEmpty ? [Part(string: "", attributes: Attributes())] : parts
  }

  /// A text shown verbatim: no Markdown is read.
  public init(verbatim content: String) {
    self.init(parts: [Part(string: content, attributes: Attributes())])
  }

  /// A text from a string value, shown verbatim (as SwiftUI shows a `String` variable). A
  /// string literal goes to `init(_: LocalizedStringKey)` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// A text from a string literal, with its inline Markdown read (as SwiftUI does for a
  /// `LocalizedStringKey`); interpolated values are shown verbatim. Nothing is localized: the
  /// table, bundle and comment are accepted and not used.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(parts: key.parts)
  }

  /// One text of the parts of both, in order, each keeping its attributes.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(parts: lhs.parts + rhs.parts)
  }

  public var body: Never { primitiveBody(Self.self) }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let environment = context.environment
    // A text a renderer draws (`textRenderer`); an environment with no values of its own has none.
    if !environment.custom.isEmpty, let renderer = environment.textRenderer {
      return SwiftUISurface.resolve(RenderedText(text: self, renderer: renderer), context, into: &nodes)
    }
    // The common case: one part that sets nothing of its own, in a view that draws no lines.
    let settings = environment.textSettings
    if parts.count == 1, parts[0].attributes.setsNothing, settings.underline == nil, settings.strikethrough == nil {
      nodes.append(
        TextNode(
          string: parts[0].string, source: context.outcome.source(in: environment), options: context.outcome.textOptions))
      return
    }
    var style = environment.textStyle
    let resolved = parts.map { resolve($0.attributes, style: style, environment: environment, settings: settings) }
    var color = environment.foregroundColor
    // One look for the whole text: measured as plain text in that font.
    if resolved.dropFirst().allSatisfy({ $0 == resolved[0] }) && resolved[0].strikethrough == nil
      && resolved[0].underline == nil
    {
      style.font = resolved[0].font
      if resolved[0].attributes != style.runAttributes { style.runAttributes = resolved[0].attributes }
      color = resolved[0].color
    } else {
      var start = 0
      style.runs = zip(parts, resolved).compactMap { part, run in
        let count = part.string.utf16.count
        defer { start += count }
        guard count > 0 else { return nil }
        var run = run
        run.range = start..<start + count
        return run
      }
      if let first = style.runs.first { style.font = first.font }
    }
    nodes.append(
      TextNode(
        string: content, source: context.outcome.source(style, color, in: environment), options: context.outcome.textOptions))
  }

  /// A part's own look: its attributes over the environment's font and color.
  private func resolve(
    _ attributes: Attributes, style: TextStyle, environment: EnvironmentValues, settings: TextSettings
  ) -> TextStyle.Run {
    let font = attributes.fontModifiers.applied(
      to: attributes.font.map { environment.scaledForDynamicType(environment.fontModifiers.applied(to: $0)) } ?? style.font)
    let color = attributes.link != nil && attributes.color == nil ? Color.accentColor : attributes.color
    return TextStyle.Run(
      range: 0..<0, font: font, color: color ?? environment.foregroundColor,
      strikethrough: Self.decoration(attributes.strikethrough, inherited: settings.strikethrough),
      underline: Self.decoration(attributes.underline, inherited: settings.underline),
      attributes: attributes.run.inheriting(settings.run).resolved)
  }

  /// A part's own line, else the one its view sets.
  private static func decoration(_ own: Decoration?, inherited: LineStyle?) -> TextStyle.Run.Decoration? {
    if let own { return .init(color: own.color) }
    return inherited.map { .init(color: $0.color) }
  }

  /// The text with `change` applied to each part's attributes.
  func modifying(_ change: (inout Attributes) -> Void) -> Text {
    var text = self
    for index in text.parts.indices { change(&text.parts[index].attributes) }
    return text
  }
}

// The modifiers that return a `Text`, so that modified texts can still be concatenated.
extension Text {
  /// The font of the parts that have none of their own.
  public func font(_ font: Font?) -> Text {
    modifying { if $0.font == nil { $0.font = font } }
  }

  /// The weight of the parts that have none of their own (nil leaves them as they are).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modifying { if $0.fontModifiers.weight == nil { $0.fontModifiers.weight = weight } }
  }

  /// Bold text: the bold weight where no part sets a weight of its own.
  public func bold() -> Text { bold(true) }

  /// Bold text when `isActive` is true.
  public func bold(_ isActive: Bool) -> Text {
    modifying { if isActive { $0.fontModifiers.isBold = true } }
  }

  /// Italic text.
  public func italic() -> Text { italic(true) }

  /// Italic text when `isActive` is true.
  public func italic(_ isActive: Bool) -> Text {
    modifying { if isActive { $0.fontModifiers.isItalic = true } }
  }

  /// The design of the parts that have none of their own (nil leaves them as they are).
  public func fontDesign(_ design: Font.Design?) -> Text {
    modifying { if $0.fontModifiers.design == nil { $0.fontModifiers.design = design } }
  }

  /// The monospaced design when `isActive` is true.
  public func monospaced(_ isActive: Bool = true) -> Text {
    modifying { if isActive && $0.fontModifiers.design == nil { $0.fontModifiers.design = .monospaced } }
  }

  /// The width of the letters of the parts that set none (nil leaves them as they are); see
  /// `Font.Width`.
  public func fontWidth(_ width: Font.Width?) -> Text {
    modifying { if $0.fontModifiers.width == nil { $0.fontModifiers.width = width } }
  }

  /// Digits of one width (OpenType `tnum`).
  public func monospacedDigit() -> Text {
    modifying { $0.fontModifiers.monospacedDigit = true }
  }

  /// The color of the parts that have none of their own (no layout effect).
  public func foregroundColor(_ color: Color?) -> Text {
    modifying { if $0.color == nil { $0.color = color } }
  }

  /// The color of the parts that have none of their own (no layout effect).
  public func foregroundStyle(_ color: Color) -> Text {
    foregroundColor(color)
  }

  /// Kerning: `kerning` points added after every character of the parts that set none, the
  /// last character of a line included (so negative kerning cuts into the text's trailing
  /// edge). Ligatures are kept (a ligature counts as one character). Ignored where tracking is
  /// set. 0 is the font's own spacing.
  public func kerning(_ kerning: CGFloat) -> Text {
    modifying { if $0.run.kerning == nil { $0.run.kerning = kerning } }
  }

  /// Tracking: `tracking` points added between the characters of the parts that set none. The
  /// amount after a line's last character is not part of the line's width, and optional
  /// ligatures are turned off so that every character is spaced. Takes precedence over kerning.
  public func tracking(_ tracking: CGFloat) -> Text {
    modifying { if $0.run.tracking == nil { $0.run.tracking = tracking } }
  }

  /// Raises the parts that set no offset of their own by `offset` points (negative lowers
  /// them). The line box grows to hold a raised or lowered part, so it can change the text's
  /// height and baselines.
  public func baselineOffset(_ offset: CGFloat) -> Text {
    modifying { if $0.run.baselineOffset == nil { $0.run.baselineOffset = offset } }
  }

  /// A line through the text when `isActive` is true, in `color` (nil: the text's color).
  /// Drawn only: it does not change layout. Every pattern is drawn as a solid line.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    modifying { if isActive && $0.strikethrough == nil { $0.strikethrough = Decoration(color: color) } }
  }

  /// A line under the text when `isActive` is true, in `color` (nil: the text's color). Drawn
  /// only: it does not change layout. Every pattern is drawn as a solid line.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    modifying { if isActive && $0.underline == nil { $0.underline = Decoration(color: color) } }
  }

  /// How an underline or strikethrough line is drawn: its pattern and color (nil: the text's).
  /// Baseline draws every pattern as a solid line.
  public struct LineStyle: Hashable, Sendable {
    /// The dash pattern of a line.
    public enum Pattern: Hashable, Sendable {
      /// A solid line.
      case solid
      /// A dotted line.
      case dot
      /// A dashed line.
      case dash
      /// Dashes and dots.
      case dashDot
      /// A dash and two dots.
      case dashDotDot
    }

    /// The dash pattern.
    public var pattern: Pattern
    /// The line's color; nil draws it in the text's color.
    public var color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's color.
    public static let single = LineStyle()
  }
}

// Formatted values, as SwiftUI's initializers take them. Formatting is Foundation's (its
// locale is the format style's own); the result is shown verbatim.
extension Text {
  /// A text showing `input` formatted by `format`, e.g. `Text(price, format: .currency(code:
  /// "EUR"))` or `Text(date, format: .dateTime.year())`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A text showing `subject` formatted by a `Formatter` (an empty text when the formatter
  /// gives nothing).
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A text showing an object (such as an `NSNumber`) formatted by a `Formatter`.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// How `Text(_:style:)` shows a date.
  public enum DateStyle: Hashable, Sendable {
    /// The date, e.g. "June 3, 2019".
    case date
    /// The time, e.g. "11:23 AM".
    case time
    /// The time from now to the date, in its two largest units, e.g. "2 hr, 5 min".
    case relative
    /// The time from now to the date with a sign, e.g. "+2 hr, 5 min" (past dates "-").
    case offset
    /// A timer counting from or to the date, e.g. "2:05" or "1:02:00".
    case timer
  }

  /// A text showing a date in a style: `.date` as Foundation's long date ("June 3, 2019"),
  /// `.time` as its shortened time ("11:23 AM"), in the current locale and time zone. The
  /// styles that change with the clock (`relative`, `offset`, `timer`) show their value when the
  /// text is made (a layout is computed once), in English units.
  public init(_ date: Date, style: DateStyle) {
    let interval = date.timeIntervalSinceNow
    switch style {
    case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
    case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
    case .relative: self.init(verbatim: ClockText.relative(abs(interval)))
    case .offset: self.init(verbatim: (interval < 0 ? "-" : "+") + ClockText.relative(abs(interval)))
    case .timer: self.init(verbatim: ClockText.timer(abs(interval), showsHours: true))
    }
  }

  /// A timer over `interval`: the time left to its end (`countsDown`) or gone since its start,
  /// at `pauseTime` when given, else when the text is made, kept within the interval; as
  /// "m:ss", or "h:mm:ss" from an hour on when `showsHours`.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: ClockText.timer(seconds, showsHours: showsHours))
  }
}

/// How texts that show a clock's value write it.
enum ClockText {
  /// Whole seconds of `interval` as "m:ss", or "h:mm:ss" from an hour on when `showsHours`
  /// (minutes past 59 otherwise). NaN and negative intervals count as 0.
  static func timer(_ interval: TimeInterval, showsHours: Bool) -> String {
    let total = interval.isFinite && interval > 0 ? Int(min(interval, 1e12)) : 0
    let seconds = total % 60
    let padded = seconds < 10 ? "0\(seconds)" : "\(seconds)"
    guard showsHours, total >= 3600 else { return "\(total / 60):\(padded)" }
    let minutes = total / 60 % 60
    return "\(total / 3600):\(minutes < 10 ? "0" : "")\(minutes):\(padded)"
  }

  /// Whole seconds of `interval` in its two largest nonzero units of days, hours, minutes and
  /// seconds ("2 hr, 5 min", "1 day, 3 hr", "0 sec").
  static func relative(_ interval: TimeInterval) -> String {
    let total = interval.isFinite && interval > 0 ? Int(min(interval, 1e12)) : 0
    let parts = [
      (total / 86_400, total / 86_400 == 1 ? "day" : "days"), (total / 3600 % 24, "hr"), (total / 60 % 60, "min"),
      (total % 60, "sec"),
    ]
    let shown = parts.drop { $0.0 == 0 }.prefix(2).filter { $0.0 > 0 }
    return shown.isEmpty ? "0 sec" : shown.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }
}
