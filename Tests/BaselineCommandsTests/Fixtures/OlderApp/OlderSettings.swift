import SwiftUI
import Combine

// A settings screen written against iOS 13 and 14's SwiftUI, as many apps still are: the older
// initializers and modifiers, an ObservableObject that announces its changes by hand.

final class SettingsModel: ObservableObject {
  @Published var name = "Ada"
  @Published var items = ["One", "Two", "Three"]
  var volume = 0.4 {
    willSet { objectWillChange.send() }
  }

  func move(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }

  func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }
}

struct OlderSettingsView: View {
  @ObservedObject var model = SettingsModel()
  @State private var password = ""
  @State private var notify = true
  @State private var theme = 0
  @State private var count = 3
  @State private var showsAlert = false
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.editMode) private var editMode
  @Environment(\.sizeCategory) private var sizeCategory

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Account")) {
          TextField("Name", text: $model.name, onEditingChanged: { _ in }, onCommit: {})
          SecureField("Password", text: $password, onCommit: {})
          Toggle("Notifications", isOn: $notify)
          Picker(selection: $theme, label: Text("Theme")) {
            Text("Light").tag(0)
            Text("Dark").tag(1)
          }
          Stepper(value: $count, in: 0...10, onEditingChanged: { _ in }) { Text("Count: \(count)") }
          Slider(value: $model.volume, in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }
        }
        Section(header: Text("Items")) {
          ForEach(model.items, id: \.self) { item in
            NavigationLink(destination: Text(item)) { Text(item) }
          }
          .onMove(perform: model.move)
          .onDelete(perform: model.delete)
        }
        GroupBox(label: Text("About")) {
          Text("Version \(1.5, specifier: "%.1f")")
        }
      }
      .navigationBarTitle("Settings", displayMode: .inline)
      .alert(isPresented: $showsAlert) {
        Alert(title: Text("Saved"), message: nil, dismissButton: .default(Text("OK")))
      }
    }
    .navigationViewStyle(.stack)
    .accessibility(label: Text("Settings"))
    .onChange(of: notify) { value in print(value) }
    .edgesIgnoringSafeArea(.bottom)
    .colorScheme(scenePhase == .active && editMode?.wrappedValue.isEditing != true && !sizeCategory.isAccessibilityCategory ? .light : .dark)
  }
}

struct Badge: View {
  var rotation = Angle.degrees(10)
  var insets = EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)

  var body: some View {
    var turned = rotation
    turned += .degrees(20)
    return Text("New")
      .padding(insets * 2)
      .background(in: Capsule())
      .rotationEffect(turned)
      .transition(.blurReplace)
  }
}

struct OlderSettings_Previews: PreviewProvider {
  static var previews: some View {
    OlderSettingsView()
    Badge()
      .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: 10) }
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Badge")
  }
}

func animateSpring() { withAnimation(.spring()) {} }
