import Baseline
import Testing

private struct SettingsView: View {
  @State private var name = "Ada Lovelace"
  @State private var email = ""
  @State private var newsletter = true
  @State private var theme = "Automatic"

  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $name).id("name")
        TextField("E-mail", text: $email, prompt: Text("ada@example.org")).id("email")
      }
      Section("Preferences") {
        Toggle("Send me the newsletter", isOn: $newsletter)
        Picker("Theme", selection: $theme) {
          ForEach(["Light", "Dark", "Automatic"], id: \.self) { Text($0) }
        }
      }
    }
  }
}

@Test("the README form example: fields' baselines 16.044 below their rows' tops")
func readmeFormExample() throws {
  let result = try LayoutEngine(fonts: .bundled()).layout(SettingsView(), proposal: ProposedViewSize(width: 380, height: nil))
  let baseline: Double = (22 - 1.362 * 13) / 2 + 1.069 * 13
  for id in ["name", "email"] {
    let row = try #require(result[id: id])
    #expect(abs(Double((row.firstBaseline ?? 0) - row.frame.minY) - baseline) < 1e-9)
    #expect(row.frame.height == 22)
  }
}
