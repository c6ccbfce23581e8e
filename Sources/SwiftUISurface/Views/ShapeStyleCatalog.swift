public import Foundation
public import LayoutCore

// The shape styles code names with a leading dot (`.foregroundStyle(.red)`, `.fill(.tertiary)`,
// `.background(.blue.gradient)`), type-erased styles, gradients and colors in other color
// spaces. Gradients paint as gradients, the others as one flat color (see `ShapeStyle`); the
// flat color of every semantic style is written here once.

extension ShapeStyle where Self == Color {
  /// `Color.black` as a style.
  public static var black: Color { Color.black }
  /// `Color.white` as a style.
  public static var white: Color { Color.white }
  /// `Color.gray` as a style.
  public static var gray: Color { Color.gray }
  /// `Color.red` as a style.
  public static var red: Color { Color.red }
  /// `Color.orange` as a style.
  public static var orange: Color { Color.orange }
  /// `Color.yellow` as a style.
  public static var yellow: Color { Color.yellow }
  /// `Color.green` as a style.
  public static var green: Color { Color.green }
  /// `Color.mint` as a style.
  public static var mint: Color { Color.mint }
  /// `Color.teal` as a style.
  public static var teal: Color { Color.teal }
  /// `Color.cyan` as a style.
  public static var cyan: Color { Color.cyan }
  /// `Color.blue` as a style.
  public static var blue: Color { Color.blue }
  /// `Color.indigo` as a style.
  public static var indigo: Color { Color.indigo }
  /// `Color.purple` as a style.
  public static var purple: Color { Color.purple }
  /// `Color.pink` as a style.
  public static var pink: Color { Color.pink }
  /// `Color.brown` as a style.
  public static var brown: Color { Color.brown }
  /// `Color.clear` as a style.
  public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary content style: the foreground color.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary content style: the foreground at 60% (see ``HierarchicalShapeStyle``).
  public static var secondary: HierarchicalShapeStyle { .secondary }
}

/// A style named for what it paints, in its light-appearance color: the view background
/// (white), the foreground (black), a separator and placeholder text (iOS's gray at 29% and
/// 30%), a link (the accent color), a selection (the accent color at 30%).
public struct SemanticShapeStyle: ShapeStyle {
  public let flatColor: Color
}

extension ShapeStyle where Self == SemanticShapeStyle {
  /// The view background: white.
  public static var background: SemanticShapeStyle { SemanticShapeStyle(flatColor: .white) }
  /// The foreground: black, the primary color.
  public static var foreground: SemanticShapeStyle { SemanticShapeStyle(flatColor: .primary) }
  /// A window's background: white.
  public static var windowBackground: SemanticShapeStyle { SemanticShapeStyle(flatColor: .white) }
  /// Separators: (60, 60, 67) at 29%.
  public static var separator: SemanticShapeStyle {
    SemanticShapeStyle(flatColor: Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29))
  }
  /// Placeholder text: (60, 60, 67) at 30%.
  public static var placeholder: SemanticShapeStyle {
    SemanticShapeStyle(flatColor: Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.3))
  }
  /// Links: the accent color.
  public static var link: SemanticShapeStyle { SemanticShapeStyle(flatColor: .accentColor) }
  /// Selected content: the accent color at 30%.
  public static var selection: SemanticShapeStyle { SemanticShapeStyle(flatColor: Color.accentColor.opacity(0.3)) }
}

/// Fills, in their levels (`.fill`, `.fill.secondary`): the gray (120, 120, 128) at 20%, 16%,
/// 12%, 8%, as iOS's system fills.
public struct FillShapeStyle: ShapeStyle {
  let level: Int
  public var flatColor: Color {
    Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, opacity: [0.2, 0.16, 0.12, 0.08][min(max(level, 0), 3)])
  }
  /// The second fill level: 16%.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The third fill level: 12%.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The fourth fill level: 8%.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill (see ``FillShapeStyle``).
  public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// A style with an opacity, a blend mode or a shadow applied: the opacity multiplies the flat
/// color's and every gradient stop's; blend modes and shadows of a style are not drawn.
public struct _ModifiedShapeStyle: ShapeStyle {
  public let flatColor: Color
  public let shapeGradient: ShapeGradient?

  /// `style`, its gradient's geometry referring to `rect`.
  init<S: ShapeStyle>(_ style: S, within rect: CGRect) {
    flatColor = style.flatColor
    shapeGradient = style.shapeGradient?.within(rect)
  }

  /// `style`, its colors at `opacity` of their own.
  init<S: ShapeStyle>(_ style: S, opacity: Double = 1) {
    flatColor = style.flatColor.opacity(opacity)
    shapeGradient = style.shapeGradient.map { gradient in
      opacity == 1
        ? gradient
        : ShapeGradient(
          gradient.geometry, stops: gradient.stops.map { .init(color: $0.color.opacity(opacity), location: $0.location) },
          bounds: gradient.bounds)
    }
  }
}

extension ShapeStyle {
  /// The style with its geometry (a gradient's unit points and fractions) referring to `rect`,
  /// in the coordinates of the frame it paints, rather than to that frame; a flat style is
  /// itself.
  public func `in`(_ rect: CGRect) -> _ModifiedShapeStyle { _ModifiedShapeStyle(self, within: rect) }

  /// The style at `opacity` of its own.
  public func opacity(_ opacity: Double) -> _ModifiedShapeStyle {
    _ModifiedShapeStyle(self, opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1))
  }
  /// The style in a blend mode (not drawn: painted as the style).
  public func blendMode(_ mode: BlendMode) -> _ModifiedShapeStyle { _ModifiedShapeStyle(self) }
  /// The style with a shadow (not drawn: painted as the style).
  public func shadow(_ style: ShadowStyle) -> _ModifiedShapeStyle { _ModifiedShapeStyle(self) }
}

/// A shadow of a shape style (accepted; not drawn).
public struct ShadowStyle: Equatable, Sendable {
  let name: String
  /// A drop shadow behind the style (accepted; not drawn).
  public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(name: "drop")
  }
  /// An inner shadow inside the style (accepted; not drawn).
  public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(name: "inner")
  }
}

/// Any shape style, its type erased.
public struct AnyShapeStyle: ShapeStyle {
  public let flatColor: Color
  public let shapeGradient: ShapeGradient?
  /// Erases `style`'s type; it paints as `style` does.
  public init<S: ShapeStyle>(_ style: S) {
    flatColor = style.flatColor
    shapeGradient = style.shapeGradient
  }
}

// MARK: - Gradients

/// A gradient ready to be used as a style (`Color.gradient`): as a style, a linear gradient from
/// the top of the shape to its bottom.
public struct AnyGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// The gradient as a style.
  public init(_ gradient: Gradient) { self.gradient = gradient }
  /// The gradient from the top of the shape to its bottom.
  public var shapeGradient: ShapeGradient? { gradient.paint(.linear(start: .top, end: .bottom)) }
  /// The gradient's first color.
  public var flatColor: Color { gradient.stops.first?.color ?? .clear }
}

extension Color {
  /// A gentle gradient from the color, top to bottom: the color, then the color at 85%.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self.opacity(0.85)])) }
}

/// A radial gradient: circles about `center` (a unit point of the shape's frame), location 0 at
/// `startRadius` points and 1 at `endRadius` (`ShapeGradient`'s rule). As a view, a rectangle
/// filled with it.
public struct RadialGradient: ShapeStyle, View {
  /// The gradient as paint.
  public let shapeGradient: ShapeGradient?
  /// The gradient's first color.
  public var flatColor: Color { shapeGradient?.stops.first?.color ?? .clear }
  /// A radial gradient of `gradient` about `center`, from `startRadius` to `endRadius` points.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    shapeGradient = gradient.paint(.radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
  }
  /// A radial gradient through `colors`, evenly spaced.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient through color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public var body: some View { Rectangle().fill(self) }
}

/// An elliptical gradient: a radial gradient in the unit square stretched over the shape's
/// frame, its radii fractions of the frame's width and height. As a view, a rectangle filled
/// with it.
public struct EllipticalGradient: ShapeStyle, View {
  /// The gradient as paint.
  public let shapeGradient: ShapeGradient?
  /// The gradient's first color.
  public var flatColor: Color { shapeGradient?.stops.first?.color ?? .clear }
  /// An elliptical gradient of `gradient` filling the shape's bounds; radii are fractions of them.
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    shapeGradient = gradient.paint(
      .elliptical(center: center, startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction)))
  }
  /// An elliptical gradient through `colors`, evenly spaced.
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient through color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient: colors round `center` (a unit point of the shape's frame),
/// clockwise from `startAngle` (0 points right) to `endAngle`; a sweep short of a full turn
/// fills the gap with its ends' colors (`ShapeGradient`'s rule). As a view, a rectangle filled
/// with it.
public struct AngularGradient: ShapeStyle, View {
  /// The gradient as paint.
  public let shapeGradient: ShapeGradient?
  /// The gradient's first color.
  public var flatColor: Color { shapeGradient?.stops.first?.color ?? .clear }
  /// An angular gradient of `gradient` about `center`, from `startAngle` to `endAngle`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    shapeGradient = gradient.paint(.angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
  }
  /// An angular gradient through `colors`, evenly spaced.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient through color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient of `gradient` all the way round `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  /// A conic gradient through `colors`, all the way round.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// A conic gradient through color stops, all the way round.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
  public var body: some View { Rectangle().fill(self) }
}

extension LinearGradient {
  /// A linear gradient through color stops from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style (see ``LinearGradient``).
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient style through `colors`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient style through color stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient style (see ``RadialGradient``).
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient style through `colors`.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient style (see ``EllipticalGradient``).
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient style through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient style (see ``AngularGradient``).
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient style through `colors`.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient style: an angular gradient all the way round.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient style through `colors`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

// MARK: - Colors in other spaces

extension Color {
  /// A color space a color can be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB components, gamma-encoded (the default).
    case sRGB
    /// sRGB primaries with linear components.
    case sRGBLinear
    /// Display P3 components, gamma-encoded as sRGB is.
    case displayP3
  }

  /// A color from components in a color space, converted to sRGB (Display P3 through its
  /// primaries' matrix; values outside sRGB are kept, not clipped).
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let (r, g, b) = Color.sRGBComponents(colorSpace, red, green, blue)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A gray from a white level in a color space.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// The color's components, gamma-encoded sRGB and linear.
  public struct Resolved: Hashable, Sendable {
    /// The red component, gamma-encoded sRGB.
    public var red: Float
    /// The green component, gamma-encoded sRGB.
    public var green: Float
    /// The blue component, gamma-encoded sRGB.
    public var blue: Float
    /// The opacity, 0 to 1.
    public var opacity: Float
    /// Components given in `colorSpace`, converted to sRGB.
    public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      let (r, g, b) = Color.sRGBComponents(colorSpace, Double(red), Double(green), Double(blue))
      (self.red, self.green, self.blue, self.opacity) = (Float(r), Float(g), Float(b), opacity)
    }
    /// The red component, linear.
    public var linearRed: Float { Float(Color.linear(Double(red))) }
    /// The green component, linear.
    public var linearGreen: Float { Float(Color.linear(Double(green))) }
    /// The blue component, linear.
    public var linearBlue: Float { Float(Color.linear(Double(blue))) }
  }

  /// The color's components (Baseline paints one appearance, so the environment does not
  /// change them).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
  }

  /// sRGB's transfer function, decoding: gamma-encoded to linear.
  static func linear(_ v: Double) -> Double {
    let magnitude = abs(v)
    let decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return v < 0 ? -decoded : decoded
  }

  /// sRGB's transfer function, encoding: linear to gamma-encoded.
  static func encoded(_ v: Double) -> Double {
    let magnitude = abs(v)
    let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return v < 0 ? -encoded : encoded
  }

  static func sRGBComponents(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    switch space {
    case .sRGB: return (r, g, b)
    case .sRGBLinear: return (encoded(r), encoded(g), encoded(b))
    case .displayP3:
      // Linear Display P3 to linear sRGB (both D65): the matrix of their primaries.
      let (lr, lg, lb) = (linear(r), linear(g), linear(b))
      return (
        encoded(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb),
        encoded(-0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb),
        encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
      )
    }
  }
}

/// How a view's colors combine with what is behind it (accepted; drawn as `.normal`).
public enum BlendMode: Hashable, Sendable {
  /// The view over what is behind it.
  case normal
  /// Colors multiplied.
  case multiply
  /// Colors screened.
  case screen
  /// Multiply or screen, by the background.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// The background brightened.
  case colorDodge
  /// The background darkened.
  case colorBurn
  /// A soft light.
  case softLight
  /// A hard light.
  case hardLight
  /// The difference of the two.
  case difference
  /// A softer difference.
  case exclusion
  /// The view's hue.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// The view over the background, where the background is.
  case sourceAtop
  /// The background over the view.
  case destinationOver
  /// The background where the view is not.
  case destinationOut
  /// Colors added, darker.
  case plusDarker
  /// Colors added, lighter.
  case plusLighter
}

extension View {
  /// Accepted; paint only, drawn as `.normal` (no layout effect).
  public func blendMode(_ blendMode: BlendMode) -> some View { passthrough("blendMode") }
}

extension Color.Resolved: ShapeStyle {
  /// The components as a color.
  public var flatColor: Color { Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity)) }
}
