public import Foundation

/// A view's spacing preferences on each edge, used by stacks to choose the default distance
/// between neighbours (see layout-rules §5.1).
///
/// Each edge holds values by category. Two neighbours' facing edges are compared category by
/// category (the largest matched value wins); with no category in common, uncategorized values
/// decide (the larger wins); with none at all the distance is the default, 8.
public struct ViewSpacing: Sendable, Hashable {
  /// Metrics of the text at a text view's edge, for the text-aware spacing rules.
  struct TextMetrics: Sendable, Hashable {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var pixelLength: CGFloat?

    /// `ascent + descent` plus 10 % (rounded up to the pixel when a scale is set).
    var defaultTextSpacing: CGFloat { roundUp(0.1 * (ascent + descent), pixelLength) }
    var defaultLineSpacing: CGFloat { ascent + descent + defaultTextSpacing }
  }

  enum Category: Hashable, Sendable {
    case textToText, textBaseline, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText
  }

  enum Value: Hashable, Sendable {
    case distance(CGFloat)
    /// The metrics of a text's first line (on its top edge).
    case topTextMetrics(TextMetrics)
    /// The metrics of a text's last line (on its bottom edge).
    case bottomTextMetrics(TextMetrics)
  }

  struct Key: Hashable, Sendable {
    var category: Category?
    var edge: Edge
  }

  var values: [Key: Value]

  init(values: [Key: Value]) {
    self.values = values
  }

  /// No preferences: the default distance applies against any neighbour.
  public init() {
    values = [:]
  }

  /// Zero on every edge against any neighbour.
  public static let zero = ViewSpacing(values: [
    Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .bottom): .distance(0),
    Key(category: nil, edge: .leading): .distance(0), Key(category: nil, edge: .trailing): .distance(0),
  ])

  /// The platform default distance between views with no other preference.
  public static let defaultDistance: CGFloat = 8

  /// The spacing of a leaf that is not text (a color, a shape): it takes text-aware distances
  /// from text neighbours and the default from everything else.
  static let leaf = ViewSpacing(values: [
    Key(category: .edgeBelowText, edge: .top): .distance(0),
    Key(category: .edgeAboveText, edge: .bottom): .distance(0),
    Key(category: .edgeRightText, edge: .leading): .distance(0),
    Key(category: .edgeLeftText, edge: .trailing): .distance(0),
  ])

  /// A Spacer's: 0 against anything on the edges of its axis (both axes when it has none).
  static func spacer(axis: Axis?) -> ViewSpacing {
    var values: [Key: Value] = [:]
    if axis != .vertical {
      values[Key(category: nil, edge: .leading)] = .distance(0)
      values[Key(category: nil, edge: .trailing)] = .distance(0)
    }
    if axis != .horizontal {
      values[Key(category: nil, edge: .top)] = .distance(0)
      values[Key(category: nil, edge: .bottom)] = .distance(0)
    }
    return ViewSpacing(values: values)
  }

  /// A text view's: text-to-text, baseline and text-edge rules on the top and bottom edges.
  static func text(
    first: TextMetrics, last: TextMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat,
    height: CGFloat, capHeight: CGFloat
  ) -> ViewSpacing {
    ViewSpacing(values: [
      Key(category: .textToText, edge: .top): .bottomTextMetrics(first),
      Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
      Key(category: .edgeAboveText, edge: .top): .distance(first.defaultLineSpacing - first.ascent),
      Key(category: .textToText, edge: .bottom): .topTextMetrics(last),
      Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
      Key(category: .edgeBelowText, edge: .bottom): .distance(
        max(last.defaultLineSpacing - capHeight, last.defaultTextSpacing + last.descent)),
    ])
  }

  /// Merges another view's preferences into this one, keeping the larger value per key.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for (key, value) in other.values where edges.contains(Edge.Set(key.edge)) {
      if let existing = values[key], case .distance(let a) = existing, case .distance(let b) = value {
        values[key] = .distance(max(a, b))
      } else if values[key] == nil {
        values[key] = value
      }
    }
  }

  /// The union of this and another spacing.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// This spacing with the given edges reset to a plain leaf's (used by padding and frames).
  func resettingEdges(_ edges: Edge.Set) -> ViewSpacing {
    var result = ViewSpacing(values: values.filter { !edges.contains(Edge.Set($0.key.edge)) })
    for (key, value) in ViewSpacing.leaf.values where edges.contains(Edge.Set(key.edge)) {
      result.values[key] = value
    }
    return result
  }

  /// The distance from a view with this spacing to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let trailingEdge: Edge = axis == .horizontal ? .trailing : .bottom
    let leadingEdge: Edge = axis == .horizontal ? .leading : .top
    var best = -CGFloat.infinity
    var matched = false
    for (key, value) in values where key.edge == trailingEdge && key.category != nil {
      guard let other = next.values[Key(category: key.category, edge: leadingEdge)] else { continue }
      let combined: CGFloat?
      switch (value, other) {
      case (.distance(let a), .distance(let b)): combined = a + b
      case (.topTextMetrics, .bottomTextMetrics(let lower)): combined = roundUp(lower.leading, lower.pixelLength)
      case (.distance(let a), _): combined = a
      case (_, .distance(let b)): combined = b
      default: combined = nil
      }
      if let combined {
        best = max(best, combined)
        matched = true
      }
    }
    if matched { return best }
    let mine = values[Key(category: nil, edge: trailingEdge)]
    let theirs = next.values[Key(category: nil, edge: leadingEdge)]
    if mine != nil || theirs != nil {
      var result = -CGFloat.infinity
      if case .distance(let a)? = mine { result = max(result, a) }
      if case .distance(let b)? = theirs { result = max(result, b) }
      if result > -.infinity { return result }
    }
    return ViewSpacing.defaultDistance
  }
}

/// Rounds up to a multiple of `pixel` (unchanged when nil or not positive).
func roundUp(_ value: CGFloat, _ pixel: CGFloat?) -> CGFloat {
  guard let pixel, pixel > 0 else { return value }
  return (value / pixel).rounded(.up) * pixel
}
