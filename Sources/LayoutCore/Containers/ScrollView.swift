public import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`: its content is offered no limit along the
/// scrolling axes (and the view's own offer across them), and placed at the top leading corner,
/// unscrolled. The view takes the size it is offered, or its content's size along an axis
/// that is not offered. The content's frame in the result is its whole size.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let nodes = resolve(content, context)
    // Several views scroll as a column (or a row, for a horizontal scroll view).
    let child: LayoutNode
    if nodes.count == 1 {
      child = nodes[0]
    } else if axes == .horizontal {
      child = resolve(HStack { NodesView(nodes: nodes) }, context)[0]
    } else {
      child = resolve(VStack { NodesView(nodes: nodes) }, context)[0]
    }
    return [ScrollNode(child: child, axes: axes)]
  }
}

/// `ScrollView`'s node.
final class ScrollNode: UnaryNode {
  let axes: Axis.Set

  init(child: LayoutNode, axes: Axis.Set) {
    self.axes = axes
    super.init(kind: "ScrollView", child: child, isModifier: false)
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // The scroll view is the container `containerRelativeFrame` measures against.
    let content = ContainerSizes.with(proposal) { child.size(childProposal(proposal)) }
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    ContainerSizes.with(ProposedViewSize(bounds.size)) { super.placeChildren(in: bounds, proposal: proposal) }
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let childProposal = childProposal(proposal)
    let content = child.size(childProposal)
    // Across the scrolling axes the content is centered, as SwiftUI does; along them it starts
    // at the top leading corner.
    let x = axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2
    let y = axes.contains(.vertical) ? 0 : (size.height - content.height) / 2
    return (CGPoint(x: x, y: y), childProposal)
  }

  /// A scroll view's guides are its own (its content moves under them).
  override func computeHasExplicitGuides() -> Bool { false }
  override var priority: Double { 0 }
}

extension View {
  /// Accepted; there is no scrolling in a layout.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { passthrough("scrollTargetLayout") }
  /// Accepted; there is no scrolling in a layout.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    passthrough("scrollIndicators")
  }
  /// Accepted; there is no scrolling in a layout.
  public func scrollDisabled(_ disabled: Bool) -> some View { passthrough("scrollDisabled") }
}

/// Whether scroll indicators show (accepted).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Views that stack as `VStack` does (all are built: a layout has no viewport), with pinned
/// section headers accepted.
public struct LazyVStack<Content: View>: View {
  let stack: VStack<Content>
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }
  public var body: some View { stack }
}

/// Views that stack as `HStack` does (all are built), with pinned section headers accepted.
public struct LazyHStack<Content: View>: View {
  let stack: HStack<Content>
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }
  public var body: some View { stack }
}

/// Which section parts stay pinned while scrolling (accepted).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
