import SwiftUI

// A custom layout: equal-width columns, as the Layout protocol's documentation shows.
struct EqualWidthRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = bounds.width / CGFloat(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
        proposal: ProposedViewSize(width: width, height: bounds.height))
    }
  }
}

#Preview("Swatches", traits: .sizeThatFitsLayout) {
  EqualWidthRow {
    Color.red.frame(width: 30, height: 20)
    Color.green.frame(width: 50, height: 40)
    Color.blue.frame(width: 10, height: 10)
  }
}
