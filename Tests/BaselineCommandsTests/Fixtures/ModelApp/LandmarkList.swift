import SwiftUI

struct Landmark: Codable {
  var name: String
}

struct Metrics: Codable {
  var rowHeight: CGFloat
}

/// Data loaded as apps load it: from the app's bundle, and from a package target's.
func load<T: Decodable>(_ name: String, from bundle: Bundle = .main) -> T {
  guard let url = bundle.url(forResource: name, withExtension: "json") else { fatalError("\(name).json is not in the bundle") }
  return try! JSONDecoder().decode(T.self, from: Data(contentsOf: url))
}

struct LandmarkList: View {
  let landmarks: [Landmark] = load("landmarks")
  let metrics: Metrics = load("metrics", from: .module)

  var body: some View {
    // The color from the asset catalog beside the sources.
    Color("Brand").frame(width: 10 * CGFloat(landmarks.count), height: metrics.rowHeight)
  }
}

#Preview("Landmarks") {
  LandmarkList()
}
