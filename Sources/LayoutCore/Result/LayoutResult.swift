public import Foundation

/// The outcome of laying out a view tree: every view and modifier with its frame in root
/// coordinates (origin top-left, y down, points, unrounded), explicit text baselines where a
/// view has them, and the lines of each text.
public struct LayoutResult: Sendable {
  /// What a result node stands for: a view type ("HStack", "Text", a custom layout's type name)
  /// or a modifier ("padding", "frame", "background", ...).
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The view type's or modifier's name.
    public var name: String
    /// Whether the node is a modifier applied to the view below it.
    public var isModifier: Bool

    /// A view type.
    public static func view(_ name: String) -> Kind { Kind(name: name, isModifier: false) }
    /// A modifier.
    public static func modifier(_ name: String) -> Kind { Kind(name: name, isModifier: true) }

    /// The kind's name.
    public var description: String { name }
  }

  /// How a node relates to its parent.
  public enum Role: String, Sendable, Hashable {
    /// An ordinary child: a container's subview, or the view a modifier wraps.
    case content
    /// The view a layering modifier (`background`, `overlay`, `border`) wraps: it decides the
    /// modifier's size and guides.
    case primary
    /// The content of `background`, painted below the primary.
    case background
    /// The content of `overlay`, painted above the primary.
    case overlay
    /// Content a modifier draws itself, above the primary (a `border`'s stroke).
    case decoration
  }

  /// One laid-out view or modifier.
  public struct Node: Sendable {
    /// The view type or modifier.
    public var kind: Kind
    /// How the node relates to its parent (`.content` for the root).
    public var role: Role
    /// `depth`, stored in the room after the kind and the role (a whole word would make every
    /// node 8 bytes larger).
    private var storedDepth: Int32
    /// The `.id(...)` tag, if any.
    public var id: AnyHashable? {
      get { tags?.id }
      set { tags = NodeTags.make(id: newValue, path: path) }
    }
    /// What few nodes have (paint, text, a paint effect), kept out of line so that a node stays
    /// small.
    var extras: NodeExtras?
    /// The id and the scene path, when the node has either: the tree's own object, shared
    /// (most nodes have neither; a scene's have a path each).
    private var tags: NodeTags?
    /// The scene-file path given with `resultPath(_:)`, if any.
    public var path: String? {
      get { tags?.path }
      set { tags = NodeTags.make(id: id, path: newValue) }
    }
    /// The frame in root coordinates.
    public var frame: CGRect
    /// The baselines below, NaN when absent (an optional `CGFloat` would take twice the room).
    private var first: CGFloat
    private var last: CGFloat
    /// The node's own explicit first and last text baselines in root coordinates (the values
    /// `firstTextBaseline`/`lastTextBaseline` alignment uses), when it has them.
    public var firstBaseline: CGFloat? {
      get { first.isNaN ? nil : first }
      set { first = newValue ?? .nan }
    }
    /// The node's own last text baseline in root coordinates, or nil when it has no text.
    public var lastBaseline: CGFloat? {
      get { last.isNaN ? nil : last }
      set { last = newValue ?? .nan }
    }
    /// The laid-out lines of a Text (baselines and x in root coordinates): the lines of
    /// `text.measured` moved to the node's frame, worked out on each use.
    public var lines: [MeasuredText.Line] {
      guard let text else { return [] }
      let origin = frame.origin
      return text.measured.lines.map {
        MeasuredText.Line(baseline: $0.baseline + origin.y, x: $0.x + origin.x, width: $0.width, range: $0.range)
      }
    }
    /// What the node draws (shapes and colors), for renderers.
    public var paint: Paint? {
      get { extras?.paint }
      set { extras = NodeExtras.make(paint: newValue, text: text, effect: effect) }
    }
    /// The text a Text node shows and how it was laid out, for renderers.
    public var text: TextContent? {
      get { extras?.text }
      set { extras = NodeExtras.make(paint: paint, text: newValue, effect: effect) }
    }
    /// How a paint-only modifier (opacity, hidden, a clip, a rotation or scale, a shadow) changes
    /// the drawing of this node and its descendants, for renderers.
    public var effect: PaintEffect? {
      get { extras?.effect }
      set { extras = NodeExtras.make(paint: paint, text: text, effect: newValue) }
    }
    /// The lines a container aligned its children on, for guide overlays.
    public var guideLines: [GuideLine]
    /// Depth in the tree (the root is 0) and the indices of the children in `nodes`, in
    /// painting order (back to front); each child's `role` says what it is.
    public var depth: Int {
      get { Int(storedDepth) }
      set { storedDepth = Int32(clamping: newValue) }
    }
    /// The children's indices in `nodes`, back to front.
    public var children: [Int]

    /// Sets both baselines at once (one access to the node in a list).
    mutating func setBaselines(first: CGFloat?, last: CGFloat?) {
      self.first = first ?? .nan
      self.last = last ?? .nan
    }

    /// Whether the node is a modifier applied to the view below it.
    public var isModifier: Bool { kind.isModifier }

    init(
      kind: Kind, role: Role, extras: NodeExtras?, tags: NodeTags?, frame: CGRect, firstBaseline: CGFloat?,
      lastBaseline: CGFloat?, guideLines: [GuideLine], depth: Int, children: [Int]
    ) {
      self.kind = kind
      self.role = role
      self.extras = extras
      self.tags = tags
      self.frame = frame
      self.first = firstBaseline ?? .nan
      self.last = lastBaseline ?? .nan
      self.guideLines = guideLines
      self.storedDepth = Int32(clamping: depth)
      self.children = children
    }
  }

  /// The rarely present parts of a node, out of line and shared by its copies: a box holding
  /// just the part a node has (most have one, of very different sizes), or all three.
  ///
  /// A text alone has a box of its own (`TextBox`), which a prepared tree's next result updates
  /// in place when no copy of the result shares it: a resized form's texts all get new lines,
  /// and a new box for each, with the old one freed, cost a large form's re-layout 3%.
  enum NodeExtras: Sendable {
    indirect case paint(Paint)
    case text(TextBox)
    indirect case effect(PaintEffect)
    indirect case several(paint: Paint?, text: TextContent?, effect: PaintEffect?)

    /// A text's content in a box of its own.
    ///
    /// `@unchecked Sendable`: its content is changed only through `updateText`, when the box
    /// has no other reference, so no other copy (on another thread or not) sees it change.
    final class TextBox: @unchecked Sendable {
      /// Unchecked for exclusive access: changed only where the box has no other reference.
      @exclusivity(unchecked) var content: TextContent
      init(_ content: consuming TextContent) { self.content = content }
    }

    /// Changes the text of `extras` in place with `update`, when it holds the only reference to
    /// its box; false, with nothing changed, otherwise (not a text alone, or a box a copy shares).
    static func updateText(_ extras: inout NodeExtras?, _ update: (inout TextContent) -> Void) -> Bool {
      guard case .text(var box)? = extras else { return false }
      // Dropped here, so that the box's one other reference is `box`'s.
      extras = nil
      defer { extras = .text(box) }
      guard isKnownUniquelyReferenced(&box) else { return false }
      update(&box.content)
      return true
    }

    /// Whether there is a text (without copying it out).
    var hasText: Bool {
      switch self {
      case .text, .several(_, .some, _): true
      default: false
      }
    }

    /// Nil when there is nothing to keep.
    static func make(paint: Paint?, text: TextContent?, effect: PaintEffect? = nil) -> NodeExtras? {
      switch (paint, text, effect) {
      case (nil, nil, nil): nil
      case (let paint?, nil, nil): .paint(paint)
      case (nil, let text?, nil): .text(TextBox(text))
      case (nil, nil, let effect?): .effect(effect)
      default: .several(paint: paint, text: text, effect: effect)
      }
    }

    var paint: Paint? {
      switch self {
      case .paint(let paint): paint
      case .several(let paint, _, _): paint
      default: nil
      }
    }

    var text: TextContent? {
      switch self {
      case .text(let box): box.content
      case .several(_, let text, _): text
      default: nil
      }
    }

    var effect: PaintEffect? {
      switch self {
      case .effect(let effect): effect
      case .several(_, _, let effect): effect
      default: nil
      }
    }
  }

  package init(size: CGSize, nodes: [Node]) {
    self.size = size
    self.nodes = nodes
  }

  /// The root's size.
  public var size: CGSize
  /// Problems that were clamped rather than failing (for example, a tree nested too deeply).
  public var warnings: [String] = []
  /// Every node in depth-first order; the root is first.
  public var nodes: [Node]

  /// The node tagged with `id` (the outermost one when several share it).
  public subscript<ID: Hashable>(id id: ID) -> Node? {
    let key = AnyHashable(id)
    return nodes.first { $0.id == key }
  }

  /// The frame of the node tagged with `id`.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? { self[id: id]?.frame }

  /// The views (not modifiers) of a kind, in depth-first order.
  public func views(ofKind kind: String) -> [Node] {
    nodes.filter { $0.kind == .view(kind) }
  }

  /// A readable, deterministic dump, one node per line, for tests and debugging:
  /// `HStack (0, 0, 120, 34) first 27 last 27`.
  public var dump: String {
    nodes.map { node in
      var line = String(repeating: "  ", count: node.depth) + node.kind.name
      if let id = node.id { line += " #\(id.base)" }
      line += " (\(number(node.frame.minX)), \(number(node.frame.minY)), \(number(node.frame.width)), \(number(node.frame.height)))"
      if let first = node.firstBaseline { line += " first \(number(first))" }
      if let last = node.lastBaseline { line += " last \(number(last))" }
      return line
    }.joined(separator: "\n")
  }
}

/// Up to three decimals, trailing zeros trimmed.
func number(_ value: CGFloat) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 1000).rounded() / 1000
  let text = "\(rounded == 0 ? 0 : rounded)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
