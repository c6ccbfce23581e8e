import Foundation

// Boolean operations on paths (SwiftUI's `union`, `intersection`, `subtracting`,
// `symmetricDifference`, `lineIntersection`, `lineSubtraction`, `normalized`).
//
// The rule, written once here:
// - Curves are flattened into lines within `Path.flatness` (as `contains` and the renderers'
//   trimming do), every subpath counting as closed for its area, and points are snapped to a
//   grid of 1/4,096 point so that crossings found from either side land on one point.
// - The two paths' lines are cut where they cross or touch (each crossing worked out once and
//   both lines cut at that one point); each piece of boundary is kept when the result's area
//   lies on exactly one side of it (probed 1/65,536 point either side of its middle, each path's
//   winding counted over its own pieces, by its fill rule), turned so that the area is on its
//   left; pieces both paths share are kept once. The kept pieces are joined into closed
//   subpaths of lines.
// - The result's subpaths wind once around their area and never cross, so it fills the same by
//   the nonzero and the even-odd rule; it matches the operation exactly except within half a
//   grid step (1/8,192 point) of a boundary, where snapping may move it.
// - The line operations cut this path's lines (open subpaths stay open) where the other's
//   boundary crosses them and keep the pieces inside (or outside) the other's area.
// - Limits on huge input, so that an operation never hangs: curves are flattened more coarsely
//   while the two paths have more than 5,000 points together, and paths whose lines cross more
//   than 50,000 times (a scribble of thousands of random lines) give an empty path.

extension Path {
  /// The area inside this path or `other` (each filled by the even-odd rule when `eoFill`,
  /// else nonzero), as closed subpaths of lines.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).area { $0 || $1 } ?? Path()
  }

  /// The area inside both this path and `other`.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).area { $0 && $1 } ?? Path()
  }

  /// The area inside this path and not inside `other`.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).area { $0 && !$1 } ?? Path()
  }

  /// The area inside exactly one of this path and `other`.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).area { $0 != $1 } ?? Path()
  }

  /// This path's lines where they are inside `other`'s area, as open subpaths (a closed subpath
  /// wholly inside stays closed).
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).lines(inside: true)
  }

  /// This path's lines where they are outside `other`'s area.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean(self, other, eoFill: eoFill).lines(inside: false)
  }

  /// The path's area (by the even-odd rule when `eoFill`, else nonzero) as subpaths that do not
  /// cross or overlap.
  public func normalized(eoFill: Bool = true) -> Path {
    PathBoolean(self, Path(), eoFill: eoFill).area { inside, _ in inside } ?? Path()
  }
}

/// The two paths of a boolean operation, flattened, snapped and cut where their lines meet.
struct PathBoolean {
  /// The grid points are snapped to, per point.
  static let grid: CGFloat = 4_096
  /// How far either side of a piece's middle its sides are probed, in points.
  static let probe: CGFloat = 1.0 / 65_536
  /// The most line segments an operation takes from both paths together; past it the paths'
  /// curves are flattened more coarsely (a documented limit on huge input, not a hang).
  static let maximumSegments = 5_000
  /// The most places where lines may cross or touch; past it the operation gives an empty path.
  static let maximumCrossings = 50_000

  /// A line between two snapped points, from the first path (`source` 0) or the second.
  struct Segment {
    var start: CGPoint
    var end: CGPoint
    let source: Int
    /// Which subpath of its path it belongs to, and its place in it.
    let subpath: Int
    let index: Int
  }

  /// Each path's subpaths as rings of snapped points (closed for the area rule).
  let rings: [[[CGPoint]]]
  /// Each path's ring edges by horizontal band, for the winding test.
  let bands: [EdgeBands]
  /// Each path's subpaths as it draws them: open ones stay open.
  let polylines: [Path.Polyline]
  let eoFill: Bool

  init(_ first: Path, _ second: Path, eoFill: Bool) {
    self.eoFill = eoFill
    var flatness = Path.flatness
    var lines = (first.polylines(flatness: flatness), second.polylines(flatness: flatness))
    // Huge curves: flatten more coarsely until the segments fit.
    while lines.0.reduce(0, { $0 + $1.points.count }) + lines.1.reduce(0, { $0 + $1.points.count }) > Self.maximumSegments,
      flatness < 1_000
    {
      flatness *= 4
      lines = (first.polylines(flatness: flatness), second.polylines(flatness: flatness))
    }
    func snapped(_ polyline: Path.Polyline) -> [CGPoint] {
      var points: [CGPoint] = []
      for point in polyline.points.map(Self.snap) where points.last != point { points.append(point) }
      if points.count > 1, points.first == points.last { points.removeLast() }
      return points
    }
    rings = [lines.0.map(snapped), lines.1.map(snapped)]
    bands = rings.map(EdgeBands.init)
    polylines = lines.0.map { Path.Polyline(points: snapped($0), isClosed: $0.isClosed) }
  }

  static func snap(_ point: CGPoint) -> CGPoint {
    func snap(_ value: CGFloat) -> CGFloat {
      let limited = min(max(value, -LayoutLimits.maximumLength), LayoutLimits.maximumLength)
      return (limited * grid).rounded() / grid
    }
    return CGPoint(x: snap(point.x), y: snap(point.y))
  }

  // MARK: Areas

  /// The area where `keep` says yes, given whether a point is inside the first and the second
  /// path; nil when the paths' lines cross more than `maximumCrossings` times.
  func area(_ keep: (Bool, Bool) -> Bool) -> Path? {
    var segments: [Segment] = []
    for (source, paths) in rings.enumerated() {
      for (subpath, ring) in paths.enumerated() where ring.count > 1 {
        for index in ring.indices {
          let next = ring[(index + 1) % ring.count]
          if ring[index] != next {
            segments.append(Segment(start: ring[index], end: next, source: source, subpath: subpath, index: index))
          }
        }
      }
    }
    // Cut, keep each undirected piece once, and keep the boundary of the area.
    var seen = Set<PieceKey>()
    var kept: [(CGPoint, CGPoint)] = []
    guard let pieces = Self.cut(segments) else { return nil }
    // Each path's winding is counted over its own pieces, which lie exactly where the probes
    // are taken from (a piece between snapped crossings is off its line by up to half a grid
    // step, more than the probe distance).
    let cutBands = (0..<2).map { source in
      EdgeBands(edges: pieces.filter { $0.source == source }.map { ($0.start, $0.end) })
    }
    func inside(_ point: CGPoint, path: Int) -> Bool {
      let winding = cutBands[path].winding(at: point)
      return eoFill ? winding % 2 != 0 : winding != 0
    }
    for piece in pieces {
      guard seen.insert(PieceKey(piece.start, piece.end)).inserted else { continue }
      let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
      let (dx, dy) = (piece.end.x - piece.start.x, piece.end.y - piece.start.y)
      let length = (dx * dx + dy * dy).squareRoot()
      // The left side (in y-down coordinates, the side a quarter turn counterclockwise on screen).
      let normal = CGPoint(x: dy / length * Self.probe, y: -dx / length * Self.probe)
      let left = CGPoint(x: middle.x + normal.x, y: middle.y + normal.y)
      let right = CGPoint(x: middle.x - normal.x, y: middle.y - normal.y)
      let leftInside = keep(inside(left, path: 0), inside(left, path: 1))
      let rightInside = keep(inside(right, path: 0), inside(right, path: 1))
      guard leftInside != rightInside else { continue }
      kept.append(leftInside ? (piece.start, piece.end) : (piece.end, piece.start))
    }
    return Self.join(kept)
  }

  /// Whether `point` is inside path `path`'s area, by its fill rule.
  func inside(_ point: CGPoint, path: Int) -> Bool {
    let winding = bands[path].winding(at: point)
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// A path's edges sorted into horizontal bands, so that the winding number at a point looks
  /// only at the edges whose heights reach its band.
  struct EdgeBands {
    private var edges: [(CGPoint, CGPoint)] = []
    private var bands: [[Int32]] = []
    private var top: CGFloat = 0
    private var bandHeight: CGFloat = 1

    init(_ rings: [[CGPoint]]) {
      var edges: [(CGPoint, CGPoint)] = []
      for ring in rings where ring.count > 1 {
        for index in ring.indices { edges.append((ring[index], ring[(index + 1) % ring.count])) }
      }
      self.init(edges: edges)
    }

    init(edges: [(CGPoint, CGPoint)]) {
      self.edges = edges
      let ys = edges.flatMap { [$0.0.y, $0.1.y] }
      guard let low = ys.min(), let high = ys.max(), high > low else { return }
      let count = min(max(edges.count / 4, 1), 1_024)
      top = low
      bandHeight = (high - low) / CGFloat(count)
      bands = [[Int32]](repeating: [], count: count)
      for (index, edge) in edges.enumerated() {
        let first = band(min(edge.0.y, edge.1.y))
        let last = band(max(edge.0.y, edge.1.y))
        for band in first...last { bands[band].append(Int32(index)) }
      }
    }

    private func band(_ y: CGFloat) -> Int { min(max(Int((y - top) / bandHeight), 0), bands.count - 1) }

    /// The nonzero winding number of the edges about `point`.
    func winding(at point: CGPoint) -> Int {
      guard !bands.isEmpty, point.y >= top, point.y <= top + bandHeight * CGFloat(bands.count) else { return 0 }
      var winding = 0
      for index in bands[band(point.y)] {
        let (a, b) = edges[Int(index)]
        winding += Path.windingStep(a, b, about: point)
      }
      return winding
    }
  }

  /// A piece of boundary whichever way it runs.
  struct PieceKey: Hashable {
    let a: CGPoint
    let b: CGPoint
    init(_ p: CGPoint, _ q: CGPoint) {
      (a, b) = (p.x, p.y) < (q.x, q.y) ? (p, q) : (q, p)
    }
    func hash(into hasher: inout Hasher) {
      hasher.combine(a.x)
      hasher.combine(a.y)
      hasher.combine(b.x)
      hasher.combine(b.y)
    }
  }

  /// Joins directed pieces into closed subpaths: from each end, the unused piece leaving that
  /// point that turns furthest left (the area being on the left, regions touching at a point
  /// stay apart). A chain that cannot be closed is left out.
  static func join(_ pieces: [(CGPoint, CGPoint)]) -> Path {
    var leaving: [PointKey: [Int]] = [:]
    for (index, piece) in pieces.enumerated() { leaving[PointKey(piece.0), default: []].append(index) }
    var used = [Bool](repeating: false, count: pieces.count)
    var path = Path()
    for first in pieces.indices where !used[first] {
      var chain = [first]
      used[first] = true
      var current = first
      while pieces[current].1 != pieces[first].0 {
        let (from, to) = pieces[current]
        let heading = atan2(to.y - from.y, to.x - from.x)
        let candidates = (leaving[PointKey(to)] ?? []).filter { !used[$0] }
        guard
          let next = candidates.min(by: { turn(heading, pieces[$0]) < turn(heading, pieces[$1]) })
        else { break }
        used[next] = true
        chain.append(next)
        current = next
      }
      guard pieces[current].1 == pieces[first].0, chain.count > 2 else { continue }
      path.move(to: pieces[first].0)
      for index in chain.dropFirst() { path.addLine(to: pieces[index].0) }
      path.closeSubpath()
    }
    return path
  }

  /// The turn from `heading` to a piece's direction, in (-pi, pi]: in y-down coordinates a
  /// positive turn is clockwise on screen (to the right), so the leftmost is the smallest.
  private static func turn(_ heading: CGFloat, _ piece: (CGPoint, CGPoint)) -> CGFloat {
    var turn = atan2(piece.1.y - piece.0.y, piece.1.x - piece.0.x) - heading
    while turn <= -.pi { turn += 2 * .pi }
    while turn > .pi { turn -= 2 * .pi }
    return turn
  }

  struct PointKey: Hashable {
    let x: CGFloat
    let y: CGFloat
    init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
  }

  // MARK: Lines

  /// The first path's lines cut where the second path's boundary meets them, keeping the pieces
  /// inside the second's area (or outside), joined back into runs along each subpath.
  func lines(inside wanted: Bool) -> Path {
    var others: [Segment] = []
    for (subpath, ring) in rings[1].enumerated() where ring.count > 1 {
      for index in ring.indices where ring[index] != ring[(index + 1) % ring.count] {
        others.append(Segment(start: ring[index], end: ring[(index + 1) % ring.count], source: 1, subpath: subpath, index: index))
      }
    }
    var path = Path()
    for (subpath, polyline) in polylines.enumerated() {
      let points = polyline.points
      guard points.count > 1 else { continue }
      var own: [Segment] = []
      let count = polyline.isClosed ? points.count : points.count - 1
      for index in 0..<count {
        let next = points[(index + 1) % points.count]
        if points[index] != next { own.append(Segment(start: points[index], end: next, source: 0, subpath: subpath, index: index)) }
      }
      // The pieces in order along the subpath, each kept or not.
      guard let pieces = Self.cut(own, at: others) else { return Path() }
      var runs: [[CGPoint]] = []
      var run: [CGPoint] = []
      var keptAll = true
      for piece in pieces {
        let middle = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
        let kept = inside(middle, path: 1) == wanted
        keptAll = keptAll && kept
        if kept {
          if run.isEmpty { run = [piece.start] }
          if run.last != piece.start {
            runs.append(run)
            run = [piece.start]
          }
          run.append(piece.end)
        } else if !run.isEmpty {
          runs.append(run)
          run = []
        }
      }
      if !run.isEmpty { runs.append(run) }
      // A closed subpath kept all the way round stays closed; one cut into runs has its last
      // run joined to its first where they meet at the start.
      if polyline.isClosed, keptAll, let whole = runs.first {
        path.move(to: whole[0])
        for point in whole.dropFirst().dropLast() { path.addLine(to: point) }
        path.closeSubpath()
        continue
      }
      if polyline.isClosed, runs.count > 1, let last = runs.last, let first = runs.first, last.last == first.first {
        runs[0] = last + first.dropFirst()
        runs.removeLast()
      }
      for run in runs where run.count > 1 {
        path.move(to: run[0])
        for point in run.dropFirst() { path.addLine(to: point) }
      }
    }
    return path
  }

  // MARK: Cutting

  /// `segments`, each cut where any of `cutters` (nil: the segments themselves) crosses or
  /// touches it, as pieces running the same way, in the order of the segments and along each;
  /// nil past `maximumCrossings`. A crossing is worked out once per pair of lines and snapped
  /// once, and both lines are cut at that same point, so the pieces meet end to end.
  static func cut(_ segments: [Segment], at others: [Segment]? = nil) -> [Segment]? {
    let cutters = others ?? segments
    let cutsBoth = others == nil
    var points = [[CGPoint]](repeating: [], count: segments.count)
    var crossings = 0
    // A sweep from left to right: segments by their left ends, and the cutters whose x ranges
    // reach the current segment's (cutters are let go once they end left of a segment's left
    // end, since every later segment starts further right).
    func low(_ s: Segment) -> CGFloat { min(s.start.x, s.end.x) }
    func high(_ s: Segment) -> CGFloat { max(s.start.x, s.end.x) }
    let order = segments.indices.sorted { low(segments[$0]) < low(segments[$1]) }
    let cutterOrder = cutters.indices.sorted { low(cutters[$0]) < low(cutters[$1]) }
    var active: [Int] = []
    var nextCutter = 0
    for index in order {
      let segment = segments[index]
      let (left, right) = (low(segment), high(segment))
      let (bottom, top) = (min(segment.start.y, segment.end.y), max(segment.start.y, segment.end.y))
      while nextCutter < cutterOrder.count, low(cutters[cutterOrder[nextCutter]]) <= right {
        active.append(cutterOrder[nextCutter])
        nextCutter += 1
      }
      active.removeAll { high(cutters[$0]) < left }
      for cutterIndex in active where !cutsBoth || cutterIndex > index {
        let cutter = cutters[cutterIndex]
        guard low(cutter) <= right, max(cutter.start.y, cutter.end.y) >= bottom, min(cutter.start.y, cutter.end.y) <= top
        else { continue }
        for point in meetings(segment, cutter) {
          // Ends shared with the next line of a subpath are not crossings.
          if isInside(point, segment) {
            points[index].append(point)
            crossings += 1
          }
          if cutsBoth, isInside(point, cutter) {
            points[cutterIndex].append(point)
            crossings += 1
          }
        }
        guard crossings <= maximumCrossings else { return nil }
      }
    }
    var pieces: [Segment] = []
    for (index, segment) in segments.enumerated() {
      let (dx, dy) = (segment.end.x - segment.start.x, segment.end.y - segment.start.y)
      let along = points[index].sorted {
        ($0.x - segment.start.x) * dx + ($0.y - segment.start.y) * dy < ($1.x - segment.start.x) * dx + ($1.y - segment.start.y) * dy
      }
      var ends = [segment.start]
      for point in along where point != ends.last { ends.append(point) }
      if ends.last != segment.end { ends.append(segment.end) }
      for (a, b) in zip(ends, ends.dropFirst()) where a != b {
        pieces.append(Segment(start: a, end: b, source: segment.source, subpath: segment.subpath, index: segment.index))
      }
    }
    return pieces
  }

  /// Whether a point where another line meets `segment` cuts it: not one of its ends, and
  /// between them.
  private static func isInside(_ point: CGPoint, _ segment: Segment) -> Bool {
    guard point != segment.start, point != segment.end else { return false }
    let (dx, dy) = (segment.end.x - segment.start.x, segment.end.y - segment.start.y)
    let t = ((point.x - segment.start.x) * dx + (point.y - segment.start.y) * dy) / (dx * dx + dy * dy)
    return t > 0 && t < 1
  }

  /// Where two lines cross or touch, snapped: a crossing point, or, for two lines on one line,
  /// the ends of each that lie on the other.
  static func meetings(_ a: Segment, _ b: Segment) -> [CGPoint] {
    let (p, r) = (a.start, CGPoint(x: a.end.x - a.start.x, y: a.end.y - a.start.y))
    let (q, s) = (b.start, CGPoint(x: b.end.x - b.start.x, y: b.end.y - b.start.y))
    let (rr, ss) = (r.x * r.x + r.y * r.y, s.x * s.x + s.y * s.y)
    guard rr > 0, ss > 0 else { return [] }
    let denominator = r.x * s.y - r.y * s.x
    let (qpx, qpy) = (q.x - p.x, q.y - p.y)
    // Within half a grid step counts as on a line.
    let tolerance = 0.5 / grid
    if abs(denominator) <= 1e-12 * max(rr, ss) {
      // Parallel: on one line when b's start is on a's line; then each end on the other line's
      // extent is a meeting point (already on the grid).
      guard abs(qpx * r.y - qpy * r.x) / rr.squareRoot() <= tolerance else { return [] }
      func within(_ point: CGPoint, _ start: CGPoint, _ d: CGPoint, _ dd: CGFloat) -> Bool {
        let t = ((point.x - start.x) * d.x + (point.y - start.y) * d.y) / dd
        return t >= 0 && t <= 1
      }
      return [b.start, b.end].filter { within($0, p, r, rr) } + [a.start, a.end].filter { within($0, q, s, ss) }
    }
    let t = (qpx * s.y - qpy * s.x) / denominator
    let u = (qpx * r.y - qpy * r.x) / denominator
    let (slackT, slackU) = (tolerance / rr.squareRoot(), tolerance / ss.squareRoot())
    guard t >= -slackT, t <= 1 + slackT, u >= -slackU, u <= 1 + slackU else { return [] }
    return [snap(CGPoint(x: p.x + r.x * t, y: p.y + r.y * t))]
  }
}
