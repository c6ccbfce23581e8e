import Baseline
import Foundation

/// Scene views for containers, forms and controls (docs/scenes.md, "Containers and images" and
/// "Controls"): each reads as the Swift initializer it mirrors, with values in place of bindings.
extension SceneViewDecoder {
  /// Scroll views, lazy stacks and grids, `ViewThatFits`.
  static let containers: [(name: String, type: SceneViewType)] = [
    ("ScrollView", SceneViewType(["axes", "children"]) { input throws(SceneError) in
      let views = try input.children()
      return AnyView(ScrollView(try input.axes("axes", default: .vertical)) { Each(views) })
    }),
    ("LazyVStack", SceneViewType(["alignment", "spacing", "children"]) { input throws(SceneError) in
      let alignment = try input.horizontalAlignment()
      let views = try input.children()
      return AnyView(LazyVStack(alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("LazyHStack", SceneViewType(["alignment", "spacing", "children"]) { input throws(SceneError) in
      let alignment = try input.verticalAlignment()
      let views = try input.children()
      return AnyView(LazyHStack(alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("LazyVGrid", SceneViewType(["columns", "alignment", "spacing", "children"]) { input throws(SceneError) in
      let items = try gridItems(input.object.required("columns"))
      let alignment = try input.horizontalAlignment()
      let views = try input.children()
      return AnyView(LazyVGrid(columns: items, alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("LazyHGrid", SceneViewType(["rows", "alignment", "spacing", "children"]) { input throws(SceneError) in
      let items = try gridItems(input.object.required("rows"))
      let alignment = try input.verticalAlignment()
      let views = try input.children()
      return AnyView(LazyHGrid(rows: items, alignment: alignment, spacing: try input.spacing()) { Each(views) })
    }),
    ("ViewThatFits", SceneViewType(["axes", "children"]) { input throws(SceneError) in
      let views = try input.children()
      return AnyView(ViewThatFits(in: try input.axes("axes", default: [.horizontal, .vertical])) { Each(views) })
    }),
  ]

  /// Forms and controls.
  static let controls: [(name: String, type: SceneViewType)] = [
    ("Form", SceneViewType(["children"]) { input throws(SceneError) in
      let views = try input.children()
      return AnyView(Form { Each(views) })
    }),
    ("Section", SceneViewType(["header", "footer", "children"]) { input throws(SceneError) in
      let views = try input.children()
      let header = try input.object.optional("header")?.string()
      let footer = try input.object.optional("footer")?.string()
      return AnyView(
        Section {
          Each(views)
        } header: {
          if let header { Text(verbatim: header) }
        } footer: {
          if let footer { Text(verbatim: footer) }
        })
    }),
    ("TextField", SceneViewType(["title", "text", "prompt", "axis"]) { input throws(SceneError) in
      let text = try input.object.optional("text")?.string() ?? ""
      let promptText = try input.object.optional("prompt")?.string()
      let prompt = promptText.map { Text(verbatim: $0) }
      let axis = try input.object.optional("axis").map { v throws(SceneError) in
        try v.choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
      } ?? .horizontal
      return AnyView(TextField(try input.title(), text: .constant(text), prompt: prompt, axis: axis))
    }),
    ("SecureField", SceneViewType(["title", "text", "prompt"]) { input throws(SceneError) in
      let text = try input.object.optional("text")?.string() ?? ""
      let promptText = try input.object.optional("prompt")?.string()
      let prompt = promptText.map { Text(verbatim: $0) }
      return AnyView(SecureField(try input.title(), text: .constant(text), prompt: prompt))
    }),
    ("Toggle", SceneViewType(["title", "isOn"]) { input throws(SceneError) in
      AnyView(Toggle(try input.title(), isOn: .constant(try input.object.optional("isOn")?.bool() ?? false)))
    }),
    ("Button", SceneViewType(["title", "systemImage", "role"]) { input throws(SceneError) in
      if let image = try input.object.optional("systemImage")?.string() {
        let title = try input.title()
        return AnyView(Button(action: {}) { Label(title, systemImage: image) })
      }
      return AnyView(Button(try input.title()) {})
    }),
    ("Picker", SceneViewType(["title", "options", "selection"]) { input throws(SceneError) in
      var options: [String] = []
      if let list = input.object.optional("options") {
        for option in try list.array() { options.append(try option.string()) }
      }
      let selection = try input.object.optional("selection")?.string() ?? options.first ?? ""
      return AnyView(
        Picker(try input.title(), selection: .constant(selection)) {
          ForEach(options, id: \.self) { Text(verbatim: $0) }
        })
    }),
    ("Stepper", SceneViewType(["title", "value", "minimum", "maximum"]) { input throws(SceneError) in
      let value = try input.number("value", default: 0)
      let range = try input.bounds(minimum: -Double.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude)
      return AnyView(Stepper(try input.title(), value: .constant(value), in: range))
    }),
    ("ColorPicker", SceneViewType(["title", "selection"]) { input throws(SceneError) in
      let selection = try input.object.optional("selection").map { value throws(SceneError) in try input.vocabulary.color(value) }
      return AnyView(ColorPicker(try input.title(), selection: .constant(selection ?? .white)))
    }),
    ("Slider", SceneViewType(["title", "value", "minimum", "maximum", "minimumLabel", "maximumLabel"]) {
      input throws(SceneError) in
      let range = try input.bounds(minimum: 0, maximum: 1)
      let (minimum, maximum) = (range.lowerBound, range.upperBound)
      let value = try input.number("value", default: minimum)
      let low = try input.object.optional("minimumLabel")?.string()
      let high = try input.object.optional("maximumLabel")?.string()
      let title = try input.title()
      return AnyView(
        Slider(value: .constant(value), in: minimum...maximum) {
          Text(verbatim: title)
        } minimumValueLabel: {
          Text(verbatim: low ?? "")
        } maximumValueLabel: {
          Text(verbatim: high ?? "")
        })
    }),
    ("ProgressView", SceneViewType(["title", "value", "total"]) { input throws(SceneError) in
      let value = try input.object.optional("value")?.number()
      let total = try input.number("total", default: 1)
      let title = try input.title()
      if title.isEmpty { return AnyView(ProgressView(value: value, total: total)) }
      return AnyView(ProgressView(value: value, total: total) { Text(verbatim: title) })
    }),
    ("Label", SceneViewType(["title", "systemImage"]) { input throws(SceneError) in
      AnyView(Label(try input.title(), systemImage: try input.object.optional("systemImage")?.string() ?? "circle"))
    }),
    ("LabeledContent", SceneViewType(["title", "value", "children"]) { input throws(SceneError) in
      let title = try input.title()
      if let value = try input.object.optional("value")?.string() {
        return AnyView(LabeledContent { Text(verbatim: value) } label: { Text(verbatim: title) })
      }
      let views = try input.children()
      return AnyView(LabeledContent { Each(views) } label: { Text(verbatim: title) })
    }),
    ("Menu", SceneViewType(["title", "children"]) { input throws(SceneError) in
      let title = try input.title()
      return AnyView(Menu { EmptyView() } label: { Text(verbatim: title) })
    }),
    ("Link", SceneViewType(["title", "url"]) { input throws(SceneError) in
      let text = try input.object.required("url").string()
      guard let url = URL(string: text) else {
        throw SceneError(input.object.path.member("url"), "not a URL: \(JSONWriter.string(text))")
      }
      let title = try input.title()
      return AnyView(Link(destination: url) { Text(verbatim: title) })
    }),
    ("DatePicker", SceneViewType(["title", "date", "components"]) { input throws(SceneError) in
      let date: Date
      if let value = input.object.optional("date") {
        let text = try value.string()
        guard let parsed = try? Date(text, strategy: .iso8601) else {
          throw SceneError(value.path, "expected an ISO 8601 date such as \"2026-01-31T09:30:00Z\", got \(value.json.summary)")
        }
        date = parsed
      } else {
        date = Date(timeIntervalSince1970: 0)
      }
      let components = try input.object.optional("components").map { v throws(SceneError) in
        try v.choice(
          "date components", ["date": DatePickerComponents.date, "time": .hourAndMinute, "dateAndTime": [.date, .hourAndMinute]])
      } ?? [.date, .hourAndMinute]
      return AnyView(DatePicker(try input.title(), selection: .constant(date), displayedComponents: components))
    }),
  ]

  /// Grid items: `{"fixed": L}`, `{"flexible": {"minimum", "maximum"}}` or `{"adaptive":
  /// {"minimum", "maximum"}}`, each with an optional `spacing`.
  static func gridItems(_ value: SceneValue) throws(SceneError) -> [GridItem] {
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
