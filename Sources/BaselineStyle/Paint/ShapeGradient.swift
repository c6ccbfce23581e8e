public import Foundation

/// A gradient a shape is filled or stroked with: SwiftUI's linear, radial, elliptical and
/// angular gradients as paint. Its stops are colors at locations from 0 to 1; its geometry gives
/// every point of the view's frame a location. Renderers read it from `Paint`; it has no effect
/// on layout.
///
/// The rule, written once here and used by every renderer:
/// - Unit points are fractions of the frame the shape is drawn in (the rectangle its path is
///   made for), radii of `radial` are points, radii of `elliptical` are fractions of the frame's
///   width and height.
/// - A location below the first stop's takes the first stop's color, above the last stop's the
///   last one's (the ends are padded, as SwiftUI and SVG pad them).
/// - Between two stops, red, green, blue and opacity are interpolated linearly, each on its own
///   (not premultiplied), in the sRGB components the colors are given in: what SVG's default
///   interpolation does, so the SVG and PNG renderers agree.
public final class ShapeGradient: Sendable, Hashable {
  /// A color at a location of the gradient.
  public struct Stop: Sendable, Hashable {
    /// The color.
    public var color: Color
    /// Where the color is, 0 (start) to 1 (end).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// How points of the frame get their location.
  public enum Geometry: Sendable, Hashable {
    /// Along the line from `start` to `end`: a point's location is its projection on the line,
    /// 0 at `start` and 1 at `end`. When the two are one point, every point is at 1.
    case linear(start: UnitPoint, end: UnitPoint)
    /// Out from `center`: location 0 at `startRadius` points from it, 1 at `endRadius` (when
    /// the two are equal, 0 inside and 1 from there on).
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Out from `center`, with the frame stretched to a unit square first (circles become
    /// ellipses): location 0 at `startRadiusFraction`, 1 at `endRadiusFraction`.
    case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Around `center`, clockwise on screen (y down) from the positive x axis, angles in
    /// radians: location 0 at `startAngle`, 1 at `endAngle`. Equal angles sweep one full turn;
    /// a sweep wider than a full turn draws its last turn; a narrower one fills the gap with its
    /// two ends' colors, each taking the half of the gap nearer to it.
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A mesh of colored vertices (`MeshPaint`): colors come from the mesh, not from stops and
    /// locations (a mesh gradient has no stops; every location is 0).
    case mesh(MeshPaint)
    /// An image file repeated over the frame (`ImageTiling`): the renderers read its pixels;
    /// here every location is 0 and every color clear.
    case image(ImageTiling)
  }

  /// How points get their location.
  public let geometry: Geometry
  /// The stops, in order of location; locations are within 0...1 and not NaN.
  public let stops: [Stop]
  /// The rectangle, in the frame's coordinates, that the geometry's unit points and fractions
  /// refer to (`ShapeStyle.in(_:)`); nil for the frame itself.
  public let bounds: CGRect?

  /// A gradient of `stops` with `geometry`. Stops are put in order of location (stops at the
  /// same location keep their order: a hard edge); locations are clamped to 0...1 and a NaN
  /// location is taken as 0. Numbers of the geometry that are not finite are taken as 0; a
  /// `bounds` with a number that is not finite is none.
  public init(_ geometry: Geometry, stops: [Stop], bounds: CGRect? = nil) {
    self.bounds = bounds.flatMap { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) ? $0.standardized : nil }
    self.geometry = Self.finite(geometry)
    self.stops = stops.enumerated().map { index, stop in
      (index, Stop(color: stop.color, location: stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)))
    }.sorted { ($0.1.location, $0.0) < ($1.1.location, $1.0) }.map(\.1)
  }

  /// A gradient through `colors` evenly spaced (one color: that color everywhere).
  public convenience init(_ geometry: Geometry, colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    self.init(geometry, stops: colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) })
  }

  /// The color at `point`, in the coordinates of a frame of `size` (origin at its top leading
  /// corner). A mesh is sampled as `sampler(in:resolution:)` samples it at one sample per point:
  /// a renderer asking for many points makes a sampler once instead.
  public func color(at point: CGPoint, in size: CGSize) -> Color {
    if case .mesh = geometry { return sampler(in: size, resolution: 1)(point) }
    if case .image = geometry { return .clear }
    return color(atLocation: location(of: point, in: size))
  }

  /// The color at each point of a frame of `size` (its coordinates), as a function made once for
  /// the frame: a mesh is rasterized here, `resolution` samples per point (at most 4,096 a side),
  /// each point taking the sample it falls in; other geometries are computed per point.
  public func sampler(in size: CGSize, resolution: CGFloat) -> @Sendable (CGPoint) -> Color {
    guard case .mesh(let mesh) = geometry else { return { self.color(at: $0, in: size) } }
    let frame = bounds ?? CGRect(origin: .zero, size: size)
    let scale = resolution.isFinite && resolution > 0 ? resolution : 1
    let columns = MeshPaint.samples(along: frame.width, resolution: scale)
    let rows = MeshPaint.samples(along: frame.height, resolution: scale)
    let pixels = mesh.raster(columns: columns, rows: rows)
    let background = mesh.background
    return { point in
      let x = (point.x - frame.minX) / frame.width * CGFloat(columns)
      let y = (point.y - frame.minY) / frame.height * CGFloat(rows)
      guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < CGFloat(columns), y < CGFloat(rows) else { return background }
      return pixels[Int(y) * columns + Int(x)]
    }
  }

  /// The location of `point` in a frame of `size`, before clamping (below 0 and above 1 are
  /// padded by `color(atLocation:)`).
  public func location(of point: CGPoint, in size: CGSize) -> Double {
    let (x, y) = (Double(point.x - (bounds?.minX ?? 0)), Double(point.y - (bounds?.minY ?? 0)))
    let (width, height) = (Double(bounds?.width ?? size.width), Double(bounds?.height ?? size.height))
    switch geometry {
    case .linear(let start, let end):
      let (sx, sy) = (Double(start.x) * width, Double(start.y) * height)
      let (dx, dy) = (Double(end.x) * width - sx, Double(end.y) * height - sy)
      let length = dx * dx + dy * dy
      guard length > 0 else { return 1 }
      return ((x - sx) * dx + (y - sy) * dy) / length
    case .radial(let center, let startRadius, let endRadius):
      let distance = hypot(x - Double(center.x) * width, y - Double(center.y) * height)
      return Self.location(distance, from: startRadius, to: endRadius)
    case .elliptical(let center, let startFraction, let endFraction):
      guard width > 0, height > 0 else { return 0 }
      let distance = hypot(x / width - Double(center.x), y / height - Double(center.y))
      return Self.location(distance, from: startFraction, to: endFraction)
    case .angular(let center, let startAngle, let endAngle):
      let angle = atan2(y - Double(center.y) * height, x - Double(center.x) * width)
      return Self.angularLocation(angle, from: startAngle, to: endAngle)
    case .mesh, .image:
      return 0
    }
  }

  /// The color at `location`: the stops' colors interpolated, padded beyond the ends; clear
  /// when there are no stops.
  public func color(atLocation location: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard location >= Double(first.location) else { return first.color }
    guard location < Double(last.location) else { return last.color }
    // The first stop past the location, by binary search (a gradient may have many stops and
    // a renderer asks once per pixel); the one before it is the last at or below it (of stops
    // at one location, the later one, so a hard edge takes the new color at the edge).
    var (low, high) = (1, stops.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if Double(stops[middle].location) > location { high = middle } else { low = middle + 1 }
    }
    let next = low
    let (a, b) = (stops[next - 1], stops[next])
    let fraction = (location - Double(a.location)) / Double(b.location - a.location)
    func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * fraction }
    return Color(
      red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue),
      opacity: mix(a.color.opacity, b.color.opacity))
  }

  /// A distance's location between two radii (equal radii: a step at them).
  private static func location(_ distance: Double, from start: Double, to end: Double) -> Double {
    guard start != end else { return distance < start ? 0 : 1 }
    return (distance - start) / (end - start)
  }

  /// An angle's location in a sweep from `start` to `end` (radians): the angular geometry's
  /// rule, for renderers that sample it by angle.
  package static func angularLocation(_ angle: Double, from start: Double, to end: Double) -> Double {
    let turn = 2 * Double.pi
    // Equal angles sweep a full turn (as `AngularGradient(gradient:center:)` does).
    let sweep = end == start ? turn : end - start
    let end = start + sweep
    if abs(sweep) > turn {
      // The last turn: the angle placed in the turn that ends at `end`.
      let offset = (sweep > 0 ? end - angle : angle - end).truncatingRemainder(dividingBy: turn)
      let within = offset < 0 ? offset + turn : offset
      return sweep > 0 ? (end - within - start) / sweep : (end + within - start) / sweep
    }
    // The angle's distance past the start, going the sweep's way, within one turn.
    let along = (sweep > 0 ? angle - start : start - angle).truncatingRemainder(dividingBy: turn)
    let past = along < 0 ? along + turn : along
    let span = abs(sweep)
    if past <= span { return past / span }
    // In the gap: the nearer end's color.
    return past - span < turn - past ? 1 : 0
  }

  /// The geometry with its numbers that are not finite taken as 0.
  private static func finite(_ geometry: Geometry) -> Geometry {
    func f(_ value: Double) -> Double { value.isFinite ? value : 0 }
    func f(_ point: UnitPoint) -> UnitPoint { UnitPoint(x: f(Double(point.x)), y: f(Double(point.y))) }
    switch geometry {
    case .linear(let start, let end): return .linear(start: f(start), end: f(end))
    case .radial(let center, let start, let end): return .radial(center: f(center), startRadius: f(start), endRadius: f(end))
    case .elliptical(let center, let start, let end):
      return .elliptical(center: f(center), startRadiusFraction: f(start), endRadiusFraction: f(end))
    case .angular(let center, let start, let end): return .angular(center: f(center), startAngle: f(start), endAngle: f(end))
    case .mesh, .image: return geometry
    }
  }

  public static func == (lhs: ShapeGradient, rhs: ShapeGradient) -> Bool {
    lhs === rhs || (lhs.geometry == rhs.geometry && lhs.stops == rhs.stops && lhs.bounds == rhs.bounds)
  }

  /// Hashes the geometry, the stops and the bounds.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(geometry)
    hasher.combine(stops)
    hasher.combine(bounds.map { [$0.minX, $0.minY, $0.width, $0.height] })
  }

  /// The same gradient with its geometry referring to `rect` (the frame's coordinates).
  public func within(_ rect: CGRect) -> ShapeGradient { ShapeGradient(geometry, stops: stops, bounds: rect) }

  /// The rectangle the geometry refers to for a shape drawn in `frame` (root coordinates).
  public func geometryFrame(in frame: CGRect) -> CGRect {
    bounds.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
  }
}
