import Foundation
public import LayoutCore

/// A key for a value a view gives its container, as SwiftUI's: a default, and a property on
/// `ContainerValues` that reads and writes `self[Key.self]` (or write the property with
/// `@Entry`).
public protocol ContainerValueKey {
  /// The value's type.
  associatedtype Value
  /// The value a view that sets none has.
  static var defaultValue: Value { get }
}

/// A key `@Entry` declares: its default is the property's initial value. It serves
/// `EnvironmentValues`, `ContainerValues`, `FocusedValues` and `Transaction` alike.
public protocol _EntryKey {
  /// The value's type.
  associatedtype Value
  /// The value where none is set.
  static var defaultValue: Value { get }
}

/// The values a view gives the container it is in (`containerValue(_:_:)`, `tag(_:)`), read by
/// containers of your own through `Subview.containerValues` or `LayoutSubview.containerValues`.
public struct ContainerValues: @unchecked Sendable {
  /// The values set, by key type. (`@unchecked`: values are only set through `containerValue`,
  /// whose values are Sendable.)
  var values: [ObjectIdentifier: Any] = [:]
  /// The view's tag, if it has one.
  var tagValue: AnyHashable? = nil

  init() {}

  /// The values the view of `node` was given: its modifiers' from the outermost in (a value
  /// set further out wins), down to the view itself.
  init(reading node: LayoutNode) {
    for link in node.modifierChain {
      if let set = link.payload(as: ContainerValues.self) {
        values.merge(set.values) { outer, _ in outer }
      } else if let tag = link.viewTag, tagValue == nil {
        tagValue = tag
      }
    }
  }

  /// The value of `key` (its default when the view set none).
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value of an `@Entry` key (its default when the view set none).
  public subscript<Key: _EntryKey>(key: Key.Type) -> Key.Value {
    get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The view's tag as a value of `type`, nil when it has none or one of another type.
  public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }

  /// Whether the view's tag is `tag`.
  public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }
}

extension EnvironmentValues {
  /// The value of an `@Entry` key (its default until a view sets it).
  public subscript<Key: _EntryKey>(key: Key.Type) -> Key.Value {
    get { keyedValue(ObjectIdentifier(key), default: Key.defaultValue) }
    set { custom[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
  }
}

extension FocusedValues {
  /// The value of an `@Entry` key (its default: no view is focused in a layout).
  public subscript<Key: _EntryKey>(key: Key.Type) -> Key.Value {
    get { self[_EntryFocusKey<Key>.self] ?? Key.defaultValue }
    set { self[_EntryFocusKey<Key>.self] = newValue }
  }
}

/// The focused-value key an `@Entry` key is stored under.
public enum _EntryFocusKey<Key: _EntryKey>: FocusedValueKey {
  public typealias Value = Key.Value
}

extension Transaction {
  /// The value of an `@Entry` key: its default (a layout runs no transaction that sets one).
  public subscript<Key: _EntryKey>(key: Key.Type) -> Key.Value {
    get { Key.defaultValue }
    set {}
  }
}

extension View {
  /// Gives the view a value its container reads (`Subview.containerValues`,
  /// `LayoutSubview.containerValues`); no layout effect of its own. A value set further out
  /// wins over one set on the view inside.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    ContainerValueModifier(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// `containerValue(_:_:)`: each of the content's views carries the value.
struct ContainerValueModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let set: (inout ContainerValues) -> Void
  var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    var values = ContainerValues()
    set(&values)
    let start = nodes.count
    resolve(content, context, into: &nodes)
    for index in start..<nodes.count { nodes[index] = PayloadNode(kind: "containerValue", payload: values, child: nodes[index]) }
  }
}

extension LayoutSubview {
  /// The values the subview's view gave its container (`containerValue(_:_:)`, its tag).
  public var containerValues: ContainerValues { ContainerValues(reading: node) }
}
