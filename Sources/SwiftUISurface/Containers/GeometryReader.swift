import Foundation
public import LayoutCore

/// A container whose content is built from its own size, as SwiftUI's `GeometryReader`: it
/// takes the whole offer (10 points on an axis that is not offered, as SwiftUI does) and places
/// its content at its top leading corner, offering it its size. The content is built once the
/// size is known, with a `GeometryProxy` of the size and the reader's frame.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// A reader whose content is built, when it is placed, with the size and frames it was given.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    return [
      GeometryReaderNode(namedSpaces: context.namedSpaces) { proxy in
        let nodes = CurrentEnvironment.with(context.environment) { resolve(ZStack(alignment: .topLeading) { content(proxy) }, context) }
        return nodes.first ?? resolve(Color.clear, context)[0]
      }
    ]
  }
}

extension View {
  /// Names the view's frame as a coordinate space for the geometry readers inside it.
  public func coordinateSpace(name: some Hashable) -> some View {
    NamedSpaceView(content: self, name: "\(name)")
  }

  /// Names the view's frame as a coordinate space, written the newer way (`.named("x")`).
  @_disfavoredOverload
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { coordinateSpace(name.coordinateSpace) }

  /// Names the view's frame as a coordinate space (`.named(_:)`) for the readers inside it.
  public func coordinateSpace(_ space: CoordinateSpace) -> some View {
    guard case .named(let name) = space.kind else { return AnyView(self) }
    return AnyView(NamedSpaceView(content: self, name: name))
  }
}

/// `coordinateSpace(name:)`: the content resolved with the space among those around it, each of
/// its nodes wrapped in the space's node.
struct NamedSpaceView<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String

  var body: Never { primitiveBody(Self.self) }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let space = NamedSpace(name: name)
    var inner = context
    inner.scope = ResolveScope(container: context.container, namedSpaces: context.namedSpaces + [space])
    let start = nodes.count
    resolve(content, inner, into: &nodes)
    for index in start..<nodes.count { nodes[index] = NamedSpaceNode(child: nodes[index], space: space) }
  }
}
