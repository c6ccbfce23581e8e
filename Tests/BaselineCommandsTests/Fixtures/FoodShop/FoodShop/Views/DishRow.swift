import FoodKit
import SwiftUI

struct DishRow: View {
  var dish: Dish

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text(dish.name)
        .font(.headline)
      Spacer()
      PriceTag(price: dish.price)
    }
    .padding(.vertical, 4)
  }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
  DishRow(dish: Dish(id: 1, name: "Tomato Soup", cents: 650, calories: 220))
}
