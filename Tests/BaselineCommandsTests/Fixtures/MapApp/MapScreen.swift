import MapKit
import SwiftUI

struct MapScreen: View {
  @State private var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.0), span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
  let places = [Place(name: "Park", coordinate: CLLocationCoordinate2D(latitude: 37.3, longitude: -122.0))]

  var body: some View {
    VStack(spacing: 0) {
      Map(coordinateRegion: $region, annotationItems: places) { place in
        MapMarker(coordinate: place.coordinate)
      }
      .frame(height: 100)
      Map(initialPosition: .region(region)) {
        Marker("Park", coordinate: places[0].coordinate)
        UserAnnotation()
      }
      .mapStyle(.standard)
      .frame(height: 50)
    }
    .frame(width: kilometers(from: CLLocationCoordinate2D(latitude: 0, longitude: 0), to: CLLocationCoordinate2D(latitude: 0, longitude: 1)))
  }
}

#Preview("Map") {
  MapScreen()
}
