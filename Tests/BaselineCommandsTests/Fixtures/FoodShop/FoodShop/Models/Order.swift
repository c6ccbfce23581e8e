import Foundation

@Observable
final class Order {
  var items: [Dish] = []
  var total: Int { items.map(\.cents).reduce(0, +) }
}
