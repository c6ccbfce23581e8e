import SwiftUI

struct DishDetail: View {
  var dish: Dish

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(dish.name).font(.largeTitle)
      HStack {
        Image(systemName: dish.nutrition.isLight ? "leaf" : "flame")
        Text("\(dish.calories) kcal")
      }
      PriceTag(price: dish.price)
      Spacer()
    }
    .padding()
  }
}

#Preview {
  DishDetail(dish: Dish(id: 2, name: "Pasta", cents: 1250, calories: 640))
}
