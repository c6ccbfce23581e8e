import Baseline

/// A scene's `Text`: `text` (verbatim, or read as Markdown with `"markdown": true`) or `runs`,
/// each run a string with its own look, concatenated as `Text + Text` is.
struct SceneText {
  let vocabulary: SceneVocabulary

  /// The members a run accepts.
  static let runFields = [
    "text", "font", "color", "bold", "italic", "weight", "design", "monospacedDigit", "kerning", "tracking",
    "baselineOffset", "typesettingLanguage", "underline", "strikethrough",
  ]

  func text(_ object: SceneObject) throws(SceneError) -> Text {
    let markdown = try object.optional("markdown")?.bool() ?? false
    if let runs = object.optional("runs") {
      if let text = object.optional("text") {
        throw SceneError(text.path, "a Text has either \"text\" or \"runs\", not both")
      }
      if let flag = object.optional("markdown"), markdown {
        throw SceneError(flag.path, "\"markdown\" applies to \"text\"; runs are verbatim")
      }
      var parts: [Text] = []
      for run in try runs.array() { parts.append(try self.run(run)) }
      return parts.dropFirst().reduce(parts.first ?? Text(verbatim: "")) { $0 + $1 }
    }
    let string = try object.required("text").string()
    return markdown ? Text(LocalizedStringKey(string)) : Text(verbatim: string)
  }

  /// One run: `{"text", "font", "color", "bold", "italic", "weight", "design",
  /// "monospacedDigit", "kerning", "tracking", "baselineOffset", "typesettingLanguage", "underline",
  /// "strikethrough"}`.
  private func run(_ value: SceneValue) throws(SceneError) -> Text {
    let object = try value.object("a text run", allowed: Self.runFields)
    var text = Text(verbatim: try object.required("text").string())
    if let font = object.optional("font") { text = text.font(try vocabulary.font(font)) }
    if let color = object.optional("color") { text = text.foregroundColor(try vocabulary.color(color)) }
    if let bold = object.optional("bold") { text = text.bold(try bold.bool()) }
    if let italic = object.optional("italic") { text = text.italic(try italic.bool()) }
    if let weight = object.optional("weight") { text = text.fontWeight(try vocabulary.weight(weight)) }
    if let design = object.optional("design") { text = text.fontDesign(try vocabulary.design(design)) }
    if let digits = object.optional("monospacedDigit"), try digits.bool() { text = text.monospacedDigit() }
    if let kerning = object.optional("kerning") { text = text.kerning(CGFloat(try kerning.number())) }
    if let tracking = object.optional("tracking") { text = text.tracking(CGFloat(try tracking.number())) }
    if let offset = object.optional("baselineOffset") { text = text.baselineOffset(CGFloat(try offset.number())) }
    if let language = object.optional("typesettingLanguage") {
      text = text.typesettingLanguage(try vocabulary.language(language))
    }
    if let underline = object.optional("underline"), let line = try vocabulary.decoration(underline) {
      text = text.underline(color: line.color)
    }
    if let strikethrough = object.optional("strikethrough"), let line = try vocabulary.decoration(strikethrough) {
      text = text.strikethrough(color: line.color)
    }
    return text
  }
}

extension SceneVocabulary {
  /// A BCP 47 language tag such as "sr": letters, digits and hyphens, at most 35 characters.
  func language(_ value: SceneValue) throws(SceneError) -> Locale.Language {
    let tag = try value.string()
    guard !tag.isEmpty, tag.count <= 35, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
      throw SceneError(value.path, "expected a BCP 47 language tag such as \"sr\", got \(value.json.summary)")
    }
    return Locale.Language(identifier: tag)
  }

  /// A font design name: `default`, `serif`, `monospaced`.
  func design(_ value: SceneValue) throws(SceneError) -> Font.Design {
    try value.choice("font design", ["default": Font.Design.default, "serif": .serif, "monospaced": .monospaced])
  }

  /// An underline or strikethrough: `true` (in the text's color), `false` (none) or a color.
  func decoration(_ value: SceneValue) throws(SceneError) -> Text.LineStyle? {
    if case .bool(let on) = value.json { return on ? Text.LineStyle() : nil }
    return Text.LineStyle(color: try color(value))
  }
}
