import Baseline
import Testing

// Form code in the style of Apple's SwiftUI documentation, compiled unchanged (only the import
// differs) and laid out with the bundled fonts.

private enum NotifyMeAboutType: Hashable { case directMessages, mentions, anything }
private enum ProfileImageSize: Hashable { case large, medium, small }

/// After the `Form` documentation's notification settings.
private struct NotificationSettingsView: View {
  @State private var notifyMeAbout: NotifyMeAboutType = .directMessages
  @State private var playNotificationSounds = false
  @State private var sendReadReceipts = false
  @State private var profileImageSize: ProfileImageSize = .large

  var body: some View {
    Form {
      Section(header: Text("Notifications")) {
        Picker("Notify Me About", selection: $notifyMeAbout) {
          Text("Direct Messages").tag(NotifyMeAboutType.directMessages)
          Text("Mentions").tag(NotifyMeAboutType.mentions)
          Text("Anything").tag(NotifyMeAboutType.anything)
        }
        Toggle("Play notification sounds", isOn: $playNotificationSounds)
        Toggle("Send read receipts", isOn: $sendReadReceipts)
      }
      Section(header: Text("User Profiles")) {
        Picker("Profile Image Size", selection: $profileImageSize) {
          Text("Large").tag(ProfileImageSize.large)
          Text("Medium").tag(ProfileImageSize.medium)
          Text("Small").tag(ProfileImageSize.small)
        }
        Button("Clear Image Cache") {}
      }
    }
  }
}

/// A sign-in screen with focus, content types and a prominent button.
private struct SignInView: View {
  enum Field: Hashable { case username, password }

  @State private var username = ""
  @State private var password = ""
  @FocusState private var focusedField: Field?

  var body: some View {
    VStack(spacing: 12) {
      TextField("Username", text: $username)
        .textContentType(.username)
        .focused($focusedField, equals: .username)
        .submitLabel(.next)
      SecureField("Password", text: $password)
        .textContentType(.password)
        .focused($focusedField, equals: .password)
      Button("Sign In") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .disabled(username.isEmpty)
    }
    .padding()
    .frame(maxWidth: 320)
    .onSubmit {}
  }
}

private struct Person {
  var name = "Ada Lovelace"
  var age = 36
}

/// `LabeledContent` in a form, with a formatted value and a custom content.
private struct ProfileView: View {
  let person = Person()
  @State private var score = 42

  var body: some View {
    Form {
      LabeledContent("Name", value: person.name)
      LabeledContent("Age", value: person.age, format: .number)
      LabeledContent("Score") {
        Text("\(score)")
      }
    }
  }
}

/// After the `Stepper` documentation.
private struct StepperView: View {
  @State private var value = 0
  let step = 5
  let range = 1...50

  var body: some View {
    Stepper(value: $value, in: range, step: step) {
      Text("Current: \(value) in \(range.description) stepping by \(step)")
    }
    .padding(10)
  }
}

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// After the `Picker` documentation, with `ForEach` over an enumeration.
private struct FlavorView: View {
  @State private var selectedFlavor: Flavor = .vanilla

  var body: some View {
    NavigationStack {
      Form {
        Picker("Flavor", selection: $selectedFlavor) {
          ForEach(Flavor.allCases) { flavor in
            Text(flavor.rawValue.capitalized)
          }
        }
        .pickerStyle(.segmented)
      }
      .navigationTitle("Flavors")
    }
  }
}

@Suite("Form code from the documentation, unchanged")
struct DocumentationFormsTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// Every row of a form: its label (first cell) and control share a first baseline.
  func rowsAligned(_ result: LayoutResult) -> Bool {
    let rows = result.nodes.filter { ["Picker", "Toggle", "TextField", "LabeledContent", "Button", "Stepper"].contains($0.kind.name) }
    return !rows.isEmpty && rows.allSatisfy { $0.firstBaseline != nil }
  }

  @Test("notification settings: two sections of pickers, toggles and a button")
  func notificationSettings() throws {
    let result = engine.layout(NotificationSettingsView(), proposal: ProposedViewSize(width: 420, height: nil))
    #expect(result.nodes.filter { $0.kind.name == "Picker" }.count == 2)
    #expect(result.nodes.filter { $0.kind.name == "Toggle" }.count == 2)
    #expect(rowsAligned(result))
    // The pickers show their selections.
    #expect(result.nodes.contains { $0.text?.string == "Direct Messages" })
    #expect(!result.nodes.contains { $0.text?.string == "Mentions" })
    // The widest label, "Profile Image Size", starts at the label column's leading edge.
    let label = try #require(result.nodes.first { $0.text?.string == "Profile Image Size" })
    #expect(label.frame.minX == 0)
  }

  @Test("sign-in: fields as wide as the 320-point column less padding, a large prominent button")
  func signIn() throws {
    let result = engine.layout(SignInView(), proposal: ProposedViewSize(width: 600, height: nil))
    let fields = result.nodes.filter { ["TextField", "SecureField"].contains($0.kind.name) }
    #expect(fields.count == 2)
    #expect(fields.allSatisfy { $0.frame.width == 320 - 32 && $0.frame.height == 22 })
    let button = try #require(result.nodes.first { $0.kind.name == "Button" })
    #expect(button.frame.height == 24)  // the large control size
  }

  @Test("labeled content, a documentation stepper and a segmented flavor picker lay out")
  func others() throws {
    let profile = engine.layout(ProfileView(), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(profile.nodes.contains { $0.text?.string == "36" })
    #expect(profile.nodes.contains { $0.text?.string == "42" })
    #expect(rowsAligned(profile))
    let stepper = engine.layout(StepperView())
    #expect(stepper.nodes.contains { $0.text?.string == "Current: 0 in 1...50 stepping by 5" })
    let flavors = engine.layout(FlavorView(), proposal: ProposedViewSize(width: 400, height: nil))
    #expect(flavors.nodes.contains { $0.text?.string == "Vanilla" })
    #expect(flavors.nodes.filter { $0.kind.name == "Picker" }.count == 1)
  }
}
