public import Foundation
public import LayoutCore

// Foundation's `AttributedString` as SwiftUI reads it: the SwiftUI attribute scope (font,
// colors, decorations, kerning, tracking, baseline offset) and `Text(_: AttributedString)`.

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` reads from an `AttributedString`, and Foundation's (a
  /// `link` is painted in the accent color).
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's color.
    public let foregroundColor: ForegroundColorAttribute
    /// The color behind the run.
    public let backgroundColor: BackgroundColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// Points added after each character.
    public let kern: KerningAttribute
    /// Points added between characters.
    public let tracking: TrackingAttribute
    /// Points the run is raised.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (`link` among them).
    public let foundation: FoundationAttributes

    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// The color of a run's text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A color behind a run's text (accepted; not drawn).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// A line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Points added after every character of a run (`Text.kerning(_:)`).
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }

    /// Points added between a run's characters (`Text.tracking(_:)`).
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    /// Points a run is raised (`Text.baselineOffset(_:)`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// The SwiftUI attribute scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font`, `run.foregroundColor` and the other SwiftUI attributes.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

extension Text {
  /// A text from an attributed string: one part per run, with the run's font, foreground color,
  /// underline and strikethrough, kerning, tracking, baseline offset, typesetting language
  /// (`languageIdentifier`) and link. What a run does not set comes from the environment, as for
  /// any text. No Markdown is read from the characters.
  ///
  /// Disfavored so that a string literal (which Foundation lets stand for an
  /// `AttributedString` too) still goes to `init(_: LocalizedStringKey)`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var parts: [Part] = []
    for run in attributedContent.runs {
      var attributes = Attributes()
      attributes.font = run.font
      attributes.color = run.foregroundColor
      attributes.underline = run.underlineStyle.map { Decoration(color: $0.color) }
      attributes.strikethrough = run.strikethroughStyle.map { Decoration(color: $0.color) }
      attributes.run.kerning = run.kern
      attributes.run.tracking = run.tracking
      attributes.run.baselineOffset = run.baselineOffset
      attributes.run.language = run.languageIdentifier
      attributes.link = run.link
      parts.append(Part(string: String(attributedContent[run.range].characters), attributes: attributes))
    }
    self.init(parts: parts)
  }
}
