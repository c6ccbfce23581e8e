import ShopKit
import SwiftUI

struct ShopView: View {
  var body: some View {
    VStack(spacing: 0) {
      ForEach(Catalog.all) { product in
        Color.blue.frame(width: product.price, height: 10)
      }
    }
  }
}

#Preview("Shop") {
  ShopView()
}
