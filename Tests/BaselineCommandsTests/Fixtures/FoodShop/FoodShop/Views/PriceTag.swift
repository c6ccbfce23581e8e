import FoodKit
import SwiftUI

struct PriceTag: View {
  var price: Price

  var body: some View {
    Text(price.text)
      .font(.subheadline.monospacedDigit())
      .padding(.horizontal, 8)
      .padding(.vertical, 2)
      .background(Color("Accent").opacity(0.2), in: Capsule())
  }
}

#Preview("Price", traits: .sizeThatFitsLayout) {
  PriceTag(price: Price(cents: 1250))
}
