package import Foundation

extension LayoutNode {
  /// Sizes the tree under this node, its root, for `proposal` and places it at the origin
  /// (steps 2 and 3 of a layout); returns the root's size. The proposal is the size of the
  /// outermost container, `container`, which the tree's `containerRelativeFrame`s outside any
  /// scroll view measure against.
  /// `observer` is handed down the placement (`place(at:size:proposal:observer:)`).
  package func sizeAndPlaceAsRoot(_ proposal: ProposedViewSize, container: ContainerSize, observer: (any PlacementObserver)? = nil) -> CGSize {
    container.offering(proposal) {
      let size = size(proposal)
      place(at: .zero, size: size, proposal: proposal, observer: observer)
      return size
    }
  }

  /// The number of nodes in the tree under this one, this one included.
  var subtreeNodeCount: Int {
    var count = 0
    var stack = [self]
    while let node = stack.popLast() {
      count += 1
      for index in 0..<node.childCount { stack.append(node.child(at: index)) }
    }
    return count
  }
}
