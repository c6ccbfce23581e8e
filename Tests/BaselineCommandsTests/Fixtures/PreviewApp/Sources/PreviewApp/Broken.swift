import SwiftUI

// A view whose body traps: its preview fails alone.
struct BrokenView: View {
  var items: [String] = []
  var body: some View {
    Text(items[3])
  }
}

#Preview("Broken") {
  BrokenView()
}
