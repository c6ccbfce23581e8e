public import Foundation
public import LayoutCore

// Containers that frame their content: a group box, a disclosure group, the view for empty
// content. Their metrics are Baseline's (docs/controls.md, "Containers"): built from stacks,
// padding and shapes, so every number follows from the ones written here.

/// A titled box, as SwiftUI's `GroupBox`: the label (in the headline font) above the content,
/// 8 apart, both leading-aligned and padded 16 on every side, on a rounded rectangle (corner
/// radius 8) of `GroupBox.fill`. The box is as wide as its content needs (its label's or its
/// content's) plus the padding.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// The padding around the label and content.
  public static var padding: CGFloat { 16 }
  /// The space between the label and the content.
  public static var spacing: CGFloat { 8 }
  /// The box's fill: the light secondary system background, (242, 242, 247).
  public static var fill: Color { Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255) }

  /// A group box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    let style = CurrentEnvironment.values.groupBoxStyle
    let configuration = GroupBoxStyleConfiguration(
      label: .init(label.map { AnyView($0.font(.headline)) } ?? AnyView(EmptyView())), content: .init(AnyView(content)),
      hasLabel: label != nil)
    return (style?.makeBody(configuration) ?? AnyView(DefaultGroupBoxStyle().makeBody(configuration: configuration))).named("GroupBox")
  }
}

extension GroupBox {
  /// A group box of `content` under `label` (SwiftUI's older form, the label a view value).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a style's configuration describes, for a `GroupBoxStyle` that draws around the
  /// box the built-in style draws.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    label = configuration.hasLabel ? configuration.label : nil
    content = configuration.content
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a title.
  public init(@ViewBuilder content: () -> Content) {
    self.label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box titled with a string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.label = Text(titleKey)
    self.content = content()
  }

  /// A box titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.label = Text(title)
    self.content = content()
  }
}

/// How a `GroupBox` draws its label and content.
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A group box's parts, as a `GroupBoxStyle` gets them.
public struct GroupBoxStyleConfiguration {
  /// The box's title.
  public typealias Label = ConfigurationContent<GroupBoxStyleConfiguration>
  /// The box's content.
  public typealias Content = ConfigurationContent<GroupBoxStyleConfiguration>
  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
  let hasLabel: Bool
}

/// The default group box: see ``GroupBox``.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default group box style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: GroupBox<EmptyView, EmptyView>.spacing) {
      if configuration.hasLabel { configuration.label }
      configuration.content
    }
    .padding(GroupBox<EmptyView, EmptyView>.padding)
    .background(RoundedRectangle(cornerRadius: 8).fill(GroupBox<EmptyView, EmptyView>.fill))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default group box (see ``GroupBox``).
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}


extension EnvironmentValues {
  var groupBoxStyle: StyleBody<GroupBoxStyleConfiguration>? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

private enum GroupBoxStyleKey: EnvironmentKey { static let defaultValue: StyleBody<GroupBoxStyleConfiguration>? = nil }

extension View {
  /// How the group boxes inside draw their label and content.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentChange { environment in
      // A `GroupBox(configuration)` inside the style's body takes the style set outside it.
      let outer = environment.groupBoxStyle
      environment.groupBoxStyle = StyleBody { style.makeBody(configuration: $0).environmentChange { $0.groupBoxStyle = outer } }
    }
  }
}

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: a row of a
/// disclosure chevron (a symbol, as wide and tall as the label's font size; pointing right when
/// collapsed, down when expanded), 6 points, and the label, on the label's first line; when
/// expanded, the content below it, 6 apart, indented 20 points, leading-aligned. Collapsed, the
/// content is not laid out.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>

  /// The space after the chevron and above the content.
  public static var spacing: CGFloat { 6 }
  /// How far the content is indented.
  public static var indent: CGFloat { 20 }

  /// A collapsed disclosure group of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(isExpanded: .constant(false), content: content, label: label)
  }

  /// A disclosure group that shows `content` when `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(AnyView(label)), content: .init(AnyView(content)), isExpanded: isExpanded)
    switch CurrentEnvironment.values.disclosureGroupStyle {
    case .builtIn:
      return AnyView(ChevronDisclosureGroup(configuration: configuration))
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.disclosureGroupStyle = outer }.named("DisclosureGroup"))
    }
  }
}

/// The chevron row and the indented content (see ``DisclosureGroup``).
struct ChevronDisclosureGroup: View {
  let configuration: DisclosureGroupStyleConfiguration

  var body: some View {
    let spacing = DisclosureGroup<EmptyView, EmptyView>.spacing
    return VStack(alignment: .leading, spacing: spacing) {
      HStack(alignment: .firstTextLineCenter, spacing: spacing) {
        Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
        configuration.label
      }
      if configuration.isExpanded {
        configuration.content.padding(.leading, DisclosureGroup<EmptyView, EmptyView>.indent)
      }
    }
    .named("DisclosureGroup")
  }
}

/// How disclosure groups look, as SwiftUI's `DisclosureGroupStyle`: `makeBody` turns the label,
/// the content and whether it shows into the group.
public protocol DisclosureGroupStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the group from.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// The group `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A disclosure group's label, content and state, as a `DisclosureGroupStyle` gets them.
public struct DisclosureGroupStyleConfiguration {
  /// The label, as a view.
  public typealias Label = ConfigurationContent<DisclosureGroupStyleConfiguration>
  /// The content, as a view.
  public typealias Content = ConfigurationContent<DisclosureGroupStyleConfiguration>

  /// The label.
  public let label: Label
  /// The content shown when expanded.
  public let content: Content
  /// Whether the content shows.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}

/// The platform's disclosure group look: the chevron row of ``DisclosureGroup``.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The automatic style.
  public init() {}
  /// The chevron row and the indented content (see ``DisclosureGroup``).
  public func makeBody(configuration: Configuration) -> some View { ChevronDisclosureGroup(configuration: configuration) }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// `.automatic`: the ``AutomaticDisclosureGroupStyle``.
  public static var automatic: Self { .init() }
}

/// The only built-in disclosure group look.
enum DisclosureGroupStyleKind: Hashable, Sendable { case automatic }

extension EnvironmentValues {
  var disclosureGroupStyle: StyleChoice<DisclosureGroupStyleKind, DisclosureGroupStyleConfiguration> {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}

private enum DisclosureGroupStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<DisclosureGroupStyleKind, DisclosureGroupStyleConfiguration>.builtIn(.automatic)
}

extension View {
  /// The style of the disclosure groups inside: the chevron row, or a style's `makeBody`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environmentChange { environment in
      if style is AutomaticDisclosureGroupStyle {
        environment.disclosureGroupStyle = .builtIn(.automatic)
      } else {
        environment.disclosureGroupStyle = .custom(
          StyleBody { style.makeBody(configuration: $0) }, outer: environment.disclosureGroupStyle)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a string, collapsed.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a string, open or closed as the binding says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A collapsed disclosure group titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A disclosure group titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// What an empty screen shows, as SwiftUI's `ContentUnavailableView`: centered in the space it
/// is offered (it takes all of it), a column, centered, of the symbol (in the large title font,
/// secondary color), the title (title2, bold), the description (body, secondary) and the
/// actions, 8 points apart, padded 16.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description?
  let actions: Actions?

  /// A view of `label`, `description` and `actions` for when there is no content.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 8) {
      label
      if let description { description.font(.body).foregroundColor(.secondary) }
      if let actions { actions }
    }
    .multilineTextAlignment(.center)
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .named("ContentUnavailableView")
  }
}

extension ContentUnavailableView where Label == AnyView, Description == Text?, Actions == EmptyView {
  /// A title, a symbol and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.label = Self.label(Text(title), systemImage: name)
    self.description = description
    self.actions = nil
  }

  /// A title shown verbatim, a symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.label = Self.label(Text(title), systemImage: name)
    self.description = description
    self.actions = nil
  }

  /// The symbol (large title, secondary) above the title (title2, bold), 8 apart.
  private static func label(_ title: Text, systemImage name: String) -> AnyView {
    AnyView(
      VStack(spacing: 8) {
        Image(systemName: name).font(.largeTitle).foregroundColor(.secondary)
        title.font(.title2).bold()
      })
  }

  /// The view for a search that found nothing: "No Results", a magnifying glass, and "Check the
  /// spelling or try a new search."
  public static var search: ContentUnavailableView<AnyView, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}
