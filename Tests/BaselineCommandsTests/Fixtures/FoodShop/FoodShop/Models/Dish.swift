import Foundation
import FoodKit

struct Dish: Identifiable, Codable, Hashable {
  var id: Int
  var name: String
  var cents: Int
  var calories: Int

  var price: Price { Price(cents: cents) }
  var nutrition: Nutrition { Nutrition(calories: calories) }
}
