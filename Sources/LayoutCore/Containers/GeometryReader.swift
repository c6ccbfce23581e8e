public import Foundation

/// A container whose content is built from its own size, as SwiftUI's `GeometryReader`: it
/// takes the whole offer (10 points on an axis that is not offered, as SwiftUI does) and places
/// its content at its top leading corner, offering it its size. The content is built once the
/// size is known, with a `GeometryProxy` of the size and the reader's frame.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    return [
      GeometryReaderNode(context: context) { proxy, context in
        let nodes = CurrentEnvironment.with(context.environment) { resolve(ZStack(alignment: .topLeading) { content(proxy) }, context) }
        return nodes.first ?? resolve(Color.clear, context)[0]
      }
    ]
  }
}

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy: Sendable {
  /// The reader's size.
  public let size: CGSize
  /// The reader's frame in the root's coordinates (the layout's global space).
  let globalFrame: CGRect
  /// The frames of the named coordinate spaces around the reader, root coordinates.
  let namedSpaces: [String: CGRect]

  /// The reader's frame in a coordinate space: `.local` (origin zero), `.global` (the root's),
  /// or one named with `coordinateSpace(_:)` around it (global when the name is unknown).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space.kind {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = namedSpaces[name]?.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// Insets of the safe area (none in a layout).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public struct CoordinateSpace: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case local, global, named(String) }
  let kind: Kind
  public static let local = CoordinateSpace(kind: .local)
  public static let global = CoordinateSpace(kind: .global)
  public static func named(_ name: some Hashable) -> CoordinateSpace { CoordinateSpace(kind: .named("\(name)")) }
}

extension View {
  /// Names the view's frame as a coordinate space for the geometry readers inside it.
  public func coordinateSpace(name: some Hashable) -> some View {
    let name = "\(name)"
    return modified { NamedSpaceNode(child: $0, name: name) }
  }

  /// Names the view's frame as a coordinate space (`.named(_:)`) for the readers inside it.
  public func coordinateSpace(_ space: CoordinateSpace) -> some View {
    guard case .named(let name) = space.kind else { return AnyView(self) }
    return AnyView(modified { NamedSpaceNode(child: $0, name: name) })
  }
}

/// A named coordinate space: passes its frame to the readers inside it when placed.
final class NamedSpaceNode: PassthroughNode {
  let name: String
  init(child: LayoutNode, name: String) {
    self.name = name
    super.init(kind: "coordinateSpace", child: child)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    NamedSpaces.push(name, bounds)
    defer { NamedSpaces.pop() }
    super.placeChildren(in: bounds, proposal: proposal)
  }
}

/// The named spaces around the node being placed, per thread (placement is depth first).
enum NamedSpaces {
  private static let stack = ThreadLocalStack<(String, CGRect)>()

  static func push(_ name: String, _ frame: CGRect) { stack.push((name, frame)) }
  static func pop() { stack.pop() }

  /// The innermost frame of each name.
  static var current: [String: CGRect] {
    var spaces: [String: CGRect] = [:]
    for (name, frame) in stack.elements { spaces[name] = frame }
    return spaces
  }
}

/// `GeometryReader`'s node: sizes itself from the offer, then builds its content.
final class GeometryReaderNode: CachingNode {
  private let context: ResolveContext
  private let build: (GeometryProxy, ResolveContext) -> LayoutNode
  private var content: LayoutNode?

  init(context: ResolveContext, build: @escaping (GeometryProxy, ResolveContext) -> LayoutNode) {
    self.context = context
    self.build = build
    super.init(kind: "GeometryReader")
  }

  override var children: [LayoutNode] { content.map { [$0] } ?? [] }
  override var rebuildsChildrenWhenPlaced: Bool { true }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  /// A reader's guides are its own.
  override func computeExplicitGuideAxes() -> Axis.Set { [] }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, namedSpaces: NamedSpaces.current)
    let node = build(proxy, context)
    content = node
    let childProposal = ProposedViewSize(bounds.size)
    node.place(at: bounds.origin, size: node.size(childProposal), proposal: childProposal)
  }
}
