public import LayoutCore

/// As a view, a color fills the space it is offered.
extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    nodes.append(FillNode(kind: "Color", paint: Paint(shape: .rectangle, fill: self)))
  }
}
