import Foundation
public import LayoutCore

/// Whether a view or a shape mirrors in a layout direction (`layoutDirectionBehavior(_:)`,
/// `Shape.layoutDirectionBehavior`).
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored horizontally when the layout direction is the given one.
  case mirrors(in: LayoutDirection)

  /// Mirrored when the layout direction is right-to-left.
  @_disfavoredOverload
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  /// Whether the behavior mirrors in `direction`.
  func mirrors(_ direction: LayoutDirection) -> Bool {
    guard case .mirrors(let mirrored) = self else { return false }
    return mirrored == direction
  }
}

extension View {
  /// Draws the view mirrored horizontally about its center when the layout direction is
  /// right-to-left (paint only: its frame is laid out as it is).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    mirrored(enabled ? .mirrors : .fixed, kind: "flipsForRightToLeftLayoutDirection")
  }

  /// Draws the view mirrored horizontally about its center in the layout direction `behavior`
  /// names (paint only: its frame is laid out as it is).
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    mirrored(behavior, kind: "layoutDirectionBehavior")
  }

  private func mirrored(_ behavior: LayoutDirectionBehavior, kind: String) -> ModifiedView<Self> {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      guard behavior.mirrors(context.environment.layoutDirection) else { return PassthroughNode(kind: kind, child: node) }
      return EffectNode(kind: kind, child: node) { .transform(CGAffineTransform(scaleX: -1, y: 1), anchor: .center, in: $0) }
    }
  }
}
