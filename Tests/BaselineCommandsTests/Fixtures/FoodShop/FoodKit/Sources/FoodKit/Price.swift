import Foundation

/// A price in cents, shown in dollars.
public struct Price: Hashable, Codable, Sendable {
  public var cents: Int
  public init(cents: Int) { self.cents = cents }
  public var text: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
