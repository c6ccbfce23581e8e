// Model code as apps write it: Foundation alone, as on Apple's platforms, where it brings
// Combine's `ObservableObject` and publishers, Observation's `@Observable` and Core Graphics values.
import Foundation

final class Counter: ObservableObject {
  @Published var count = 3
  let ticks = PassthroughSubject<Int, Never>()
  var cancellables = Set<AnyCancellable>()

  init() {
    ticks.sink { [weak self] in self?.count += $0 }.store(in: &cancellables)
  }
}

@Observable
final class Basket {
  var items = ["Apples", "Pears"]
}

struct Scaling {
  var transform = CGAffineTransform(scaleX: 2, y: 2)

  func scaled(_ size: CGSize) -> CGSize { size.applying(transform) }
}

/// Strings as models make them, with Foundation's localized-string and formatting API: sized by
/// their lengths.
func summarySize() -> CGSize {
  let list = ListFormatter.localizedString(byJoining: ["Apples", "Pears"])  // "Apples and Pears": 16
  let title = String(localized: "Items: \(2)", comment: "the basket's count")  // "Items: 2": 8
  let distance = Measurement(value: 5, unit: UnitLength.kilometers).formatted()  // "5 km": 4
  let resource = LocalizedStringResource("Basket", comment: "a title")  // "Basket": 6
  return CGSize(width: CGFloat(list.count), height: CGFloat(title.count + distance.count + String(localized: resource).count))
}
