import Foundation
public import LayoutCore

/// A gradient through a grid of colored points, as SwiftUI's `MeshGradient` (iOS 18): `width`
/// x `height` vertices, row by row, each at a point of the frame (unit coordinates) with a
/// color. As a view it fills its frame; as a shape style it fills or strokes shapes. The
/// renderers draw it by `MeshPaint`'s rule (bicubic patches, colors smooth or bilinear);
/// `.perceptual` blends as `.device` does. It has no effect on layout.
public struct MeshGradient: ShapeStyle, View, Equatable {
  /// A vertex with the control points of the curves leaving it, unit coordinates.
  public struct BezierPoint: Equatable, Sendable {
    /// The vertex.
    public var position: SIMD2<Float>
    /// The control point of the curve toward the previous column.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point of the curve toward the previous row.
    public var topControlPoint: SIMD2<Float>
    /// The control point of the curve toward the next column.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point of the curve toward the next row.
    public var bottomControlPoint: SIMD2<Float>

    /// A vertex and its four control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// Where the vertices are.
  public enum Locations: Equatable, Sendable {
    /// Points; the curves between them are made smooth.
    case points([SIMD2<Float>])
    /// Points with their control points.
    case bezierPoints([BezierPoint])
  }

  /// The vertices' colors.
  public enum Colors: Equatable, Sendable {
    /// Colors.
    case colors([Color])
    /// Resolved colors (sRGB components).
    case resolvedColors([Color.Resolved])
  }

  /// Vertices per row.
  public var width: Int
  /// Vertices per column.
  public var height: Int
  /// The vertices, row by row.
  public var locations: Locations
  /// Their colors, row by row.
  public var colors: Colors
  /// The color where the mesh does not reach.
  public var background: Color
  /// Whether colors blend smoothly (bicubic) rather than bilinearly.
  public var smoothsColors: Bool
  /// The space colors blend in (Baseline blends every mesh as `.device`).
  public var colorSpace: Gradient.ColorSpace

  /// A mesh from locations and colors of any kind.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh of points and colors.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of points and resolved colors.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of Bézier points and colors.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of Bézier points and resolved colors.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// The mesh as paint.
  public var shapeGradient: ShapeGradient? {
    func point(_ value: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(value.x), y: CGFloat(value.y)) }
    let vertices: [MeshPaint.Vertex]
    switch locations {
    case .points(let points): vertices = points.map { MeshPaint.Vertex(position: point($0)) }
    case .bezierPoints(let points):
      vertices = points.map {
        MeshPaint.Vertex(
          position: point($0.position), leading: point($0.leadingControlPoint), trailing: point($0.trailingControlPoint),
          top: point($0.topControlPoint), bottom: point($0.bottomControlPoint))
      }
    }
    let shades: [Color]
    switch colors {
    case .colors(let colors): shades = colors
    case .resolvedColors(let colors):
      shades = colors.map { Color(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), opacity: Double($0.opacity)) }
    }
    let mesh = MeshPaint(
      width: width, height: height, vertices: vertices, colors: shades, background: background, smoothsColors: smoothsColors)
    return ShapeGradient(.mesh(mesh), stops: [])
  }

  /// The first vertex's color (for what takes one color, such as text); the background when
  /// there is none.
  public var flatColor: Color {
    switch colors {
    case .colors(let colors): return colors.first ?? background
    case .resolvedColors(let colors):
      return colors.first.map { Color(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), opacity: Double($0.opacity)) }
        ?? background
    }
  }

  public var body: some View { Rectangle().fill(self) }
}
