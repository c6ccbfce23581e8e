import Foundation
import Testing
@testable import BaselineStyle

/// Two rectangles are equal within `tolerance` on every side.
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
    && abs(a.maxY - b.maxY) <= tolerance
}

private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Path: building, bounds, containment, trimming and dashes")
struct PathTests {
  @Test("a rectangle is four corners from its origin, closed")
  func rectangle() {
    let path = Path(CGRect(x: 1, y: 2, width: 10, height: 5))
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)), .line(to: CGPoint(x: 11, y: 7)),
        .line(to: CGPoint(x: 1, y: 7)), .closeSubpath,
      ])
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 10, height: 5))
    #expect(path.currentPoint == CGPoint(x: 1, y: 2))  // a close returns to the start
  }

  @Test("bounds follow curves, not control points: a quadratic through (10, 10) from a control at (10, 20)")
  func curveBounds() {
    // B(1/2) = (0 + 2 x 20 + 0) / 4 = 10 in y; the control point at y 20 is not in the bounds.
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
    #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10)))
    // A cubic with both controls at y 30: its extreme is at t = 1/2, 3/4 of 30 = 22.5.
    var cubic = Path()
    cubic.move(to: .zero)
    cubic.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 30), control2: CGPoint(x: 30, y: 30))
    #expect(close(cubic.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 22.5)))
  }

  @Test("an ellipse starts at its trailing point and is bounded by its rectangle")
  func ellipse() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.elements.first == .move(to: CGPoint(x: 40, y: 10)))
    #expect(path.elements.count == 6)  // a move, four quarter curves, a close
    #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20)))
    // The first quarter ends at the bottom: clockwise on a y-down screen.
    if case .curve(let end, _, _) = path.elements[1] { #expect(close(end, CGPoint(x: 20, y: 20))) } else { Issue.record() }
  }

  @Test("arcs: counterclockwise in path terms turns clockwise on screen; clockwise goes the long way")
  func arcs() {
    var quarter = Path()
    quarter.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(close(quarter.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10)))
    var long = Path()
    long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // Three quarters through the top and the left: the whole circle's box.
    #expect(close(long.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20)))
    #expect(close(long.currentPoint, CGPoint(x: 50, y: 60)))
  }

  @Test("containment by nonzero winding and by even-odd")
  func containment() {
    var rings = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
    rings.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(rings.contains(CGPoint(x: 5, y: 5)))
    #expect(!rings.contains(CGPoint(x: 35, y: 5)))
    // Both rectangles run the same way: nonzero counts 2 in the middle; even-odd cuts a hole.
    #expect(rings.contains(CGPoint(x: 15, y: 15)))
    #expect(!rings.contains(CGPoint(x: 15, y: 15), eoFill: true))
  }

  @Test("trimming by length: half of a 10-point square's 40-point outline is two sides")
  func trimming() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(half.currentPoint == CGPoint(x: 10, y: 10))
    let side = square.trimmedPath(from: 0.25, to: 0.5)
    #expect(side.elements == [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmedPath(from: .nan, to: 2) == square)
  }

  @Test("dashes: [2, 3] along a 10-point line keeps 0-2 and 5-7; a phase of 1 shifts them back")
  func dashes() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 10, y: 0))
    #expect(
      line.dashed([2, 3], phase: 0).elements == [
        .move(to: .zero), .line(to: CGPoint(x: 2, y: 0)), .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 7, y: 0)),
      ])
    #expect(
      line.dashed([2, 3], phase: 1).elements == [
        .move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .move(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 6, y: 0)),
        .move(to: CGPoint(x: 9, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
      ])
    #expect(StrokeStyle(dash: [1, .nan]).usableDash == nil)
    #expect(StrokeStyle(dash: [0, 0]).usableDash == nil)
    #expect(StrokeStyle(dash: [3]).usableDash == [3, 3])
  }

  @Test("non-finite points are skipped by bounds and polylines, never trapped on")
  func nonFinite() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
    path.addLine(to: CGPoint(x: 8, y: CGFloat.infinity))
    path.addLine(to: CGPoint(x: 6, y: 3))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 6, height: 3))
    #expect(path.trimmedPath(from: 0, to: 0.5).currentPoint == CGPoint(x: 3, y: 1.5))
    #expect(!path.contains(CGPoint(x: 100, y: 100)))
  }
}
