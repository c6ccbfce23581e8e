import Foundation

public struct Product: Identifiable {
  public let id: Int
  public var name: String
  public var price: Double

  public init(id: Int, name: String, price: Double) {
    (self.id, self.name, self.price) = (id, name, price)
  }
}

public enum Catalog {
  public static let all = [
    Product(id: 1, name: "Tea", price: 30), Product(id: 2, name: "Cake", price: 50), Product(id: 3, name: "Jam", price: 40),
  ]
}
