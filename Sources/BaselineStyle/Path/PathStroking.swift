import Foundation

extension Path {
  /// The area a stroke of `style` paints, as a path to fill (SwiftUI's `strokedPath(_:)`): the
  /// path dashed by the style's pattern, each line widened to `lineWidth` with the style's caps
  /// and joins (a miter longer than `miterLimit` line widths is beveled), curves flattened, the
  /// pieces joined by `union` (closed subpaths of lines, no overlaps; a stroke whose pieces cross
  /// more often than the boolean operations allow is given as its overlapping pieces, which
  /// fill the same by the nonzero rule). An empty path for a width that is not above 0 or not
  /// finite.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let width = style.lineWidth
    guard width.isFinite, width > 0 else { return Path() }
    let half = width / 2
    let lines = style.dash.isEmpty ? self : dashed(style.dash, phase: style.dashPhase.isFinite ? style.dashPhase : 0)
    var pieces = StrokePieces(half: half, flatness: Path.flatness)
    for polyline in lines.polylines(flatness: Path.flatness) {
      var points: [CGPoint] = []
      for point in polyline.points where points.last != point { points.append(point) }
      if polyline.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
      guard points.count > 1 else {
        // A lone point shows only its caps.
        if let point = points.first { pieces.dot(at: point, cap: style.lineCap) }
        continue
      }
      let closed = polyline.isClosed && points.count > 2
      let count = closed ? points.count : points.count - 1
      for index in 0..<count { pieces.segment(points[index], points[(index + 1) % points.count]) }
      let corners = closed ? Array(points.indices) : Array(points.indices.dropFirst().dropLast())
      for index in corners {
        let previous = points[(index + points.count - 1) % points.count]
        let next = points[(index + 1) % points.count]
        pieces.join(previous, points[index], next, style.lineJoin, miterLimit: style.miterLimit)
      }
      if !closed {
        pieces.cap(at: points[0], awayFrom: points[1], style.lineCap)
        pieces.cap(at: points[points.count - 1], awayFrom: points[points.count - 2], style.lineCap)
      }
    }
    // Too dense to join within the boolean operations' limits: the overlapping pieces, all
    // turned one way, which fill the same by the nonzero rule.
    return PathBoolean(pieces.path, Path(), eoFill: false).area { inside, _ in inside } ?? pieces.path
  }
}

/// The polygons a stroke is made of, each turned the same way so that their nonzero union is
/// the stroke's area.
private struct StrokePieces {
  let half: CGFloat
  let flatness: CGFloat
  var path = Path()

  /// Adds a polygon, turned clockwise on screen (positive area in y-down coordinates).
  mutating func add(_ points: [CGPoint]) {
    guard points.count > 2 else { return }
    var area: CGFloat = 0
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
    guard area != 0, area.isFinite else { return }
    let ordered = area > 0 ? points : points.reversed()
    path.move(to: ordered[0])
    for point in ordered.dropFirst() { path.addLine(to: point) }
    path.closeSubpath()
  }

  /// The unit normal of the line from `a` to `b` (a quarter turn of its direction).
  private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    return CGPoint(x: -dy / length, y: dx / length)
  }

  private func offset(_ point: CGPoint, _ direction: CGPoint, _ distance: CGFloat) -> CGPoint {
    CGPoint(x: point.x + direction.x * distance, y: point.y + direction.y * distance)
  }

  /// A line's rectangle, `half` either side.
  mutating func segment(_ a: CGPoint, _ b: CGPoint) {
    let n = normal(a, b)
    add([offset(a, n, half), offset(b, n, half), offset(b, n, -half), offset(a, n, -half)])
  }

  /// A circle of radius `half` about `center`, in enough sides to stay within `flatness`.
  mutating func disc(_ center: CGPoint) {
    let ratio = 1 - min(flatness / half, 1)
    let sides = min(max(Int((CGFloat.pi / acos(ratio)).rounded(.up)), 8), 128)
    add((0..<sides).map { index in
      let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(sides)
      return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
    })
  }

  /// The corner at `corner` between the lines from `previous` and to `next`, on its outer side.
  mutating func join(_ previous: CGPoint, _ corner: CGPoint, _ next: CGPoint, _ style: CGLineJoin, miterLimit: CGFloat) {
    if style == .round { return disc(corner) }
    let (n1, n2) = (normal(previous, corner), normal(corner, next))
    let d1 = CGPoint(x: corner.x - previous.x, y: corner.y - previous.y)
    let d2 = CGPoint(x: next.x - corner.x, y: next.y - corner.y)
    let cross = d1.x * d2.y - d1.y * d2.x
    guard cross != 0 else { return }  // straight on (or back: the rectangles meet)
    // The outer side is away from the turn.
    let side: CGFloat = cross > 0 ? -1 : 1
    let p1 = offset(corner, n1, side * half)
    let p2 = offset(corner, n2, side * half)
    guard style == .miter else { return add([corner, p1, p2]) }
    // The miter's tip: where the two outer edges meet; its length over the line width is
    // 1 / sin(half the angle between the lines).
    let cosine = (n1.x * n2.x + n1.y * n2.y)
    let sineOfHalf = ((1 + cosine) / 2).squareRoot()
    guard sineOfHalf > 0, 1 / sineOfHalf <= miterLimit else { return add([corner, p1, p2]) }
    let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
    let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let tip = offset(corner, CGPoint(x: bisector.x / length, y: bisector.y / length), side * half / sineOfHalf)
    add([corner, p1, tip, p2])
  }

  /// The cap at `end`, the line coming from `from`.
  mutating func cap(at end: CGPoint, awayFrom from: CGPoint, _ style: CGLineCap) {
    switch style {
    case .butt: return
    case .round: disc(end)
    case .square:
      let (dx, dy) = (end.x - from.x, end.y - from.y)
      let length = (dx * dx + dy * dy).squareRoot()
      let outward = CGPoint(x: dx / length * half, y: dy / length * half)
      let beyond = CGPoint(x: end.x + outward.x, y: end.y + outward.y)
      let n = normal(from, end)
      add([offset(end, n, half), offset(beyond, n, half), offset(beyond, n, -half), offset(end, n, -half)])
    }
  }

  /// A lone point: a square or a disc for square and round caps, nothing for butt.
  mutating func dot(at point: CGPoint, cap: CGLineCap) {
    switch cap {
    case .butt: return
    case .round: disc(point)
    case .square:
      add([
        CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
        CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half),
      ])
    }
  }
}
