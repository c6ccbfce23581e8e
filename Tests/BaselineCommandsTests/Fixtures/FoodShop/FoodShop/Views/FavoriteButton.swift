import SwiftUI

struct FavoriteButton: View {
  @Binding var isFavorite: Bool

  var body: some View {
    Button {
      isFavorite.toggle()
    } label: {
      Image(systemName: isFavorite ? "heart.fill" : "heart")
        .frame(width: 32, height: 32)
    }
    .buttonStyle(.plain)
  }
}

// 32 x 32: the image's frame.
#Preview("Favorite") {
  @Previewable @State var isFavorite = true
  FavoriteButton(isFavorite: $isFavorite)
}
