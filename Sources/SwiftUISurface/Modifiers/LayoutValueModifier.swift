import Foundation
public import LayoutCore

extension View {
  /// Gives the view a value its containing `Layout` can read.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modified { LayoutValueNode(child: $0, key: ObjectIdentifier(K.self), value: value) }
  }
}
