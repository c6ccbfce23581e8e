public import Foundation

/// How a run of text is set beyond its font: the space after its characters, how far its
/// baseline is raised and the language it is shaped for.
///
/// One value travels the whole way: the modifiers that set it (as `Settings`), a `TextStyle` and
/// its runs, and the paragraph layout that reads it (Typography's `TextAttributes` holds it).
/// A new run attribute is a field here and in `Settings`, the modifiers that set it and the pass
/// that reads it.
public struct TextRunAttributes: Hashable, Sendable {
  /// Points added after every character, the last one of a line included (see
  /// `Text.kerning(_:)`). Ignored where `tracking` is not 0.
  public var kerning: CGFloat
  /// Points added between characters, taking precedence over kerning: after a line's last
  /// character the amount hangs (see `Text.tracking(_:)`).
  public var tracking: CGFloat
  /// Points the run is raised above the baseline; negative lowers it.
  public var baselineOffset: CGFloat
  /// The language the run is shaped for, a BCP 47 tag (`typesettingLanguage(_:)`): the fonts'
  /// localized forms for it. Nil: undetermined.
  public var language: String?

  /// Attributes from their values. Spacings and offsets are limited to
  /// `±LayoutLimits.maximumLength`, NaN and infinite ones count as 0; an empty language tag or
  /// "und" is undetermined (nil).
  public init(kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0, language: String? = nil) {
    self.kerning = Self.clamped(kerning)
    self.tracking = Self.clamped(tracking)
    self.baselineOffset = Self.clamped(baselineOffset)
    self.language = Self.determined(language)
  }

  /// No spacing, no offset, no language: what a run has unless something sets it.
  public static let plain = TextRunAttributes()

  /// A spacing or offset as text uses it: NaN and infinite values count as 0, and magnitudes
  /// are limited to `LayoutLimits.maximumLength`.
  public static func clamped(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, -LayoutLimits.maximumLength), LayoutLimits.maximumLength) : 0
  }

  /// A language tag, or nil for one that says nothing ("" or "und").
  static func determined(_ tag: String?) -> String? {
    guard let tag, !tag.isEmpty, tag != "und" else { return nil }
    return tag
  }

  /// The attributes as a view or a part of a text sets them: each nil where it is not set
  /// there, so that an inner setting wins over an outer one field by field.
  public struct Settings: Hashable, Sendable {
    /// See `TextRunAttributes.kerning`.
    public var kerning: CGFloat?
    /// See `TextRunAttributes.tracking`.
    public var tracking: CGFloat?
    /// See `TextRunAttributes.baselineOffset`.
    public var baselineOffset: CGFloat?
    /// A BCP 47 tag; "und" sets the language back to undetermined (`TypesettingLanguage.automatic`).
    public var language: String?

    /// Nothing set.
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == Settings() }

    /// These settings, with `outer`'s where these set none.
    public func inheriting(_ outer: Settings) -> Settings {
      var merged = self
      merged.kerning = kerning ?? outer.kerning
      merged.tracking = tracking ?? outer.tracking
      merged.baselineOffset = baselineOffset ?? outer.baselineOffset
      merged.language = language ?? outer.language
      return merged
    }

    /// The attributes these settings give, each unset one at its default.
    public var resolved: TextRunAttributes {
      TextRunAttributes(
        kerning: kerning ?? 0, tracking: tracking ?? 0, baselineOffset: baselineOffset ?? 0, language: language)
    }
  }
}
