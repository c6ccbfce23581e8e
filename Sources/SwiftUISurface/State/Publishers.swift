public import Foundation

// The part of Combine that view files use with SwiftUI (`import SwiftUI` brings it in on Apple's
// systems): publishers to hand `onReceive`, subjects and `@Published` projections that view
// models send through, `sink` and `AnyCancellable`. Values are delivered synchronously, on the
// sending thread. A layout is one frame: `onReceive` subscribes to nothing, and a timer's
// publisher never fires (its first tick would come after the frame).

/// State shared by a publisher's subscribers and senders, under a lock (values of any type, which
/// may not be `Sendable`: what is delivered is the sender's to share).
final class PublisherLock<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// Values over time, as Combine's `Publisher`: `Output` values, then perhaps a completion.
public protocol Publisher<Output, Failure> {
  /// The values published.
  associatedtype Output
  /// The error that can end the values (`Never`: none).
  associatedtype Failure: Error

  /// Starts delivering values and the completion to the two closures, until the returned
  /// cancellable is cancelled or released.
  func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable
}

/// Namespaces of Combine's types.
public enum Subscribers {
  /// How a publisher ended: finished, or failed with an error.
  public enum Completion<Failure: Error> {
    /// No more values.
    case finished
    /// Ended by `error`.
    case failure(Failure)
  }
}

/// Combine's namespace of publisher types.
public enum Publishers {
  /// A connectable publisher that connects when first subscribed (`autoconnect()`).
  public struct Autoconnect<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher connected.
    public let upstream: Upstream
    public func subscribe(
      receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
  }

  /// The values of `upstream` changed by `transform` (`map(_:)`).
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The change made to each value.
    public let transform: (Upstream.Output) -> Output
    public func subscribe(
      receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      return upstream.subscribe(receiveValue: { receiveValue(transform($0)) }, receiveCompletion: receiveCompletion)
    }
  }
}

/// Something a subscription can be cancelled through; cancelled when released, as Combine's is.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private let cancellation = PublisherLock<(() -> Void)?>(nil)

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancellation.withLock { $0 = cancel }
  }

  deinit { cancel() }

  /// Ends the subscription (once).
  public func cancel() {
    let cancel = cancellation.withLock { stored -> (() -> Void)? in
      defer { stored = nil }
      return stored
    }
    cancel?()
  }

  /// Keeps the cancellable in `set` (so the subscription lives as long as the set holds it).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps the cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Whether the two are the same cancellable.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  /// Hashes the cancellable's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
  /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
  }

  /// The values changed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The publisher as an `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// The values delivered on `scheduler`: here, synchronously where they are sent.
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
  }

  /// Sets `object`'s property at `keyPath` to each value.
  public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}

/// Any publisher, by its values and failure.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscription:
    (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

  /// `publisher`, its type hidden.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscription = { publisher.subscribe(receiveValue: $0, receiveCompletion: $1) }
  }

  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    subscription(receiveValue, receiveCompletion)
  }
}

/// One value, then the end.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value published.
  public let output: Output
  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }
  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
  ) -> AnyCancellable {
    receiveValue(output)
    receiveCompletion(.finished)
    return AnyCancellable {}
  }
}

/// No values; the end at once (or never, with `completeImmediately: false`).
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes as soon as it is subscribed to.
  public let completeImmediately: Bool
  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    if completeImmediately { receiveCompletion(.finished) }
    return AnyCancellable {}
  }
}

/// The subscribers of a subject, delivered to in the order they subscribed.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
  private struct Subscriber {
    let value: (Output) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
  }
  private let state = PublisherLock<(next: Int, subscribers: [Int: Subscriber], completion: Subscribers.Completion<Failure>?)>(
    (0, [:], nil))

  func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
    let added: (key: Int?, finished: Subscribers.Completion<Failure>?) = state.withLock { state in
      if let finished = state.completion { return (nil, finished) }
      let key = state.next
      state.next += 1
      state.subscribers[key] = Subscriber(value: value, completion: completion)
      return (key, nil)
    }
    guard let key = added.key else {
      if let finished = added.finished { completion(finished) }
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in self?.state.withLock { _ = $0.subscribers.removeValue(forKey: key) } }
  }

  func send(_ value: Output) {
    let subscribers = state.withLock { $0.subscribers.sorted { $0.key < $1.key }.map(\.value) }
    for subscriber in subscribers { subscriber.value(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let subscribers = state.withLock { state -> [Subscriber] in
      guard state.completion == nil else { return [] }
      state.completion = completion
      defer { state.subscribers = [:] }
      return state.subscribers.sorted { $0.key < $1.key }.map(\.value)
    }
    for subscriber in subscribers { subscriber.completion(completion) }
  }
}

/// A publisher you send values through, to whoever is subscribed then.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  /// A subject with no subscribers.
  public init() {}
  /// Delivers `value` to the subscribers.
  public func send(_ value: Output) { subscribers.send(value) }
  /// Ends the subject: the subscribers get `completion`, later ones get it at once.
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveValue, receiveCompletion)
  }
}

extension PassthroughSubject where Output == Void {
  /// Delivers `()` to the subscribers.
  public func send() { send(()) }
}

/// A publisher holding a current value: a subscriber gets it at once, then each new one.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private let current: PublisherLock<Output>

  /// A subject holding `value`.
  public init(_ value: Output) { current = PublisherLock(value) }

  /// The current value; setting it sends it.
  public var value: Output {
    get { current.withLock { $0 } }
    set { send(newValue) }
  }

  /// Makes `value` current and delivers it to the subscribers.
  public func send(_ value: Output) {
    current.withLock { $0 = value }
    subscribers.send(value)
  }

  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

  public func subscribe(
    receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    receiveValue(value)
    return subscribers.add(receiveValue, receiveCompletion)
  }
}

extension Timer {
  /// A publisher of the time every `interval` seconds, once connected: it never fires in a
  /// layout, whose frame comes before its first tick.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance)
  }

  /// The dates of a repeating timer (`Timer.publish(every:on:in:)`).
  public struct TimerPublisher: Publisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// Seconds between ticks.
    public let interval: TimeInterval
    /// How late a tick may come.
    public let tolerance: TimeInterval?

    /// The publisher, connected when first subscribed to.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }

    /// Starts the timer: nothing ticks in a layout.
    public func connect() -> AnyCancellable { AnyCancellable {} }

    public func subscribe(
      receiveValue: @escaping (Date) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      AnyCancellable {}
    }
  }
}

extension RunLoop {
  /// Options for scheduling on a run loop (none are read).
  public struct SchedulerOptions: Sendable {}
}

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, when given), delivered as
  /// the center posts them.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The notifications of one name, as `publisher(for:object:)` makes it.
  public struct Publisher: SwiftUISurface.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The center observed.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object they must come from (nil: any).
    public let object: AnyObject?

    public func subscribe(
      receiveValue: @escaping (Notification) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
      let center = self.center
      // Delivered on the posting thread, as the subscriber asked (not sent elsewhere).
      nonisolated(unsafe) let deliver = receiveValue
      let observer = center.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
      return AnyCancellable { center.removeObserver(observer) }
    }
  }
}

extension View {
  /// Calls `action` with each value `publisher` sends while the view is shown: a layout is one
  /// frame and subscribes to nothing, so `action` never runs.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    passthrough("onReceive")
  }
}
