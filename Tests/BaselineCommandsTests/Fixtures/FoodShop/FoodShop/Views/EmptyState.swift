import SwiftUI

struct EmptyState: View {
  var body: some View {
    ContentUnavailableView("No Orders", systemImage: "cart", description: Text("Add a dish from the menu."))
  }
}

#Preview {
  EmptyState()
}
