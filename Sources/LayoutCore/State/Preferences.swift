public import Foundation

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: the values of a
/// subtree combine with `reduce` in document order, starting from `defaultValue`.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A view's geometry, resolved to a frame where it is read (`GeometryProxy`'s subscript), as
/// SwiftUI's `Anchor`.
public struct Anchor<Value>: Equatable, Sendable where Value: Equatable & Sendable {
  /// The value in the layout's root coordinates.
  let global: Value

  /// What an anchor stands for: a view's bounds or a point of them.
  public struct Source: Sendable {
    let make: @Sendable (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    .init { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view's bounds.
  public static func point(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
  }
  public static var topLeading: Anchor<CGPoint>.Source { point(.topLeading) }
  public static var center: Anchor<CGPoint>.Source { point(.center) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { point(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchored rectangle in the reader's coordinates.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.global.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// An anchored point in the reader's coordinates.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.global.x - globalFrame.minX, y: anchor.global.y - globalFrame.minY)
  }
}

extension View {
  /// Sets a preference for the view's ancestors.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modified { PreferenceNode(child: $0, entry: PreferenceEntry(key: K.self) { _ in value }) }
  }

  /// Sets a preference made from the view's geometry (known once the view is placed).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modified { node in
      PreferenceNode(child: node, entry: PreferenceEntry(key: K.self) { frame in transform(Anchor(global: value.make(frame))) })
    }
  }

  /// Changes the preference the view's subtree passes up.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modified { PreferenceTransformNode(child: $0, key: ObjectIdentifier(K.self), transform: { value in
      var typed = (value as? K.Value) ?? K.defaultValue
      callback(&typed)
      return typed
    }) }
  }

  /// Runs `action` with the subtree's preference value once the view is laid out, and lays the
  /// layout out again when the value differs from the last one seen (the action usually sets
  /// state the layout reads, as in the equal-width-labels technique); see
  /// `LayoutEngine.maximumPreferencePasses`.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      context.outcome.preferenceObservers += 1
      return PreferenceObserverNode(child: node, observer: PreferenceObserver(key: K.self, action: action))
    }
  }

  /// An overlay built from the subtree's preference value (after the view is placed).
  public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Overlay
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: false, transform)
  }

  /// A background built from the subtree's preference value (after the view is placed).
  public func backgroundPreferenceValue<K: PreferenceKey, Background: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Background
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: true, transform)
  }

  private func preferenceLayer<K: PreferenceKey, Layer: View>(
    _ key: K.Type, alignment: Alignment, below: Bool, _ transform: @escaping (K.Value) -> Layer
  ) -> some View {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      PreferenceLayerNode(
        primary: node, alignment: alignment, below: below, context: context,
        build: { primary, context in
          let value = PreferenceEntry<K>.reduced(in: primary)
          return CurrentEnvironment.with(context.environment) { resolve(ZStack { transform(value) }, context) }.first
        })
    }
  }
}

/// One preference a view sets: its key and how its value is made (from the view's frame, for
/// anchor preferences).
struct PreferenceEntry<K: PreferenceKey>: AnyPreferenceEntry {
  let make: (CGRect) -> K.Value
  init(key: K.Type, make: @escaping (CGRect) -> K.Value) { self.make = make }
  var key: ObjectIdentifier { ObjectIdentifier(K.self) }
  func value(frame: CGRect) -> Any { make(frame) }

  /// The value a subtree passes up: the default, reduced with every preference set in it, in
  /// document order (changed by transforms on the way up).
  static func reduced(in node: LayoutNode) -> K.Value {
    var value = K.defaultValue
    collect(node) { next in K.reduce(value: &value) { (next as? K.Value) ?? K.defaultValue } }
    return value
  }

  /// Calls `visit` with each value set for `K` in the subtree, in document order.
  private static func collect(_ node: LayoutNode, _ visit: (Any) -> Void) {
    let key = ObjectIdentifier(K.self)
    if let transform = node as? PreferenceTransformNode, transform.key == key {
      var inner = K.defaultValue
      collect(transform.child) { next in K.reduce(value: &inner) { (next as? K.Value) ?? K.defaultValue } }
      visit(transform.transform(inner))
      return
    }
    if let preference = node as? PreferenceNode, preference.entry.key == key {
      collect(preference.child, visit)
      visit(preference.entry.value(frame: preference.frame ?? .zero))
      return
    }
    for child in node.children { collect(child, visit) }
  }
}

protocol AnyPreferenceEntry {
  var key: ObjectIdentifier { get }
  func value(frame: CGRect) -> Any
}

/// `.preference` and `.anchorPreference`: a pass-through node carrying the preference.
final class PreferenceNode: PassthroughNode {
  let entry: any AnyPreferenceEntry
  init(child: LayoutNode, entry: any AnyPreferenceEntry) {
    self.entry = entry
    super.init(kind: "preference", child: child)
  }
}

/// `.transformPreference`.
final class PreferenceTransformNode: PassthroughNode {
  let key: ObjectIdentifier
  let transform: (Any) -> Any
  init(child: LayoutNode, key: ObjectIdentifier, transform: @escaping (Any) -> Any) {
    self.key = key
    self.transform = transform
    super.init(kind: "transformPreference", child: child)
  }
}

/// What `.onPreferenceChange` watches: a key and the action.
struct PreferenceObserver {
  /// The subtree's value, made comparable.
  let read: (LayoutNode) -> AnyHashableBox
  let action: (Any) -> Void

  init<K: PreferenceKey>(key: K.Type, action: @escaping (K.Value) -> Void) where K.Value: Equatable {
    read = { AnyHashableBox(PreferenceEntry<K>.reduced(in: $0)) }
    self.action = { action(($0 as? K.Value) ?? K.defaultValue) }
  }
}

/// An Equatable value, compared through its type's `==`.
struct AnyHashableBox: Equatable {
  let value: Any
  private let equals: (Any) -> Bool
  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }
  static func == (lhs: AnyHashableBox, rhs: AnyHashableBox) -> Bool { lhs.equals(rhs.value) }
}

/// `.onPreferenceChange`: a pass-through node the engine reads after placement.
final class PreferenceObserverNode: PassthroughNode {
  let observer: PreferenceObserver
  init(child: LayoutNode, observer: PreferenceObserver) {
    self.observer = observer
    super.init(kind: "onPreferenceChange", child: child)
  }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the primary lays out; the layer is
/// built from its preference value once it is placed, offered the primary's size.
final class PreferenceLayerNode: CachingNode {
  let primary: LayoutNode
  let alignment: Alignment
  let below: Bool
  private let context: ResolveContext
  private let build: (LayoutNode, ResolveContext) -> LayoutNode?
  private var layer: LayoutNode?

  init(
    primary: LayoutNode, alignment: Alignment, below: Bool, context: ResolveContext,
    build: @escaping (LayoutNode, ResolveContext) -> LayoutNode?
  ) {
    self.primary = primary
    self.alignment = alignment
    self.below = below
    self.context = context
    self.build = build
    super.init(kind: below ? "backgroundPreferenceValue" : "overlayPreferenceValue", isModifier: true)
    gridCell = primary.gridCell
  }

  override var rebuildsChildrenWhenPlaced: Bool { true }
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

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    primary.place(at: bounds.origin, size: bounds.size, proposal: proposal)
    guard let layer = build(primary, context) else { return }
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

/// The observers of a placed tree, in document order.
func preferenceObservers(in root: LayoutNode) -> [PreferenceObserverNode] {
  var found: [PreferenceObserverNode] = []
  var stack = [root]
  while let node = stack.popLast() {
    if let observer = node as? PreferenceObserverNode { found.append(observer) }
    stack.append(contentsOf: node.children.reversed())
  }
  return found
}
