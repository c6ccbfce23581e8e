import Baseline

/// Turns scene VIEW objects into views, the way the same Swift code would build them.
struct SceneViewDecoder {
  let vocabulary: SceneVocabulary

  /// The deepest nesting of views accepted (the JSON parser bounds nesting too; this covers
  /// scenes built in memory).
  static let maximumDepth = 100

  /// Every view type by name, in the order fault messages list them: the views, then the
  /// containers and controls (`SceneControls.swift`).
  static let types: [(name: String, type: SceneViewType)] = views + containers + controls + appContainers

  private static let typesByName = Dictionary(uniqueKeysWithValues: types.map { ($0.name, $0.type) })

  /// Members every view may have besides its type's own.
  private static let common = ["type", "id", "modifiers"]

  func view(_ value: SceneValue, depth: Int = 0) throws(SceneError) -> AnyView {
    guard depth < Self.maximumDepth else { throw SceneError(value.path, "views nested more than \(Self.maximumDepth) levels deep") }
    guard case .object(let members) = value.json else { throw value.mismatch("a view (an object with a \"type\")") }
    guard let typeValue = SceneObject(members: members, path: value.path).optional("type") else {
      throw SceneError(value.path.member("type"), "missing (every view needs a type)")
    }
    let name = try typeValue.string()
    guard let type = Self.typesByName[name] else {
      throw SceneError(
        typeValue.path, "unknown view type \(JSONWriter.string(name)); expected one of: \(Self.types.map(\.name).joined(separator: ", "))")
    }
    let object = try value.object("a \(name)", allowed: Self.common + type.fields)
    var view = try type.make(SceneViewInput(decoder: self, object: object, depth: depth))
    if let modifiers = object.optional("modifiers") {
      let decoder = SceneModifiers(vocabulary: vocabulary, views: self, depth: depth)
      for modifier in try modifiers.array() {
        view = try decoder.apply(modifier, to: view)
      }
    }
    if let id = object.optional("id") {
      view = AnyView(view.id(try id.string()))
    }
    // A Group has no node of its own: its children keep their own paths.
    return name == "Group" || name == "Section" ? view : AnyView(view.resultPath(value.path.description))
  }

  /// Stacks, grids, text, colors, shapes, spacers, dividers, images, groups.
  private static let views: [(name: String, type: SceneViewType)] = [
    ("HStack", SceneViewType(["alignment", "spacing", "children"]) { input throws(SceneError) in
      let alignment = try input.verticalAlignment()
      let views = try input.children()
      return AnyView(HStack(alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("VStack", SceneViewType(["alignment", "spacing", "children"]) { input throws(SceneError) in
      let alignment = try input.horizontalAlignment()
      let views = try input.children()
      return AnyView(VStack(alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("ZStack", SceneViewType(["alignment", "children"]) { input throws(SceneError) in
      let alignment = try input.alignment()
      let views = try input.children()
      return AnyView(ZStack(alignment: alignment) { Each(views) })
    }),
    ("Grid", SceneViewType(["alignment", "horizontalSpacing", "verticalSpacing", "children"]) { input throws(SceneError) in
      let alignment = try input.alignment()
      let horizontal = try input.spacing("horizontalSpacing")
      let vertical = try input.spacing("verticalSpacing")
      let views = try input.children()
      return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) { Each(views) })
    }),
    ("GridRow", SceneViewType(["alignment", "children"]) { input throws(SceneError) in
      let alignment = try input.object.optional("alignment").map { v throws(SceneError) in try input.vocabulary.verticalGuide(v) }
      let views = try input.children()
      return AnyView(GridRow(alignment: alignment) { Each(views) })
    }),
    ("Text", SceneViewType(["text", "runs", "markdown", "font"]) { input throws(SceneError) in
      let text = try SceneText(vocabulary: input.vocabulary).text(input.object)
      guard let font = input.object.optional("font") else { return AnyView(text) }
      return AnyView(text.font(try input.vocabulary.font(font)))
    }),
    ("Color", SceneViewType(["color"]) { input throws(SceneError) in
      AnyView(try input.vocabulary.color(input.object.required("color")))
    }),
    // docs/scenes.md lists cornerRadius for every shape; it is checked on each, and only
    // RoundedRectangle uses it.
    ("Rectangle", SceneViewType(shapeFields) { input throws(SceneError) in try shape(input) { _ in Rectangle() } }),
    ("RoundedRectangle", SceneViewType(shapeFields) { input throws(SceneError) in try shape(input) { RoundedRectangle(cornerRadius: $0) } }),
    ("Capsule", SceneViewType(shapeFields) { input throws(SceneError) in try shape(input) { _ in Capsule() } }),
    ("Circle", SceneViewType(shapeFields) { input throws(SceneError) in try shape(input) { _ in Circle() } }),
    ("Ellipse", SceneViewType(shapeFields) { input throws(SceneError) in try shape(input) { _ in Ellipse() } }),
    ("Spacer", SceneViewType(["minLength"]) { input throws(SceneError) in
      AnyView(Spacer(minLength: try input.length("minLength")))
    }),
    ("Divider", SceneViewType([]) { _ throws(SceneError) in AnyView(Divider()) }),
    ("Image", SceneViewType(["systemName", "name", "resizable"]) { input throws(SceneError) in
      var image: Image
      if let name = input.object.optional("name") {
        image = Image(try name.string())
      } else {
        image = Image(systemName: try input.object.required("systemName").string())
      }
      if try input.object.optional("resizable")?.bool() ?? false { image = image.resizable() }
      return AnyView(image)
    }),
    ("Group", SceneViewType(["children"]) { input throws(SceneError) in
      let views = try input.children()
      return AnyView(Group { Each(views) })
    }),
    ("EmptyView", SceneViewType([]) { _ throws(SceneError) in AnyView(EmptyView()) }),
  ]

  private static let shapeFields = ["color", "lineWidth", "cornerRadius"]

  /// A shape made from the corner radius: filled with `color` (the foreground color when
  /// absent), or stroked with it when `lineWidth` is given.
  private static func shape<S: Shape>(_ input: SceneViewInput, _ make: (CGFloat) -> S) throws(SceneError) -> AnyView {
    let shape = make(try input.length("cornerRadius") ?? 0)
    let lineWidth = try input.length("lineWidth")
    guard let colorValue = input.object.optional("color") else {
      if let lineWidth { return AnyView(shape.stroke(.primary, lineWidth: lineWidth)) }
      return AnyView(shape)
    }
    let color = try input.vocabulary.color(colorValue)
    if let lineWidth { return AnyView(shape.stroke(color, lineWidth: lineWidth)) }
    return AnyView(shape.fill(color))
  }
}
