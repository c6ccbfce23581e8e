import SwiftUI

// A settings form as an app would write it, with `import SwiftUI` left in.
struct SettingsView: View {
  @State private var notifications = true
  @State private var volume = 0.5

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
      Slider(value: $volume) { Text("Volume") }
    }
  }
}

#Preview("Settings") {
  SettingsView()
}

#Preview("Settings, fixed", traits: .fixedLayout(width: 320, height: 120)) {
  SettingsView()
}
