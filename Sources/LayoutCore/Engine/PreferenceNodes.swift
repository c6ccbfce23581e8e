package import Foundation

package protocol AnyPreferenceEntry {
  var key: ObjectIdentifier { get }
  func value(frame: CGRect) -> Any
}

/// `.preference` and `.anchorPreference`: a pass-through node carrying the preference.
package final class PreferenceNode: PassthroughNode {
  let entry: any AnyPreferenceEntry
  package init(child: LayoutNode, entry: any AnyPreferenceEntry) {
    self.entry = entry
    super.init(kind: "preference", child: child)
  }
}

/// `.transformPreference` and `.transformAnchorPreference`: the subtree's value changed, with the
/// view's frame (root coordinates) once it is placed.
package final class PreferenceTransformNode: PassthroughNode {
  let key: ObjectIdentifier
  let transform: (Any, CGRect) -> Any
  package init(child: LayoutNode, key: ObjectIdentifier, transform: @escaping (Any, CGRect) -> Any) {
    self.key = key
    self.transform = transform
    super.init(kind: "transformPreference", child: child)
  }
}

/// What `.onPreferenceChange` watches: a key and the action.
package struct PreferenceObserver {
  /// The subtree's value, made comparable.
  package let read: (LayoutNode) -> AnyHashableBox
  package let action: (Any) -> Void

  package init<K: PreferenceKey>(key: K.Type, action: @escaping (K.Value) -> Void) where K.Value: Equatable {
    read = { AnyHashableBox(PreferenceEntry<K>.reduced(in: $0)) }
    self.action = { action(($0 as? K.Value) ?? K.defaultValue) }
  }
}

/// An Equatable value, compared through its type's `==`.
package struct AnyHashableBox: Equatable {
  package let value: Any
  private let equals: (Any) -> Bool
  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }
  package static func == (lhs: AnyHashableBox, rhs: AnyHashableBox) -> Bool { lhs.equals(rhs.value) }
}

/// `.onPreferenceChange`: a pass-through node the engine reads after placement.
package final class PreferenceObserverNode: PassthroughNode {
  package let observer: PreferenceObserver
  package init(child: LayoutNode, observer: PreferenceObserver) {
    self.observer = observer
    super.init(kind: "onPreferenceChange", child: child)
  }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the primary lays out; the layer is
/// built from its preference value once it is placed, offered the primary's size.
package final class PreferenceLayerNode: CachingNode {
  let primary: LayoutNode
  let alignment: Alignment
  let below: Bool
  /// Builds the layer from the placed primary (resolving views, in the SwiftUI surface).
  private let build: (LayoutNode) -> LayoutNode?
  private var layer: LayoutNode?

  package init(
    primary: LayoutNode, alignment: Alignment, below: Bool, build: @escaping (LayoutNode) -> LayoutNode?
  ) {
    self.primary = primary
    self.alignment = alignment
    self.below = below
    self.build = build
    super.init(kind: below ? "backgroundPreferenceValue" : "overlayPreferenceValue", isModifier: true)
    gridCell = primary.gridCell
  }

  package override var rebuildsChildrenWhenPlaced: Bool { true }
  override var children: [LayoutNode] {
    guard let layer else { return [primary] }
    return below ? [layer, primary] : [primary, layer]
  }
  override func role(ofChild index: Int) -> LayoutResult.Role {
    guard layer != nil else { return .primary }
    return (index == 0) == below ? (below ? .background : .overlay) : .primary
  }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.size(proposal) }
  override func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    primary.explicitAlignment(key, at: size, proposal: proposal)
  }
  override func computeExplicitGuideAxes() -> Axis.Set { primary.explicitGuideAxes }
  override func computeSpacing() -> ViewSpacing { primary.spacing }
  override var priority: Double { primary.priority }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, observer: (any PlacementObserver)?) {
    primary.place(at: bounds.origin, size: bounds.size, proposal: proposal)
    guard let layer = build(primary) else { return }
    self.layer = layer
    let layerProposal = ProposedViewSize(bounds.size)
    let dimensions = layer.dimensions(layerProposal)
    let box = ViewDimensions(size: bounds.size, source: nil)
    layer.place(
      at: CGPoint(
        x: bounds.minX + box[alignment.horizontal] - dimensions[alignment.horizontal],
        y: bounds.minY + box[alignment.vertical] - dimensions[alignment.vertical]),
      size: dimensions.size, proposal: layerProposal)
  }
}

/// The nodes of type `Node` in a tree, in document order (a tree's observers, its matched
/// geometry members: what the engine reads between passes).
package func nodes<Node: LayoutNode>(of type: Node.Type, in root: LayoutNode) -> [Node] {
  var found: [Node] = []
  var stack = [root]
  while let node = stack.popLast() {
    if let match = node as? Node { found.append(match) }
    stack.append(contentsOf: node.children.reversed())
  }
  return found
}
