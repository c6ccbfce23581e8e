import Foundation

/// A node that carries a value for the views above it (a picker's tag, the values a view gives
/// its container) or only a name (a control's, in the result tree), and lays out as its child.
/// The engine never reads the payload; the surface writes and reads it.
package final class PayloadNode: PassthroughNode {
  /// The value carried, or nil for a name alone.
  package let payload: (any Sendable)?

  package init(kind: String, payload: (any Sendable)? = nil, child: LayoutNode, isModifier: Bool = true) {
    self.payload = payload
    super.init(kind: kind, child: child, isModifier: isModifier)
  }
}

extension LayoutNode {
  /// The node and the modifiers' nodes below it, outermost first, down to the first node that
  /// is not a modifier around one child: where a container looks for the tags and values a view
  /// was given, whatever modifiers came after them.
  package var modifierChain: [LayoutNode] {
    var chain: [LayoutNode] = [self]
    var node: LayoutNode = self
    while let unary = node as? UnaryNode {
      node = unary.child
      chain.append(node)
    }
    return chain
  }

  /// The payload of this node when it carries a value of type `Payload`.
  package func payload<Payload>(as type: Payload.Type) -> Payload? {
    (self as? PayloadNode)?.payload as? Payload
  }
}
