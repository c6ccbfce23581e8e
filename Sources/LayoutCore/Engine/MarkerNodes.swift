import Foundation

/// The node of a control: its content's layout and guides, under the control's name.
package final class ControlNode: PassthroughNode {}

/// A view's tag, for pickers.
package final class TagNode: PassthroughNode {
  package let tag: AnyHashable
  package init(tag: AnyHashable, child: LayoutNode) {
    self.tag = tag
    super.init(kind: "tag", child: child)
  }
}

/// Values a view gives its container (SwiftUI's `containerValue(_:_:)`), carried for the
/// container to read; the engine itself does not look at them.
package final class ContainerValueNode: PassthroughNode {
  /// The values, as the view layer writes them.
  package let payload: any Sendable
  package init(payload: any Sendable, child: LayoutNode) {
    self.payload = payload
    super.init(kind: "containerValue", child: child)
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
}
