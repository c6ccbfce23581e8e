public import Foundation

// Foundation's localized-string API on Apple's platforms, which Linux's Foundation lacks: the
// value is the development-language text (the key with its interpolations, or the default
// value), as `Text(_: LocalizedStringKey)` shows it; nothing is looked up in a table. Marked
// disfavored, so that a Foundation that has them wins.

extension String {
  /// A localizable text: a literal with its interpolations, what `String(localized:)` takes.
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text with its interpolations in place.
    let text: String

    /// The literal.
    public init(stringLiteral value: String) { text = value }
    /// The literal with its interpolations in place.
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
    /// A value from a string.
    public init(_ value: String) { text = value }
  }

  /// The localized text of `keyAndValue`: its development-language text here (see above).
  @_disfavoredOverload
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = keyAndValue.text
  }

  /// The localized text of `key`: its default value here (see above).
  @_disfavoredOverload
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.text
  }

  /// The localized text of a resource: its default value here (see above).
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.text
  }
}

/// A localizable string to resolve later (a key, its default value, its table and bundle), as
/// Foundation's; it resolves to its development-language text here (see `String(localized:)`).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// Where the resource's table is.
  public enum BundleDescription: Hashable, Sendable {
    /// The app's bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)
  }

  /// The key.
  public var key: String
  /// The text when the key is not in the table.
  public var defaultValue: String.LocalizationValue
  /// The table's name (nil: `Localizable`).
  public var table: String?
  /// The locale.
  public var locale: Locale
  /// The bundle.
  public var bundle: BundleDescription

  /// A resource whose key and default value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    (key, defaultValue, self.table, self.locale, self.bundle) = (keyAndValue.text, keyAndValue, table, locale, bundle)
  }

  /// A resource of `key` with `defaultValue`.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    (self.key, self.defaultValue, self.table, self.locale, self.bundle) = ("\(key)", defaultValue, table, locale, bundle)
  }

  /// A resource from a literal.
  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  /// A resource from a literal with interpolations.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The development-language text.
  public var description: String { defaultValue.text }
}

extension Text {
  /// A text of a localizable resource: its development-language text, its Markdown read as a
  /// `LocalizedStringKey`'s. (Disfavored: a literal is a `LocalizedStringKey`, as in SwiftUI.)
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resource.defaultValue.text))
  }
}
