import Baseline

/// Decodes the small values a scene uses everywhere: colors, fonts, guide names and alignments.
struct SceneVocabulary {
  /// Guides by name, built-in and the scene's own `alignments`.
  var guides: GuideTable
  /// Font families the scene may name (the bundled ones and its `fonts`).
  var families: Set<String>
  /// The scene's asset catalog, whose color names are colors too.
  var assets: AssetCatalog? = nil

  static let colors: [String: Color] = [
    "black": .black, "white": .white, "gray": .gray, "red": .red, "orange": .orange, "yellow": .yellow,
    "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo,
    "purple": .purple, "pink": .pink, "brown": .brown, "clear": .clear, "primary": .primary,
    "secondary": .secondary,
  ]

  /// A color name (`red`, `primary`, ...) or `#RRGGBB` / `#RRGGBBAA`.
  func color(_ value: SceneValue) throws(SceneError) -> Color {
    let text = try value.string()
    if let named = Self.colors[text] { return named }
    if let asset = assets?.color(named: text) { return asset }
    if text.hasPrefix("#"), text.count == 7 || text.count == 9, let bits = UInt32(text.dropFirst(), radix: 16) {
      let hasAlpha = text.count == 9
      let rgb = hasAlpha ? bits >> 8 : bits
      let channel = { (shift: UInt32) in Double((rgb >> shift) & 0xFF) / 255 }
      return Color(red: channel(16), green: channel(8), blue: channel(0), opacity: hasAlpha ? Double(bits & 0xFF) / 255 : 1)
    }
    throw SceneError(
      value.path,
      "unknown color \(value.json.summary); expected #RRGGBB, #RRGGBBAA or one of: \((Self.colors.keys.sorted() + (assets?.colorNames ?? [])).joined(separator: ", "))")
  }

  static let textStyles: KeyValuePairs<String, Font> = [
    "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
    "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption": .caption,
    "caption2": .caption2,
  ]

  static let weights: KeyValuePairs<String, Font.Weight> = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// A weight name (`bold`) or number (100, 200, ... 900).
  func weight(_ value: SceneValue) throws(SceneError) -> Font.Weight {
    guard case .number = value.json else { return try value.choice("font weight", Self.weights) }
    // Any weight: a variable font is set at exactly it, a static family gives its nearest face.
    return Font.Weight(value: try value.integer(in: 1...1_000))
  }

  /// A text style name, or `{"family", "size", "weight", "italic", "design", "style", "width",
  /// "smallCaps", "leading"}`.
  /// `style` starts from a text style (its size and weight); `family` must be a known family.
  func font(_ value: SceneValue) throws(SceneError) -> Font {
    if case .string = value.json { return try value.choice("text style", Self.textStyles) }
    let object = try value.object("a font", allowed: ["family", "size", "weight", "italic", "design", "style", "width", "smallCaps", "leading"])
    var font: Font = .body
    if let style = object.optional("style") { font = try style.choice("text style", Self.textStyles) }
    if let size = object.optional("size") {
      let points = try size.length()
      font = .system(size: CGFloat(points), weight: font.weight)
    }
    if let family = object.optional("family") {
      let name = try family.string()
      guard families.contains(name) else {
        throw SceneError(family.path, "unknown font family \(family.json.summary); known: \(families.sorted().joined(separator: ", "))")
      }
      // A family scales with Dynamic Type as the style it starts from (body when none), as
      // `custom(_:size:relativeTo:)` does.
      font = Font.custom(name, size: font.pointSize, relativeTo: font.scalingTextStyle ?? .body).weight(font.weight)
    }
    if let design = object.optional("design") {
      let chosen = try self.design(design)
      font.design = chosen
    }
    if let weight = object.optional("weight") { font = font.weight(try self.weight(weight)) }
    if let italic = object.optional("italic"), try italic.bool() { font = font.italic() }
    if let width = object.optional("width") {
      if case .number = width.json {
        let percent = try width.number()
        guard percent >= 1 && percent <= 1_000 else {
          throw SceneError(width.path, "expected a width from 1 to 1000 (percent of normal), got \(width.json.summary)")
        }
        font = font.width(Font.Width(CGFloat(percent)))
      } else {
        font = font.width(
          try width.choice(
            "font width", ["compressed": Font.Width.compressed, "condensed": .condensed, "standard": .standard, "expanded": .expanded]))
      }
    }
    if let smallCaps = object.optional("smallCaps") {
      font = try smallCaps.choice(
        "small capitals", ["all": font.smallCaps(), "lowercase": font.lowercaseSmallCaps(), "uppercase": font.uppercaseSmallCaps()])
    }
    if let leading = object.optional("leading") {
      font = font.leading(try leading.choice("leading", ["standard": .standard, "tight": .tight, "loose": .loose]))
    }
    return font
  }

  /// A horizontal guide name (`leading`, `center`, `trailing` or a custom one).
  func horizontalGuide(_ value: SceneValue) throws(SceneError) -> HorizontalAlignment {
    let name = try value.string()
    if let guide = guides.horizontal[name.replacingPrefix("HorizontalAlignment.")] { return guide }
    throw SceneError(value.path, "unknown horizontal guide \(value.json.summary); known: \(guides.names(.horizontal))")
  }

  /// A vertical guide name (`top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`
  /// or a custom one).
  func verticalGuide(_ value: SceneValue) throws(SceneError) -> VerticalAlignment {
    let name = try value.string()
    if let guide = guides.vertical[name.replacingPrefix("VerticalAlignment.")] { return guide }
    throw SceneError(value.path, "unknown vertical guide \(value.json.summary); known: \(guides.names(.vertical))")
  }

  static let alignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing, "centerFirstTextBaseline": .centerFirstTextBaseline,
    "centerLastTextBaseline": .centerLastTextBaseline, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
    "leadingLastTextBaseline": .leadingLastTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
    "trailingLastTextBaseline": .trailingLastTextBaseline,
  ]

  /// An Alignment name (`center`, `topLeading`, `leadingFirstTextBaseline`, ...) or
  /// `{"horizontal": G, "vertical": G}` (either may be left out: center).
  func alignment(_ value: SceneValue) throws(SceneError) -> Alignment {
    if case .string(let name) = value.json {
      guard let alignment = Self.alignments[name] else {
        throw SceneError(
          value.path,
          "unknown alignment \(value.json.summary); expected {\"horizontal\", \"vertical\"} or one of: \(Self.alignments.keys.sorted().joined(separator: ", "))"
        )
      }
      return alignment
    }
    let object = try value.object("an alignment", allowed: ["horizontal", "vertical"])
    return Alignment(
      horizontal: try object.optional("horizontal").map { v throws(SceneError) in try horizontalGuide(v) } ?? .center,
      vertical: try object.optional("vertical").map { v throws(SceneError) in try verticalGuide(v) } ?? .center)
  }

  /// A guide expression (a string) or a plain number, computing a guide on `axis`.
  func expression(_ value: SceneValue, axis: Axis) throws(SceneError) -> GuideExpression {
    switch value.json {
    case .number(let number): return .number(number)
    case .string(let text): return try GuideExpressionParser.parse(text, axis: axis, guides: guides, path: value.path)
    default: throw value.mismatch("an expression (a string such as \"height / 3\") or a number")
    }
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
