import MapKit
import SwiftUI

struct StoreMap: View {
  let store = CLLocationCoordinate2D(latitude: 47.6, longitude: -122.3)

  var body: some View {
    Map(initialPosition: .region(MKCoordinateRegion(center: store, latitudinalMeters: 1000, longitudinalMeters: 1000))) {
      Marker("Food Shop", systemImage: "fork.knife", coordinate: store)
    }
    .frame(width: 300, height: 150)
  }
}

// 300 x 150: the map's frame.
#Preview("Map") {
  StoreMap()
}
