public import Foundation

/// How the corners of a rounded rectangle curve (accepted: both are drawn as circular arcs).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Circular corners.
  case circular
  /// Continuous-curvature corners (drawn as circular arcs).
  case continuous
}

/// How an open line ends (Core Graphics' type, which Foundation on Linux does not have).
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square, at the end point.
  case butt
  /// A half circle around the end point.
  case round
  /// Square, half the line's width past the end point.
  case square
}

/// How two segments of a line meet (Core Graphics' type).
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner, beveled when longer than the miter limit allows.
  case miter
  /// A round corner.
  case round
  /// A cut corner.
  case bevel
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`: width, ends, corners, dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width in points, centered on the outline.
  public var lineWidth: CGFloat
  /// How open ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// How long a miter may be, as a multiple of the line's width, before the corner is beveled.
  public var miterLimit: CGFloat
  /// Lengths of dashes and gaps, alternating, starting with a dash (empty: a solid line).
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; the defaults are a solid 1-point line with butt ends and miter corners (limit 10).
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The dash pattern the renderers can draw: nil for a solid line, and for a pattern with a
  /// negative or non-finite length, or whose lengths add up to less than 0.01 point (which
  /// would mean millions of dashes).
  package var usableDash: [CGFloat]? {
    guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let pattern = dash.count % 2 == 1 ? dash + dash : dash
    return pattern.reduce(0, +) >= 0.01 ? pattern : nil
  }
}
