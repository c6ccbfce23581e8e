public import Foundation
public import LayoutCore

/// A reusable modifier, as SwiftUI's `ViewModifier`: `body(content:)` wraps the view it is
/// applied to (`content`) in other views and modifiers.
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it.
public struct ViewModifierContent: View {
  let view: AnyView
  public var body: some View { view }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view the modifier applies to.
  public let content: Content
  /// The modifier.
  public let modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: some View { modifier.body(content: ViewModifierContent(view: AnyView(content))) }
}

extension View {
  /// Applies a `ViewModifier`.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()
  /// The modifier that changes nothing.
  public init() {}
  public func body(content: Content) -> some View { content }
}

// Modifiers that change how a view is painted, not where: as in SwiftUI, a rotated, scaled,
// shadowed, clipped, hidden or transparent view keeps its layout frame. The result records
// their effect (`LayoutResult.Node.effect`) and the renderers draw it; the others here are
// accepted and kept in the result tree without a drawn effect.
extension View {
  /// Draws the view with an opacity (paint only). Values are clamped to 0...1; NaN counts as 1.
  public func opacity(_ opacity: Double) -> some View {
    let value = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    return paintEffect("opacity") { _ in value < 1 ? .opacity(value) : nil }
  }
  /// Draws a shadow below the view: a copy in `color` blurred by `radius`, moved by `x`, `y`
  /// (paint only). Non-finite values draw no shadow; a negative radius counts as 0.
  public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    paintEffect("shadow") { _ in
      guard radius.isFinite, x.isFinite, y.isFinite else { return nil }
      return .shadow(color: color, radius: max(radius, 0), x: x, y: y)
    }
  }
  /// Draws the view rotated about `anchor` (paint only: the frame is unchanged, as in SwiftUI).
  /// Positive angles turn clockwise on the y-down screen.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    paintEffect("rotationEffect") { .transform(CGAffineTransform(rotationAngle: angle.radians), anchor: anchor, in: $0) }
  }
  /// Draws the view scaled about `anchor` (paint only).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    paintEffect("scaleEffect") { .transform(CGAffineTransform(scaleX: scale, y: scale), anchor: anchor, in: $0) }
  }
  /// Draws the view scaled about `anchor`, each axis by its own factor (paint only).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    paintEffect("scaleEffect") { .transform(CGAffineTransform(scaleX: x, y: y), anchor: anchor, in: $0) }
  }
  /// Draws the view scaled about `anchor` (paint only).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  /// Draws the view through `transform` in its own coordinates (origin at its top leading
  /// corner; paint only).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    paintEffect("transformEffect") { .transform(transform, anchor: .topLeading, in: $0) }
  }
  /// Draws the view through a projection in its own coordinates: its affine part (a
  /// perspective's last column is not drawn; paint only).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    transformEffect(transform.affine)
  }
  /// Draws the view turned by `angle` about `axis` in three dimensions, about `anchor`, seen
  /// straight on: the turn's projection onto the screen, without perspective (a turn about the
  /// y axis narrows the view by its cosine; paint only). A zero axis or a non-finite angle draws
  /// the view as it is.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    let turn = Self.projectedTurn(angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
    return paintEffect("rotation3DEffect") { frame in turn.flatMap { .transform($0, anchor: anchor, in: frame) } }
  }

  /// The screen's part of a turn by `radians` about `axis` (Rodrigues' rotation, its upper left
  /// 2 x 2), or nil for a zero axis or a non-finite angle.
  static func projectedTurn(_ radians: Double, axis: (Double, Double, Double)) -> CGAffineTransform? {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    guard length > 0, length.isFinite, radians.isFinite else { return nil }
    let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
    let (c, s) = (cos(radians), sin(radians))
    let t = 1 - c
    return CGAffineTransform(a: c + x * x * t, b: y * x * t + z * s, c: x * y * t - z * s, d: c + y * y * t, tx: 0, ty: 0)
  }
  /// Draws the view blurred by a Gaussian of standard deviation `radius` (paint only; SVG
  /// blurs, PNG draws it sharp, as it draws shadows). Zero, negative and non-finite radii draw
  /// it as it is.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    paintEffect("blur") { _ in radius.isFinite && radius > 0 ? .blur(radius: radius) : nil }
  }
  /// Paints the view above (or below) its siblings with lower (higher) values; paint only, so
  /// its place in the layout is unchanged. NaN counts as 0.
  public func zIndex(_ value: Double) -> some View {
    paintEffect("zIndex") { _ in value.isNaN || value == 0 ? nil : .zIndex(value) }
  }
  /// Clips drawing to the view's frame (paint only).
  public func clipped(antialiased: Bool = false) -> some View {
    paintEffect("clipped") { .clip(shape: .rectangle, cornerRadius: 0, frame: $0) }
  }
  /// Clips drawing to a shape in the view's frame (paint only): the built-in shapes by their
  /// kind, any other shape (a custom one, an inset, trimmed or uneven one) by the path it makes
  /// for the frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    guard let outline = (shape as? any ClipOutline)?.clipOutline else {
      let made = ShapeOutline { shape.path(in: $0) }
      return paintEffect("clipShape") { .clipOutline(made, frame: $0) }
    }
    let radius = outline.cornerRadius.isFinite ? max(outline.cornerRadius, 0) : 0
    return paintEffect("clipShape") { .clip(shape: outline.shape, cornerRadius: radius, frame: $0) }
  }
  /// Clips drawing to the view's frame with rounded corners (paint only). A non-finite or
  /// negative radius counts as 0.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let radius = radius.isFinite ? max(radius, 0) : 0
    return paintEffect("cornerRadius") { .clip(shape: radius > 0 ? .roundedRectangle : .rectangle, cornerRadius: radius, frame: $0) }
  }
  /// Accepted; paint only.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { passthrough("mask") }
  /// The older form, with the mask view itself: accepted; paint only (not drawn).
  public func mask<Mask: View>(_ mask: Mask) -> some View { passthrough("mask") }
  /// The variant of the SF Symbols inside (`.fill`, `.circle`): accepted; Baseline draws symbols
  /// as placeholders of the same size, which a variant does not change.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { passthrough("symbolVariant") }
  /// Accepted; paint only.
  public func tint(_ tint: Color?) -> some View { passthrough("tint") }
  /// Draws the view brighter: `amount` added to red, green and blue (paint only; see
  /// ``ColorMatrix``). NaN and infinite amounts draw as they are.
  public func brightness(_ amount: Double) -> some View { colorEffect("brightness", amount.isFinite ? .brightness(amount) : nil) }
  /// Draws the view more (above 1) or less (below 1) saturated (paint only).
  public func saturation(_ amount: Double) -> some View { colorEffect("saturation", amount.isFinite ? .saturation(amount) : nil) }
  /// Draws the view in gray by `amount`, 0 to 1 (paint only).
  public func grayscale(_ amount: Double) -> some View { colorEffect("grayscale", amount.isFinite ? .saturation(1 - amount) : nil) }
  /// Draws the view with more (above 1) or less (below 1) contrast about the middle gray (paint
  /// only).
  public func contrast(_ amount: Double) -> some View { colorEffect("contrast", amount.isFinite ? .contrast(amount) : nil) }
  /// Draws the view with its hues turned by `angle` (paint only).
  public func hueRotation(_ angle: Angle) -> some View {
    colorEffect("hueRotation", angle.radians.isFinite ? .hueRotation(angle.radians) : nil)
  }
  /// Draws the view with its colors inverted (paint only).
  public func colorInvert() -> some View { colorEffect("colorInvert", .inverted) }
  /// Draws the view with its colors multiplied by `color` (paint only).
  public func colorMultiply(_ color: Color) -> some View { colorEffect("colorMultiply", .multiplying(color)) }
  /// Draws the view as black, as opaque as it is light (paint only).
  public func luminanceToAlpha() -> some View { colorEffect("luminanceToAlpha", .luminanceToAlpha) }

  /// A paint effect changing every color of the view by `matrix` (nil: none).
  private func colorEffect(_ kind: String, _ matrix: ColorMatrix?) -> ModifiedView<Self> {
    paintEffect(kind) { _ in matrix.map { .colorMatrix($0) } }
  }
  /// Accepted; paint only.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { passthrough("contentShape") }
  /// Accepted; paint only.
  public func allowsHitTesting(_ enabled: Bool) -> some View { passthrough("allowsHitTesting") }
  /// Accepted; paint only.
  public func drawingGroup(opaque: Bool = false) -> some View { passthrough("drawingGroup") }
  /// Accepted; paint only.
  public func compositingGroup() -> some View { passthrough("compositingGroup") }
  /// Extends the view under a `safeAreaInset` bar on `edges` when the view reaches the edge of
  /// the inset content there (layout-rules §6.9). A layout has no other safe area (no screen
  /// edges, bars or keyboard), so elsewhere, and for `.keyboard` alone, it changes nothing.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    ignoringSafeArea(regions.contains(.container) ? edges : [])
  }

  /// This view ignoring the container's safe area on `edges` (none: unchanged).
  func ignoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> {
    modified { edges.isEmpty ? PassthroughNode(kind: "ignoresSafeArea", child: $0) : IgnoresSafeAreaNode(child: $0, edges: edges) }
  }
  /// Keeps the view's layout but does not draw it, as SwiftUI's `hidden()` does.
  public func hidden() -> some View { paintEffect("hidden") { _ in .hidden } }
  /// With `.placeholder`, draws the texts inside as placeholder bars, one per line (paint only:
  /// the layout is the text's); with `.privacy`, the texts of the `privacySensitive()` views
  /// inside. The reasons are the content's `redactionReasons`.
  public func redacted(reason: RedactionReasons) -> some View {
    paintEffect("redacted") { _ in reason.contains(.placeholder) ? .redacted(true) : nil }
      .environmentChange { $0.redactionReasons = reason }
  }
  /// Draws the content as it is inside a redacted view (paint only); its `redactionReasons` are
  /// empty.
  public func unredacted() -> some View {
    paintEffect("unredacted") { _ in .redacted(false) }.environmentChange { $0.redactionReasons = [] }
  }
  /// Marks the view's texts as private: inside `redacted(reason: .privacy)` they are drawn as
  /// placeholder bars (paint only).
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      guard sensitive, context.environment.redactionReasons.contains(.privacy) else {
        return PassthroughNode(kind: "privacySensitive", child: node)
      }
      return EffectNode(kind: "privacySensitive", child: node) { _ in .redacted(true) }
    }
  }
}

/// How a shape is filled: by the even-odd or the nonzero rule (both renderers follow it).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside (else nonzero winding).
  public var isEOFilled: Bool
  /// Whether edges are smoothed (Baseline's renderers always smooth them).
  public var isAntialiased: Bool
  /// A fill style by rule and smoothing.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The safe area's regions (accepted).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Regions from their bits: 1 container, 2 keyboard.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The container's safe area (bars, the screen's edges).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's area.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Why content is redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Reasons from their bits: 1 placeholder, 2 privacy.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shown as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Hidden for privacy.
  public static let privacy = RedactionReasons(rawValue: 2)
}

/// A variant of an SF Symbol: a shape around it, filled, slashed (accepted; see `symbolVariant`).
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]
  /// The symbol as it is.
  public static let none = SymbolVariants(names: [])
  /// The symbol in a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// The symbol in a square.
  public static let square = SymbolVariants(names: ["square"])
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// The filled symbol.
  public static let fill = SymbolVariants(names: ["fill"])
  /// The symbol slashed through.
  public static let slash = SymbolVariants(names: ["slash"])
  /// These variants in a circle.
  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  /// These variants in a square.
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
  /// These variants in a rectangle.
  public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
  /// These variants, filled.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  /// These variants, slashed through.
  public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
  /// Whether this variant includes `other`'s parts.
  public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }
}

/// A 3 x 3 projective transform (`projectionEffect(_:)`), as SwiftUI's: rows `m11 m12 m13`,
/// `m21 m22 m23`, `m31 m32 m33`, points as rows (x, y, 1) on the left.
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2.
  public var m22: CGFloat = 1
  /// Row 2, column 3.
  public var m23: CGFloat = 0
  /// Row 3, column 1.
  public var m31: CGFloat = 0
  /// Row 3, column 2.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The projection of an affine transform.
  public init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
  }

  /// Whether it is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }
  /// Whether it has no perspective (its last column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part (what `projectionEffect` draws).
  var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// This transform followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
    r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
    r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
    r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
    r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
    r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
    r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
    r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
    r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
    return r
  }
}

extension EnvironmentValues {
  /// Why the view is redacted (`redacted(reason:)`; empty when it is not).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
