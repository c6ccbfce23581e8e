/// A value a view hands to the custom `Layout` that places it, as SwiftUI's `LayoutValueKey`:
/// set with `layoutValue(key:value:)`, read with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension LayoutSubview {
  /// The subview's value for a key: the one set closest to it with `layoutValue(key:value:)`
  /// (through any modifiers around the view), else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.layoutValue(key)
  }
}

extension LayoutNode {
  /// The node's value for a key: the one set closest to the view, else the key's default.
  package func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    var node: LayoutNode? = self
    let id = ObjectIdentifier(K.self)
    while let current = node {
      if let valued = current as? LayoutValueNode, valued.key == id, let value = valued.value as? K.Value { return value }
      node = (current as? UnaryNode)?.child
    }
    return K.defaultValue
  }
}
