import SwiftUI

struct OrderView: View {
  @State private var order = Order()
  @EnvironmentObject private var menu: MenuModel

  var body: some View {
    VStack {
      ForEach(order.items) { DishRow(dish: $0) }
      Text("Total: \(order.total) cents")
      Button("Add soup") { order.items.append(menu.dishes[0]) }
        .buttonStyle(.borderedProminent)
    }
    .padding()
  }
}

#Preview {
  OrderView()
    .environmentObject(MenuModel())
}
