import Baseline
import Foundation

/// Scene views for forms and controls (docs/scenes.md, "Controls"): each reads as the Swift
/// initializer it mirrors, with values in place of bindings.
extension SceneViewDecoder {
  static let containerTypes = ["ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ViewThatFits"]

  static let controlTypes = [
    "Form", "Section", "TextField", "SecureField", "Toggle", "Button", "Picker", "Stepper", "Slider", "ProgressView",
    "Label", "LabeledContent", "Menu", "Link", "DatePicker",
  ]

  /// The members of each control type besides `type`, `id` and `modifiers`.
  static func controlFields(of type: String) -> [String]? {
    switch type {
    case "ScrollView": return ["axes", "children"]
    case "LazyVStack", "LazyHStack": return ["alignment", "spacing", "children"]
    case "LazyVGrid": return ["columns", "alignment", "spacing", "children"]
    case "LazyHGrid": return ["rows", "alignment", "spacing", "children"]
    case "ViewThatFits": return ["axes", "children"]
    case "Form": return ["children"]
    case "Section": return ["header", "footer", "children"]
    case "TextField": return ["title", "text", "prompt", "axis"]
    case "SecureField": return ["title", "text", "prompt"]
    case "Toggle": return ["title", "isOn"]
    case "Button": return ["title", "systemImage", "role"]
    case "Picker": return ["title", "options", "selection"]
    case "Stepper": return ["title", "value", "minimum", "maximum"]
    case "Slider": return ["title", "value", "minimum", "maximum", "minimumLabel", "maximumLabel"]
    case "ProgressView": return ["title", "value", "total"]
    case "Label": return ["title", "systemImage"]
    case "LabeledContent": return ["title", "value", "children"]
    case "Menu": return ["title", "children"]
    case "Link": return ["title", "url"]
    case "DatePicker": return ["title", "date", "components"]
    default: return nil
    }
  }

  /// The view of a control type.
  func control(_ type: String, _ object: SceneObject, children: () throws(SceneError) -> [AnyView]) throws(SceneError) -> AnyView? {
    func title() throws(SceneError) -> String { try object.optional("title")?.string() ?? "" }
    func number(_ key: String, default value: Double) throws(SceneError) -> Double { try object.optional(key)?.number() ?? value }
    func axes(_ key: String, default value: Axis.Set) throws(SceneError) -> Axis.Set {
      try object.optional(key).map { v throws(SceneError) in
        try v.choice("axes", ["horizontal": Axis.Set.horizontal, "vertical": .vertical, "both": [.horizontal, .vertical]])
      } ?? value
    }
    /// `minimum...maximum` from the members of those names, a fault when they are out of order.
    func bounds(minimum low: Double, maximum high: Double) throws(SceneError) -> ClosedRange<Double> {
      let minimum = try number("minimum", default: low)
      let maximum = try number("maximum", default: high)
      guard minimum <= maximum else {
        throw SceneError(object.path.member("maximum"), "expected a maximum of at least the minimum (\(JSONWriter.number(minimum))), got \(JSONWriter.number(maximum))")
      }
      return minimum...maximum
    }
    func spacing() throws(SceneError) -> CGFloat? { try object.optional("spacing").map { v throws(SceneError) in CGFloat(try v.number()) } }
    switch type {
    case "ScrollView":
      let views = try children()
      return AnyView(ScrollView(try axes("axes", default: .vertical)) { Each(views) })
    case "ViewThatFits":
      let views = try children()
      return AnyView(ViewThatFits(in: try axes("axes", default: [.horizontal, .vertical])) { Each(views) })
    case "LazyVStack":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.horizontalGuide(v) } ?? .center
      let views = try children()
      return AnyView(LazyVStack(alignment: alignment, spacing: try spacing()) { Each(views) })
    case "LazyHStack":
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.verticalGuide(v) } ?? .center
      let views = try children()
      return AnyView(LazyHStack(alignment: alignment, spacing: try spacing()) { Each(views) })
    case "LazyVGrid":
      let items = try gridItems(object.required("columns"))
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.horizontalGuide(v) } ?? .center
      let views = try children()
      return AnyView(LazyVGrid(columns: items, alignment: alignment, spacing: try spacing()) { Each(views) })
    case "LazyHGrid":
      let items = try gridItems(object.required("rows"))
      let alignment = try object.optional("alignment").map { v throws(SceneError) in try vocabulary.verticalGuide(v) } ?? .center
      let views = try children()
      return AnyView(LazyHGrid(rows: items, alignment: alignment, spacing: try spacing()) { Each(views) })
    case "Form":
      let views = try children()
      return AnyView(Form { Each(views) })
    case "Section":
      let views = try children()
      let header = try object.optional("header")?.string()
      let footer = try object.optional("footer")?.string()
      return AnyView(
        Section {
          Each(views)
        } header: {
          if let header { Text(verbatim: header) }
        } footer: {
          if let footer { Text(verbatim: footer) }
        })
    case "TextField":
      let text = try object.optional("text")?.string() ?? ""
      let promptText = try object.optional("prompt")?.string()
      let prompt = promptText.map { Text(verbatim: $0) }
      let axis = try object.optional("axis").map { v throws(SceneError) in
        try v.choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
      } ?? .horizontal
      return AnyView(TextField(try title(), text: .constant(text), prompt: prompt, axis: axis))
    case "SecureField":
      let text = try object.optional("text")?.string() ?? ""
      let promptText = try object.optional("prompt")?.string()
      let prompt = promptText.map { Text(verbatim: $0) }
      return AnyView(SecureField(try title(), text: .constant(text), prompt: prompt))
    case "Toggle":
      return AnyView(Toggle(try title(), isOn: .constant(try object.optional("isOn")?.bool() ?? false)))
    case "Button":
      if let image = try object.optional("systemImage")?.string() {
        let title = try title()
        return AnyView(Button(action: {}) { Label(title, systemImage: image) })
      }
      return AnyView(Button(try title()) {})
    case "Picker":
      var options: [String] = []
      if let list = object.optional("options") {
        for option in try list.array() { options.append(try option.string()) }
      }
      let selection = try object.optional("selection")?.string() ?? options.first ?? ""
      return AnyView(
        Picker(try title(), selection: .constant(selection)) {
          ForEach(options, id: \.self) { Text(verbatim: $0) }
        })
    case "Stepper":
      let value = try number("value", default: 0)
      let range = try bounds(minimum: -Double.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude)
      return AnyView(Stepper(try title(), value: .constant(value), in: range))
    case "Slider":
      let range = try bounds(minimum: 0, maximum: 1)
      let (minimum, maximum) = (range.lowerBound, range.upperBound)
      let value = try number("value", default: minimum)
      let low = try object.optional("minimumLabel")?.string()
      let high = try object.optional("maximumLabel")?.string()
      let title = try title()
      return AnyView(
        Slider(value: .constant(value), in: minimum...maximum) {
          Text(verbatim: title)
        } minimumValueLabel: {
          Text(verbatim: low ?? "")
        } maximumValueLabel: {
          Text(verbatim: high ?? "")
        })
    case "ProgressView":
      let value = try object.optional("value")?.number()
      let total = try number("total", default: 1)
      let title = try title()
      if title.isEmpty { return AnyView(ProgressView(value: value, total: total)) }
      return AnyView(ProgressView(value: value, total: total) { Text(verbatim: title) })
    case "Label":
      return AnyView(Label(try title(), systemImage: try object.optional("systemImage")?.string() ?? "circle"))
    case "LabeledContent":
      let title = try title()
      if let value = try object.optional("value")?.string() {
        return AnyView(LabeledContent { Text(verbatim: value) } label: { Text(verbatim: title) })
      }
      let views = try children()
      return AnyView(LabeledContent { Each(views) } label: { Text(verbatim: title) })
    case "Menu":
      let title = try title()
      return AnyView(Menu { EmptyView() } label: { Text(verbatim: title) })
    case "Link":
      let text = try object.required("url").string()
      guard let url = URL(string: text) else { throw SceneError(object.path.member("url"), "not a URL: \(JSONWriter.string(text))") }
      let title = try title()
      return AnyView(Link(destination: url) { Text(verbatim: title) })
    case "DatePicker":
      let date: Date
      if let value = object.optional("date") {
        let text = try value.string()
        guard let parsed = try? Date(text, strategy: .iso8601) else {
          throw SceneError(value.path, "expected an ISO 8601 date such as \"2026-01-31T09:30:00Z\", got \(value.json.summary)")
        }
        date = parsed
      } else {
        date = Date(timeIntervalSince1970: 0)
      }
      let components = try object.optional("components").map { v throws(SceneError) in
        try v.choice(
          "date components", ["date": DatePickerComponents.date, "time": .hourAndMinute, "dateAndTime": [.date, .hourAndMinute]])
      } ?? [.date, .hourAndMinute]
      return AnyView(DatePicker(try title(), selection: .constant(date), displayedComponents: components))
    default:
      return nil
    }
  }

  /// Grid items: `{"fixed": L}`, `{"flexible": {"minimum", "maximum"}}` or `{"adaptive":
  /// {"minimum", "maximum"}}`, each with an optional `spacing`.
  private func gridItems(_ value: SceneValue) throws(SceneError) -> [GridItem] {
    var items: [GridItem] = []
    for entry in try value.array() {
      let object = try entry.object("a grid item", allowed: ["fixed", "flexible", "adaptive", "spacing"])
      let spacing = try object.optional("spacing").map { v throws(SceneError) in CGFloat(try v.length()) }
      func range(_ key: String, minimum: Double) throws(SceneError) -> (CGFloat, CGFloat)? {
        guard let value = object.optional(key) else { return nil }
        let bounds = try value.object("a size range", allowed: ["minimum", "maximum"])
        let low = try bounds.optional("minimum")?.length() ?? minimum
        let high = try bounds.optional("maximum")?.lengthOrInfinity() ?? .infinity
        guard low <= high else { throw SceneError(value.path.member("maximum"), "expected a maximum of at least the minimum") }
        return (CGFloat(low), CGFloat(high))
      }
      if let fixed = object.optional("fixed") {
        items.append(GridItem(.fixed(CGFloat(try fixed.length())), spacing: spacing))
      } else if let (low, high) = try range("flexible", minimum: 10) {
        items.append(GridItem(.flexible(minimum: low, maximum: high), spacing: spacing))
      } else if let (low, high) = try range("adaptive", minimum: 10) {
        items.append(GridItem(.adaptive(minimum: low, maximum: high), spacing: spacing))
      } else {
        throw SceneError(entry.path, "expected one of fixed, flexible or adaptive")
      }
    }
    return items
  }
}
