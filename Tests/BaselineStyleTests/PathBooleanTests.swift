import Foundation
import Testing
@testable import BaselineStyle

/// The area a path encloses: the shoelace sum of its subpaths (each closed), whose turns agree
/// in a boolean result.
private func area(_ path: Path) -> CGFloat {
  var total: CGFloat = 0
  for polyline in path.polylines(flatness: Path.flatness) {
    let points = polyline.points
    for (a, b) in zip(points, points.dropFirst() + [points[0]]) { total += a.x * b.y - b.x * a.y }
  }
  return abs(total) / 2
}

/// The subpaths with at least one line.
private func subpaths(_ path: Path) -> Int { path.polylines(flatness: Path.flatness).filter { $0.points.count > 1 }.count }

private let first = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
private let second = Path(CGRect(x: 5, y: 5, width: 10, height: 10))

@Suite("Path: boolean operations and stroked outlines")
struct PathBooleanTests {
  @Test("Two 10-point squares overlapping in a 5-point square: union 175, intersection 25, difference 75, symmetric 150")
  func areas() {
    let union = first.union(second)
    #expect(area(union) == 175)
    #expect(union.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 15))
    #expect(union.contains(CGPoint(x: 12, y: 12)) && union.contains(CGPoint(x: 2, y: 2)) && !union.contains(CGPoint(x: 12, y: 2)))
    #expect(subpaths(union) == 1)
    let intersection = first.intersection(second)
    #expect(area(intersection) == 25)
    #expect(intersection.boundingRect == CGRect(x: 5, y: 5, width: 5, height: 5))
    let difference = first.subtracting(second)
    #expect(area(difference) == 75)
    #expect(!difference.contains(CGPoint(x: 7, y: 7)) && difference.contains(CGPoint(x: 2, y: 2)))
    let symmetric = first.symmetricDifference(second)
    #expect(area(symmetric) == 150)
    #expect(!symmetric.contains(CGPoint(x: 7, y: 7)) && symmetric.contains(CGPoint(x: 12, y: 12)))
    // The results fill the same by either rule: their subpaths do not overlap.
    #expect(symmetric.contains(CGPoint(x: 12, y: 12), eoFill: true))
  }

  @Test("Apart, touching and nested squares; an empty path")
  func arrangements() {
    let far = Path(CGRect(x: 20, y: 0, width: 5, height: 5))
    #expect(subpaths(first.union(far)) == 2 && area(first.union(far)) == 125)
    #expect(first.intersection(far).isEmpty)
    // Sharing the edge x = 10: one 15 x 10 region, the shared edge gone.
    let beside = Path(CGRect(x: 10, y: 0, width: 5, height: 10))
    #expect(subpaths(first.union(beside)) == 1 && first.union(beside).boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
    // A hole: the outer square less an inner one is a frame of 100 - 16.
    let inner = Path(CGRect(x: 3, y: 3, width: 4, height: 4))
    let frame = first.subtracting(inner)
    #expect(area(frame) == 84 && subpaths(frame) == 2 && !frame.contains(CGPoint(x: 5, y: 5)))
    #expect(first.union(Path()) .boundingRect == first.boundingRect)
    #expect(Path().intersection(first).isEmpty)
  }

  @Test("Curves are flattened: two circles of radius 10, 10 apart, overlap in 200 acos(1/2) - 5 sqrt(300) = 122.84")
  func circles() {
    let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    let b = Path(ellipseIn: CGRect(x: 10, y: 0, width: 20, height: 20))
    let lens = a.intersection(b)
    // The flattened circles lie within 0.05 point inside the true ones: a little less area.
    let exact = 200 * acos(0.5) - 5 * CGFloat(300).squareRoot()
    #expect(area(lens) < exact && area(lens) > exact - 1)
    #expect(abs(area(a.union(b)) - (2 * area(a) - area(lens))) < 0.01)
  }

  @Test("Scribbles of 40 crossing lines: every result contains exactly the points the operation's rule gives, at 1,369 probes")
  func scribbles() {
    // A fixed sequence of points (a linear congruential generator), two closed scribbles.
    var state: UInt64 = 12_345
    func next() -> CGFloat {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(state >> 33) / CGFloat(1 << 31) * 50
    }
    func scribble() -> Path {
      var path = Path()
      path.move(to: CGPoint(x: next(), y: next()))
      for _ in 0..<40 { path.addLine(to: CGPoint(x: next(), y: next())) }
      path.closeSubpath()
      return path
    }
    let (a, b) = (scribble(), scribble())
    let results: [(Path, (Bool, Bool) -> Bool)] = [
      (a.union(b, eoFill: true), { $0 || $1 }), (a.intersection(b, eoFill: true), { $0 && $1 }),
      (a.subtracting(b, eoFill: true), { $0 && !$1 }), (a.symmetricDifference(b, eoFill: true), { $0 != $1 }),
      (a.normalized(eoFill: true), { inside, _ in inside }),
    ]
    for (result, rule) in results {
      var wrong = 0
      // Probes off the grid the results are snapped to, so none falls on a boundary.
      for x in stride(from: 0.37, to: 50, by: 1.37) {
        for y in stride(from: 0.41, to: 50, by: 1.37) {
          let point = CGPoint(x: x, y: y)
          let expected = rule(a.contains(point, eoFill: true), b.contains(point, eoFill: true))
          if result.contains(point) != expected || result.contains(point, eoFill: true) != expected { wrong += 1 }
        }
      }
      #expect(wrong == 0)
    }
  }

  @Test("Fill rules: two squares drawn as one path overlap once; normalized keeps nonzero's union or even-odd's hole")
  func normalized() {
    var both = first
    both.addPath(second)
    #expect(area(both.normalized(eoFill: false)) == 175)
    #expect(area(both.normalized(eoFill: true)) == 150)
  }

  @Test("Line operations: a line across a square keeps its middle 10 inside and its two 5-point ends outside")
  func lines() {
    var line = Path()
    line.move(to: CGPoint(x: -5, y: 5))
    line.addLine(to: CGPoint(x: 15, y: 5))
    let inside = line.lineIntersection(first)
    #expect(inside.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 10, y: 5))])
    let outside = line.lineSubtraction(first)
    #expect(
      outside.elements == [
        .move(to: CGPoint(x: -5, y: 5)), .line(to: CGPoint(x: 0, y: 5)), .move(to: CGPoint(x: 10, y: 5)), .line(to: CGPoint(x: 15, y: 5)),
      ])
    // A closed square wholly inside a larger one stays closed.
    let small = Path(CGRect(x: 2, y: 2, width: 2, height: 2))
    #expect(small.lineIntersection(first).elements.last == .closeSubpath)
    #expect(small.lineSubtraction(first).isEmpty)
  }

  @Test("strokedPath: a 10-point line 2 wide is 20 with butt caps, 24 with square caps, 20 plus a decagon's area with round caps")
  func strokes() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 10, y: 0))
    let butt = line.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(area(butt) == 20 && butt.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    #expect(area(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))) == 24)
    // A disc of radius 1 within 0.05 of the circle: ceil(pi / acos(0.95)) = 10 sides, area
    // 5 sin 36°, half of it past each end (its corners snapped to 1/4,096 point).
    let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(abs(area(round) - (20 + 5 * sin(CGFloat.pi / 5))) < 1e-3)
    // Dashes 2 on, 2 off: three 2 x 2 pieces.
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
    #expect(area(dashed) == 12 && subpaths(dashed) == 3)
    #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
  }

  @Test("strokedPath joins: a right-angle corner 2 wide is 39 plus the miter's 1 or the bevel's 0.5")
  func joins() {
    var corner = Path()
    corner.move(to: .zero)
    corner.addLine(to: CGPoint(x: 10, y: 0))
    corner.addLine(to: CGPoint(x: 10, y: 10))
    // The two 20-point rectangles overlap in a 1-point square.
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    #expect(area(miter) == 40)
    #expect(miter.boundingRect == CGRect(x: 0, y: -1, width: 11, height: 11))
    #expect(area(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))) == 39.5)
    // A miter of sqrt(2) line widths is beveled under a limit of 1.4.
    #expect(area(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.4))) == 39.5)
  }
}
