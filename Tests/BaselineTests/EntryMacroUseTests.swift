import Baseline
import BaselineTestSupport
import Testing

extension EnvironmentValues {
  /// The padding cards take (an app's own environment value).
  @Entry var cardPadding: CGFloat = 12
  /// An optional value: nil until set.
  @Entry var highlightedName: String?
}

extension ContainerValues {
  /// How many columns a view of `ColumnsRow` spans.
  @Entry var columnSpan: Int = 1
}

/// A card padded by the environment's `cardPadding`.
private struct EntryCard: View {
  @Environment(\.cardPadding) private var padding
  @Environment(\.highlightedName) private var highlighted
  var body: some View {
    Color.red.frame(width: 10, height: 10).padding(padding).id(highlighted ?? "card")
  }
}

/// A row giving each view 20 points per column it spans.
private struct ColumnsRow<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    HStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        subview.frame(width: CGFloat(subview.containerValues.columnSpan) * 20, height: 10)
      }
    }
  }
}

@Suite("@Entry in app code: environment and container values declared with the macro")
struct EntryMacroUseTests {
  @Test("an environment value's default, then the value a view sets")
  func environment() throws {
    let engine = engine()
    // 10 + 2 x 12 = 34 by default; 10 + 2 x 3 = 16 when set.
    #expect(engine.layout(EntryCard()).size == CGSize(width: 34, height: 34))
    #expect(engine.layout(EntryCard().environment(\.cardPadding, 3)).size == CGSize(width: 16, height: 16))
    #expect(engine.layout(EntryCard()).nodes.contains { $0.id == AnyHashable("card") })
    let named = engine.layout(EntryCard().environment(\.highlightedName, "hi"))
    #expect(named.nodes.contains { $0.id == AnyHashable("hi") })
  }

  @Test("a container value: spans of 1 (the default), 3 and 2 make a row 120 wide")
  func container() throws {
    let result = engine().layout(
      ColumnsRow {
        Color.red
        Color.green.containerValue(\.columnSpan, 3)
        Color.blue.containerValue(\.columnSpan, 2)
      })
    #expect(result.size == CGSize(width: 120, height: 10))
  }
}
