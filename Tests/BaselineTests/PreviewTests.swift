import Baseline
import BaselineTestSupport
import Testing

// Previews as SwiftUI code writes them. Each compiles through the BaselineMacros plugin, which
// type-checks its body.

private struct Card: View {
  var title: String
  var body: some View {
    Text(title).padding()
  }
}

#Preview {
  Card(title: "Default")
}

#Preview("Named") {
  Card(title: "Named")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  Card(title: "Fits")
}

#Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
  VStack {
    Card(title: "One")
    Card(title: "Two")
  }
}

#Preview("With state") {
  @Previewable @State var isOn = true
  Toggle("Wi-Fi", isOn: $isOn)
}

private struct Card_Previews: PreviewProvider {
  static var previews: some View {
    Rectangle().frame(width: 30, height: 40).previewLayout(.sizeThatFits)
    Group {
      Color.red.previewDisplayName("Red")
      Color.blue
    }
    .previewDevice("iPhone SE (3rd generation)")
    .previewInterfaceOrientation(.landscapeLeft)
    ForEach(["Small", "Large"], id: \.self) { size in
      Color.green.previewDisplayName(size)
    }
    // The outer modifier wins, as SwiftUI's view traits do.
    Color.gray.previewLayout(.sizeThatFits).previewLayout(.fixed(width: 100, height: 50))
    Color.gray.previewDevice("Pixel 7")
    EmptyView()
  }
}

@Suite("#Preview, PreviewProvider and Preview")
struct PreviewTests {
  @Test("a preview's layout trait gives the proposal: device 393 x 852, turned in landscape")
  func proposals() {
    #expect(Preview { EmptyView() }.proposal == ProposedViewSize(width: 393, height: 852))
    #expect(Preview(traits: .landscapeRight) { EmptyView() }.proposal == ProposedViewSize(width: 852, height: 393))
    #expect(Preview(traits: .sizeThatFitsLayout) { EmptyView() }.proposal == .unspecified)
    #expect(
      Preview(traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) { EmptyView() }.proposal
        == ProposedViewSize(width: 300, height: 200))
    // The last layout trait wins.
    #expect(
      Preview(traits: .fixedLayout(width: 300, height: 200), .defaultLayout) { EmptyView() }.proposal
        == ProposedViewSize(width: 393, height: 852))
  }

  @Test("a preview's content lays out with its proposal")
  @MainActor func layout() {
    let fixed = Preview("Swatch", traits: .fixedLayout(width: 300, height: 200)) { Color.red }
    #expect(fixed.name == "Swatch")
    #expect(fixed.traits.count == 1)
    let filled = engine().layout(fixed.makeContent(), proposal: fixed.proposal)
    #expect(filled.size == CGSize(width: 300, height: 200))

    let fitting = Preview(traits: .sizeThatFitsLayout) {
      Rectangle().frame(width: 30, height: 40)
      Rectangle().frame(width: 50, height: 10)
    }
    // Two views in a preview stack vertically with the default 8-point spacing: 50 x (40 + 8 + 10).
    let fitted = engine().layout(fitting.makeContent(), proposal: fitting.proposal)
    #expect(fitted.size == CGSize(width: 50, height: 58))
  }

  @Test("a preview modifier wraps the content with its shared context, made once per type; modifiers nest first outermost")
  @MainActor func previewModifiers() async throws {
    let preview = Preview(traits: .modifier(Framed()), .modifier(Padded()), .sizeThatFitsLayout) { Color.red.id("content") }
    let result = engine().layout(try await preview.makeModifiedContent(), proposal: preview.proposal)
    // Padded (inner): 5 around the 10 x 10 red square the context gives, 20 x 20; Framed
    // (outer): a 60 x 30 frame with that centered at (20, 5), the red square at (25, 10).
    #expect(result.size == CGSize(width: 60, height: 30))
    #expect(result[id: "content"]?.frame == CGRect(x: 25, y: 10, width: 10, height: 10))
    // A second preview reuses the context.
    _ = try await preview.makeModifiedContent()
    #expect(Padded.contextsMade == 1)
    // Without the modifiers, the content alone (the red color takes the whole unspecified proposal).
    #expect(engine().layout(preview.makeContent(), proposal: preview.proposal).size == CGSize(width: 10, height: 10))
  }

  @Test("previewContext: a widget preview takes its family's size (medium 338 x 158 on the default screen); one without a size says so")
  @MainActor func widgetContexts() {
    let previews = Preview.previews(of: Widget_Previews.self)
    #expect(previews.map(\.proposal) == [
      ProposedViewSize(width: 338, height: 158), ProposedViewSize(width: 158, height: 158), ProposedViewSize(width: 393, height: 852),
      ProposedViewSize(width: 393, height: 852),
    ])
    #expect(previews[2].warnings == ["no preview size for the widget family accessoryCircular: laid out as the preview's other traits say"])
    #expect(previews[3].warnings.isEmpty)
  }

  @Test("a PreviewProvider gives one preview per top-level view, named and sized by its preview modifiers")
  @MainActor func provider() {
    let previews = Preview.previews(of: Card_Previews.self)
    // Groups and ForEach are flattened; EmptyView gives no preview.
    #expect(previews.map(\.name) == [nil, "Red", nil, "Small", "Large", nil, nil])
    // The iPhone SE's 375 x 667 screen, turned to landscape.
    let landscapeSE = ProposedViewSize(width: 667, height: 375)
    let device = ProposedViewSize(width: 393, height: 852)
    #expect(
      previews.map(\.proposal) == [
        .unspecified, landscapeSE, landscapeSE, device, device,
        ProposedViewSize(width: 100, height: 50), device,
      ])
    #expect(previews[6].warnings == ["unknown preview device \"Pixel 7\": laid out on a 393 x 852 screen"])
    #expect(previews[1].warnings.isEmpty)

    // Each preview shows its own view only, laid out at its proposal.
    let fitted = engine().layout(previews[0].makeContent(), proposal: previews[0].proposal)
    #expect(fitted.size == CGSize(width: 30, height: 40))
    let red = engine().layout(previews[1].makeContent().id("red"), proposal: previews[1].proposal)
    #expect(red[id: "red"]?.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(red.nodes.compactMap(\.paint?.fill) == [.red])
  }

  @Test("preview modifiers leave the view's own layout as it is")
  func modifiersDoNotLayOut() {
    let view = Rectangle().frame(width: 30, height: 40)
      .previewLayout(.fixed(width: 300, height: 200)).previewDisplayName("x")
      .previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeRight)
    #expect(engine().layout(view, proposal: .unspecified).size == CGSize(width: 30, height: 40))
  }
}

/// A modifier without a context: a 60 x 30 frame.
private struct Framed: PreviewModifier {
  func body(content: Content, context: Void) -> some View { content.frame(width: 60, height: 30) }
}

/// A modifier whose context (made asynchronously, once) is the side of the content.
private struct Padded: PreviewModifier {
  @MainActor static var contextsMade = 0
  @MainActor static func makeSharedContext() async throws -> CGFloat {
    contextsMade += 1
    return 10
  }
  func body(content: Content, context: CGFloat) -> some View { content.frame(width: context, height: context).padding(5) }
}

/// Widget previews as widget extensions write them.
private struct Widget_Previews: PreviewProvider {
  /// A context of the app's own: no size of its own.
  struct Plain: PreviewContext {}
  static var previews: some View {
    Text("12°").previewContext(WidgetPreviewContext(family: .systemMedium))
    Text("12°").previewContext(WidgetPreviewContext(family: .systemSmall))
    Text("12°").previewContext(WidgetPreviewContext(family: .accessoryCircular))
    Text("12°").previewContext(Plain())
  }
}
