// A display board in the style of Apple's iOS 18 custom-container sample, written as such app
// code is (with `import Baseline` where the app has `import SwiftUI`): a container of its own
// that arranges the cards a view builder gives it, a container value declared with `@Entry`,
// an environment value, a style of its own and a gradient title.
import Baseline

extension ContainerValues {
  /// Whether a card was turned down: the board marks it.
  @Entry var isCardRejected: Bool = false
}

extension EnvironmentValues {
  /// The gap between the board's cards.
  @Entry var boardSpacing: CGFloat = 10
}

/// The board's paper: warm in the light appearance, dark in the dark one.
struct PaperStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .dark ? Color(white: 0.15) : Color(red: 0.98, green: 0.95, blue: 0.88)
  }
}

/// A board that pins its cards in a row, marking the rejected ones, under a title.
struct DisplayBoard<Content: View>: View {
  var title: String
  @ViewBuilder var content: Content
  @Environment(\.boardSpacing) private var spacing

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .font(.title.bold().leading(.tight))
        .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        .id("boardTitle")
      HStack(spacing: spacing) {
        ForEach(subviews: content) { card in
          card
            .frame(width: 100, height: 60)
            .background(PaperStyle(), in: RoundedRectangle(cornerRadius: 8))
            .overlay {
              if card.containerValues.isCardRejected {
                Capsule().fill(.red.opacity(0.6)).frame(height: 4).id("rejectedMark")
              }
            }
        }
      }
      .id("cards")
      Group(subviews: content) { cards in
        Text("\(cards.count) cards").font(.caption).id("count")
      }
    }
    .padding(16)
  }
}

/// The board the tests lay out: three songs, one turned down.
struct SongBoard: View {
  var body: some View {
    DisplayBoard(title: "Songs") {
      Text("Scrolling in the Deep")
      Text("Born to Run").containerValue(\.isCardRejected, true)
      Text("Layout Blues")
    }
    .environment(\.boardSpacing, 12)
  }
}
