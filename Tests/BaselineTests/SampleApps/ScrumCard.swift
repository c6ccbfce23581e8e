// A card in the style of Apple's Scrumdinger tutorial, written as the tutorial writes it (with
// `import Baseline` where the app has `import SwiftUI`): a model, a theme, a custom label style.
import Baseline

struct DailyScrum: Identifiable {
  let id = UUID()
  var title: String
  var attendees: [String]
  var lengthInMinutes: Int
  var theme: Theme
}

enum Theme: String, CaseIterable, Identifiable {
  case bubblegum, buttercup, indigo, lavender

  var accentColor: Color {
    switch self {
    case .bubblegum, .buttercup, .lavender: return .black
    case .indigo: return .white
    }
  }

  var mainColor: Color {
    switch self {
    case .bubblegum: return .pink
    case .buttercup: return .yellow
    case .indigo: return .indigo
    case .lavender: return .purple
    }
  }

  var name: String { rawValue.capitalized }
  var id: String { name }
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}

struct CardView: View {
  let scrum: DailyScrum

  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
        .font(.headline)
        .accessibilityAddTraits(.isHeader)
        .id("title")
      Spacer()
      HStack {
        Label("\(scrum.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(scrum.attendees.count) attendees")
          .id("attendees")
        Spacer()
        Label("\(scrum.lengthInMinutes)", systemImage: "clock")
          .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
          .labelStyle(.trailingIcon)
          .id("length")
      }
      .font(.caption)
    }
    .padding()
    .foregroundColor(scrum.theme.accentColor)
  }
}

struct CardView_Previews: PreviewProvider {
  static var scrum = DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellowish)
  static var previews: some View {
    CardView(scrum: scrum)
      .background(scrum.theme.mainColor)
      .previewLayout(.fixed(width: 400, height: 100))
  }
}

extension Theme {
  static let yellowish = Theme.buttercup
}
