import Foundation
import LayoutCore

/// A view's tag (`tag(_:)`, or a `ForEach` element's identity), as the node around the view
/// carries it for pickers and tab views. (`@unchecked`: SwiftUI's tags need only be `Hashable`;
/// a tag is read on the thread that laid the tree out, as the node tree is.)
struct ViewTag: @unchecked Sendable {
  let value: AnyHashable

  /// `node` carrying `tag`.
  static func node(_ tag: AnyHashable, around node: LayoutNode) -> LayoutNode {
    PayloadNode(kind: "tag", payload: ViewTag(value: tag), child: node)
  }
}

extension LayoutNode {
  /// The tag this node carries itself (not its modifiers' chain), or nil.
  var viewTag: AnyHashable? { payload(as: ViewTag.self)?.value }
}
