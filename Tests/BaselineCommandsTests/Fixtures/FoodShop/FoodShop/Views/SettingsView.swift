import SwiftUI

struct SettingsView: View {
  @State private var notifications = true
  @State private var size = "Regular"

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
      Picker("Portion", selection: $size) {
        Text("Small").tag("Small")
        Text("Regular").tag("Regular")
      }
    }
  }
}

#Preview {
  SettingsView()
}
