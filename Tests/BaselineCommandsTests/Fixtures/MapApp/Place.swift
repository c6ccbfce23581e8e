import CoreLocation

struct Place: Identifiable {
  let id = UUID()
  var name: String
  var coordinate: CLLocationCoordinate2D
}

/// Kilometers between two coordinates, rounded: a degree of longitude at the equator is
/// 6,371,008.8 m x pi / 180 = 111,195 m.
func kilometers(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
  let meters = CLLocation(latitude: start.latitude, longitude: start.longitude)
    .distance(from: CLLocation(latitude: end.latitude, longitude: end.longitude))
  return (meters / 1000).rounded()
}
