public import Foundation

/// An outline of lines and Bézier curves, as SwiftUI's `Path`: what a `Shape` returns from
/// `path(in:)`, and what the renderers fill and stroke.
///
/// Coordinates are points, y down. Arcs and ellipses are made of cubic curves (a quarter turn
/// at most each), so a path is always its elements. Non-finite points are kept as written;
/// ``boundingRect``, ``contains(_:eoFill:)``, trimming and the renderers skip the elements
/// that have them.
public struct Path: Hashable, Sendable, CustomStringConvertible {
  /// One element of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// The elements in the order they were added.
  public private(set) var elements: [Element] = []
  /// Where the current subpath started (a close returns there).
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle with circular corners of `cornerRadius` (clamped to half the shorter
  /// side). Both corner styles are drawn circular.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle; corners of an elliptical size are drawn circular, of the smaller radius.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path built by a closure.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, or nil for an empty one.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let point)?, .line(let point)?, .quadCurve(let point, _)?, .curve(let point, _, _)?: return point
    case .closeSubpath?: return subpathStart
    case nil: return nil
    }
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// The path as SwiftUI writes it: each element's points, then its letter (`m`, `l`, `q`, `c`,
  /// `h` to close), elements separated by spaces (`0.0 0.0 m 10.0 0.0 l h`).
  public var description: String {
    elements.map { element in
      switch element {
      case .move(let p): "\(p.x) \(p.y) m"
      case .line(let p): "\(p.x) \(p.y) l"
      case .quadCurve(let p, let c): "\(c.x) \(c.y) \(p.x) \(p.y) q"
      case .curve(let p, let c1, let c2): "\(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y) c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }

  // MARK: - Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// A line from the current point (a move, when there is none).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
  }

  /// A quadratic curve from the current point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// A cubic curve from the current point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// Lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A closed rectangle from its origin, clockwise on screen.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    add(
      [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)],
      closed: true, transform: transform)
  }

  /// Each rectangle as a closed subpath.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed rounded rectangle, starting at the end of its top leading corner.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let radius = max(0, min(cornerSize.width, cornerSize.height, r.width / 2, r.height / 2))
    guard radius > 0, radius.isFinite else { return addRect(r, transform: transform) }
    var corners = Path()
    corners.move(to: CGPoint(x: r.minX + radius, y: r.minY))
    corners.addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    corners.addQuarter(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, from: -.pi / 2)
    corners.addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    corners.addQuarter(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, from: 0)
    corners.addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    corners.addQuarter(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, from: .pi / 2)
    corners.addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    corners.addQuarter(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, from: .pi)
    corners.closeSubpath()
    addPath(corners, transform: transform)
  }

  /// The closed ellipse inscribed in `rect`, from its trailing point (3 o'clock) clockwise on
  /// screen, so that a trimmed circle starts where SwiftUI's does.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    var ellipse = Path()
    ellipse.move(to: CGPoint(x: r.maxX, y: r.midY))
    for quarter in 0..<4 {
      ellipse.addArcSegment(
        center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2),
        from: Double(quarter) * .pi / 2, sweep: .pi / 2)
    }
    ellipse.closeSubpath()
    addPath(ellipse, transform: transform)
  }

  /// An arc of a circle from `startAngle` to `endAngle`, measured from the x axis toward y (down
  /// on screen). `clockwise` follows Core Graphics: in path coordinates, true turns toward
  /// smaller angles, so on a y-down screen a `clockwise: false` arc turns clockwise. A line
  /// joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    var sweep = (endAngle.radians - startAngle.radians).truncatingRemainder(dividingBy: turn)
    if clockwise {
      if sweep > 0 { sweep -= turn }
    } else if sweep < 0 {
      sweep += turn
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
  }

  /// An arc of `delta` from `startAngle` (positive: toward y), joined to the current point.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    let sweep = delta.radians
    guard radius.isFinite, start.isFinite, sweep.isFinite else { return }
    var arc = Path()
    arc.move(to: CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)))
    let pieces = max(1, min(64, Int((abs(sweep) / (.pi / 2)).rounded(.up))))
    for piece in 0..<pieces {
      arc.addArcSegment(
        center: center, radii: CGSize(width: radius, height: radius), from: start + sweep * Double(piece) / Double(pieces),
        sweep: sweep / Double(pieces))
    }
    let transformed = arc.applying(transform)
    if currentPoint != nil, case .move(let first)? = transformed.elements.first {
      addLine(to: first)
      elements += transformed.elements.dropFirst()
    } else {
      addPath(transformed)
    }
  }

  /// A corner arc tangent to the line from the current point to `tangent1End` and to the line
  /// from there to `tangent2End`, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else { return move(to: tangent1End) }
    let p0 = current.applying(transform.inverted())
    let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
    let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
    let l1 = hypot(v1.x, v1.y)
    let l2 = hypot(v2.x, v2.y)
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0, radius.isFinite else {
      return addLine(to: tangent1End.applying(transform))
    }
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
    let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let bisectorLength = hypot(bisector.x, bisector.y)
    let centerDistance = radius / sin(angle / 2)
    let center = CGPoint(
      x: tangent1End.x + bisector.x / bisectorLength * centerDistance, y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    let sweep = (.pi - angle) * (cross > 0 ? -1 : 1)
    addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
  }

  /// Another path's elements, transformed.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let added = transform.isIdentity ? path : path.applying(transform)
    elements += added.elements
    if let start = added.lastSubpathStart { subpathStart = start }
  }

  /// The path with every point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    copy.subpathStart = subpathStart?.applying(transform)
    return copy
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  private var lastSubpathStart: CGPoint? {
    for element in elements.reversed() { if case .move(let point) = element { return point } }
    return nil
  }

  /// A cubic approximation of an elliptical arc of at most a quarter turn (the tangent lengths
  /// 4/3 tan(sweep / 4) of the radius), from the current point.
  private mutating func addArcSegment(center: CGPoint, radii: CGSize, from start: Double, sweep: Double) {
    let k = 4.0 / 3.0 * tan(sweep / 4)
    let end = start + sweep
    let (c0, s0, c1, s1) = (cos(start), sin(start), cos(end), sin(end))
    func point(_ c: Double, _ s: Double) -> CGPoint { CGPoint(x: center.x + radii.width * c, y: center.y + radii.height * s) }
    elements.append(
      .curve(
        to: point(c1, s1),
        control1: CGPoint(x: center.x + radii.width * (c0 - k * s0), y: center.y + radii.height * (s0 + k * c0)),
        control2: CGPoint(x: center.x + radii.width * (c1 + k * s1), y: center.y + radii.height * (s1 - k * c1))))
  }

  private mutating func addQuarter(center: CGPoint, radius: CGFloat, from start: Double) {
    addArcSegment(center: center, radii: CGSize(width: radius, height: radius), from: start, sweep: .pi / 2)
  }

  private mutating func add(_ points: [CGPoint], closed: Bool, transform: CGAffineTransform) {
    let moved = points.map { $0.applying(transform) }
    addLines(moved)
    if closed { closeSubpath() }
  }
}
