public import Baseline
import Foundation

/// The layout result as the scene format presents it (`docs/scenes.md`, "Layout result"):
/// one record per view of the scene, named by its scene path, and the JSON text of them.
extension LayoutResult {
  /// One view of the result as `docs/scenes.md` describes it: the view itself (not its
  /// modifiers), its frame before and after its modifiers, explicit baselines and text lines.
  public struct ViewRecord: Sendable {
    /// The view's id, if the scene gave it one.
    public var id: String?
    /// The view's type as the scene names it (`Text`, `HStack`, ...).
    public var type: String
    /// Where the view sits in the tree, as a scene path: `root`, `root.children[1]`, ... (with
    /// `PathStyle.relative`, the part after the parent's path: `children[1]`, `background`).
    public var path: String
    /// The index of the parent view's record (nil for the root).
    public var parent: Int?
    /// The view itself, before its modifiers.
    public var frame: CGRect
    /// The view after all of its modifiers (the outermost modifier's frame).
    public var outerFrame: CGRect
    /// The view's first text baseline in root coordinates, when it has one.
    public var firstBaseline: CGFloat?
    /// The view's last text baseline in root coordinates, when it has one.
    public var lastBaseline: CGFloat?
    /// For a Text: its lines, in the text's own coordinates.
    public var lines: [MeasuredText.Line]
    /// For a Text of several looks: its runs (UTF-16 ranges of its string, each with its font,
    /// color, spacing, offset and lines); empty for a text of one look.
    public var runs: [TextStyle.Run] = []
    /// For a Text: whether it was cut short (a line limit or a height it does not fit).
    public var truncated = false
  }

  /// How records name their place in the tree.
  public enum PathStyle: Sendable {
    /// Every record's `path` is the full scene path (`root.children[0].children[2]`), as the
    /// scene format specifies. The output grows with depth times the number of views.
    case full
    /// Every record's `path` is relative to its parent's (`children[2]`, `overlay`) and the
    /// record names its parent's index, so the output grows linearly with the tree; the full
    /// path is the parent's full path, a dot, and this one (the root's is `root`).
    case relative
  }

  /// The views of the result in document order, each with the frame of its outermost modifier
  /// and its full scene path. Modifier nodes belong to the view they wrap; a view's path counts
  /// only views.
  public var views: [ViewRecord] { views(paths: .full) }

  /// The views of the result in document order, with paths in `style`.
  public func views(paths style: PathStyle) -> [ViewRecord] {
    var records: [ViewRecord] = []
    // Full paths by record: all of them for `.full`; for `.relative` only those a scene gave
    // (so that their children's can be made relative), else nil.
    var fullPaths: [String?] = []
    // The record of the view a modifier chain ends in, by chain; filled when that view is
    // recorded, before any background or overlay content of the chain is visited.
    var chainViews: [Int] = []
    enum Parent {
      case none
      case record(Int)
      /// The view at the end of modifier chain N.
      case chain(Int)
    }
    struct Pending {
      var index: Int
      var parent: Parent
      /// The path below the parent view: `children[2]`, `background`, ...
      var step: String
      /// The modifier chain this node is part of, with what the chain has gathered so far.
      var chain: Int?
      var outer: CGRect?
      var id: AnyHashable?
      var given: String?
      /// Whether the node is part of a control's own drawing (its bezel, its label text), which
      /// is no view of the scene: such nodes get no record unless a scene gave them a path.
      var insideControl = false
    }
    var stack = [Pending(index: 0, parent: .none, step: "root", chain: nil, outer: nil, id: nil, given: nil)]
    while let pending = stack.popLast() {
      guard pending.index < nodes.count else { continue }
      let node = nodes[pending.index]
      let given = pending.given ?? node.path
      if node.isModifier {
        let chain = pending.chain ?? {
          chainViews.append(-1)
          return chainViews.count - 1
        }()
        let outer = pending.outer ?? node.frame
        let tag = pending.id ?? node.id
        // The content of a background or an overlay is a view of its own below the chain's
        // view, named after the modifier; a border's stroke is no view of the scene. It is
        // visited after the view the modifier wraps, which continues this view.
        for child in node.children.reversed() where [.background, .overlay].contains(nodes[child].role) {
          stack.append(
            Pending(
              index: child, parent: .chain(chain), step: node.kind.name, chain: nil, outer: nil, id: nil, given: nil,
              insideControl: pending.insideControl))
        }
        for child in node.children.reversed() where [.content, .primary].contains(nodes[child].role) {
          stack.append(
            Pending(
              index: child, parent: pending.parent, step: pending.step, chain: chain, outer: outer, id: tag, given: given,
              insideControl: pending.insideControl))
        }
        continue
      }
      let parent: Int?
      switch pending.parent {
      case .none: parent = nil
      case .record(let index): parent = index
      case .chain(let chain): parent = chainViews[chain]
      }
      let isControl = Self.controlKinds.contains(node.kind.name)
      if pending.insideControl && !isControl && given == nil {
        // Part of a control's drawing: no record; what is inside belongs to the record above.
        if let chain = pending.chain { chainViews[chain] = parent ?? -1 }
        for child in node.children.reversed() {
          stack.append(
            Pending(
              index: child, parent: parent.map { .record($0) } ?? .none, step: pending.step, chain: nil, outer: nil, id: nil,
              given: nil, insideControl: true))
        }
        continue
      }
      let parentFull = parent.flatMap { fullPaths[$0] }
      let path: String
      let full: String?
      switch style {
      case .full:
        full = given ?? parentFull.map { $0 + "." + pending.step } ?? pending.step
        path = full ?? pending.step
      case .relative:
        full = given
        if let given {
          if let parentFull, given.hasPrefix(parentFull + ".") {
            path = String(given.dropFirst(parentFull.count + 1))
          } else {
            path = given
          }
        } else {
          path = pending.step
        }
      }
      let record = records.count
      if let chain = pending.chain { chainViews[chain] = record }
      records.append(
        ViewRecord(
          id: (pending.id ?? node.id).map { "\($0.base)" }, type: node.kind.name, path: path, parent: parent,
          frame: node.frame, outerFrame: pending.outer ?? node.frame, firstBaseline: node.firstBaseline,
          lastBaseline: node.lastBaseline, lines: node.lines, runs: node.text?.style.runs ?? [],
          truncated: node.text?.measured.isTruncated ?? false))
      fullPaths.append(full)
      for (position, child) in node.children.enumerated().reversed() {
        stack.append(
          Pending(
            index: child, parent: .record(record), step: "children[\(position)]", chain: nil, outer: nil, id: nil, given: nil,
            insideControl: isControl))
      }
    }
    return records
  }

  /// The views whose insides are their own drawing: below them only views a scene names (a
  /// form's rows, a labeled content's children) and other controls get records.
  static let controlKinds = Set(SceneViewDecoder.controls.map(\.name))

  /// The view tagged with `id` (`.id("name")`, or a scene's `"id"`): its frame before and after
  /// its modifiers, baselines and text lines. Ids compare by their text.
  public func view(id: String) -> ViewRecord? {
    views.first { $0.id == id }
  }

  /// The result as the JSON of `docs/scenes.md` ("Layout result"): deterministic key order,
  /// numbers written with enough digits to round-trip a Double.
  public var json: String { json(paths: .full) }

  /// The result as JSON with paths in `style`. With `.relative`, each node after the root also
  /// has `"parent"`: the index of its parent view's node in `nodes`.
  public func json(paths style: PathStyle) -> String { json(paths: style, compact: false) }

  /// The result as JSON on one line (no line breaks or indentation; otherwise the same text as
  /// `json(paths:)`), for JSON-lines output such as `baseline batch`.
  public func jsonLine(paths style: PathStyle = .full) -> String { json(paths: style, compact: true) }

  private func json(paths style: PathStyle, compact: Bool) -> String {
    // One output string, appended to in place: a large result is written without building a
    // string per field.
    var out = ""
    /// `text` (a key and what comes before it), then the number.
    func member(_ text: String, _ value: CGFloat) {
      out += text
      JSONWriter.appendNumber(Double(value), to: &out)
    }
    func rect(_ r: CGRect) {
      member("{\"x\": ", r.minX)
      member(", \"y\": ", r.minY)
      member(", \"width\": ", r.width)
      member(", \"height\": ", r.height)
      out += "}"
    }
    let records = views(paths: style)
    out.reserveCapacity(64 + records.count * 200)
    member(compact ? "{\"size\": {\"width\": " : "{\n  \"size\": {\"width\": ", size.width)
    member(", \"height\": ", size.height)
    out += compact ? "}, \"nodes\": [" : "},\n  \"nodes\": [\n"
    for (index, view) in records.enumerated() {
      if index > 0 { out += compact ? ", " : ",\n" }
      out += compact ? "{" : "    {"
      if let id = view.id {
        out += "\"id\": "
        JSONWriter.appendString(id, to: &out)
        out += ", "
      }
      out += "\"type\": "
      JSONWriter.appendString(view.type, to: &out)
      out += ", \"path\": "
      JSONWriter.appendString(view.path, to: &out)
      if style == .relative, let parent = view.parent { out += ", \"parent\": \(parent)" }
      out += ", \"frame\": "
      rect(view.frame)
      out += ", \"outerFrame\": "
      rect(view.outerFrame)
      if let first = view.firstBaseline { member(", \"firstBaseline\": ", first) }
      if let last = view.lastBaseline { member(", \"lastBaseline\": ", last) }
      if view.type == "Text" {
        out += ", \"lines\": ["
        for (lineIndex, line) in view.lines.enumerated() {
          if lineIndex > 0 { out += ", " }
          member("{\"baseline\": ", line.baseline)
          member(", \"x\": ", line.x)
          member(", \"width\": ", line.width)
          out += ", \"range\": [\(line.range.lowerBound), \(line.range.upperBound)]}"
        }
        out += "]"
        if !view.runs.isEmpty { out += ", \"runs\": [" + view.runs.map(Self.runJSON).joined(separator: ", ") + "]" }
        if view.truncated { out += ", \"truncated\": true" }
      }
      out += "}"
    }
    out += compact ? "]}" : "\n  ]\n}\n"
    return out
  }

  /// A text run as the result reports it: `range`, `font` (as a scene FONT object), `color`
  /// (a name or #RRGGBB(AA)), and `kerning`, `tracking`, `baselineOffset`,
  /// `typesettingLanguage`, `underline`, `strikethrough` when set.
  static func runJSON(_ run: TextStyle.Run) -> String {
    func number(_ value: CGFloat) -> String { JSONWriter.number(Double(value)) }
    var fields = ["\"range\": [\(run.range.lowerBound), \(run.range.upperBound)]"]
    var font: [String] = []
    if let family = run.font.family { font.append("\"family\": \(JSONWriter.string(family))") }
    if let style = run.font.textStyle { font.append("\"style\": \(JSONWriter.string(style.rawValue))") }
    font.append("\"size\": \(number(run.font.pointSize))")
    font.append("\"weight\": \(run.font.weight.value)")
    if run.font.isItalic { font.append("\"italic\": true") }
    switch run.font.design {
    case .default: break
    case .serif: font.append("\"design\": \"serif\"")
    case .rounded: font.append("\"design\": \"rounded\"")
    case .monospaced: font.append("\"design\": \"monospaced\"")
    }
    fields.append("\"font\": {" + font.joined(separator: ", ") + "}")
    if let color = run.color { fields.append("\"color\": \(JSONWriter.string(colorName(color)))") }
    if run.kerning != 0 { fields.append("\"kerning\": \(number(run.kerning))") }
    if run.tracking != 0 { fields.append("\"tracking\": \(number(run.tracking))") }
    if run.baselineOffset != 0 { fields.append("\"baselineOffset\": \(number(run.baselineOffset))") }
    if let language = run.attributes.language { fields.append("\"typesettingLanguage\": \(JSONWriter.string(language))") }
    for (name, line) in [("underline", run.underline), ("strikethrough", run.strikethrough)] {
      guard let line else { continue }
      fields.append("\"\(name)\": " + (line.color.map { JSONWriter.string(colorName($0)) } ?? "true"))
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A color's name, or #RRGGBB (#RRGGBBAA when not opaque).
  static func colorName(_ color: Color) -> String {
    if let name = color.name { return name }
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let hex = String(clamped, radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.opacity < 1 ? byte(color.opacity) : "")
  }
}
