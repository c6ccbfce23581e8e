import SwiftUI
import StoreKit

// A framework Baseline has no stand-in for: this file cannot compile on Linux.
struct Place {
  var name: String
  var product: Product.ID
}
