import SwiftUI

struct DishList: View {
  var dishes: [Dish]

  var body: some View {
    List(dishes) { dish in
      NavigationLink(value: dish) {
        DishRow(dish: dish)
      }
    }
    .navigationDestination(for: Dish.self) { dish in
      DishDetail(dish: dish)
    }
  }
}

#Preview {
  NavigationStack {
    DishList(dishes: load("dishes.json"))
  }
}
