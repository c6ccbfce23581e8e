import Foundation
public import LayoutCore

/// What fills a shape or a background, as SwiftUI's `ShapeStyle`. Colors paint as themselves,
/// hierarchical styles as iOS's label colors, materials as translucent whites
/// (docs/swiftui-surface.md); gradients paint as gradients where a shape, a background or an
/// overlay is filled or stroked with them. None changes layout.
///
/// A style of your own implements `resolve(in:)`, returning the style it paints as in an
/// environment (as in SwiftUI); it is resolved in the environment of the body that uses it
/// (its color scheme, for one), when the view that uses it is made.
public protocol ShapeStyle: Sendable {
  /// The style this one paints as, in an environment (the built-in styles: its color).
  associatedtype Resolved: ShapeStyle = Color.Resolved
  /// The style this one paints as in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The flat color the style is painted as (a gradient's: its first color, for what takes one
  /// color, such as text).
  var flatColor: Color { get }
  /// The gradient the style paints shapes with, nil for a flat style.
  var shapeGradient: ShapeGradient? { get }
}

extension ShapeStyle {
  /// A style that resolves itself: the flat color of what it resolves to in the environment of
  /// the body being made.
  public var flatColor: Color { resolve(in: CurrentEnvironment.values).flatColor }
  /// A style that resolves itself: the gradient of what it resolves to in the environment of
  /// the body being made.
  public var shapeGradient: ShapeGradient? { resolve(in: CurrentEnvironment.values).shapeGradient }
}

extension ShapeStyle where Resolved == Color.Resolved {
  /// A built-in style resolves to its flat color's components.
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved { flatColor.resolve(in: environment) }
  /// A built-in style has no gradient unless it says so.
  public var shapeGradient: ShapeGradient? { nil }
}

extension Color: ShapeStyle {
  public var flatColor: Color { self }
}

/// A material (painted as a translucent white).
public struct Material: ShapeStyle {
  let opacity: Double
  public var flatColor: Color { Color(red: 1, green: 1, blue: 1, opacity: opacity) }
  /// The thinnest material: white at 30%.
  public static let ultraThinMaterial = Material(opacity: 0.3)
  /// A thin material: white at 45%.
  public static let thinMaterial = Material(opacity: 0.45)
  /// The regular material: white at 60%.
  public static let regularMaterial = Material(opacity: 0.6)
  /// A thick material: white at 75%.
  public static let thickMaterial = Material(opacity: 0.75)
  /// The thickest material: white at 90%.
  public static let ultraThickMaterial = Material(opacity: 0.9)
  /// The material of bars: white at 80%.
  public static let bar = Material(opacity: 0.8)

  /// The thinnest material (`Material.ultraThin`): white at 30%.
  public static var ultraThin: Material { ultraThinMaterial }
  /// A thin material: white at 45%.
  public static var thin: Material { thinMaterial }
  /// The regular material: white at 60%.
  public static var regular: Material { regularMaterial }
  /// A thick material: white at 75%.
  public static var thick: Material { thickMaterial }
  /// The thickest material: white at 90%.
  public static var ultraThick: Material { ultraThickMaterial }

  /// The material as it looks in an active or inactive window (the same, in a layout).
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material as a style.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material as a style.
  public static var thinMaterial: Material { .thinMaterial }
  /// The regular material as a style.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material as a style.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material as a style.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of bars as a style.
  public static var bar: Material { .bar }
}

/// The foreground's shades, painted as iOS's label colors: the primary color, then (60, 60, 67)
/// at 60%, 30%, 18% and 10% (so `.secondary` as a style is `Color.secondary`).
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public var flatColor: Color {
    let level = min(max(self.level, 0), 4)
    guard level > 0 else { return .primary }
    guard level > 1 else { return .secondary }
    return Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: [0.3, 0.18, 0.1][level - 2])
  }
  /// The first level: the primary color.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level: (60, 60, 67) at 60%.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level: (60, 60, 67) at 30%.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level: (60, 60, 67) at 18%.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level: (60, 60, 67) at 10%.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third content level as a style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth content level as a style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth content level as a style.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The accent color (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  public var flatColor: Color { .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The accent color as a style.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A linear gradient: colors along the line from `startPoint` to `endPoint`, unit points of the
/// frame of the shape it fills (`ShapeGradient`'s rule). As a view, a rectangle filled with it.
public struct LinearGradient: ShapeStyle, View {
  /// The gradient as paint.
  public let shapeGradient: ShapeGradient?
  /// The gradient's first color.
  public var flatColor: Color { shapeGradient?.stops.first?.color ?? .clear }
  /// A linear gradient through `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    shapeGradient = gradient.paint(.linear(start: startPoint, end: endPoint))
  }
  public var body: some View { Rectangle().fill(self) }
}

/// A gradient's colors at their locations.
public struct Gradient: Hashable, Sendable {
  /// A color at a location (0...1) of a gradient: the stop paint is made of.
  public typealias Stop = ShapeGradient.Stop
  /// The stops, in the order given.
  public var stops: [Stop]
  /// The stops' colors, start to end.
  public var colors: [Color] { stops.map(\.color) }
  /// A gradient through `colors`, evenly spaced (one color: that color everywhere).
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
  }
  /// A gradient through colors at the given locations.
  public init(stops: [Stop]) { self.stops = stops }

  /// The gradient as paint with `geometry`.
  func paint(_ geometry: ShapeGradient.Geometry) -> ShapeGradient {
    ShapeGradient(geometry, stops: stops)
  }
}

extension View {
  /// Layers a shape style behind the view, as large as the view (paint only); on `edges` it runs
  /// under a `safeAreaInset` bar the view reaches (layout-rules §6.9).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    layered(ShapeStyleLayer(style: style), alignment: .center, kind: "background", role: .background, ignoringSafeArea: edges)
  }

  /// Layers the environment's background style behind the view (`backgroundStyle(_:)`; white,
  /// the light appearance's background, by default), as large as the view (paint only).
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(BackgroundStyleLayer(shape: Rectangle(), ignoredEdges: edges))
  }

  /// The style `background()` with no style paints in the view (a gradient paints as one).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let (color, gradient) = (style.flatColor, style.shapeGradient)
    return environmentChange { $0.backgroundStyle = (color, gradient) }
  }

  /// Layers a shape style behind the view, clipped to a shape (paint only: the shape filled
  /// with the style by the fill style's rule).
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Layers the environment's background style behind the view, in a shape (paint only: the
  /// shape filled with the style by the fill style's rule).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(BackgroundStyleLayer(shape: shape, fillStyle: fillStyle))
  }

  /// Layers a shape style over the view (paint only); on `edges` it runs under a
  /// `safeAreaInset` bar the view reaches (layout-rules §6.9).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    layered(ShapeStyleLayer(style: style), alignment: .center, kind: "overlay", role: .overlay, ignoringSafeArea: edges)
  }

  /// Layers a shape style over the view, in a shape (paint only: the shape filled with the
  /// style by the fill style's rule).
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }

  /// The foreground style of the view's content: shapes without a fill of their own fill
  /// with it (a gradient as a gradient); texts are drawn in its flat color.
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let (color, gradient) = (style.flatColor, style.shapeGradient)
    return environmentChange {
      $0.foregroundColor = color
      $0.foregroundGradient = gradient
    }
  }

  /// The primary and secondary foreground styles of the view's content: content drawn in the
  /// primary style takes `primary`; content that asks for `.secondary` keeps its usual color
  /// here (Baseline resolves hierarchical styles without the environment).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// The primary, secondary and tertiary foreground styles of the view's content: content drawn
  /// in the primary style takes `primary`; the other levels keep their usual colors here.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
    foregroundStyle(primary)
  }
}

extension Shape {
  /// Fills the shape with a style (a gradient paints as one).
  @_disfavoredOverload
  public func fill<S: ShapeStyle>(_ style: S) -> FilledShape<Self> { FilledShape(shape: self, style: style, strokeStyle: nil) }
}

/// `background()` and `background(in:fillStyle:)`: the environment's background style behind the
/// content, in a shape (a rectangle for `background()`).
private struct BackgroundStyleLayer<BackgroundShape: Shape>: ViewModifier {
  var shape: BackgroundShape
  var fillStyle = FillStyle()
  /// The edges on which the background runs under a safe-area inset (`background()`'s).
  var ignoredEdges: Edge.Set = []

  func body(content: Content) -> some View {
    let style = CurrentEnvironment.values.backgroundStyle
    return content.layered(
      FilledShape(shape: shape, color: style?.color ?? .white, strokeStyle: nil, isEvenOdd: fillStyle.isEOFilled, gradient: style?.gradient),
      alignment: .center, kind: "background", role: .background, ignoringSafeArea: ignoredEdges)
  }
}

/// A shape style as a background or overlay layer: the style itself when it is a view (a
/// `Color`, a gradient), else a rectangle filled with it.
private struct ShapeStyleLayer<Style: ShapeStyle>: View, PrimitiveView {
  let style: Style
  var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    if let view = style as? any View { return resolve(view, context) }
    return resolve(Rectangle().fill(style), context)
  }
}

extension EnvironmentValues {
  /// The style `background()` paints (`backgroundStyle(_:)`); nil: white.
  var backgroundStyle: (color: Color, gradient: ShapeGradient?)? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private enum BackgroundStyleKey: EnvironmentKey { static let defaultValue: (color: Color, gradient: ShapeGradient?)? = nil }
