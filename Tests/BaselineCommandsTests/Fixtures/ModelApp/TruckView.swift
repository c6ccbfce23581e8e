import SwiftUI
import os

private let logger = Logger(subsystem: "example.trucks", category: "views")

// Main-actor code as SwiftUI apps write it: a @MainActor model made in a @StateObject's initial
// value, and @MainActor helpers called from body (SwiftUI's views are @MainActor).
@MainActor
final class TruckModel: ObservableObject {
  @Published var orders = [1, 2, 3]
  func total() -> Int { orders.reduce(0, +) }
}

@MainActor func badgeWidth() -> CGFloat { 40 }

/// Nonisolated code that makes a view, as SwiftUI allows in Swift 5 mode.
enum Badge {
  case order
  var icon: some View { Color.blue.frame(width: 10, height: 10) }
}

struct TruckView: View {
  @StateObject private var model = TruckModel()

  var body: some View {
    // 40 wide, 1 + 2 + 3 tall.
    let _ = logger.info("orders: \(model.orders.count, privacy: .public)")
    Color.red.frame(width: badgeWidth(), height: CGFloat(model.total()))
      .overlay(Badge.order.icon)
  }
}

#Preview("Truck") {
  TruckView()
}
