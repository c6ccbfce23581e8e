public import Foundation

/// A mesh gradient as paint (SwiftUI's `MeshGradient`): a grid of `width` x `height` vertices,
/// each at a point of the frame (unit coordinates) with a color; the cells between them are
/// patches whose points and colors are interpolated from their four corners. Points the mesh
/// does not cover take `background`.
///
/// The rule, written once here for every renderer:
/// - A patch is a bicubic Hermite surface over its cell (bicubic interpolation of the grid, as
///   image resampling does it). At a vertex, the derivative toward a neighbour is three times
///   the way to the vertex's control point on that side when it has one (`Vertex.leading`...,
///   as `MeshGradient.BezierPoint` gives them), else the Catmull-Rom estimate: half the way from
///   the previous vertex to the next in that direction, or the way to the one neighbour at the
///   grid's edge; the cross derivative (twist) is the row derivative's Catmull-Rom derivative
///   down the column. A regular grid is thus the frame itself, each cell a rectangle, and a
///   grid of 2 x 2 is bilinear.
/// - Colors are interpolated in their sRGB components and opacity, each on its own: with
///   `smoothsColors`, by the same bicubic rule with Catmull-Rom derivatives (clamped to 0...1);
///   without, bilinearly.
/// - Patches are painted in order, row by row: a later patch covers an earlier one where a
///   folded mesh overlaps itself.
/// - A mesh with fewer than 2 x 2 vertices, or without one point and one color per vertex,
///   paints `background` everywhere.
public struct MeshPaint: Sendable, Hashable {
  /// One vertex: where it is and, optionally, the control points of the curves leaving it.
  public struct Vertex: Sendable, Hashable {
    /// The vertex, in unit coordinates of the frame.
    public var position: CGPoint
    /// The control point toward the previous column; nil for the Catmull-Rom derivative.
    public var leading: CGPoint?
    /// The control point toward the next column.
    public var trailing: CGPoint?
    /// The control point toward the previous row.
    public var top: CGPoint?
    /// The control point toward the next row.
    public var bottom: CGPoint?

    /// A vertex at `position` with the given control points (non-finite numbers count as 0).
    public init(position: CGPoint, leading: CGPoint? = nil, trailing: CGPoint? = nil, top: CGPoint? = nil, bottom: CGPoint? = nil) {
      func finite(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
      }
      self.position = finite(position)
      self.leading = leading.map(finite)
      self.trailing = trailing.map(finite)
      self.top = top.map(finite)
      self.bottom = bottom.map(finite)
    }
  }

  /// Vertices per row.
  public let width: Int
  /// Vertices per column.
  public let height: Int
  /// The vertices, row by row.
  public let vertices: [Vertex]
  /// The vertices' colors, row by row.
  public let colors: [Color]
  /// The color of what the mesh does not cover.
  public let background: Color
  /// Whether colors are interpolated smoothly (bicubic) rather than bilinearly.
  public let smoothsColors: Bool

  /// A mesh of `width` x `height` vertices (see the rule above for what an inconsistent one paints).
  public init(width: Int, height: Int, vertices: [Vertex], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) {
    self.width = width
    self.height = height
    self.vertices = vertices
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  /// Whether the mesh has a grid to paint (at least 2 x 2, a point and a color per vertex).
  public var isPaintable: Bool {
    width >= 2 && height >= 2 && width <= 1_000 && height <= 1_000 && vertices.count == width * height
      && colors.count == width * height
  }

  /// The most samples a renderer takes of a mesh along one side.
  public static let maximumSamples = 4_096

  /// How many samples cover `length` points at `resolution` samples per point: rounded up,
  /// 0 to `maximumSamples` (none for a length or resolution that is not finite).
  public static func samples(along length: CGFloat, resolution: CGFloat) -> Int {
    let count = (length * resolution).rounded(.up)
    return count.isFinite ? min(max(Int(count), 0), maximumSamples) : 0
  }

  /// The mesh sampled at the centers of a grid of `columns` x `rows` cells over the frame, row by
  /// row: what a renderer draws a frame of that many pixels with. Each patch is cut into
  /// `subdivisions` x `subdivisions` quadrilaterals, two triangles each, whose pixels take their
  /// corners' colors blended by their barycentric weights.
  public func raster(columns: Int, rows: Int, subdivisions: Int = 16) -> [Color] {
    let columns = max(columns, 0)
    let rows = max(rows, 0)
    var pixels = [Color](repeating: background, count: columns * rows)
    guard isPaintable, columns > 0, rows > 0 else { return pixels }
    let steps = max(subdivisions, 1)
    for row in 0..<(height - 1) {
      for column in 0..<(width - 1) {
        // The patch's points (in pixels) and colors at the corners of its small quadrilaterals.
        var points: [CGPoint] = []
        var shades: [Color] = []
        points.reserveCapacity((steps + 1) * (steps + 1))
        for j in 0...steps {
          for i in 0...steps {
            let (s, t) = (Double(i) / Double(steps), Double(j) / Double(steps))
            let point = position(column: column, row: row, s: s, t: t)
            points.append(CGPoint(x: point.x * CGFloat(columns), y: point.y * CGFloat(rows)))
            shades.append(color(column: column, row: row, s: s, t: t))
          }
        }
        for j in 0..<steps {
          for i in 0..<steps {
            let a = j * (steps + 1) + i
            let (b, c, d) = (a + 1, a + steps + 1, a + steps + 2)
            fill(triangle: (points[a], points[b], points[d]), (shades[a], shades[b], shades[d]), into: &pixels, columns, rows)
            fill(triangle: (points[a], points[d], points[c]), (shades[a], shades[d], shades[c]), into: &pixels, columns, rows)
          }
        }
      }
    }
    return pixels
  }

  // MARK: The surface

  private func vertex(_ column: Int, _ row: Int) -> Vertex { vertices[row * width + column] }

  /// The Catmull-Rom derivative of a vertex value along a row (`horizontal`) or a column: half
  /// the difference between the next and the previous vertex, or the one difference at an edge.
  private func slope(_ column: Int, _ row: Int, horizontal: Bool, _ value: (Int, Int) -> Double) -> Double {
    let (index, count) = horizontal ? (column, width) : (row, height)
    let previous = index > 0 ? (horizontal ? value(column - 1, row) : value(column, row - 1)) : value(column, row)
    let next = index < count - 1 ? (horizontal ? value(column + 1, row) : value(column, row + 1)) : value(column, row)
    return (next - previous) / (index > 0 && index < count - 1 ? 2 : 1)
  }

  /// The cross derivative (twist) of a vertex value: the row derivative's Catmull-Rom
  /// derivative down the column.
  private func twist(_ column: Int, _ row: Int, _ value: @escaping (Int, Int) -> Double) -> Double {
    slope(column, row, horizontal: false) { c, r in self.slope(c, r, horizontal: true, value) }
  }

  /// The Hermite basis at `s`: the weights of the start, the end, the start's derivative and the
  /// end's derivative.
  private static func hermite(_ s: Double) -> (Double, Double, Double, Double) {
    let (s2, s3) = (s * s, s * s * s)
    return (2 * s3 - 3 * s2 + 1, -2 * s3 + 3 * s2, s3 - 2 * s2 + s, s3 - s2)
  }

  /// A bicubic Hermite patch of a value at (`s`, `t`): corner values, their derivatives along
  /// the row (`ds`) and the column (`dt`) and their twists, each given as (top left, top right,
  /// bottom left, bottom right).
  private static func bicubic(
    _ s: Double, _ t: Double, values: (Double, Double, Double, Double), ds: (Double, Double, Double, Double),
    dt: (Double, Double, Double, Double), twists: (Double, Double, Double, Double)
  ) -> Double {
    let (a0, a1, b0, b1) = hermite(s)
    let (c0, c1, d0, d1) = hermite(t)
    let top = a0 * values.0 + a1 * values.1 + b0 * ds.0 + b1 * ds.1
    let bottom = a0 * values.2 + a1 * values.3 + b0 * ds.2 + b1 * ds.3
    let topSlope = a0 * dt.0 + a1 * dt.1 + b0 * twists.0 + b1 * twists.1
    let bottomSlope = a0 * dt.2 + a1 * dt.3 + b0 * twists.2 + b1 * twists.3
    return c0 * top + c1 * bottom + d0 * topSlope + d1 * bottomSlope
  }

  /// The point of the patch right of `column` and below `row` at (`s`, `t`), unit coordinates.
  func position(column: Int, row: Int, s: Double, t: Double) -> CGPoint {
    func coordinate(_ axis: KeyPath<CGPoint, CGFloat>) -> CGFloat {
      let value = { (c: Int, r: Int) in Double(self.vertex(c, r).position[keyPath: axis]) }
      // A derivative toward a neighbour: three times the way to the control point on that side,
      // else the Catmull-Rom one.
      func derivative(_ c: Int, _ r: Int, horizontal: Bool, forward: Bool) -> Double {
        let here = vertex(c, r)
        let control = horizontal ? (forward ? here.trailing : here.leading) : (forward ? here.bottom : here.top)
        guard let control else { return slope(c, r, horizontal: horizontal, value) }
        return (forward ? 3 : -3) * Double(control[keyPath: axis] - here.position[keyPath: axis])
      }
      let (l, r, t0, t1) = (column, column + 1, row, row + 1)
      return CGFloat(
        Self.bicubic(
          s, t, values: (value(l, t0), value(r, t0), value(l, t1), value(r, t1)),
          ds: (
            derivative(l, t0, horizontal: true, forward: true), derivative(r, t0, horizontal: true, forward: false),
            derivative(l, t1, horizontal: true, forward: true), derivative(r, t1, horizontal: true, forward: false)
          ),
          dt: (
            derivative(l, t0, horizontal: false, forward: true), derivative(r, t0, horizontal: false, forward: true),
            derivative(l, t1, horizontal: false, forward: false), derivative(r, t1, horizontal: false, forward: false)
          ),
          twists: (twist(l, t0, value), twist(r, t0, value), twist(l, t1, value), twist(r, t1, value))))
    }
    return CGPoint(x: coordinate(\.x), y: coordinate(\.y))
  }

  /// The color of the patch right of `column` and below `row` at (`s`, `t`).
  func color(column: Int, row: Int, s: Double, t: Double) -> Color {
    let (l, r, t0, t1) = (column, column + 1, row, row + 1)
    func component(_ read: @escaping (Color) -> Double) -> Double {
      let value = { (c: Int, r: Int) in read(self.colors[r * self.width + c]) }
      guard smoothsColors else {
        let top = value(l, t0) + (value(r, t0) - value(l, t0)) * s
        let bottom = value(l, t1) + (value(r, t1) - value(l, t1)) * s
        return top + (bottom - top) * t
      }
      let blended = Self.bicubic(
        s, t, values: (value(l, t0), value(r, t0), value(l, t1), value(r, t1)),
        ds: (
          slope(l, t0, horizontal: true, value), slope(r, t0, horizontal: true, value),
          slope(l, t1, horizontal: true, value), slope(r, t1, horizontal: true, value)
        ),
        dt: (
          slope(l, t0, horizontal: false, value), slope(r, t0, horizontal: false, value),
          slope(l, t1, horizontal: false, value), slope(r, t1, horizontal: false, value)
        ),
        twists: (twist(l, t0, value), twist(r, t0, value), twist(l, t1, value), twist(r, t1, value)))
      return min(max(blended, 0), 1)
    }
    return Color(red: component(\.red), green: component(\.green), blue: component(\.blue), opacity: component(\.opacity))
  }

  /// Paints the pixels whose centers lie in a triangle (pixel coordinates) with its corners'
  /// colors blended by barycentric weight.
  private func fill(
    triangle: (CGPoint, CGPoint, CGPoint), _ shades: (Color, Color, Color), into pixels: inout [Color], _ columns: Int, _ rows: Int
  ) {
    let (a, b, c) = triangle
    let area = Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))
    guard area != 0, area.isFinite else { return }
    let minX = max(Int((min(a.x, b.x, c.x) - 0.5).rounded(.up)), 0)
    let maxX = min(Int((max(a.x, b.x, c.x) - 0.5).rounded(.down)), columns - 1)
    let minY = max(Int((min(a.y, b.y, c.y) - 0.5).rounded(.up)), 0)
    let maxY = min(Int((max(a.y, b.y, c.y) - 0.5).rounded(.down)), rows - 1)
    guard minX <= maxX, minY <= maxY else { return }
    // A pixel on an edge shared by two triangles is painted by both; a tiny tolerance keeps
    // pixels on the patches' seams from falling between them.
    let tolerance = -1e-9
    for y in minY...maxY {
      let py = Double(y) + 0.5
      for x in minX...maxX {
        let px = Double(x) + 0.5
        // Each corner's weight: the area of the triangle the pixel makes with the other two.
        let wa = ((Double(b.x) - px) * (Double(c.y) - py) - (Double(c.x) - px) * (Double(b.y) - py)) / area
        let wb = ((Double(c.x) - px) * (Double(a.y) - py) - (Double(a.x) - px) * (Double(c.y) - py)) / area
        let wc = 1 - wa - wb
        guard wa >= tolerance, wb >= tolerance, wc >= tolerance else { continue }
        func mix(_ value: (Color) -> Double) -> Double {
          min(max(wa * value(shades.0) + wb * value(shades.1) + wc * value(shades.2), 0), 1)
        }
        pixels[y * columns + x] = Color(red: mix(\.red), green: mix(\.green), blue: mix(\.blue), opacity: mix(\.opacity))
      }
    }
  }
}
