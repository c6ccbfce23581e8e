public import Foundation
public import LayoutCore

extension View {
  /// A fixed width, height or both; the other dimension follows the view. The view is aligned
  /// inside the frame on `alignment`. Negative, NaN and infinite lengths count as nil.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modified { FrameNode(child: $0, width: width, height: height, alignment: alignment) }
  }

  /// A flexible frame: limits and an ideal size per axis (layout-rules §6.3). Limits are
  /// normalised so that min <= ideal <= max; NaN values count as nil, negative minimums as 0.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified {
      FlexibleFrameNode(
        child: $0, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
        vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }
  }

  /// Padding on the given edges; the environment's default (16) when `length` is nil.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified { node, context in
      PaddingNode(child: node, insets: EdgeInsets(edges, length ?? context.environment.defaultPadding))
    }
  }

  /// The same padding on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Explicit insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified { PaddingNode(child: $0, insets: insets) }
  }

  /// Adds `insets` to the view's safe area. Baseline has no safe area of its own (nothing
  /// outside the view covers it), so the view's content is laid out inside the insets, as with
  /// `padding(_:)`: what SwiftUI does for content that respects the safe area.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }

  /// Adds `length` (the default padding, 16, when nil) to the safe area on `edges`; laid out as
  /// `padding(_:_:)` (see ``safeAreaPadding(_:)-(EdgeInsets)``).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Adds `length` to the safe area on every edge; laid out as `padding(_:)`.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads the view on `edges` by the scene's padding: ``ScenePadding/minimum``, 20 points, the
  /// margin macOS puts around a window's content (Baseline's controls have macOS metrics).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    scenePadding(.minimum, edges: edges)
  }

  /// Pads the view on `edges` by the given kind of scene padding.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, padding.length)
  }

  /// Fixes the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
  }

  /// Fixes the view at its ideal size on both axes.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Sets the view's horizontal guide `g` to the value the closure computes from the view's
  /// dimensions.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modified { AlignmentGuideNode(child: $0, key: g.key, compute: computeValue) }
  }

  /// Sets the view's vertical guide `g` to the value the closure computes from the view's
  /// dimensions.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modified { AlignmentGuideNode(child: $0, key: g.key, compute: computeValue) }
  }

  /// The priority stacks give this view when sharing space (apply it outermost).
  public func layoutPriority(_ value: Double) -> some View {
    modified { PriorityNode(child: $0, value: value) }
  }

  /// Draws the view moved by (x, y) without changing layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified { OffsetNode(child: $0, offset: CGSize(width: x, height: y)) }
  }

  /// Places the view's center at `position` in its own coordinates, taking the whole proposal
  /// (on an axis with none, the view's length), as SwiftUI's `position(_:)`. The view's explicit
  /// guides do not pass through.
  public func position(_ position: CGPoint) -> some View {
    modified { PositionNode(child: $0, center: position) }
  }

  /// Places the view's center at (x, y) in its own coordinates (see `position(_:)`).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Draws the view moved by `offset` without changing layout.
  public func offset(_ offset: CGSize) -> some View {
    modified { OffsetNode(child: $0, offset: offset) }
  }

  /// Layers `content` behind this view, proposed this view's size and aligned on it.
  public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
    layered(content(), alignment: alignment, kind: "background", role: .background)
  }

  /// Layers a view behind this view. (Disfavored, as SwiftUI's deprecated form: a view that is
  /// also a shape style, such as a `Color`, takes `background(_:ignoresSafeAreaEdges:)`.)
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    layered(background, alignment: alignment, kind: "background", role: .background)
  }

  /// Layers `content` over this view, proposed this view's size and aligned on it.
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
    layered(content(), alignment: alignment, kind: "overlay", role: .overlay)
  }

  /// Layers a view over this view. (Disfavored, as `background(_:alignment:)`.)
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    layered(overlay, alignment: alignment, kind: "overlay", role: .overlay)
  }

  /// A border drawn over the view's edges (no layout effect).
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    layered(Rectangle().stroke(color, lineWidth: width), alignment: .center, kind: "border", role: .decoration)
  }

  /// A border in a shape style, a gradient painted as one (no layout effect).
  @_disfavoredOverload
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    layered(Rectangle().stroke(content, lineWidth: width), alignment: .center, kind: "border", role: .decoration)
  }

  /// Several secondary views form an implicit `ZStack` of their own, centered on each other;
  /// `alignment` places that stack as a unit (Apple: "it applies to the implicit stack rather
  /// than to the individual views in the closure").
  func layered<Secondary: View>(
    _ secondary: Secondary, alignment: Alignment, kind: String, role: LayoutResult.Role, ignoringSafeArea edges: Edge.Set = []
  ) -> ModifiedView<Self> {
    modified { node, context in
      let nodes = resolve(secondary, context)
      let layer: LayoutNode =
        nodes.count == 1
        ? nodes[0] : ContainerNode(kind: "ZStack", layout: ZStackLayout(alignment: .center), nodes: nodes)
      return LayeredNode(
        kind: kind, primary: node, secondary: layer, alignment: alignment, secondaryRole: role, secondaryIgnoresSafeArea: edges)
    }
  }

  /// Names the view's place in a scene file (`root.children[2]`): `LayoutResult.views` reports
  /// this path instead of the one it derives from the tree. Scene decoding sets it.
  public func resultPath(_ path: String) -> some View {
    modified { node, _ in
      node.info.path = path
      return node
    }
  }

  /// Tags the view so that it can be found in a layout result.
  public func id<ID: Hashable & Sendable>(_ id: ID) -> some View {
    modified { node, _ in
      node.info.id = AnyHashable(id)
      return node
    }
  }
}

/// A kind of padding a scene puts around its content.
public struct ScenePadding: Equatable, Sendable {
  let length: CGFloat
  /// The least padding at a scene's root: 20 points, the margin of a macOS window's content.
  public static let minimum = ScenePadding(length: 20)
  /// The padding of a navigation bar's content (macOS: the same 20 points).
  public static let navigationBar = ScenePadding(length: 20)
}
