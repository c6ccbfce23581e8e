package import Foundation

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: the values of a
/// subtree combine with `reduce` in document order, starting from `defaultValue`.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One preference a view sets: its key and how its value is made (from the view's frame, for
/// anchor preferences).
package struct PreferenceEntry<K: PreferenceKey>: AnyPreferenceEntry {
  let make: (CGRect) -> K.Value
  package init(key: K.Type, make: @escaping (CGRect) -> K.Value) { self.make = make }
  package var key: ObjectIdentifier { ObjectIdentifier(K.self) }
  package func value(frame: CGRect) -> Any { make(frame) }

  /// The value a subtree passes up: the default, reduced with every preference set in it, in
  /// document order (changed by transforms on the way up).
  package static func reduced(in node: LayoutNode) -> K.Value {
    var value = K.defaultValue
    let texts = K.self as? any TextPreferenceKey.Type
    collect(node, texts) { next in K.reduce(value: &value) { (next as? K.Value) ?? K.defaultValue } }
    return value
  }

  /// Calls `visit` with each value set for `K` in the subtree, in document order (and, for a
  /// key every placed text sets, `texts`, each text's).
  private static func collect(_ node: LayoutNode, _ texts: (any TextPreferenceKey.Type)?, _ visit: (Any) -> Void) {
    let key = ObjectIdentifier(K.self)
    if let transform = node as? PreferenceTransformNode, transform.key == key {
      var inner = K.defaultValue
      collect(transform.child, texts) { next in K.reduce(value: &inner) { (next as? K.Value) ?? K.defaultValue } }
      visit(transform.transform(inner, transform.frame ?? .zero))
      return
    }
    if let preference = node as? PreferenceNode, preference.entry.key == key {
      collect(preference.child, texts, visit)
      visit(preference.entry.value(frame: preference.frame ?? .zero))
      return
    }
    if let texts, let text = node as? TextNode, let measured = text.placedMeasurement {
      visit(texts.value(measured: measured, direction: text.style.layoutDirection, frame: text.frame ?? .zero))
    }
    for child in node.children { collect(child, texts, visit) }
  }
}

/// A preference every placed text sets, made from its measurement and its frame (root
/// coordinates): SwiftUI's `Text.LayoutKey`. Read only when asked for, so texts carry nothing.
package protocol TextPreferenceKey: PreferenceKey {
  /// The value a text placed in `frame` with `measured` sets (`direction`: the layout direction
  /// it was measured in).
  static func value(measured: MeasuredText, direction: LayoutDirection, frame: CGRect) -> Value
}
