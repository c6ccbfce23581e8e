import Foundation
import BaselineStyle
import Testing

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

/// The components of a color, for comparing with hand-worked values.
private func parts(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.opacity] }

private func near(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 } }

@Suite("A shape's gradient: where each point of the frame falls and which color it takes")
struct ShapeGradientTests {
  @Test("linear: a point's projection on the line from start to end, in the frame's unit points")
  func linear() {
    let gradient = ShapeGradient(.linear(start: .top, end: .bottom), colors: [red, blue])
    let size = CGSize(width: 100, height: 50)
    // y 12.5 of 50 is a quarter of the way down: 3/4 red, 1/4 blue; x plays no part.
    #expect(gradient.location(of: CGPoint(x: 10, y: 12.5), in: size) == 0.25)
    #expect(near(parts(gradient.color(at: CGPoint(x: 90, y: 12.5), in: size)), [0.75, 0, 0.25, 1]))
    // Beyond the ends: padded with the ends' colors.
    #expect(gradient.color(at: CGPoint(x: 0, y: -5), in: size) == red)
    #expect(gradient.color(at: CGPoint(x: 0, y: 60), in: size) == blue)
    // A diagonal from the top leading corner to the bottom trailing one, 100 x 100: the
    // point (100, 0) projects onto the middle.
    let diagonal = ShapeGradient(.linear(start: .topLeading, end: .bottomTrailing), colors: [red, blue])
    #expect(diagonal.location(of: CGPoint(x: 100, y: 0), in: CGSize(width: 100, height: 100)) == 0.5)
    // Start and end at one point: every point is at the end.
    let point = ShapeGradient(.linear(start: .center, end: .center), colors: [red, blue])
    #expect(point.color(at: CGPoint(x: 3, y: 4), in: size) == blue)
  }

  @Test("radial: the distance from the center, 0 at the start radius and 1 at the end radius (points)")
  func radial() {
    let gradient = ShapeGradient(.radial(center: .center, startRadius: 10, endRadius: 50), colors: [red, blue])
    let size = CGSize(width: 100, height: 100)
    // (80, 50) is 30 from the center (50, 50): (30 - 10) / (50 - 10) = 0.5.
    #expect(gradient.location(of: CGPoint(x: 80, y: 50), in: size) == 0.5)
    // (50, 44) is 6 from it, inside the start radius: the first color.
    #expect(gradient.color(at: CGPoint(x: 50, y: 44), in: size) == red)
    // A 3-4-5 triangle: (80, 90) is 50 away, at the end.
    #expect(gradient.location(of: CGPoint(x: 80, y: 90), in: size) == 1)
    // Equal radii: a step at them.
    let step = ShapeGradient(.radial(center: .zero, startRadius: 5, endRadius: 5), colors: [red, blue])
    #expect(step.color(at: CGPoint(x: 3, y: 3.9), in: size) == red)
    #expect(step.color(at: CGPoint(x: 3, y: 4), in: size) == blue)
  }

  @Test("elliptical: the frame stretched to a unit square, radii fractions of its sides")
  func elliptical() {
    let gradient = ShapeGradient(.elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5), colors: [red, blue])
    let size = CGSize(width: 200, height: 100)
    // 50 right of the center is 50/200 = 0.25 of the width; 25 below it 25/100 = 0.25 of the
    // height: both half way to the radius 0.5.
    #expect(gradient.location(of: CGPoint(x: 150, y: 50), in: size) == 0.5)
    #expect(gradient.location(of: CGPoint(x: 100, y: 75), in: size) == 0.5)
    // The frame's edge midpoints are at the radius.
    #expect(gradient.location(of: CGPoint(x: 200, y: 50), in: size) == 1)
    #expect(gradient.location(of: CGPoint(x: 100, y: 0), in: size) == 1)
  }

  @Test("angular: clockwise on screen from the x axis; equal angles sweep a full turn")
  func angular() {
    let size = CGSize(width: 100, height: 100)
    let conic = ShapeGradient(.angular(center: .center, startAngle: 0, endAngle: 0), colors: [red, blue])
    // Right of the center 0; below (y down) a quarter turn; left half; above three quarters.
    #expect(conic.location(of: CGPoint(x: 90, y: 50), in: size) == 0)
    #expect(abs(conic.location(of: CGPoint(x: 50, y: 90), in: size) - 0.25) < 1e-12)
    #expect(abs(conic.location(of: CGPoint(x: 10, y: 50), in: size) - 0.5) < 1e-12)
    #expect(abs(conic.location(of: CGPoint(x: 50, y: 10), in: size) - 0.75) < 1e-12)
    // A quarter sweep, right to down; the gap's points take the nearer end's color: straight
    // left is a half turn past the start, a quarter past the end and three quarters before
    // the start comes round again: the end's; up and to the right (-45 degrees) is an eighth
    // of a turn before the start: the start's.
    let quarter = ShapeGradient(.angular(center: .center, startAngle: 0, endAngle: .pi / 2), colors: [red, blue])
    #expect(abs(quarter.location(of: CGPoint(x: 80, y: 80), in: size) - 0.5) < 1e-12)
    #expect(quarter.location(of: CGPoint(x: 10, y: 50), in: size) == 1)
    #expect(quarter.location(of: CGPoint(x: 80, y: 20), in: size) == 0)
    // One and a half turns: only the last turn shows, from 180 to 540 degrees; straight right
    // (360 degrees, or 0) is then (360 - 0) / 540 of the way.
    let long = ShapeGradient(.angular(center: .center, startAngle: 0, endAngle: 3 * .pi), colors: [red, blue])
    #expect(abs(long.location(of: CGPoint(x: 90, y: 50), in: size) - 2.0 / 3) < 1e-12)
  }

  @Test("stops: put in order, clamped to 0...1, padded; two at one location make a hard edge")
  func stops() {
    let gradient = ShapeGradient(
      .linear(start: .leading, end: .trailing),
      stops: [.init(color: blue, location: 0.8), .init(color: red, location: -1), .init(color: .green, location: .nan)])
    #expect(gradient.stops.map(\.location) == [0, 0, 0.8])
    #expect(gradient.stops.map(\.color) == [red, .green, blue])
    let edge = ShapeGradient(.linear(start: .leading, end: .trailing), stops: [.init(color: red, location: 0.5), .init(color: blue, location: 0.5)])
    #expect(edge.color(atLocation: 0.499) == red)
    #expect(edge.color(atLocation: 0.5) == blue)
    // Three colors evenly spaced: the middle one at 0.5; a quarter is half way from the first.
    let three = ShapeGradient(.linear(start: .leading, end: .trailing), colors: [red, .white, blue])
    #expect(three.stops.map(\.location) == [0, 0.5, 1])
    #expect(near(parts(three.color(atLocation: 0.25)), [1, 0.5, 0.5, 1]))
    // Opacity is interpolated on its own, not premultiplied.
    let fade = ShapeGradient(.linear(start: .leading, end: .trailing), colors: [red, red.opacity(0)])
    #expect(near(parts(fade.color(atLocation: 0.5)), [1, 0, 0, 0.5]))
    // No stops: clear. Numbers that are not finite are taken as 0.
    #expect(ShapeGradient(.linear(start: .leading, end: .trailing), stops: []).color(atLocation: 0.5) == .clear)
    let infinite = ShapeGradient(.radial(center: .center, startRadius: 0, endRadius: .infinity), colors: [red, blue])
    #expect(infinite.geometry == .radial(center: .center, startRadius: 0, endRadius: 0))
  }

  @Test("many stops: the stop around a location is found by search, the color between them exact")
  func manyStops() {
    // 100,001 stops, each the gray of its location: any location's color is its own gray.
    let stops = (0...100_000).map { ShapeGradient.Stop(color: Color(red: Double($0) / 100_000, green: 0, blue: 0), location: CGFloat($0) / 100_000) }
    let gradient = ShapeGradient(.linear(start: .leading, end: .trailing), stops: stops)
    for location in [0.0, 0.000004, 0.2345, 0.5, 0.999999, 1] {
      #expect(abs(gradient.color(atLocation: location).red - location) < 1e-9, "\(location)")
    }
  }
}
