import LayoutCore

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: what `$name`
/// gives from `@State` and what controls such as `TextField(text:)` and `Toggle(isOn:)` take.
/// Layout reads a binding once, when the control is laid out.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding from a getter and a setter that takes a transaction (ignored: there is no
  /// animation).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { set($0, Transaction()) }
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The binding a `@Binding` property is initialized with (`init(name: $name)`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$value` inside a view that holds a `@Binding`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value (`$settings.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }

  /// The same binding with an animation (accepted; there is no animation).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding in a transaction (accepted; there is no animation).
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional value from a binding to the value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of a binding to an optional, or nil when it is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// A binding to one element (`ForEach($items) { $item in ... }`).
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// The context of a state change (accepted; there is no animation).
public struct Transaction: Sendable {
  /// The animation the change asks for (never run).
  public var animation: Animation?
  /// Whether animations are turned off for the change.
  public var disablesAnimations = false
  /// A transaction with no animation.
  public init() {}
  /// A transaction asking for `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
