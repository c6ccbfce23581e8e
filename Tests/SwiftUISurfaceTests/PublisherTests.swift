import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

private final class Counter: ObservableObject {
  @Published var count = 0
  @Published var doubled = 0
  init() { $count.map { $0 * 2 }.assign(to: &$doubled) }
}

/// A view that ticks with a timer and listens for a notification, as clock views do.
private struct Ticking: View {
  @State private var ticks = 0
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    Color.red.frame(width: CGFloat(10 + ticks), height: 10)
      .onReceive(timer) { _ in ticks += 1 }
      .onReceive(NotificationCenter.default.publisher(for: .init("Tick"))) { _ in ticks += 1 }
      .onReceive(Just(5)) { ticks = $0 }
  }
}

@Suite("Publishers: what view files use with onReceive and view models")
struct PublisherTests {
  @Test("onReceive subscribes to nothing in a layout: the view is laid out as it starts")
  func onReceive() {
    #expect(layout(Ticking()).size == CGSize(width: 10, height: 10))
  }

  @Test("a passthrough subject delivers to its subscribers in order until cancelled or finished")
  func passthrough() {
    let subject = PassthroughSubject<Int, Never>()
    var first: [Int] = []
    var second: [Int] = []
    var finished = 0
    let a = subject.sink { first.append($0) }
    let b = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { second.append($0) })
    subject.send(1)
    a.cancel()
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(first == [1] && second == [1, 2] && finished == 1)
    // A subscriber after the end gets the end at once.
    _ = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { second.append($0) })
    #expect(finished == 2 && second == [1, 2])
    _ = b
  }

  @Test("a released cancellable ends its subscription")
  func released() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    var subscription: AnyCancellable? = subject.sink { count += 1 }
    subject.send()
    subscription = nil
    subject.send()
    #expect(count == 1 && subscription == nil)
    var kept = Set<AnyCancellable>()
    subject.sink { count += 10 }.store(in: &kept)
    subject.send()
    #expect(count == 11)
  }

  @Test("a current value subject gives its value at once, then each new one")
  func currentValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var seen: [String] = []
    let subscription = subject.map { $0.uppercased() }.eraseToAnyPublisher().sink { seen.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(seen == ["A", "B", "C"] && subject.value == "c")
    _ = subscription
  }

  @Test("Just sends one value and finishes; Empty only finishes")
  func justAndEmpty() {
    var values: [Int] = []
    var ends = 0
    _ = Just(4).sink(receiveCompletion: { _ in ends += 1 }, receiveValue: { values.append($0) })
    _ = Empty<Int, Never>().sink(receiveCompletion: { _ in ends += 1 }, receiveValue: { values.append($0) })
    #expect(values == [4] && ends == 2)
  }

  @Test("@Published: $name publishes the property's values; assign(to:) keeps another in step")
  func published() {
    let counter = Counter()
    var seen: [Int] = []
    let subscription = counter.$count.sink { seen.append($0) }
    counter.count = 3
    counter.count += 1
    #expect(seen == [0, 3, 4])
    #expect(counter.doubled == 8)
    _ = subscription
  }

  @Test("a notification center's publisher delivers what is posted, until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("Baseline.test")
    var received = 0
    let subscription = center.publisher(for: name).sink { _ in received += 1 }
    center.post(name: name, object: nil)
    subscription.cancel()
    center.post(name: name, object: nil)
    #expect(received == 1)
  }
}
