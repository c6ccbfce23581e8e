public import Foundation

/// A property a designer expects of a layout, checked against a `LayoutResult`: views that
/// share a baseline or an edge, a view whose content stays inside it, texts shown whole.
///
/// Views are named by their `.id(...)` (a scene's `"id"`); a name matches an id equal to it, or
/// whose text is the name (so `"3"` names `.id(3)`). The outermost node with the id stands for
/// the view, as `LayoutResult[id:]` does.
///
/// ```swift
/// let failures = result.failures(of: .sameFirstBaseline(["label", "field", "toggle"]))
/// ```
public enum LayoutCheck: Sendable, Hashable, CustomStringConvertible {
  /// An edge or center line of a view's frame.
  public enum Line: String, Sendable, Hashable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The vertical center line (its x).
    case centerX
    /// The horizontal center line (its y).
    case centerY
  }

  /// The views' first text baselines are one y.
  case sameFirstBaseline([String])
  /// The views' last text baselines are one y.
  case sameLastBaseline([String])
  /// The views' frames share an edge or center line.
  case sameLine(Line, [String])
  /// Every view inside the named one (or inside the whole layout, for nil) lies within its frame.
  case noOverflow(String?)
  /// No text (inside the named view, or anywhere, for nil) is truncated, or clipped by a frame
  /// smaller than its lines.
  case noTruncation(String?)

  /// The check in words (`same first baseline: a, b`).
  public var description: String {
    switch self {
    case .sameFirstBaseline(let ids): "same first baseline: \(ids.joined(separator: ", "))"
    case .sameLastBaseline(let ids): "same last baseline: \(ids.joined(separator: ", "))"
    case .sameLine(let line, let ids): "same \(line.rawValue): \(ids.joined(separator: ", "))"
    case .noOverflow(let id): "no overflow" + (id.map { " in \($0)" } ?? "")
    case .noTruncation(let id): "no truncation" + (id.map { " in \($0)" } ?? "")
    }
  }
}

/// Why a check failed: a message naming the offending values, and the nodes (indices into
/// `LayoutResult.nodes`) to highlight in a failure picture.
public struct LayoutCheckFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The check that failed.
  public var check: LayoutCheck
  /// What failed, naming the views and the values.
  public var message: String
  /// The nodes involved (indices into `LayoutResult.nodes`).
  public var nodes: [Int]

  /// The check and the message.
  public var description: String { "\(check): \(message)" }
}

extension LayoutResult {
  /// The largest difference, in points, between values that count as equal in checks: results
  /// are unrounded, so values meant to be equal agree far more closely than this.
  public static let checkTolerance: CGFloat = 0.001

  /// The index of the outermost node whose id is `name` (or whose id's text is), if any.
  public func nodeIndex(named name: String) -> Int? {
    let key = AnyHashable(name)
    return nodes.firstIndex { node in
      guard let id = node.id else { return false }
      return id == key || "\(id.base)" == name
    }
  }

  /// What fails of `check` (empty when it holds). A name that matches no view is a failure.
  public func failures(of check: LayoutCheck, tolerance: CGFloat = LayoutResult.checkTolerance) -> [LayoutCheckFailure] {
    func failure(_ message: String, _ nodes: [Int]) -> [LayoutCheckFailure] {
      [LayoutCheckFailure(check: check, message: message, nodes: nodes)]
    }
    func named(_ ids: [String]) -> Result<[(String, Int)], LayoutCheckFailure> {
      var found: [(String, Int)] = []
      for id in ids {
        guard let index = nodeIndex(named: id) else {
          return .failure(LayoutCheckFailure(check: check, message: "no view has the id \"\(id)\"", nodes: []))
        }
        found.append((id, index))
      }
      return .success(found)
    }
    /// Values that must agree: the failure lists each view's value.
    func agree(_ ids: [String], what: String, _ value: (Node) -> CGFloat?) -> [LayoutCheckFailure] {
      switch named(ids) {
      case .failure(let failure): return [failure]
      case .success(let views):
        var values: [(String, Int, CGFloat)] = []
        for (id, index) in views {
          guard let v = value(nodes[index]) else { return failure("\(id) has no \(what)", [index]) }
          values.append((id, index, v))
        }
        guard let low = values.map(\.2).min(), let high = values.map(\.2).max(), high - low > tolerance else { return [] }
        let listed = values.map { "\($0.0) \(checkNumber($0.2))" }.joined(separator: ", ")
        return failure("\(what)s differ by \(checkNumber(high - low)): \(listed)", values.map(\.1))
      }
    }
    switch check {
    case .sameFirstBaseline(let ids):
      return agree(ids, what: "first baseline") { $0.firstBaseline }
    case .sameLastBaseline(let ids):
      return agree(ids, what: "last baseline") { $0.lastBaseline }
    case .sameLine(let line, let ids):
      return agree(ids, what: line.rawValue) { node in
        let f = node.frame
        switch line {
        case .leading: return f.minX
        case .trailing: return f.maxX
        case .top: return f.minY
        case .bottom: return f.maxY
        case .centerX: return f.midX
        case .centerY: return f.midY
        }
      }
    case .noOverflow(let id):
      let scope: (index: Int?, frame: CGRect)
      if let id {
        guard let index = nodeIndex(named: id) else { return failure("no view has the id \"\(id)\"", []) }
        scope = (index, nodes[index].frame)
      } else {
        scope = (nil, CGRect(origin: .zero, size: size))
      }
      let bounds = scope.frame.insetBy(dx: -tolerance, dy: -tolerance)
      let outside = descendants(of: scope.index).filter { index in
        let frame = nodes[index].frame
        return frame.width > 0 && frame.height > 0 && !bounds.contains(frame)
      }
      guard !outside.isEmpty else { return [] }
      let listed = outside.prefix(5).map { "\(describeNode($0)) \(describeRect(nodes[$0].frame))" }.joined(separator: ", ")
      let more = outside.count > 5 ? " and \(outside.count - 5) more" : ""
      return failure("\(outside.count) view\(outside.count == 1 ? "" : "s") outside \(describeRect(scope.frame)): \(listed)\(more)", outside)
    case .noTruncation(let id):
      var scope: Int? = nil
      if let id {
        guard let index = nodeIndex(named: id) else { return failure("no view has the id \"\(id)\"", []) }
        scope = index
      }
      var cut: [(Int, String)] = []
      for index in descendants(of: scope) + (scope.map { [$0] } ?? []) {
        guard let how = textCut(at: index, tolerance: tolerance), let text = nodes[index].text else { continue }
        let frame = nodes[index].frame
        let measured = text.measured.size
        switch how {
        case .truncated:
          cut.append((index, "\"\(text.string.prefix(40))\" is truncated"))
        case .clipped:
          cut.append((index, "\"\(text.string.prefix(40))\" needs \(checkNumber(measured.width)) x \(checkNumber(measured.height)) in \(checkNumber(frame.width)) x \(checkNumber(frame.height))"))
        }
      }
      guard !cut.isEmpty else { return [] }
      return failure(cut.map(\.1).joined(separator: "; "), cut.map(\.0))
    }
  }

  /// How a text is not shown whole (`LayoutCheck.noTruncation`'s rule, which `baseline preview`
  /// reports too).
  package enum TextCut {
    /// Cut off with an ellipsis.
    case truncated
    /// In a frame smaller than its lines by more than the tolerance.
    case clipped
  }

  /// How the text at `index` is not shown whole, or nil when it is (or the node has no text).
  package func textCut(at index: Int, tolerance: CGFloat = LayoutResult.checkTolerance) -> TextCut? {
    guard let text = nodes[index].text else { return nil }
    if text.measured.isTruncated { return .truncated }
    let frame = nodes[index].frame
    let measured = text.measured.size
    return measured.width > frame.width + tolerance || measured.height > frame.height + tolerance ? .clipped : nil
  }

  /// The indices of every node below `index` (every node but the root's ancestors, for nil).
  private func descendants(of index: Int?) -> [Int] {
    guard let index else { return Array(nodes.indices.dropFirst()) }
    var found: [Int] = []
    var stack = nodes[index].children
    while let next = stack.popLast() {
      found.append(next)
      stack += nodes[next].children
    }
    return found.sorted()
  }

  private func describeNode(_ index: Int) -> String {
    let node = nodes[index]
    if let id = node.id { return "\(node.kind.name) #\(id.base)" }
    return node.kind.name
  }
}

/// A number for check messages: up to three decimals.
private func checkNumber(_ value: CGFloat) -> String {
  let rounded = (value * 1000).rounded() / 1000
  let text = "\(rounded == 0 ? 0 : rounded)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

private func describeRect(_ rect: CGRect) -> String {
  "(\(checkNumber(rect.minX)), \(checkNumber(rect.minY)), \(checkNumber(rect.width)), \(checkNumber(rect.height)))"
}
