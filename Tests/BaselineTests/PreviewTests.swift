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

@Suite("#Preview and Preview")
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
}
