import Combine
import SwiftUI

// A list row backed by an ObservableObject (`import Combine`, as iOS code writes it).
final class Profile: ObservableObject {
  @Published var name: String
  init(name: String) { self.name = name }
}

struct ProfileRow: View {
  @ObservedObject var profile: Profile

  var body: some View {
    Text(profile.name).lineLimit(1).frame(width: 60, alignment: .leading)
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
