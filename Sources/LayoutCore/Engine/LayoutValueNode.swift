import Foundation

/// `layoutValue(key:value:)`: a pass-through node carrying the value.
package final class LayoutValueNode: PassthroughNode {
  let key: ObjectIdentifier
  let value: Any
  package init(child: LayoutNode, key: ObjectIdentifier, value: Any) {
    self.key = key
    self.value = value
    super.init(kind: "layoutValue", child: child)
  }
}
