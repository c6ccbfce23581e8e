public import Foundation

/// A list of rows, as SwiftUI's `List` in its plain/inset look: rows stacked with no spacing,
/// each padded by `List.rowInsets` and separated by a divider; `Section`s inside give a header
/// row (the headline font, secondary color) above their rows. All rows are laid out.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The padding around a row's content: 8 above and below, 16 at the sides.
  public static var rowInsets: EdgeInsets { EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }

  public var body: Never { primitiveBody(Self.self) }

  /// Every view of the content is a row (a section's header and rows too).
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.environment.isInList = true
    let rows = resolve(content, inner)
    let stack = VStack(alignment: .leading, spacing: 0) {
      ForEach(rows.indices, id: \.self) { index in ListRow(content: NodesView(nodes: [rows[index]])) }
    }
    return resolve(stack.named("List"), context)
  }
}

extension List where SelectionValue == Never {
  /// Rows for the elements of a collection.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// Rows for the elements of a collection, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

/// One row of a list: its content with the row insets and a divider below.
struct ListRow<Content: View>: View {
  let content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content.frame(maxWidth: .infinity, alignment: .leading).padding(List<Never, EmptyView>.rowInsets)
      Divider()
    }
  }
}

extension EnvironmentValues {
  /// Whether the view is a list's content.
  var isInList: Bool {
    get { self[IsInListKey.self] }
    set { self[IsInListKey.self] = newValue }
  }
}

private enum IsInListKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// Accepted; a list's look is fixed here.
  public func listStyle<S>(_ style: S) -> some View { passthrough("listStyle") }
  /// Accepted, no layout effect.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    passthrough("listRowSeparator")
  }
  /// Accepted, no layout effect.
  public func listRowBackground<V: View>(_ view: V?) -> some View { passthrough("listRowBackground") }
}

/// Whether something shows (accepted).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// Top or bottom edges (accepted).
public enum VerticalEdge: Hashable, Sendable {
  case top, bottom
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// A row that navigates somewhere, as SwiftUI's `NavigationLink`: its label, then a chevron
/// (a 7 x 12 shape) at the trailing edge, on the label's first line. The destination is not
/// laid out.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) where Destination == EmptyView {
    self.label = label()
  }

  public var body: some View {
    HStack(alignment: .firstTextLineCenter, spacing: 8) {
      label
      Spacer(minLength: 0)
      Capsule().fill(ControlLook.bezelBorder).frame(width: 7, height: 12)
    }.named("NavigationLink")
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) where Destination == EmptyView {
    self.init(value: value) { Text(titleKey) }
  }
}

extension View {
  /// Accepted; destinations are not laid out.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    passthrough("navigationDestination")
  }

  /// Insets the view by a bar placed along an edge: the bar and the content stacked (top and
  /// bottom) or side by side (leading and trailing), `spacing` apart (0 when nil). A layout has
  /// no safe area, so the bar takes its own room.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let bar = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { bar }
      self
      if edge == .bottom { bar }
    }
  }

  /// A frame relative to the nearest container (a scroll view, else the layout's root offer):
  /// on `axes`, the container's length passed through `length` (SwiftUI's closure form).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modified { node, context in
      context.outcome.readsContainerSizes = true
      return ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment, length: length)
    }
  }

  /// A frame as large as the nearest container on `axes`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame of `span` of `count` equal parts of the nearest container, `spacing` between parts.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }
}

/// The sizes of the containers around the node being sized, per thread.
enum ContainerSizes {
  private static let stack = ThreadLocalStack<ProposedViewSize>()

  /// Runs `body` with `size` as the innermost container's size.
  static func with<T>(_ size: ProposedViewSize, _ body: () -> T) -> T { stack.with(size, body) }

  static var current: ProposedViewSize? { stack.top }
}

/// `containerRelativeFrame`: a fixed frame on `axes` computed from the container's size.
final class ContainerRelativeFrameNode: UnaryNode {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  /// The container size seen when first sized in a layout (a node sits in one container, whose
  /// size a prepared tree's next layout may change).
  private var container: ProposedViewSize?

  override func releaseLayoutState(keepingSizes: Bool = false) {
    super.releaseLayoutState(keepingSizes: keepingSizes)
    container = nil
  }

  init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
    self.axes = axes
    self.alignment = alignment
    self.length = length
    super.init(kind: "containerRelativeFrame", child: child)
  }

  func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    if container == nil { container = ContainerSizes.current ?? proposal }
    let container = self.container ?? proposal
    func resolved(_ axis: Axis, _ offered: CGFloat?, _ length: CGFloat?) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let length else { return offered }
      let value = self.length(length, axis)
      return value.isFinite ? max(value, 0) : offered
    }
    return ProposedViewSize(
      width: resolved(.horizontal, proposal.width, container.width),
      height: resolved(.vertical, proposal.height, container.height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let frame = frameProposal(proposal)
    let childSize = child.size(frame)
    return CGSize(
      width: axes.contains(.horizontal) ? frame.width ?? childSize.width : childSize.width,
      height: axes.contains(.vertical) ? frame.height ?? childSize.height : childSize.height)
  }

  override func childPlacement(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize) {
    let frame = frameProposal(proposal)
    return (alignedOrigin(child: child.dimensions(frame), in: size, alignment: alignment), frame)
  }
}
