import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// The effect recorded by the only node of `kind` in a result.
private func effect(_ result: LayoutResult, _ kind: String) -> PaintEffect? {
  result.nodes.first { $0.kind == .modifier(kind) }?.effect
}

/// Whether two transforms agree to 1e-9 in every component.
private func same(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
  [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
}

@Suite("Paint-only modifiers record their effect, never a layout change")
struct PaintEffectTests {
  @Test("opacity: clamped to 0...1; 1 and NaN draw as they are")
  func opacity() {
    let half = layout(Rectangle().frame(width: 10, height: 10).opacity(0.5))
    #expect(effect(half, "opacity") == .opacity(0.5))
    #expect(half.size == CGSize(width: 10, height: 10))
    #expect(effect(layout(Rectangle().opacity(-3)), "opacity") == .opacity(0))
    #expect(effect(layout(Rectangle().opacity(1)), "opacity") == nil)
    #expect(effect(layout(Rectangle().opacity(.nan)), "opacity") == nil)
  }

  @Test("rotationEffect turns about the frame's center: a 40 x 20 box at the origin turned 90 degrees")
  func rotation() throws {
    let result = layout(Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90)))
    // About the center (20, 10): x' = -(y - 10) + 20 = 30 - y, y' = (x - 20) + 10 = x - 10.
    guard case .transform(let transform)? = effect(result, "rotationEffect") else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(transform, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 30, ty: -10)))
    // The frame is the layout's, unturned.
    #expect(result.nodes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test("scaleEffect about the top leading corner of a padded box")
  func scale() {
    let result = layout(Rectangle().frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).padding(5))
    // Anchor (5, 5): x' = 2 (x - 5) + 5 = 2x - 5.
    guard case .transform(let transform)? = effect(result, "scaleEffect") else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -5, ty: -5)))
    #expect(result.size == CGSize(width: 20, height: 20))
    #expect(effect(layout(Rectangle().scaleEffect(.nan)), "scaleEffect") == nil)
  }

  @Test("layoutDirectionBehavior and flipsForRightToLeftLayoutDirection mirror the drawing about the center in their direction")
  func mirroring() {
    let box = Rectangle().frame(width: 40, height: 10)
    // About the center x 20: x' = -(x - 20) + 20 = 40 - x.
    let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 40, ty: 0)
    let rtl = layout(box.layoutDirectionBehavior(.mirrors).environment(\.layoutDirection, .rightToLeft))
    guard case .transform(let transform)? = effect(rtl, "layoutDirectionBehavior") else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(transform, mirror))
    #expect(rtl.size == CGSize(width: 40, height: 10))
    #expect(effect(layout(box.layoutDirectionBehavior(.mirrors)), "layoutDirectionBehavior") == nil)
    #expect(effect(layout(box.layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft)), "layoutDirectionBehavior") == nil)
    guard case .transform(let left)? = effect(layout(box.layoutDirectionBehavior(.mirrors(in: .leftToRight))), "layoutDirectionBehavior")
    else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(left, mirror))
    let flipped = layout(box.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
    #expect(effect(flipped, "flipsForRightToLeftLayoutDirection") != nil)
  }

  @Test("a custom shape's path is mirrored in a right-to-left layout unless its behavior is fixed")
  func mirroredShapes() {
    struct Wedge: Shape {
      var behavior: LayoutDirectionBehavior = .mirrors
      var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
      }
    }
    func points(_ view: some View) -> [CGPoint] {
      let paint = layout(view.frame(width: 10, height: 20)).nodes.compactMap(\.paint).first
      return (paint?.path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).elements ?? []).compactMap {
        switch $0 {
        case .move(let p), .line(let p): return p
        default: return nil
        }
      }
    }
    #expect(points(Wedge()) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 20)])
    #expect(points(Wedge().environment(\.layoutDirection, .rightToLeft)) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20)])
    #expect(points(Wedge(behavior: .fixed).environment(\.layoutDirection, .rightToLeft)) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 20)])
  }

  @Test("rotation3DEffect draws the turn's projection; transformEffect and projectionEffect work in the view's coordinates")
  func threeDAndTransforms() {
    let box = Rectangle().frame(width: 40, height: 10)
    // 60 degrees about the y axis: x scaled by cos 60 = 0.5 about the center x 20: x' = 0.5 x + 10.
    guard case .transform(let turned)? = effect(layout(box.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))), "rotation3DEffect")
    else {
      Issue.record("expected a transform")
      return
    }
    #expect(same(turned, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 10, ty: 0)))
    // About the z axis it is rotationEffect's turn.
    guard case .transform(let flat)? = effect(layout(box.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))), "rotation3DEffect"),
      case .transform(let rotated)? = effect(layout(box.rotationEffect(.degrees(90))), "rotationEffect")
    else {
      Issue.record("expected transforms")
      return
    }
    #expect(same(flat, rotated))
    #expect(effect(layout(box.rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0))), "rotation3DEffect") == nil)
    // A translation in the view's own coordinates stays a translation wherever the view is.
    guard case .transform(let moved)? = effect(layout(box.transformEffect(CGAffineTransform(translationX: 5, y: 0)).padding(10)), "transformEffect"),
      case .transform(let projected)? = effect(
        layout(box.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))).padding(10)), "transformEffect")
    else {
      Issue.record("expected transforms")
      return
    }
    #expect(same(moved, CGAffineTransform(translationX: 5, y: 0)))
    #expect(same(projected, moved))
  }

  @Test("privacySensitive views are redacted inside redacted(reason: .privacy), and only there")
  func privacy() {
    let view = VStack {
      Text("Public")
      Text("Secret").privacySensitive()
    }
    #expect(effect(layout(view.redacted(reason: .privacy)), "privacySensitive") == .redacted(true))
    #expect(effect(layout(view.redacted(reason: .placeholder)), "privacySensitive") == nil)
    #expect(effect(layout(view), "privacySensitive") == nil)
    #expect(effect(layout(VStack { view.unredacted() }.redacted(reason: .privacy)), "privacySensitive") == nil)
    // The reasons are in the environment.
    struct Reader: View {
      @Environment(\.redactionReasons) var reasons
      var body: some View { Text(reasons.contains(.privacy) ? "private" : "open").id("reader") }
    }
    #expect(layout(Reader().redacted(reason: .privacy))[id: "reader"]?.text?.string == "private")
  }

  @Test("clips: clipped, cornerRadius and clipShape, in the placed frame")
  func clips() {
    let frame = CGRect(x: 4, y: 4, width: 30, height: 20)
    func clip<V: View>(_ view: V, _ kind: String) -> PaintEffect? {
      effect(layout(view.padding(4)), kind)
    }
    let box = Rectangle().frame(width: 30, height: 20)
    #expect(clip(box.clipped(), "clipped") == .clip(shape: .rectangle, cornerRadius: 0, frame: frame))
    #expect(clip(box.cornerRadius(6), "cornerRadius") == .clip(shape: .roundedRectangle, cornerRadius: 6, frame: frame))
    #expect(clip(box.cornerRadius(-2), "cornerRadius") == .clip(shape: .rectangle, cornerRadius: 0, frame: frame))
    #expect(clip(box.clipShape(Circle()), "clipShape") == .clip(shape: .circle, cornerRadius: 0, frame: frame))
    #expect(clip(box.clipShape(Capsule()), "clipShape") == .clip(shape: .capsule, cornerRadius: 0, frame: frame))
    #expect(
      clip(box.clipShape(RoundedRectangle(cornerRadius: 5)), "clipShape")
        == .clip(shape: .roundedRectangle, cornerRadius: 5, frame: frame))
  }

  @Test("zIndex records its value; 0 and NaN record nothing")
  func zIndex() {
    #expect(effect(layout(Rectangle().zIndex(2)), "zIndex") == .zIndex(2))
    #expect(effect(layout(Rectangle().zIndex(0)), "zIndex") == nil)
    #expect(effect(layout(Rectangle().zIndex(.nan)), "zIndex") == nil)
  }

  @Test("hidden and shadow keep the layout")
  func hiddenAndShadow() {
    let row = HStack(spacing: 0) {
      Rectangle().frame(width: 10, height: 10).hidden()
      Rectangle().frame(width: 10, height: 10).shadow(color: .black, radius: 3, x: 1, y: 2)
    }
    let result = layout(row)
    #expect(result.size == CGSize(width: 20, height: 10))
    #expect(effect(result, "hidden") == .hidden)
    #expect(effect(result, "shadow") == .shadow(color: .black, radius: 3, x: 1, y: 2))
    #expect(effect(layout(Rectangle().shadow(radius: .infinity)), "shadow") == nil)
  }
}

@Suite("Shape styles by name, gradients and color spaces")
struct ShapeStyleCatalogTests {
  let engine = LayoutEngine()

  /// The fill of the only painted node of a view.
  func fill<V: View>(_ view: V) -> Color? {
    engine.layout(view.frame(width: 10, height: 10)).nodes.compactMap(\.paint).first?.fill
  }

  @Test("styles by name paint their documented flat color")
  func styles() {
    #expect(fill(Rectangle().fill(.red)) == .red)
    #expect(fill(Rectangle().fill(.blue.gradient)) == .blue)
    #expect(fill(Rectangle().fill(AnyShapeStyle(Color.green))) == .green)
    #expect(fill(Rectangle().fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))) == .orange)
    #expect(fill(Rectangle().fill(RadialGradient(colors: [.mint, .teal], center: .center, startRadius: 0, endRadius: 5))) == .mint)
    #expect(fill(Rectangle().fill(.conicGradient(colors: [.cyan, .red], center: .center))) == .cyan)
    // The system fill: (120, 120, 128) at 20%, then 16% for its secondary level.
    #expect(fill(Rectangle().fill(.fill)) == Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, opacity: 0.2))
    #expect(fill(Rectangle().fill(.fill.secondary))?.opacity == 0.16)
    #expect(fill(Rectangle().fill(.blue.opacity(0.5)))?.opacity == 0.5)
    #expect(fill(Rectangle().fill(.background)) == .white)
    // `.secondary` is the same color as a Color and as a hierarchical style.
    #expect(fill(Rectangle().fill(.secondary)) == HierarchicalShapeStyle.secondary.flatColor)
    // A border strokes in the style's color: (60, 60, 67) at 18%.
    let bordered = engine.layout(Color.clear.frame(width: 10, height: 10).border(.quaternary)).nodes.compactMap(\.paint).last
    #expect(bordered?.stroke == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.18))
  }

  @Test("colors in linear sRGB and Display P3 become sRGB by the standard transfer function and matrix")
  func colorSpaces() {
    // Encoding 0.5: 1.055 x 0.5^(1/2.4) - 0.055 = 0.735357.
    let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)
    #expect(abs(linear.red - 0.735357) < 1e-6 && linear.green == 0 && abs(linear.blue - 1) < 1e-12)
    // P3's pure red is outside sRGB: red 1.2249 linear encodes to 1.0931, green -0.0421 to -0.2269.
    let p3 = Color(.displayP3, red: 1, green: 0, blue: 0)
    #expect(abs(p3.red - 1.0931) < 1e-3 && abs(p3.green + 0.2269) < 1e-3)
    #expect(Color(white: 0.25) == Color(red: 0.25, green: 0.25, blue: 0.25))
    #expect(abs(Color.Resolved(red: 0.5, green: 0.5, blue: 0.5).linearRed - 0.214041) < 1e-6)
  }
}

@Suite("Gradient styles paint as gradients")
struct GradientStyleTests {
  let engine = LayoutEngine()

  /// The paint of the first painted node of a view (the only one, or the one behind).
  func paint<V: View>(_ view: V) -> Paint? {
    engine.layout(view.frame(width: 10, height: 10)).nodes.compactMap(\.paint).first
  }

  /// The paint of the last painted node of a view (the one in front).
  func lastPaint<V: View>(_ view: V) -> Paint? {
    engine.layout(view.frame(width: 10, height: 10)).nodes.compactMap(\.paint).last
  }

  @Test("a shape filled with a gradient keeps its geometry and stops; its flat color is the first stop's")
  func fills() {
    let linear = paint(Rectangle().fill(.linearGradient(colors: [.orange, .pink, .blue], startPoint: .top, endPoint: .bottom)))
    #expect(linear?.fill == .orange)
    #expect(linear?.fillGradient?.geometry == .linear(start: .top, end: .bottom))
    let expected: [ShapeGradient.Stop] = [
      ShapeGradient.Stop(color: .orange, location: 0), ShapeGradient.Stop(color: .pink, location: 0.5),
      ShapeGradient.Stop(color: .blue, location: 1),
    ]
    #expect(linear?.fillGradient?.stops == expected)
    let stops = [Gradient.Stop(color: .mint, location: 0.2), Gradient.Stop(color: .teal, location: 0.9)]
    let radial = paint(Circle().fill(RadialGradient(stops: stops, center: .top, startRadius: 2, endRadius: 8)))
    #expect(radial?.fillGradient?.geometry == .radial(center: .top, startRadius: 2, endRadius: 8))
    #expect(radial?.fillGradient?.stops.map(\.location) == [0.2, 0.9])
    let elliptical = paint(Ellipse().fill(.ellipticalGradient(colors: [.red, .blue])))
    #expect(elliptical?.fillGradient?.geometry == .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
    // A conic gradient, and an angular one with its default angles, sweep the full turn from
    // their start (equal angles).
    let conic = paint(Rectangle().fill(.conicGradient(colors: [.cyan, .red], center: .center, angle: .degrees(90))))
    let quarter = Double.pi / 2
    #expect(conic?.fillGradient?.geometry == .angular(center: .center, startAngle: quarter, endAngle: quarter + 2 * Double.pi))
    let wheel = paint(Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .zero)))
    #expect(wheel?.fillGradient?.geometry == .angular(center: .center, startAngle: 0, endAngle: 0))
    let conicByDefault = paint(Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)))
    #expect(conicByDefault?.fillGradient?.geometry == .angular(center: .center, startAngle: 0, endAngle: 2 * Double.pi))
    // `Color.gradient`: top to bottom, the color then the color at 85%.
    let gentle = paint(Rectangle().fill(Color.blue.gradient))
    #expect(gentle?.fillGradient?.geometry == .linear(start: .top, end: .bottom))
    #expect(gentle?.fillGradient?.stops.map(\.color) == [.blue, .blue.opacity(0.85)])
    // A flat style has no gradient.
    #expect(paint(Rectangle().fill(.red))?.fillGradient == nil)
  }

  @Test("strokes, borders, backgrounds, overlays and the foreground style carry the gradient too")
  func otherPaints() {
    let style = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let stroked = paint(Circle().strokeBorder(style, lineWidth: 2))
    #expect(stroked?.fill == nil && stroked?.stroke == .red && stroked?.strokeGradient == style.shapeGradient)
    #expect(paint(Rectangle().stroke(style, style: StrokeStyle(lineWidth: 3, dash: [2])))?.strokeGradient == style.shapeGradient)
    #expect(lastPaint(Color.clear.border(style))?.strokeGradient == style.shapeGradient)
    #expect(paint(Color.clear.background(style))?.fillGradient == style.shapeGradient)
    #expect(lastPaint(Color.clear.overlay(style))?.fillGradient == style.shapeGradient)
    #expect(paint(Color.clear.background(style, in: Capsule()))?.fillGradient == style.shapeGradient)
    // A shape without a fill of its own takes the foreground style; a foreground color nearer
    // the shape wins over an outer gradient style.
    #expect(paint(Circle().foregroundStyle(style))?.fillGradient == style.shapeGradient)
    #expect(paint(Circle().foregroundColor(.green).foregroundStyle(style))?.fillGradient == nil)
    // Erased and faded styles keep it; fading multiplies every stop's opacity.
    #expect(paint(Rectangle().fill(AnyShapeStyle(style)))?.fillGradient == style.shapeGradient)
    let faded = paint(Rectangle().fill(style.opacity(0.5)))?.fillGradient
    #expect(faded?.stops.map(\.color) == [Color.red.opacity(0.5), Color.blue.opacity(0.5)])
    #expect(faded?.geometry == .linear(start: .leading, end: .trailing))
  }

  @Test("background() paints the environment's background style: white by default, else backgroundStyle's")
  func backgroundStyle() {
    // The background is the first painted node, the clear color after it.
    #expect(paint(Color.clear.background())?.fill == .white)
    #expect(lastPaint(Color.clear.background())?.fill == .clear)
    #expect(paint(Color.clear.background().backgroundStyle(.red))?.fill == .red)
    let style = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    #expect(paint(Color.clear.background().backgroundStyle(style))?.fillGradient == style.shapeGradient)
  }

  @Test("a text in a gradient foreground style carries the gradient; its color is the first stop's; a color of its own wins")
  func text() {
    let style = LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
    let result = engine.layout(Text("Hi").foregroundStyle(style))
    #expect(result.nodes.compactMap(\.text).first?.color == .purple)
    #expect(result.nodes.compactMap(\.text).first?.gradient == style.shapeGradient)
    let own = engine.layout(Text("Hi").foregroundColor(.red).foregroundStyle(style))
    #expect(own.nodes.compactMap(\.text).first?.color == .red)
    #expect(own.nodes.compactMap(\.text).first?.gradient == nil)
  }
}

/// A style of an app's own: black in the light appearance, white in the dark.
private struct InkStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .dark ? Color.white : Color.black
  }
}

/// A style of an app's own that resolves to a gradient.
private struct SunsetStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> LinearGradient {
    LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
  }
}

/// A card filled with `InkStyle`, made in its own body (where the environment is read).
private struct InkCard: View {
  var body: some View { Rectangle().fill(InkStyle()) }
}

@Suite("Shape styles of an app's own")
struct CustomShapeStyleTests {
  let engine = LayoutEngine()

  func paint<V: View>(_ view: V) -> Paint? {
    engine.layout(view.frame(width: 10, height: 10)).nodes.compactMap(\.paint).first
  }

  @Test("a style with resolve(in:) paints what it resolves to, in the environment of the body that uses it")
  func resolves() {
    #expect(paint(InkCard())?.fill == .black)
    #expect(paint(InkCard().environment(\.colorScheme, .dark))?.fill == .white)
    #expect(paint(Circle().stroke(InkStyle(), lineWidth: 2))?.stroke == .black)
    let sunset = paint(Rectangle().fill(SunsetStyle()))
    #expect(sunset?.fill == .orange)
    #expect(sunset?.fillGradient?.geometry == .linear(start: .top, end: .bottom))
    // Erased and faded, it still resolves.
    #expect(paint(Rectangle().fill(AnyShapeStyle(SunsetStyle())))?.fillGradient?.stops.count == 2)
    #expect(paint(Rectangle().fill(InkStyle().opacity(0.5)))?.fill == Color.black.opacity(0.5))
  }

  @Test("the built-in styles resolve to their color's components")
  func builtIn() {
    let resolved = HierarchicalShapeStyle.secondary.resolve(in: EnvironmentValues())
    #expect(resolved == Color.secondary.resolve(in: EnvironmentValues()))
    #expect(Color.red.resolve(in: EnvironmentValues()).flatColor.red == Double(Float(Color.red.red)))
  }
}

@Suite("Paint settings Baseline's renderers have no use for")
struct PaintSettingsTests {
  @Test("dynamic range, badges, item tints, sheet backgrounds, material appearance: laid out and painted as without")
  func unchanged() {
    let plain = HStack(spacing: 2) {
      Rectangle().fill(.red).frame(width: 10, height: 10)
      Color.blue.frame(width: 5, height: 5)
    }
    let set = HStack(spacing: 2) {
      Rectangle().fill(Color.red.materialActiveAppearance(.inactive)).frame(width: 10, height: 10)
      Color.blue.frame(width: 5, height: 5).badgeProminence(.increased).listItemTint(.fixed(.green))
    }
    .allowedDynamicRange(.high)
    .presentationBackground(.thinMaterial)
    .presentationBackground { Color.yellow }
    .materialActiveAppearance(.active)
    .paletteSelectionEffect(.symbolVariant(.fill))
    let before = layout(plain)
    let after = layout(set)
    #expect(after.size == CGSize(width: 17, height: 10) && after.size == before.size)
    #expect(after.nodes.compactMap { $0.paint?.fill } == before.nodes.compactMap { $0.paint?.fill })
    let image: Image = Image(systemName: "star").allowedDynamicRange(.constrainedHigh)
    #expect(layout(image).size == layout(Image(systemName: "star")).size)
  }
}

@Suite("Color.mix")
struct ColorMixTests {
  @Test("in device space the components blend as numbers; opacity blends linearly")
  func device() {
    let mixed = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1, opacity: 0.5), by: 0.25, in: .device)
    #expect(mixed == Color(red: 0.75, green: 0, blue: 0.25, opacity: 0.875))
  }

  @Test("in perceptual space (Oklab) white and black meet at lightness 0.5: sRGB 0.3886, not 0.5")
  func perceptual() {
    // L 0.5 with a = b = 0 is 0.125 in every linear component; encoded, 1.055 x 0.125^(1/2.4) - 0.055.
    let gray = Color.white.mix(with: .black, by: 0.5)
    let expected = 1.055 * pow(0.125, 1 / 2.4) - 0.055
    #expect(abs(gray.red - expected) < 1e-6 && abs(gray.green - expected) < 1e-6 && abs(gray.blue - expected) < 1e-6)
    #expect(abs(expected - 0.3886) < 1e-4)
    // The ends are the colors themselves (through Oklab and back).
    let orange = Color(red: 1, green: 0.5, blue: 0)
    let start = orange.mix(with: .blue, by: 0)
    #expect(abs(start.red - 1) < 1e-6 && abs(start.green - 0.5) < 1e-6 && abs(start.blue) < 1e-6)
  }

  @Test("fractions are clamped; NaN is none")
  func clamped() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(red.mix(with: blue, by: .nan, in: .device) == red)
    #expect(red.mix(with: blue, by: 7, in: .device) == blue)
    #expect(red.mix(with: blue, by: -1, in: .device) == red)
  }
}

@Suite("Visual effects and scroll transitions")
struct VisualEffectTests {
  /// The effects recorded under `kind`, outermost first.
  private func effects(_ result: LayoutResult, _ kind: String) -> [PaintEffect?] {
    result.nodes.filter { $0.kind == .modifier(kind) }.map(\.effect)
  }

  @Test("a visual effect chain from the view's geometry: each step drawn as its modifier, innermost first")
  func chain() {
    let view = Color.red.frame(width: 40, height: 20).visualEffect { content, proxy in
      content.offset(x: proxy.size.width / 2).opacity(0.5)
    }
    let result = layout(view)
    #expect(result.size == CGSize(width: 40, height: 20))
    // Outermost first: the opacity, then the offset by half the width, 20.
    #expect(effects(result, "visualEffect") == [.opacity(0.5), .transform(CGAffineTransform(translationX: 20, y: 0))])
  }

  @Test("the proxy is the view's placed frame: a view 30 down scales, one at the top does not")
  func placedGeometry() {
    func shrinking(_ id: String) -> some View {
      Color.red.frame(width: 10, height: 10).visualEffect { content, proxy in
        content.scaleEffect(proxy.frame(in: .global).minY > 20 ? 0.5 : 1, anchor: .topLeading)
      }.id(id)
    }
    let result = layout(VStack(spacing: 20) { shrinking("top"); shrinking("low") })
    let transforms = effects(result, "visualEffect")
    // The second view is at y 30: scaled by a half about its top leading corner (0, 30), in
    // root coordinates y' = 0.5y + 15.
    #expect(transforms.count == 2)
    #expect(transforms[0] == .transform(.identity))
    if case .transform(let t)? = transforms[1] {
      #expect(t.a == 0.5 && t.d == 0.5 && t.tx == 0 && t.ty == 15)
    } else {
      Issue.record("no scale for the lower view")
    }
  }

  @Test("a scroll transition draws its identity phase: every view rests on screen in a layout")
  func scrollTransition() {
    let view = Color.red.frame(width: 10, height: 10).scrollTransition { content, phase in
      content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.value == 0 ? 1 : 0.5)
    }
    let result = layout(view)
    #expect(effects(result, "scrollTransition") == [.transform(.identity), nil])
    #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
  }
}
