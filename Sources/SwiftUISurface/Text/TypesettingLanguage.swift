public import Foundation
import LayoutCore

/// The language text is set in: the fonts' localized forms for it, as HarfBuzz shapes them
/// (Serbian and Macedonian Cyrillic letters, for one). Line heights stay the fonts' own.
public struct TypesettingLanguage: Sendable, Equatable {
  /// A BCP 47 tag; "und" for automatic.
  let tag: String

  /// The language the text itself suggests: undetermined for the shaper.
  public static var automatic: TypesettingLanguage { TypesettingLanguage(tag: "und") }

  /// Text set in `language`.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    let tag = language.minimalIdentifier
    return TypesettingLanguage(tag: tag.isEmpty ? "und" : tag)
  }
}

extension View {
  /// Sets the texts in the view in `language`; a text's own setting wins. With `isEnabled`
  /// false, nothing changes.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Sets the texts in the view in `language` (`.automatic`: back to undetermined); a text's
  /// own setting wins. With `isEnabled` false, nothing changes.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
    environmentChange { if isEnabled { $0.textRun.language = language.tag } }
  }
}

extension Text {
  /// Sets the parts of the text that set no language of their own in `language`, so that
  /// `Text("бг").typesettingLanguage(.init(identifier: "sr")) + Text("бг")` shapes its first
  /// part with Serbian forms only. With `isEnabled` false, nothing changes.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Sets the parts of the text that set no language of their own in `language` (`.automatic`:
  /// undetermined, whatever the view around sets). With `isEnabled` false, nothing changes.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
    guard isEnabled else { return self }
    return modifying { if $0.run.language == nil { $0.run.language = language.tag } }
  }
}
