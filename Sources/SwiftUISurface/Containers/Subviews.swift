import LayoutCore

// Containers of your own, as SwiftUI (iOS 18) writes them: `Group(subviews:)` and
// `ForEach(subviews:)` hand the views a view builder makes to code that arranges them.
//
// A subview is its view resolved where the group or the `ForEach` is: in their environment,
// once. Modifiers applied to a subview wrap it (padding, frames, backgrounds); environment
// values set on a subview reach nothing inside it, which was resolved already. A subview shown
// twice is laid out where it is shown first.

/// One view of a view builder's content, for a container of your own to place.
public struct Subview: View, Identifiable, PrimitiveView {
  /// A subview's identity: its position in the content, and its tag when it has one.
  public struct ID: Hashable {
    let index: Int
    let tag: AnyHashable?
  }

  /// The subview's identity.
  public let id: ID
  /// The values the view gave its container (`containerValue(_:_:)`, `tag(_:)`).
  public let containerValues: ContainerValues
  /// The view, resolved.
  let node: LayoutNode
  /// Whether the node was placed already (a second showing lays out nothing).
  let placed: PlacedFlag

  init(node: LayoutNode, index: Int, placed: PlacedFlag = PlacedFlag()) {
    let values = ContainerValues(reading: node)
    self.id = ID(index: index, tag: values.tagValue)
    self.containerValues = values
    self.node = node
    self.placed = placed
  }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    guard !placed.isSet else { return }
    placed.isSet = true
    nodes.append(node)
  }

  /// Whether a subview was shown already.
  final class PlacedFlag {
    var isSet = false
  }
}

/// The subviews of a view builder's content (`Group(subviews:)`): a collection you index and
/// slice, and a view that shows them all.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let subviews: [Subview]

  init(_ nodes: [LayoutNode]) { subviews = nodes.enumerated().map { Subview(node: $1, index: $0) } }

  /// The first position, 0.
  public var startIndex: Int { subviews.startIndex }
  /// The position after the last subview.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { subviews[position] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: self, indices: bounds) }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    for subview in subviews { subview.appendNodes(context, to: &nodes) }
  }
}

/// A run of subviews (`subviews[1...]`): a collection and a view, as its base is.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
  let base: SubviewsCollection
  /// The positions in the base collection.
  public let indices: Range<Int>

  /// The first position.
  public var startIndex: Int { indices.lowerBound }
  /// The position after the last.
  public var endIndex: Int { indices.upperBound }
  /// The subview at `position` (a position of the base collection).
  public subscript(position: Int) -> Subview { base[position] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base, indices: bounds) }

  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    for index in indices { base[index].appendNodes(context, to: &nodes) }
  }
}

extension Group {
  /// The views of `view` handed to `transform` as a collection, and what it returns shown in
  /// their place (in the enclosing container, as a group's views are).
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(base: view, transform: transform) }
  }
}

/// The content of `Group(subviews:transform:)`.
public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SubviewsCollection) -> Result
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let subviews = SubviewsCollection(resolve(base, context))
    let shown = CurrentEnvironment.with(context.environment) { transform(subviews) }
    resolve(shown, context, into: &nodes)
  }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID {
  /// A view for each of `view`'s views, made by `content` from its subview.
  public init<Base: View>(subviews view: Base, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(SubviewsCollection([]), id: \.id, content: content)
    resolver = { context, nodes in
      let subviews = SubviewsCollection(resolve(view, context))
      CurrentEnvironment.with(context.environment) {
        for subview in subviews { resolve(content(subview), context, into: &nodes) }
      }
    }
  }
}
