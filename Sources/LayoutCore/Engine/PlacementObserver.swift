import Foundation

/// What watches a placement as it goes: told each time a container has placed a child's whole
/// subtree, while that subtree's nodes are still at hand. The result walk is one (updating a
/// prepared tree's last result as the tree is placed, `ResultWalk.layOut`); placement knows
/// nothing else of results.
package protocol PlacementObserver: AnyObject {
  /// `node`'s subtree is placed, and its entries in what the observer makes start at `index`;
  /// returns where the next subtree's entries start.
  func subtreePlaced(_ node: LayoutNode, at index: Int) -> Int
}
