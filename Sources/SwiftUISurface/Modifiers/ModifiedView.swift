import Foundation
import LayoutCore

/// A view with a modifier applied: an environment change for its content, a layout node
/// wrapped around each of its nodes, or both.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let environment: ((inout EnvironmentValues) -> Void)?
  let wrap: Wrap?

  /// How a modifier wraps each node of its content: most need only the node, so their closure
  /// is stored as it is (one allocation), not inside a closure that also takes the context.
  enum Wrap {
    case node((LayoutNode) -> LayoutNode)
    case nodeInContext((LayoutNode, ResolveContext) -> LayoutNode)

    func callAsFunction(_ node: LayoutNode, _ context: ResolveContext) -> LayoutNode {
      switch self {
      case .node(let wrap): wrap(node)
      case .nodeInContext(let wrap): wrap(node, context)
      }
    }
  }

  public var body: Never { primitiveBody(Self.self) }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let start = nodes.count
    guard let environment else {
      resolve(content, context, into: &nodes)
      if let wrap { for index in start..<nodes.count { nodes[index] = wrap(nodes[index], context) } }
      return
    }
    var inner = context
    environment(&inner.environment)
    resolve(content, inner, into: &nodes)
    // A change of layout direction mirrors the content's frames.
    let mirrors = inner.environment.layoutDirection != context.environment.layoutDirection
    for index in start..<nodes.count {
      if mirrors { nodes[index] = MirrorNode(child: nodes[index]) }
      if let wrap { nodes[index] = wrap(nodes[index], context) }
    }
  }
}

extension View {
  /// Wraps each node of this view in a modifier node.
  func modified(_ wrap: @escaping (LayoutNode, ResolveContext) -> LayoutNode) -> ModifiedView<Self> {
    ModifiedView(content: self, environment: nil, wrap: .nodeInContext(wrap))
  }

  /// Wraps each node of this view in a modifier node that needs no context.
  func modified(_ wrap: @escaping (LayoutNode) -> LayoutNode) -> ModifiedView<Self> {
    ModifiedView(content: self, environment: nil, wrap: .node(wrap))
  }

  /// Changes the environment of this view's content.
  func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self, environment: change, wrap: nil)
  }

  /// A paint-only modifier: no layout effect, kept in the result tree under `kind` with the
  /// effect it has on drawing (worked out from the frame it is placed in).
  func paintEffect(_ kind: String, _ effect: @escaping @Sendable (CGRect) -> PaintEffect?) -> ModifiedView<Self> {
    modified { EffectNode(kind: kind, child: $0, effect: effect) }
  }

  /// A modifier with no layout effect, kept in the result tree under `kind`.
  func passthrough(_ kind: String) -> ModifiedView<Self> {
    modified { PassthroughNode(kind: kind, child: $0) }
  }
}
