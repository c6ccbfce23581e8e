import SwiftUI

// Needs `Place`, declared in a file that does not compile.
struct PlaceRow: View {
  let place: Place
  var body: some View { Text(place.name) }
}

#Preview("Place") {
  PlaceRow(place: Place(name: "Home", product: "home"))
}
