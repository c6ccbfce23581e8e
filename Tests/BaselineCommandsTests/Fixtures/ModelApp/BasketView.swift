import SwiftUI

struct BasketView: View {
  @StateObject private var counter = Counter()
  @State private var basket = Basket()

  var body: some View {
    // 3 x 10 wide and 2 x 10 tall, doubled by the scaling: 60 x 40; then inset by 5 on each side.
    let size = Scaling().scaled(CGSize(width: CGFloat(counter.count) * 10, height: CGFloat(basket.items.count) * 10))
    let frame = inset(CGRect(origin: .zero, size: size), by: 5)
    Color.orange.frame(width: frame.width, height: frame.height)
  }
}

#Preview("Basket") {
  BasketView()
}

#Preview("Summary") {
  let size = summarySize()
  Color.purple.frame(width: size.width, height: size.height)
}
