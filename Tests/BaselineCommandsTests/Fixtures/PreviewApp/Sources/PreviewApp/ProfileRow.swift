import Combine
import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

// A list row backed by an ObservableObject (`import Combine`, as iOS code writes it), with a
// publisher, a timer and a file importer that a layout leaves alone.
final class Profile: ObservableObject {
  @Published var name: String
  let renamed = PassthroughSubject<String, Never>()
  private var subscriptions = Set<AnyCancellable>()
  init(name: String) {
    self.name = name
    renamed.sink { [weak self] in self?.name = $0 }.store(in: &subscriptions)
  }
}

struct ProfileRow: View {
  @ObservedObject var profile: Profile
  @State private var isImporting = false
  private let clock = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

  var body: some View {
    Text(profile.name).lineLimit(1).frame(width: 60, alignment: .leading)
      .onReceive(clock) { _ in }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.png, .jpeg]) { _ in }
  }
}

struct ProfileRow_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileRow(profile: Profile(name: "Ada"))
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Short")
      ProfileRow(profile: Profile(name: "Notifications and more"))
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Long")
    }
  }
}

/// A profile as a share sheet or a drag carries it: its name as text.
struct ProfileCard: Transferable {
  var name: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.name)
  }
}
