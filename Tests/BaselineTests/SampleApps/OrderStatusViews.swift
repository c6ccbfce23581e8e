// An order's status screen in the style of Apple's Food Truck sample, written as such app code
// is (with `import Baseline` where the app has `import SwiftUI`): a view model with Combine
// subjects, a ticking clock, a list whose row separators start at the item names, a pickup
// countdown bar, symbol effects and a scroll view reader.
import Baseline

/// An order, kept up to date by the kitchen's updates.
final class OrderModel: ObservableObject {
  @Published var items: [String]
  @Published var isReady = false
  /// Sent by the kitchen when the order's state changes.
  let updates = PassthroughSubject<Bool, Never>()
  private var subscriptions = Set<AnyCancellable>()

  init(items: [String]) {
    self.items = items
    updates.sink { [weak self] in self?.isReady = $0 }.store(in: &subscriptions)
  }
}

/// The items of an order and its pickup countdown.
struct OrderStatusView: View {
  @ObservedObject var model: OrderModel
  let pickup: ClosedRange<Date>
  private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var now = Date()

  var body: some View {
    ScrollViewReader { proxy in
      List {
        Section("Items") {
          ForEach(model.items, id: \.self) { item in
            HStack {
              Image(systemName: "takeoutbag.and.cup.and.straw")
                .frame(width: 24, height: 24)
                .symbolEffect(.bounce, value: model.isReady)
              Text(item)
                .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
          }
        }
        Section("Pickup") {
          ProgressView(timerInterval: pickup) {
            Label(model.isReady ? "Ready" : "Cooking", systemImage: "flame")
              .symbolEffect(.pulse, isActive: !model.isReady)
          }
          .id("pickup")
        }
      }
      .onReceive(clock) { now = $0 }
      .onChange(of: model.items.count) { proxy.scrollTo("pickup", anchor: .bottom) }
    }
  }
}
