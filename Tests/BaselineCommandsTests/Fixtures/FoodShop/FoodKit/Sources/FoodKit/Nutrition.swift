import Foundation

public struct Nutrition: Hashable, Codable, Sendable {
  public var calories: Int
  public init(calories: Int) { self.calories = calories }
  public var isLight: Bool { calories < 400 }
}
