public import Foundation

// What is measured on a path rather than built: its bounds, whether it contains a point, a
// part of its length, and its dashes. Curves are measured exactly for bounds and through
// polylines (within `flatness` of the curve) for the rest.

extension Path {
  /// How far the polylines that stand for curves may stray from them, in points.
  package static let flatness: CGFloat = 0.05

  /// The smallest rectangle that holds every segment (curves by their extremes, not their
  /// control points), as Core Graphics' `boundingBoxOfPath`; `.null` for a path with no finite
  /// point.
  public var boundingRect: CGRect {
    var bounds = CGRect.null
    func include(_ point: CGPoint) {
      guard point.x.isFinite, point.y.isFinite else { return }
      bounds = bounds.union(CGRect(origin: point, size: .zero))
    }
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        include(point)
        (current, start) = (point, point)
      case .line(let point):
        include(point)
        current = point
      case .quadCurve(let point, let control):
        include(point)
        for t in Path.extremes(quadratic: (current.x, control.x, point.x)) + Path.extremes(quadratic: (current.y, control.y, point.y)) {
          include(Path.point(at: t, quadratic: (current, control, point)))
        }
        current = point
      case .curve(let point, let c1, let c2):
        include(point)
        for t in Path.extremes(cubic: (current.x, c1.x, c2.x, point.x)) + Path.extremes(cubic: (current.y, c1.y, c2.y, point.y)) {
          include(Path.point(at: t, cubic: (current, c1, c2, point)))
        }
        current = point
      case .closeSubpath:
        current = start
      }
    }
    return bounds
  }

  /// Whether `point` is inside the path's filled area: by the nonzero winding rule, or the
  /// even-odd rule when `eoFill`. Open subpaths count as closed.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for polyline in polylines(flatness: Path.flatness) {
      let points = polyline.points
      guard points.count > 1 else { continue }
      for index in points.indices { winding += Path.windingStep(points[index], points[(index + 1) % points.count], about: point) }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// What the edge from `a` to `b` adds to the winding number about `point`: +1 when it crosses
  /// the horizontal through `point` upward with `point` on its left, -1 downward with `point` on
  /// its right, else 0 (an edge ending on the line counts at its lower end only).
  package static func windingStep(_ a: CGPoint, _ b: CGPoint, about point: CGPoint) -> Int {
    let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    if a.y <= point.y { return b.y > point.y && side > 0 ? 1 : 0 }
    return b.y <= point.y && side < 0 ? -1 : 0
  }

  /// The part of the path from fraction `from` to fraction `to` of its length (clamped to
  /// 0...1), as SwiftUI's `trimmedPath(from:to:)`: lines along the curves, each subpath's part
  /// open. An empty path when `to` is not above `from`.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = min(max(from.isFinite ? from : 0, 0), 1)
    let end = min(max(to.isFinite ? to : 1, 0), 1)
    guard end > start else { return Path() }
    let lines = polylines(flatness: Path.flatness).map { $0.closedPoints }
    let total = lines.reduce(0) { $0 + Path.length(of: $1) }
    guard total > 0 else { return Path() }
    if start == 0, end == 1 { return self }
    return Path.cut(lines, keeping: [(start * total, end * total)])
  }

  /// The dashes of the path: `pattern` (dash, gap, dash, ...) laid along each subpath from
  /// `phase`, as open subpaths of lines.
  package func dashed(_ pattern: [CGFloat], phase: CGFloat) -> Path {
    let cycle = pattern.reduce(0, +)
    guard cycle > 0 else { return self }
    var result = Path()
    for polyline in polylines(flatness: Path.flatness) {
      let points = polyline.closedPoints
      let length = Path.length(of: points)
      var kept: [(CGFloat, CGFloat)] = []
      var position = -(phase.truncatingRemainder(dividingBy: cycle) + (phase < 0 ? cycle : 0))
      var index = 0
      while position < length, kept.count < 100_000 {
        let next = position + pattern[index % pattern.count]
        if index % 2 == 0, next > 0 { kept.append((max(position, 0), min(next, length))) }
        position = next
        index += 1
      }
      result.addPath(Path.cut([points], keeping: kept))
    }
    return result
  }

  // MARK: - Polylines

  /// A subpath as points along it.
  package struct Polyline {
    package var points: [CGPoint]
    package var isClosed: Bool
    /// The points, ending with the first again when the subpath is closed.
    package var closedPoints: [CGPoint] { isClosed && points.count > 1 ? points + [points[0]] : points }
  }

  /// Each subpath as points within `flatness` of its curves; elements with a non-finite point
  /// are left out.
  package func polylines(flatness: CGFloat) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var closed = false
    func finish() {
      if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
      closed = false
    }
    func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        if finite(point) { current = [point] }
      case .line(let point):
        guard finite(point) else { continue }
        current.append(point)
      case .quadCurve(let point, let control):
        guard finite(point, control), let last = current.last else { continue }
        let bend = hypot(last.x - 2 * control.x + point.x, last.y - 2 * control.y + point.y)
        let pieces = Path.pieces(bend / 4, flatness)
        for piece in 1...pieces { current.append(Path.point(at: CGFloat(piece) / CGFloat(pieces), quadratic: (last, control, point))) }
      case .curve(let point, let c1, let c2):
        guard finite(point, c1, c2), let last = current.last else { continue }
        let bend = max(
          hypot(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y), hypot(c1.x - 2 * c2.x + point.x, c1.y - 2 * c2.y + point.y))
        let pieces = Path.pieces(bend * 3 / 4, flatness)
        for piece in 1...pieces { current.append(Path.point(at: CGFloat(piece) / CGFloat(pieces), cubic: (last, c1, c2, point))) }
      case .closeSubpath:
        closed = true
        let start = current.first
        finish()
        // A segment after a close starts at the closed subpath's start.
        if let start { current = [start] }
      }
    }
    finish()
    return result.filter { $0.points.count > 1 || !$0.isClosed }
  }

  /// How many equal pieces keep a curve whose second differences are `bend` within `flatness`
  /// (the error of n pieces is about bend / n²), at most 1,000.
  private static func pieces(_ bend: CGFloat, _ flatness: CGFloat) -> Int {
    guard bend.isFinite, bend > flatness else { return 1 }
    return min(1000, Int((bend / flatness).squareRoot().rounded(.up)))
  }

  private static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  /// The parts of `lines` (taken one after another) between the given distances along them.
  private static func cut(_ lines: [[CGPoint]], keeping ranges: [(CGFloat, CGFloat)]) -> Path {
    var result = Path()
    var offset: CGFloat = 0
    for points in lines {
      for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() {
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { offset += length }
        guard length > 0 else { continue }
        for (low, high) in ranges where high > offset && low < offset + length {
          let t0 = max(0, (low - offset) / length)
          let t1 = min(1, (high - offset) / length)
          let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
          let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
          // Continue the current piece when it ends where this one starts.
          if index > 0, t0 == 0, result.currentPoint == p0, low < offset {
            result.addLine(to: p1)
          } else {
            result.move(to: p0)
            result.addLine(to: p1)
          }
        }
      }
    }
    return result
  }

  // MARK: - Curves

  static func point(at t: CGFloat, quadratic p: (CGPoint, CGPoint, CGPoint)) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p.0.x + 2 * u * t * p.1.x + t * t * p.2.x, y: u * u * p.0.y + 2 * u * t * p.1.y + t * t * p.2.y)
  }

  static func point(at t: CGFloat, cubic p: (CGPoint, CGPoint, CGPoint, CGPoint)) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(x: a * p.0.x + b * p.1.x + c * p.2.x + d * p.3.x, y: a * p.0.y + b * p.1.y + c * p.2.y + d * p.3.y)
  }

  /// Where a quadratic's coordinate turns (its derivative's root inside 0...1).
  static func extremes(quadratic v: (CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
    let denominator = v.0 - 2 * v.1 + v.2
    guard denominator != 0 else { return [] }
    let t = (v.0 - v.1) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  /// Where a cubic's coordinate turns (its derivative's roots inside 0...1).
  static func extremes(cubic v: (CGFloat, CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
    // The derivative / 3 is a t² + b t + c.
    let a = -v.0 + 3 * v.1 - 3 * v.2 + v.3
    let b = 2 * (v.0 - 2 * v.1 + v.2)
    let c = v.1 - v.0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
      if b != 0 { roots = [-c / b] }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}
