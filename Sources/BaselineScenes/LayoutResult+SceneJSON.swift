public import Baseline
import Foundation

/// The layout result as the scene format presents it (`docs/scenes.md`, "Layout result"):
/// one record per view of the scene, named by its scene path, and the JSON text of them.
extension LayoutResult {
  /// One view of the result as `docs/scenes.md` describes it: the view itself (not its
  /// modifiers), its frame before and after its modifiers, explicit baselines and text lines.
  public struct ViewRecord: Sendable {
    public var id: String?
    public var type: String
    /// Where the view sits in the tree, as a scene path: `root`, `root.children[1]`, ...
    public var path: String
    /// The view itself, before its modifiers.
    public var frame: CGRect
    /// The view after all of its modifiers (the outermost modifier's frame).
    public var outerFrame: CGRect
    public var firstBaseline: CGFloat?
    public var lastBaseline: CGFloat?
    public var lines: [MeasuredText.Line]
  }

  /// The views of the result in document order, each with the frame of its outermost modifier.
  /// Modifier nodes belong to the view they wrap; a view's path counts only views.
  public var views: [ViewRecord] {
    var records: [ViewRecord] = []
    // (node index, path of the view it belongs to, outer frame so far, id so far, path given so far)
    var stack: [(index: Int, path: String, outer: CGRect?, id: AnyHashable?, given: String?)] = [(0, "root", nil, nil, nil)]
    while let (index, derivedPath, outer, id, given) = stack.popLast() {
      guard index < nodes.count else { continue }
      let node = nodes[index]
      let outerFrame = outer ?? node.frame
      let tag = id ?? node.id
      let path = given ?? node.path ?? derivedPath
      if node.isModifier {
        // The view a modifier wraps continues this view and comes first; the content of a
        // background or an overlay follows as a view of its own, named after the modifier; a
        // border's stroke is no view of the scene.
        let givenBelow = given ?? node.path
        for child in node.children.reversed() {
          switch nodes[child].role {
          case .background, .overlay: stack.append((child, path + "." + node.kind.name, nil, nil, nil))
          case .content, .primary, .decoration: break
          }
        }
        for child in node.children.reversed() {
          switch nodes[child].role {
          case .content, .primary: stack.append((child, path, outerFrame, tag, givenBelow))
          case .background, .overlay, .decoration: break
          }
        }
        continue
      }
      records.append(
        ViewRecord(
          id: tag.map { "\($0.base)" }, type: node.kind.name, path: path, frame: node.frame,
          outerFrame: outerFrame, firstBaseline: node.firstBaseline, lastBaseline: node.lastBaseline,
          lines: node.lines))
      for (position, child) in node.children.enumerated().reversed() {
        stack.append((child, path + ".children[\(position)]", nil, nil, nil))
      }
    }
    return records
  }

  /// The view tagged with `id` (`.id("name")`, or a scene's `"id"`): its frame before and after
  /// its modifiers, baselines and text lines. Ids compare by their text.
  public func view(id: String) -> ViewRecord? {
    views.first { $0.id == id }
  }

  /// The result as the JSON of `docs/scenes.md` ("Layout result"): deterministic key order,
  /// numbers written with enough digits to round-trip a Double.
  public var json: String {
    func number(_ value: CGFloat) -> String { JSONWriter.number(Double(value)) }
    func string(_ text: String) -> String { JSONWriter.string(text) }
    func rect(_ r: CGRect) -> String {
      "{\"x\": \(number(r.minX)), \"y\": \(number(r.minY)), \"width\": \(number(r.width)), \"height\": \(number(r.height))}"
    }
    let entries = views.map { view -> String in
      var fields: [String] = []
      if let id = view.id { fields.append("\"id\": \(string(id))") }
      fields.append("\"type\": \(string(view.type))")
      fields.append("\"path\": \(string(view.path))")
      fields.append("\"frame\": \(rect(view.frame))")
      fields.append("\"outerFrame\": \(rect(view.outerFrame))")
      if let first = view.firstBaseline { fields.append("\"firstBaseline\": \(number(first))") }
      if let last = view.lastBaseline { fields.append("\"lastBaseline\": \(number(last))") }
      if view.type == "Text" {
        let lines = view.lines.map {
          "{\"baseline\": \(number($0.baseline)), \"x\": \(number($0.x)), \"width\": \(number($0.width)), "
            + "\"range\": [\($0.range.lowerBound), \($0.range.upperBound)]}"
        }
        fields.append("\"lines\": [" + lines.joined(separator: ", ") + "]")
      }
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    return "{\n  \"size\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},\n  \"nodes\": [\n"
      + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }
}
