import Baseline

/// Applies a scene's `modifiers` entries, each an object with one member named after the
/// modifier: `{"frame": {"width": 100}}`, `{"padding": 12}`.
struct SceneModifiers {
  let vocabulary: SceneVocabulary
  let views: SceneViewDecoder
  /// Nesting depth of the view being modified (background and overlay content nest deeper).
  let depth: Int

  /// How a modifier applies its value to a view.
  typealias Apply = @Sendable (SceneModifiers, SceneValue, AnyView) throws(SceneError) -> AnyView

  /// Every modifier a scene can name, in the order fault messages list them, with how it applies.
  private static let table: [(name: String, apply: Apply)] = [
    ("frame", { modifiers, value, view throws(SceneError) in try modifiers.frame(value, view) }),
    ("padding", { modifiers, value, view throws(SceneError) in try modifiers.padding(value, view) }),
    ("alignmentGuide", { modifiers, value, view throws(SceneError) in try modifiers.alignmentGuide(value, view) }),
    ("fixedSize", { modifiers, value, view throws(SceneError) in
      if case .bool(let both) = value.json { return both ? AnyView(view.fixedSize()) : view }
      let axes = try value.object("fixedSize axes", allowed: ["horizontal", "vertical"])
      let horizontal = try axes.optional("horizontal")?.bool() ?? false
      let vertical = try axes.optional("vertical")?.bool() ?? false
      return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
    }),
    ("layoutPriority", { modifiers, value, view throws(SceneError) in
      AnyView(view.layoutPriority(try value.number()))
    }),
    ("offset", { modifiers, value, view throws(SceneError) in
      let offset = try SceneModifiers.point(value, "an offset")
      return AnyView(view.offset(x: offset.x, y: offset.y))
    }),
    ("position", { modifiers, value, view throws(SceneError) in
      AnyView(view.position(try SceneModifiers.point(value, "a position")))
    }),
    ("font", { modifiers, value, view throws(SceneError) in AnyView(view.font(try modifiers.vocabulary.font(value))) }),
    ("lineSpacing", { modifiers, value, view throws(SceneError) in
      AnyView(view.lineSpacing(CGFloat(try value.length())))
    }),
    ("lineLimit", { modifiers, value, view throws(SceneError) in
      if value.isNull { return AnyView(view.lineLimit(nil)) }
      if case .object = value.json {
        let limit = try value.object("a line limit", allowed: ["limit", "reservesSpace"])
        let lines = try limit.required("limit").integer(in: 1...1_000_000)
        return AnyView(view.lineLimit(lines, reservesSpace: try limit.optional("reservesSpace")?.bool() ?? false))
      }
      return AnyView(view.lineLimit(try value.integer(in: 1...1_000_000)))
    }),
    ("multilineTextAlignment", { modifiers, value, view throws(SceneError) in
      AnyView(view.multilineTextAlignment(try value.choice("text alignment", SceneModifiers.textAlignments)))
    }),
    ("truncationMode", { modifiers, value, view throws(SceneError) in
      AnyView(view.truncationMode(try value.choice("truncation mode", SceneModifiers.truncationModes)))
    }),
    ("foregroundColor", { modifiers, value, view throws(SceneError) in
      AnyView(view.foregroundColor(try modifiers.vocabulary.color(value)))
    }),
    ("background", { modifiers, value, view throws(SceneError) in try modifiers.layer("background", value, view) }),
    ("overlay", { modifiers, value, view throws(SceneError) in try modifiers.layer("overlay", value, view) }),
    ("border", { modifiers, value, view throws(SceneError) in
      let border = try value.object("a border", allowed: ["color", "width"])
      let color = try border.optional("color").map { v throws(SceneError) in try modifiers.vocabulary.color(v) } ?? .primary
      let width = try border.optional("width")?.length() ?? 1
      return AnyView(view.border(color, width: CGFloat(width)))
    }),
    ("gridCellColumns", { modifiers, value, view throws(SceneError) in
      AnyView(view.gridCellColumns(try value.integer(in: 1...10_000)))
    }),
    ("gridColumnAlignment", { modifiers, value, view throws(SceneError) in
      AnyView(view.gridColumnAlignment(try modifiers.vocabulary.horizontalGuide(value)))
    }),
    ("gridCellAnchor", { modifiers, value, view throws(SceneError) in
      let anchor = try value.object("a unit point", allowed: ["x", "y"])
      let x = try anchor.required("x").number()
      let y = try anchor.required("y").number()
      return AnyView(view.gridCellAnchor(UnitPoint(x: CGFloat(x), y: CGFloat(y))))
    }),
    ("gridCellUnsizedAxes", { modifiers, value, view throws(SceneError) in
      let axes = try value.choice(
        "axes", ["horizontal": Axis.Set.horizontal, "vertical": .vertical, "both": [.horizontal, .vertical]])
      return AnyView(view.gridCellUnsizedAxes(axes))
    }),
    ("kerning", { modifiers, value, view throws(SceneError) in AnyView(view.kerning(CGFloat(try value.number()))) }),
    ("tracking", { modifiers, value, view throws(SceneError) in AnyView(view.tracking(CGFloat(try value.number()))) }),
    ("baselineOffset", { modifiers, value, view throws(SceneError) in
      AnyView(view.baselineOffset(CGFloat(try value.number())))
    }),
    ("textCase", { modifiers, value, view throws(SceneError) in
      if value.isNull { return AnyView(view.textCase(nil)) }
      return AnyView(view.textCase(try value.choice("text case", ["uppercase": Text.Case.uppercase, "lowercase": .lowercase])))
    }),
    ("minimumScaleFactor", { modifiers, value, view throws(SceneError) in
      let factor = try value.number()
      guard factor > 0 && factor <= 1 else {
        throw SceneError(value.path, "expected a scale factor above 0 and at most 1, got \(value.json.summary)")
      }
      return AnyView(view.minimumScaleFactor(CGFloat(factor)))
    }),
    ("allowsTightening", { modifiers, value, view throws(SceneError) in
      AnyView(view.allowsTightening(try value.bool()))
    }),
    ("typesettingLanguage", { modifiers, value, view throws(SceneError) in
      AnyView(view.typesettingLanguage(try modifiers.vocabulary.language(value)))
    }),
    ("underline", { modifiers, value, view throws(SceneError) in
      let line = try modifiers.vocabulary.decoration(value)
      return AnyView(view.underline(line != nil, color: line?.color))
    }),
    ("strikethrough", { modifiers, value, view throws(SceneError) in
      let line = try modifiers.vocabulary.decoration(value)
      return AnyView(view.strikethrough(line != nil, color: line?.color))
    }),
    ("bold", { modifiers, value, view throws(SceneError) in AnyView(view.bold(try value.bool())) }),
    ("italic", { modifiers, value, view throws(SceneError) in AnyView(view.italic(try value.bool())) }),
    ("fontWeight", { modifiers, value, view throws(SceneError) in
      AnyView(view.fontWeight(try modifiers.vocabulary.weight(value)))
    }),
    ("fontDesign", { modifiers, value, view throws(SceneError) in
      AnyView(view.fontDesign(try modifiers.vocabulary.design(value)))
    }),
    ("monospaced", { modifiers, value, view throws(SceneError) in AnyView(view.monospaced(try value.bool())) }),
    ("monospacedDigit", { modifiers, value, view throws(SceneError) in
      try value.bool() ? AnyView(view.monospacedDigit()) : view
    }),
    ("controlSize", { modifiers, value, view throws(SceneError) in
      return AnyView(view.controlSize(try value.choice(
        "control size", ["mini": ControlSize.mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge])))
    }),
    ("buttonStyle", { modifiers, value, view throws(SceneError) in
      switch try value.choice("button style", ["automatic": 0, "bordered": 1, "borderedProminent": 2, "plain": 3, "borderless": 4, "link": 5]) {
      case 1: return AnyView(view.buttonStyle(.bordered))
      case 2: return AnyView(view.buttonStyle(.borderedProminent))
      case 3: return AnyView(view.buttonStyle(.plain))
      case 4: return AnyView(view.buttonStyle(.borderless))
      case 5: return AnyView(view.buttonStyle(.link))
      default: return AnyView(view.buttonStyle(.automatic))
      }
    }),
    ("toggleStyle", { modifiers, value, view throws(SceneError) in
      switch try value.choice("toggle style", ["automatic": 0, "checkbox": 0, "switch": 1, "button": 2]) {
      case 1: return AnyView(view.toggleStyle(.switch))
      case 2: return AnyView(view.toggleStyle(.button))
      default: return AnyView(view.toggleStyle(.checkbox))
      }
    }),
    ("pickerStyle", { modifiers, value, view throws(SceneError) in
      switch try value.choice("picker style", ["automatic": 0, "menu": 0, "segmented": 1, "radioGroup": 2, "inline": 2]) {
      case 1: return AnyView(view.pickerStyle(.segmented))
      case 2: return AnyView(view.pickerStyle(.radioGroup))
      default: return AnyView(view.pickerStyle(.menu))
      }
    }),
    ("formStyle", { modifiers, value, view throws(SceneError) in
      let grouped = try value.choice("form style", ["automatic": false, "columns": false, "grouped": true])
      return grouped ? AnyView(view.formStyle(.grouped)) : AnyView(view.formStyle(.columns))
    }),
    ("labelStyle", { modifiers, value, view throws(SceneError) in
      let choice = try value.choice("label style", ["automatic": 0, "titleAndIcon": 0, "titleOnly": 1, "iconOnly": 2])
      switch choice {
      case 1: return AnyView(view.labelStyle(.titleOnly))
      case 2: return AnyView(view.labelStyle(.iconOnly))
      default: return AnyView(view.labelStyle(.titleAndIcon))
      }
    }),
    ("disabled", { modifiers, value, view throws(SceneError) in AnyView(view.disabled(try value.bool())) }),
    ("aspectRatio", { modifiers, value, view throws(SceneError) in
      let settings = try value.object("an aspect ratio", allowed: ["ratio", "contentMode"])
      let ratio = try settings.optional("ratio").map { v throws(SceneError) in CGFloat(try v.length()) }
      let mode = try settings.optional("contentMode").map { v throws(SceneError) in
        try v.choice("content mode", ["fit": ContentMode.fit, "fill": .fill])
      } ?? .fit
      return AnyView(view.aspectRatio(ratio, contentMode: mode))
    }),
    ("scaledToFit", { modifiers, value, view throws(SceneError) in
      try value.bool() ? AnyView(view.scaledToFit()) : view
    }),
    ("scaledToFill", { modifiers, value, view throws(SceneError) in
      try value.bool() ? AnyView(view.scaledToFill()) : view
    }),
    ("layoutDirection", { modifiers, value, view throws(SceneError) in
      let direction = try value.choice("layout direction", ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft])
      return AnyView(view.environment(\.layoutDirection, direction))
    }),
    ("imageScale", { modifiers, value, view throws(SceneError) in
      AnyView(view.imageScale(try value.choice("image scale", ["small": Image.Scale.small, "medium": .medium, "large": .large])))
    }),
    ("dynamicTypeSize", { modifiers, value, view throws(SceneError) in
      AnyView(view.dynamicTypeSize(try value.choice("Dynamic Type size", dynamicTypeSizes)))
    }),
  ]

  static let names = table.map(\.name)
  private static let byName = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.apply) })

  /// The Dynamic Type sizes by their Swift names.
  static let dynamicTypeSizes: KeyValuePairs<String, DynamicTypeSize> = [
    "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
    "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
    "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
    "accessibility5": .accessibility5,
  ]

  static let textAlignments: KeyValuePairs<String, TextAlignment> = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  static let truncationModes: KeyValuePairs<String, Text.TruncationMode> = [
    "head": .head, "middle": .middle, "tail": .tail,
  ]

  func apply(_ entry: SceneValue, to view: AnyView) throws(SceneError) -> AnyView {
    guard case .object(let members) = entry.json, members.count == 1, let member = members.first else {
      throw entry.mismatch("a modifier (an object with one member, such as {\"padding\": 8})")
    }
    let value = SceneValue(json: member.value, path: entry.path.member(member.key))
    guard let apply = Self.byName[member.key] else {
      throw SceneError(
        value.path, "unknown modifier \(JSONWriter.string(member.key)); expected one of: \(Self.names.joined(separator: ", "))")
    }
    return try apply(self, value, view)
  }

  /// `{"width", "height", "alignment"}` or the flexible form with min/ideal/max.
  /// `{"x": X, "y": Y}`, each optional and 0 when absent (`what` names it in faults).
  private static func point(_ value: SceneValue, _ what: String) throws(SceneError) -> CGPoint {
    let point = try value.object(what, allowed: ["x", "y"])
    return CGPoint(x: try point.optional("x")?.number() ?? 0, y: try point.optional("y")?.number() ?? 0)
  }

  private func frame(_ value: SceneValue, _ view: AnyView) throws(SceneError) -> AnyView {
    let fixed = ["width", "height"]
    let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    let object = try value.object("a frame", allowed: fixed + flexible + ["alignment"])
    let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.alignment(v) } ?? .center
    func length(_ key: String) throws(SceneError) -> CGFloat? {
      try object.optional(key).map { v throws(SceneError) in CGFloat(key.hasPrefix("max") ? try v.lengthOrInfinity() : try v.length()) }
    }
    if flexible.contains(where: object.has) {
      if let mixed = fixed.first(where: object.has) {
        throw SceneError(object.path.member(mixed), "a frame takes either width/height or min/ideal/max sizes, not both")
      }
      return AnyView(
        view.frame(
          minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
          minHeight: try length("minHeight"), idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
          alignment: alignment))
    }
    return AnyView(view.frame(width: try length("width"), height: try length("height"), alignment: alignment))
  }

  static let edgeSets: KeyValuePairs<String, Edge.Set> = [
    "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
    "bottom": .bottom, "trailing": .trailing,
  ]

  /// A number (every edge), `true` (the default 16 on every edge), `{"top", "leading", "bottom",
  /// "trailing"}`, or `{"edges": "horizontal", "length": 20}` (length left out: the default).
  private func padding(_ value: SceneValue, _ view: AnyView) throws(SceneError) -> AnyView {
    switch value.json {
    case .number: return AnyView(view.padding(CGFloat(try value.length())))
    case .bool(true): return AnyView(view.padding())
    case .object(let members) where members.contains(where: { $0.key == "edges" || $0.key == "length" }):
      let object = try value.object("padding", allowed: ["edges", "length"])
      let edges = try object.optional("edges")?.choice("edges", Self.edgeSets) ?? .all
      let length = try object.optional("length").map { v throws(SceneError) in CGFloat(try v.length()) }
      return AnyView(view.padding(edges, length))
    case .object:
      let object = try value.object("padding", allowed: ["top", "leading", "bottom", "trailing"])
      func inset(_ key: String) throws(SceneError) -> CGFloat { CGFloat(try object.optional(key)?.length() ?? 0) }
      return AnyView(
        view.padding(EdgeInsets(top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"), trailing: try inset("trailing"))))
    default:
      throw value.mismatch("a number, true, {\"top\", \"leading\", \"bottom\", \"trailing\"} or {\"edges\", \"length\"}")
    }
  }

  /// `{"guide": NAME, "value": EXPR}`. `center` alone is ambiguous here: write
  /// `HorizontalAlignment.center` or `VerticalAlignment.center`.
  private func alignmentGuide(_ value: SceneValue, _ view: AnyView) throws(SceneError) -> AnyView {
    let object = try value.object("an alignment guide", allowed: ["guide", "value"])
    let guide = try object.required("guide")
    let name = try guide.string()
    let guides = vocabulary.guides
    let isHorizontal = name.hasPrefix("HorizontalAlignment.") || (guides.horizontal[name] != nil && guides.vertical[name] == nil)
    let isVertical = name.hasPrefix("VerticalAlignment.") || (guides.vertical[name] != nil && guides.horizontal[name] == nil)
    if guides.horizontal[name] != nil && guides.vertical[name] != nil {
      throw SceneError(guide.path, "\"\(name)\" names a guide on both axes; write HorizontalAlignment.\(name) or VerticalAlignment.\(name)")
    }
    let valuePath = try object.required("value")
    if isHorizontal {
      let alignment = try vocabulary.horizontalGuide(guide)
      let expression = try vocabulary.expression(valuePath, axis: .horizontal)
      return AnyView(view.alignmentGuide(alignment) { CGFloat(expression.evaluate($0) ?? .nan) })
    }
    if isVertical {
      let alignment = try vocabulary.verticalGuide(guide)
      let expression = try vocabulary.expression(valuePath, axis: .vertical)
      return AnyView(view.alignmentGuide(alignment) { CGFloat(expression.evaluate($0) ?? .nan) })
    }
    throw SceneError(
      guide.path, "unknown guide \(guide.json.summary); known: \(guides.names(.horizontal)), \(guides.names(.vertical))")
  }

  /// `{"alignment": ..., "content": VIEW}`: the content is proposed this view's size.
  private func layer(_ kind: String, _ value: SceneValue, _ view: AnyView) throws(SceneError) -> AnyView {
    let object = try value.object("a \(kind)", allowed: ["alignment", "content"])
    let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.alignment(v) } ?? .center
    let content = try views.view(object.required("content"), depth: depth + 1)
    return kind == "overlay"
      ? AnyView(view.overlay(alignment: alignment) { content })
      : AnyView(view.background(alignment: alignment) { content })
  }
}
