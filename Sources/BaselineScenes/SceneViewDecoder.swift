import Baseline

/// Turns scene VIEW objects into views, the way the same Swift code would build them.
struct SceneViewDecoder {
  let vocabulary: SceneVocabulary

  /// The deepest nesting of views accepted (the JSON parser bounds nesting too; this covers
  /// scenes built in memory).
  static let maximumDepth = 100

  static let viewTypes = [
    "HStack", "VStack", "ZStack", "Grid", "GridRow", "Text", "Color", "Rectangle", "RoundedRectangle", "Capsule",
    "Circle", "Ellipse", "Spacer", "Divider", "Image", "Group", "EmptyView",
  ] + containerTypes + controlTypes

  /// Members every view may have besides its type's own.
  private static let common = ["type", "id", "modifiers"]

  func view(_ value: SceneValue, depth: Int = 0) throws(SceneError) -> AnyView {
    guard depth < Self.maximumDepth else { throw SceneError(value.path, "views nested more than \(Self.maximumDepth) levels deep") }
    guard case .object(let members) = value.json else { throw value.mismatch("a view (an object with a \"type\")") }
    guard let typeValue = SceneObject(members: members, path: value.path).optional("type") else {
      throw SceneError(value.path.member("type"), "missing (every view needs a type)")
    }
    let type = try typeValue.string()
    guard Self.viewTypes.contains(type) else {
      throw SceneError(typeValue.path, "unknown view type \(JSONWriter.string(type)); expected one of: \(Self.viewTypes.joined(separator: ", "))")
    }
    let object = try value.object("a \(type)", allowed: Self.common + Self.fields(of: type))
    var view = try content(type, object, depth: depth)
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
    return type == "Group" || type == "Section" ? view : AnyView(view.resultPath(value.path.description))
  }

  /// The members a view type has besides `type`, `id` and `modifiers`.
  static func fields(of type: String) -> [String] {
    switch type {
    case "HStack", "VStack": return ["alignment", "spacing", "children"]
    case "ZStack", "GridRow", "Group": return type == "Group" ? ["children"] : ["alignment", "children"]
    case "Grid": return ["alignment", "horizontalSpacing", "verticalSpacing", "children"]
    case "Text": return ["text", "runs", "markdown", "font"]
    case "Color": return ["color"]
    // docs/scenes.md lists cornerRadius for every shape; only RoundedRectangle uses it.
    case "Rectangle", "Capsule", "Circle", "Ellipse", "RoundedRectangle": return ["color", "lineWidth", "cornerRadius"]
    case "Spacer": return ["minLength"]
    case "Image": return ["systemName", "name", "resizable"]
    default: return controlFields(of: type) ?? []
    }
  }

  private func children(_ object: SceneObject, depth: Int) throws(SceneError) -> [AnyView] {
    guard let list = object.optional("children") else { return [] }
    var views: [AnyView] = []
    for child in try list.array() { views.append(try view(child, depth: depth + 1)) }
    return views
  }

  private func spacing(_ value: SceneValue?) throws(SceneError) -> CGFloat? {
    try value.map { v throws(SceneError) in CGFloat(try v.number()) }
  }

  private func content(_ type: String, _ object: SceneObject, depth: Int) throws(SceneError) -> AnyView {
    switch type {
    case "HStack":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.verticalGuide(v) } ?? .center
      let views = try children(object, depth: depth)
      return AnyView(HStack(alignment: alignment, spacing: try spacing(object.optional("spacing"))) { Each(views) })
    case "VStack":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.horizontalGuide(v) } ?? .center
      let views = try children(object, depth: depth)
      return AnyView(VStack(alignment: alignment, spacing: try spacing(object.optional("spacing"))) { Each(views) })
    case "ZStack":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.alignment(v) } ?? .center
      let views = try children(object, depth: depth)
      return AnyView(ZStack(alignment: alignment) { Each(views) })
    case "Grid":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.alignment(v) } ?? .center
      let horizontal = try spacing(object.optional("horizontalSpacing"))
      let vertical = try spacing(object.optional("verticalSpacing"))
      let views = try children(object, depth: depth)
      return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) { Each(views) })
    case "GridRow":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.verticalGuide(v) }
      let views = try children(object, depth: depth)
      return AnyView(GridRow(alignment: alignment) { Each(views) })
    case "Group":
      let views = try children(object, depth: depth)
      return AnyView(Group { Each(views) })
    case "Text":
      let text = try SceneText(vocabulary: vocabulary).text(object)
      guard let font = object.optional("font") else { return AnyView(text) }
      return AnyView(text.font(try vocabulary.font(font)))
    case "Color":
      return AnyView(try vocabulary.color(object.required("color")))
    case "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse":
      // Checked on every shape (docs/scenes.md lists it for all); only RoundedRectangle uses it.
      let radius = try object.optional("cornerRadius").map { v throws(SceneError) in CGFloat(try v.length()) } ?? 0
      switch type {
      case "Rectangle": return try shape(Rectangle(), object)
      case "RoundedRectangle": return try shape(RoundedRectangle(cornerRadius: radius), object)
      case "Capsule": return try shape(Capsule(), object)
      case "Ellipse": return try shape(Ellipse(), object)
      default: return try shape(Circle(), object)
      }
    case "Spacer":
      return AnyView(Spacer(minLength: try object.optional("minLength").map { v throws(SceneError) in CGFloat(try v.length()) }))
    case "Divider": return AnyView(Divider())
    case "Image":
      var image: Image
      if let name = object.optional("name") {
        image = Image(try name.string())
      } else {
        image = Image(systemName: try object.required("systemName").string())
      }
      if try object.optional("resizable")?.bool() ?? false { image = image.resizable() }
      return AnyView(image)
    default:
      return try control(type, object) { () throws(SceneError) in try children(object, depth: depth) } ?? AnyView(EmptyView())
    }
  }

  /// A shape filled with `color` (the foreground color when absent), or stroked with it when
  /// `lineWidth` is given.
  private func shape<S: Shape>(_ shape: S, _ object: SceneObject) throws(SceneError) -> AnyView {
    let lineWidth = try object.optional("lineWidth").map { v throws(SceneError) in CGFloat(try v.length()) }
    guard let colorValue = object.optional("color") else {
      if let lineWidth { return AnyView(shape.stroke(.primary, lineWidth: lineWidth)) }
      return AnyView(shape)
    }
    let color = try vocabulary.color(colorValue)
    if let lineWidth { return AnyView(shape.stroke(color, lineWidth: lineWidth)) }
    return AnyView(shape.fill(color))
  }
}

/// A list of views as the content of a container.
struct Each: View {
  let views: [AnyView]
  init(_ views: [AnyView]) { self.views = views }
  var body: some View {
    ForEach(views.indices, id: \.self) { views[$0] }
  }
}
