import SwiftUI

struct ContentView: View {
  @StateObject private var menu = MenuModel()

  var body: some View {
    TabView {
      NavigationStack {
        DishList(dishes: menu.dishes)
          .navigationTitle(String(localized: "Menu"))
      }
      .tabItem { Label("Menu", systemImage: "list.bullet") }
      OrderView()
        .tabItem { Label("Order", systemImage: "cart") }
    }
    .environmentObject(menu)
  }
}

#Preview {
  ContentView()
}
