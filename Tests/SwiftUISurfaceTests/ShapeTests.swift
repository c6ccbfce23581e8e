import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A custom shape as apps write one.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// A shape with its own size: a 30 x 20 badge whatever is offered.
private struct Badge: Shape {
  func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 4) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
}

private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
    && abs(a.maxY - b.maxY) <= tolerance
}

@Suite("Custom shapes, paths and shape modifiers")
struct ShapeTests {
  let engine = LayoutEngine()

  /// The path a node's paint draws, in its own frame's coordinates.
  func outline(_ result: LayoutResult, _ id: String) -> Path? {
    guard let node = result[id: id], let paint = node.paint else { return nil }
    return paint.path(in: node.frame)
  }

  @Test("a custom shape takes the offer and draws its path in its own frame")
  func customShape() throws {
    let result = engine.layout(Triangle().fill(.red).id("t").frame(width: 100, height: 50))
    let node = try #require(result[id: "t"])
    #expect(node.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(node.kind.name == "Triangle")
    #expect(node.paint?.shape == .path && node.paint?.fill == .red)
    #expect(
      outline(result, "t")?.elements == [
        .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 50)), .line(to: CGPoint(x: 0, y: 50)), .closeSubpath,
      ])
  }

  @Test("a shape's sizeThatFits is its size; a Path is a shape whatever its frame")
  func sizing() {
    #expect(engine.layout(Badge(), proposal: ProposedViewSize(width: 300, height: 300)).size == CGSize(width: 30, height: 20))
    let path = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
    let result = engine.layout(path.stroke(.blue, lineWidth: 2).id("p").frame(width: 40, height: 40))
    #expect(outline(result, "p") == path)
    #expect(result[id: "p"]?.paint?.stroke == .blue && result[id: "p"]?.paint?.lineWidth == 2)
  }

  @Test("strokeBorder insets the outline by half the line: a 40-point circle stroked 4 wide is drawn 36 across")
  func strokeBorder() {
    let result = engine.layout(Circle().strokeBorder(.green, lineWidth: 4).id("ring").frame(width: 40, height: 40))
    #expect(result[id: "ring"]?.kind.name == "Circle")
    #expect(close(outline(result, "ring")?.boundingRect ?? .null, CGRect(x: 2, y: 2, width: 36, height: 36)))
    // A rounded rectangle's corners shrink with it: radius 10 - 3 at an inset of 3.
    let card = RoundedRectangle(cornerRadius: 10).inset(by: 3).path(in: CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(card.elements.first == .move(to: CGPoint(x: 3 + 7, y: 3)))
  }

  @Test("trim, rotation, scale and offset change the path, not the frame")
  func modifiers() {
    let frame = ProposedViewSize(width: 40, height: 40)
    // A quarter of a circle from 3 o'clock to 6 o'clock: x 20...40, y 20...40.
    let quarter = engine.layout(Circle().trim(from: 0, to: 0.25).stroke(.red).id("q"), proposal: frame)
    #expect(quarter.size == CGSize(width: 40, height: 40))
    #expect(close(outline(quarter, "q")?.boundingRect ?? .null, CGRect(x: 20, y: 20, width: 20, height: 20), 1e-3))
    // A 40 x 20 rectangle turned a quarter about its center (20, 10) stands 20 x 40.
    let turned = engine.layout(Rectangle().rotation(.degrees(90)).id("r"), proposal: ProposedViewSize(width: 40, height: 20))
    #expect(close(outline(turned, "r")?.boundingRect ?? .null, CGRect(x: 10, y: -10, width: 20, height: 40)))
    let scaled = engine.layout(Rectangle().scale(0.5, anchor: .topLeading).offset(x: 3, y: 4).id("s"), proposal: frame)
    #expect(outline(scaled, "s")?.boundingRect == CGRect(x: 3, y: 4, width: 20, height: 20))
    let erased = engine.layout(AnyShape(Triangle()).fill(.blue).id("a"), proposal: frame)
    #expect(erased[id: "a"]?.kind.name == "Triangle")
  }

  @Test("StrokeStyle keeps its dashes and corners in the paint")
  func strokeStyle() {
    let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2])
    let result = engine.layout(Triangle().stroke(.black, style: style).id("t"), proposal: ProposedViewSize(width: 10, height: 10))
    #expect(result[id: "t"]?.paint?.strokeStyle == style)
    #expect(result[id: "t"]?.paint?.fill == nil)
  }
}

@Suite("Canvas")
struct CanvasTests {
  @Test("a copy of the context keeps its own transform and draws into the same canvas")
  func copies() {
    let canvas = Canvas { context, _ in
      var moved = context
      moved.translateBy(x: 30, y: 0)
      moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
    }
    let result = engine.layout(canvas, proposal: ProposedViewSize(width: 100, height: 50))
    let shapes = result.nodes.filter { $0.paint?.shape == .path }
    // Both fills are drawn, the copy's first, 30 points to the right.
    #expect(shapes.map { $0.paint?.fill } == [.red, .blue])
    #expect(shapes.map { $0.paint?.path(in: $0.frame).offsetBy(dx: $0.frame.minX, dy: $0.frame.minY).boundingRect.minX } == [30, 0])
  }

  @Test("a canvas takes the offer; each fill and stroke is a shape in its frame, transforms applied")
  func drawing() throws {
    let canvas = Canvas { context, size in
      context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
      context.translateBy(x: size.width / 2, y: 0)
      context.stroke(Path(CGRect(x: 0, y: 5, width: 10, height: 10)), with: .color(.blue), lineWidth: 2)
    }
    let result = engine.layout(canvas, proposal: ProposedViewSize(width: 100, height: 50))
    #expect(result.size == CGSize(width: 100, height: 50))
    let shapes = result.nodes.filter { $0.paint?.shape == .path }
    #expect(shapes.count == 2)
    let filled = try #require(shapes.first { $0.paint?.fill == .red })
    #expect(filled.paint?.path(in: filled.frame).offsetBy(dx: filled.frame.minX, dy: filled.frame.minY).boundingRect
      == CGRect(x: 10, y: 10, width: 20, height: 20))
    // The stroke moved right by half the width, 50.
    let stroked = try #require(shapes.first { $0.paint?.stroke == .blue })
    #expect(stroked.paint?.path(in: stroked.frame).offsetBy(dx: stroked.frame.minX, dy: stroked.frame.minY).boundingRect
      == CGRect(x: 50, y: 5, width: 10, height: 10))
    #expect(stroked.paint?.lineWidth == 2)
  }
}

@Suite("UnevenRoundedRectangle and PrimitiveButtonStyle")
struct UnevenAndPrimitiveTests {
  @Test("corners of their own: the outline starts after the top leading radius; radii clamp to half the short side")
  func uneven() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 40)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
    // 40 is clamped to 30: the bottom edge ends 30 before the trailing side.
    #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 30))))
  }

  @Test("a path with uneven corners, anywhere in its rectangle; shape roles")
  func unevenPathAndRoles() {
    let path = Path(roundedRect: CGRect(x: 10, y: 20, width: 100, height: 60), cornerRadii: .init(topLeading: 10, bottomTrailing: 40))
    #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 20)))
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 100, height: 60))
    // 40 is clamped to 30: the trailing edge ends 30 above the bottom, at y 50.
    #expect(path.elements.contains(.line(to: CGPoint(x: 110, y: 50))))
    struct Hairline: Shape {
      static var role: ShapeRole { .separator }
      func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0)) }
    }
    #expect(Circle.role == .fill && Hairline.role == .separator)
  }

  @Test("a primitive button style builds the whole button")
  func primitiveStyle() {
    struct Tappable: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(3).onTapGesture { configuration.trigger() }
      }
    }
    // The label "Ab" in the body font (20 x 21) padded 3 on each side.
    #expect(engine.layout(Button("Ab") {}.buttonStyle(Tappable())).size == CGSize(width: 26, height: 27))
  }

  @Test("the built-in styles are primitive styles, as in SwiftUI: a style of your own can build on one")
  func builtInPrimitiveStyles() {
    struct Outlined: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration).padding(2)
      }
    }
    func primitive<S: PrimitiveButtonStyle>(_ style: S) -> S { style }
    // Found as PrimitiveButtonStyle's members (SwiftUI declares them there, not on ButtonStyle).
    let _: BorderedButtonStyle = primitive(.bordered)
    let _: BorderedProminentButtonStyle = primitive(.borderedProminent)
    let _: PlainButtonStyle = primitive(.plain)
    let _: BorderlessButtonStyle = primitive(.borderless)
    let _: DefaultButtonStyle = primitive(.automatic)
    let _: LinkButtonStyle = primitive(.link)
    let plainSize = engine.layout(Button("Ab") {}.buttonStyle(.bordered)).size
    // The bordered look padded by 2 on each side.
    let outlined = engine.layout(Button("Ab") {}.buttonStyle(Outlined())).size
    #expect(outlined == CGSize(width: plainSize.width + 4, height: plainSize.height + 4))
    // The label alone: "Ab" in the 13-point control font, 0.6 x 13 = 7.8 per character and
    // 0.8 x 13 + 0.2 x 13 = 13 tall in the fake measurer.
    #expect(engine.layout(Button("Ab") {}.buttonStyle(.plain)).size == CGSize(width: 15.6, height: 13))
  }
}

@Suite("ContainerRelativeShape")
struct ContainerRelativeShapeTests {
  @Test("a rectangle with no container shape; the container's shape, for its own rectangle, inside containerShape")
  func shapes() {
    let plain = layout(ContainerRelativeShape().fill(.red).frame(width: 40, height: 20))
    #expect(plain.nodes.compactMap(\.paint).first?.shape == .rectangle)
    let rounded = layout(
      ContainerRelativeShape().fill(.red).frame(width: 40, height: 20).containerShape(RoundedRectangle(cornerRadius: 8)))
    let paint = rounded.nodes.compactMap(\.paint).first
    #expect(paint?.shape == .path)
    #expect(paint?.fill == .red)
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(paint?.path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
  }
}

@Suite("Shapes filled and stroked")
struct FilledAndStrokedTests {
  @Test("a filled circle stroked over its fill: two paints in the same frame, the stroke after the fill")
  func fillThenStroke() {
    let result = layout(Circle().fill(.yellow).stroke(.orange, lineWidth: 2).frame(width: 30, height: 30))
    let painted = result.nodes.filter { $0.paint != nil }
    #expect(painted.map { $0.paint?.fill } == [.yellow, nil])
    #expect(painted.map { $0.paint?.stroke } == [nil, .orange])
    #expect(painted.map(\.frame) == [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 0, y: 0, width: 30, height: 30)])
    #expect(painted.last?.paint?.lineWidth == 2)
    // strokeBorder keeps the line inside: the inset shape, 2 in from each edge for a 4-point line.
    let bordered = layout(RoundedRectangle(cornerRadius: 6).fill(.white).strokeBorder(.gray, lineWidth: 4).frame(width: 40, height: 20))
    let border = bordered.nodes.last { $0.paint?.stroke == .gray }
    #expect(border?.paint?.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 2, y: 2, width: 36, height: 16))
  }

  @Test("shape views chain: each fill or stroke is drawn over the ones before, as the types SwiftUI names")
  func shapeViewChain() {
    let chained: StrokeBorderShapeView<Capsule, Color, FillShapeView<Capsule, Color, StrokeShapeView<Capsule, Color, FilledShape<Capsule>>>> =
      Capsule().fill(.yellow).stroke(.orange, lineWidth: 2).fill(.red).strokeBorder(.blue, lineWidth: 4)
    #expect(chained.shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    let painted = layout(chained.frame(width: 40, height: 20)).nodes.filter { $0.paint != nil }
    #expect(painted.map { $0.paint?.fill } == [.yellow, nil, .red, nil])
    #expect(painted.map { $0.paint?.stroke } == [nil, .orange, nil, .blue])
    #expect(painted.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 40, height: 20) })
    // The border's capsule is 2 in from each edge for a 4-point line.
    #expect(painted.last?.paint?.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 2, y: 2, width: 36, height: 16))
  }
}

@Suite("Button border shapes")
struct ButtonBorderShapeTests {
  @Test("a bordered button's bezel takes the border shape; its size does not change")
  func shapes() {
    let button = Button("Save") {}
    let plain = layout(button.buttonStyle(.bordered))
    let capsule = layout(button.buttonStyle(.bordered).buttonBorderShape(.capsule))
    #expect(capsule.size == plain.size)
    #expect(plain.nodes.compactMap(\.paint).contains { $0.shape == .roundedRectangle && $0.cornerRadius == ControlLook.regular.cornerRadius })
    #expect(capsule.nodes.compactMap(\.paint).contains { $0.shape == .capsule })
    let radius = layout(button.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
    #expect(radius.nodes.compactMap(\.paint).contains { $0.shape == .roundedRectangle && $0.cornerRadius == 3 })
    // As a shape of its own: a capsule's path in a 40 x 10 rectangle has 5-point ends.
    let path = ButtonBorderShape.capsule.path(in: CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(path == Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 5))
  }
}
