import SwiftUI

// Main-actor code as SwiftUI apps write it: a @MainActor model made in a @StateObject's initial
// value, and @MainActor helpers called from body (SwiftUI's views are @MainActor).
@MainActor
final class TruckModel: ObservableObject {
  @Published var orders = [1, 2, 3]
  func total() -> Int { orders.reduce(0, +) }
}

@MainActor func badgeWidth() -> CGFloat { 40 }

struct TruckView: View {
  @StateObject private var model = TruckModel()

  var body: some View {
    // 40 wide, 1 + 2 + 3 tall.
    Color.red.frame(width: badgeWidth(), height: CGFloat(model.total()))
  }
}

#Preview("Truck") {
  TruckView()
}
