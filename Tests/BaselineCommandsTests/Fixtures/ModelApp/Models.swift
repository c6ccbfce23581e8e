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
