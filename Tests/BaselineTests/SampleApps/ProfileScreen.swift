// A profile screen as an iOS 18 app writes it (with `import Baseline` where the app has
// `import SwiftUI`): a mesh gradient header, an inset grouped list, the text size set larger
// (the README shows it).
import Baseline

struct ProfileScreen: View {
  @State private var notifications = true

  var body: some View {
    VStack(spacing: 0) {
      MeshGradient(
        width: 3, height: 3,
        points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
        colors: [.indigo, .purple, .pink, .blue, .teal, .orange, .mint, .cyan, .yellow]
      )
      .frame(height: 120)
      .overlay(alignment: .bottomLeading) {
        Text("Ada Lovelace").font(.largeTitle.bold()).foregroundStyle(.white).padding()
      }
      List {
        Section("Account") {
          LabeledContent("E-mail", value: "ada@example.org")
          Toggle("Notifications", isOn: $notifications)
        }
        Section {
          Text("Analytical Engine")
          Text("Difference Engine")
        } header: {
          Text("Projects").id("projects")
        } footer: {
          Text("Text sizes follow Dynamic Type.")
        }
      }
      .listStyle(.insetGrouped)
    }
    .dynamicTypeSize(.xLarge)
  }
}

#Preview("Profile", traits: .fixedLayout(width: 390, height: 500)) {
  ProfileScreen()
}
