import Baseline

/// A scene view type (docs/scenes.md): the members it has besides `type`, `id` and `modifiers`,
/// and how its view is built. Adding a view type to scenes is one entry in
/// `SceneViewDecoder.types`.
struct SceneViewType: Sendable {
  let fields: [String]
  let make: @Sendable (SceneViewInput) throws(SceneError) -> AnyView

  init(_ fields: [String], _ make: @escaping @Sendable (SceneViewInput) throws(SceneError) -> AnyView) {
    self.fields = fields
    self.make = make
  }
}

/// What building one scene view has at hand: the decoder, the view's members, and its children
/// (decoded when asked, one level deeper).
struct SceneViewInput {
  let decoder: SceneViewDecoder
  let object: SceneObject
  let depth: Int

  var vocabulary: SceneVocabulary { decoder.vocabulary }

  /// The views of `children`, in order (none when absent).
  func children() throws(SceneError) -> [AnyView] {
    guard let list = object.optional("children") else { return [] }
    var views: [AnyView] = []
    for child in try list.array() { views.append(try decoder.view(child, depth: depth + 1)) }
    return views
  }

  /// `title`, empty when absent.
  func title() throws(SceneError) -> String { try object.optional("title")?.string() ?? "" }

  /// The number `key`, `value` when absent.
  func number(_ key: String, default value: Double) throws(SceneError) -> Double { try object.optional(key)?.number() ?? value }

  /// A spacing (any number, negative ones allowed), nil when absent.
  func spacing(_ key: String = "spacing") throws(SceneError) -> CGFloat? {
    try object.optional(key).map { v throws(SceneError) in CGFloat(try v.number()) }
  }

  /// A length (0 or more), nil when absent.
  func length(_ key: String) throws(SceneError) -> CGFloat? {
    try object.optional(key).map { v throws(SceneError) in CGFloat(try v.length()) }
  }

  /// `horizontal`, `vertical` or `both`, `value` when absent.
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
      throw SceneError(
        object.path.member("maximum"),
        "expected a maximum of at least the minimum (\(JSONWriter.number(minimum))), got \(JSONWriter.number(maximum))")
    }
    return minimum...maximum
  }

  /// The `alignment` member as a vertical guide, `.center` when absent.
  func verticalAlignment() throws(SceneError) -> VerticalAlignment {
    try object.optional("alignment").map { v throws(SceneError) in try vocabulary.verticalGuide(v) } ?? .center
  }

  /// The `alignment` member as a horizontal guide, `.center` when absent.
  func horizontalAlignment() throws(SceneError) -> HorizontalAlignment {
    try object.optional("alignment").map { v throws(SceneError) in try vocabulary.horizontalGuide(v) } ?? .center
  }

  /// The `alignment` member as an alignment on both axes, `.center` when absent.
  func alignment() throws(SceneError) -> Alignment {
    try object.optional("alignment").map { v throws(SceneError) in try vocabulary.alignment(v) } ?? .center
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
