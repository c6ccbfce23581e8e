import Foundation

/// `ignoresSafeArea(_:edges:)`: lays out as its child. Inside a safe-area inset (`SafeAreaInsetNode`) whose inset edge it
/// names, a frame that reaches the edge of the inset content is extended under the inset, to the
/// inset node's edge (layout-rules §6.9).
package final class IgnoresSafeAreaNode: PassthroughNode {
  /// The edges whose safe area the view ignores.
  let edges: Edge.Set

  package init(child: LayoutNode, edges: Edge.Set) {
    self.edges = edges
    super.init(kind: "ignoresSafeArea", child: child)
  }
}

/// `safeAreaInset(edge:...)`: the child is a stack of the bar and the content along one edge;
/// the room the bar takes (and the spacing) is the content's safe area on that edge. Once the
/// stack is placed, every `IgnoresSafeAreaNode` in the content that ignores that edge and reaches
/// the content's edge there, and every background or overlay whose view does and that ignores
/// it (`LayeredNode.secondaryIgnoresSafeArea`), is placed again, extended under the bar to this
/// node's edge, as SwiftUI runs a background under a bottom bar (layout-rules §6.9). Size, guides and spacing
/// are the stack's.
package final class SafeAreaInsetNode: UnaryNode {
  /// The content's nodes, in the stack beside the bar's.
  let content: [LayoutNode]
  /// The edge the bar is on.
  let edge: Edge

  package init(stack: LayoutNode, content: [LayoutNode], edge: Edge) {
    self.content = content
    self.edge = edge
    super.init(kind: "safeAreaInset", child: stack)
  }

  override var priority: Double { child.priority }

  /// The frames in the content move after they are placed: the placement hands them no
  /// observer, so that no result is made of them before they do.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    super.placeChildren(in: bounds, proposal: proposal, observer: nil)
    let inset = Edge.Set(edge)
    for node in content {
      guard let region = node.frame else { continue }
      var stack = [node]
      while let current = stack.popLast() {
        // A nested inset is a safe area of its own: its content is extended by it, not by this.
        if current is SafeAreaInsetNode { continue }
        if let ignoring = current as? IgnoresSafeAreaNode, ignoring.edges.contains(inset),
          let frame = ignoring.frame, let extended = extend(frame, reaching: region, to: bounds)
        {
          ignoring.place(at: extended.origin, size: extended.size, proposal: ProposedViewSize(extended.size))
          continue
        }
        if let layered = current as? LayeredNode, layered.secondaryIgnoresSafeArea.contains(inset),
          let frame = layered.frame, let layer = layered.secondary.frame, extend(frame, reaching: region, to: bounds) != nil,
          let extended = extend(layer, reaching: frame, to: bounds)
        {
          // The layer as placed on its view, then extended from the view's edge.
          layered.secondary.place(at: extended.origin, size: extended.size, proposal: ProposedViewSize(extended.size))
          stack.append(layered.primary)
          continue
        }
        stack.append(contentsOf: current.children)
      }
    }
  }

  /// `frame` extended on the inset edge from the content's edge (`region`'s) to `bounds`', when
  /// it reaches the content's edge there (to within a millionth of a point); nil otherwise.
  private func extend(_ frame: CGRect, reaching region: CGRect, to bounds: CGRect) -> CGRect? {
    func reaches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }
    switch edge {
    case .top:
      guard reaches(frame.minY, region.minY), bounds.minY < frame.minY else { return nil }
      return CGRect(x: frame.minX, y: bounds.minY, width: frame.width, height: frame.maxY - bounds.minY)
    case .bottom:
      guard reaches(frame.maxY, region.maxY), bounds.maxY > frame.maxY else { return nil }
      return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: bounds.maxY - frame.minY)
    case .leading:
      guard reaches(frame.minX, region.minX), bounds.minX < frame.minX else { return nil }
      return CGRect(x: bounds.minX, y: frame.minY, width: frame.maxX - bounds.minX, height: frame.height)
    case .trailing:
      guard reaches(frame.maxX, region.maxX), bounds.maxX > frame.maxX else { return nil }
      return CGRect(x: frame.minX, y: frame.minY, width: bounds.maxX - frame.minX, height: frame.height)
    }
  }
}
