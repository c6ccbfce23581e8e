public import Foundation
public import LayoutCore

/// The shape of the container around a view (`containerShape(_:)`), or a rectangle where no
/// container gives one, as SwiftUI's `ContainerRelativeShape`. The container's shape is drawn
/// for this view's own rectangle: SwiftUI insets it by the distance between the two (a rounded
/// rectangle's radius shrinking by it), which Baseline does not (docs/swiftui-surface.md). Its
/// `path(in:)`, asked outside a view (a clip shape), is the rectangle.
public struct ContainerRelativeShape: InsettableShape, PrimitiveView {
  /// The container's shape.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  /// The rectangle (the container's shape is known where the shape is drawn in a view).
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// The shape inset by `amount`.
  public func inset(by amount: CGFloat) -> InsetShape<ContainerRelativeShape> { InsetShape(shape: self, amount: amount) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    guard let container = context.environment.containerShape else {
      return shapeNode("ContainerRelativeShape", .rectangle, context)
    }
    var paint = context.environment.foregroundPaint(.path)
    paint.outline = ShapeOutline { container.path($0) }
    return [FillNode(kind: "ContainerRelativeShape", paint: paint)]
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape (see ``ContainerRelativeShape``).
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A container's shape, its type erased.
struct ContainerShape: Sendable {
  let path: @Sendable (CGRect) -> Path
}

extension EnvironmentValues {
  /// The shape `ContainerRelativeShape` takes inside (`containerShape(_:)`).
  var containerShape: ContainerShape? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

private enum ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShape? = nil }

extension View {
  /// The shape the `ContainerRelativeShape`s inside take (no layout effect).
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    environmentChange { $0.containerShape = ContainerShape { shape.path(in: $0) } }
  }
}
