import Foundation

@MainActor
final class MenuModel: ObservableObject {
  @Published var dishes: [Dish] = load("dishes.json")
  @Published var favorites: Set<Int> = []

  var lightDishes: [Dish] { dishes.filter { $0.nutrition.isLight } }
}
