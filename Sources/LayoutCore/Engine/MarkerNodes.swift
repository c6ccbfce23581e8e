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
