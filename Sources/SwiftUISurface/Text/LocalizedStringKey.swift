public import Foundation
import LayoutCore

/// A string literal as `Text` reads it: its inline Markdown becomes attributes, and the values
/// interpolated into it are shown verbatim (no Markdown is read in them), as SwiftUI does.
/// Nothing is localized: the key is its own text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the literal: written text (where Markdown is read), an interpolated string, or
  /// an interpolated `Text` with its own attributes.
  enum Segment: Hashable, Sendable {
    case markup(String)
    case verbatim(String)
    case text([Text.Part])
  }

  let segments: [Segment]

  /// A key from a literal without interpolations.
  public init(stringLiteral value: String) {
    segments = [.markup(value)]
  }

  /// A key from a string value: the string is read as Markdown, as SwiftUI reads a key made
  /// from a string.
  public init(_ value: String) {
    segments = [.markup(value)]
  }

  /// A key from a literal with interpolations (they are kept as they are, not read as Markdown).
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
  }

  /// The text's parts: the Markdown read, interpolations kept as they are.
  var parts: [Text.Part] { InlineMarkdown.parts(of: segments) }

  /// Collects the literal's pieces.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// Starts collecting a literal's pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {
      segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Adds a literal piece (read as Markdown).
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.markup(literal)) }
    }

    /// A string, shown verbatim.
    public mutating func appendInterpolation(_ string: String) {
      segments.append(.verbatim(string))
    }

    /// Any value, shown as `String(describing:)` shows it.
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.verbatim(String(describing: value)))
    }

    /// A text, keeping its own attributes (those of the literal around it apply where it sets
    /// none).
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.text(text.parts))
    }

    /// A value in a format (`"\(price, format: .number)"`).
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      segments.append(.verbatim(format.format(value)))
    }

    /// A number written by a `printf` format (`"\(value, specifier: "%.1f")"`), in the POSIX
    /// locale.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      segments.append(.verbatim(String(format: specifier, value)))
    }

    /// A value written by a formatter (`NumberFormatter`, `DateFormatter`...); nothing when it
    /// cannot write it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
      segments.append(.verbatim(formatter.string(for: subject) ?? ""))
    }

    /// An object written by a formatter; nothing when it cannot write it.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
      segments.append(.verbatim(formatter.string(for: subject) ?? ""))
    }

    /// A date in a text style (`"\(date, style: .time)"`), as `Text(_:style:)` writes it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.text(Text(date, style: style).parts))
    }

    /// A timer over `timerInterval`, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`
    /// writes it.
    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
      segments.append(.text(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours).parts))
    }
  }
}
