import SwiftUI

struct Badge: View {
  var count: Int

  var body: some View {
    Circle()
      .fill(Color.red)
      .frame(width: 24, height: 24)
      .overlay(Text("\(count)").font(.caption).foregroundStyle(.white))
  }
}

// 24 x 24: the circle's frame.
#Preview("Badge") {
  Badge(count: 3)
}
