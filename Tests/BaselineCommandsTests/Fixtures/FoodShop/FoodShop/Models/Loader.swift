import Foundation

/// Loads a JSON file from the app's bundle, as Landmarks' ModelData does.
func load<T: Decodable>(_ filename: String) -> T {
  guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
    fatalError("Couldn't find \(filename) in main bundle.")
  }
  do {
    return try JSONDecoder().decode(T.self, from: Data(contentsOf: file))
  } catch {
    fatalError("Couldn't parse \(filename): \(error)")
  }
}
