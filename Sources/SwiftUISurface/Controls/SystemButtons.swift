import Foundation
import LayoutCore

// The buttons the system makes for you, laid out as the buttons they show, and a group of
// controls side by side.

/// The list-editing button: a button titled "Edit" (a layout shows the list not editing).
public struct EditButton: View {
  /// An Edit button.
  public init() {}
  public var body: some View { Button("Edit") {}.named("EditButton") }
}

/// The rename button: a button labeled "Rename" with the pencil symbol (its action, the
/// environment's rename action, never runs in a layout).
public struct RenameButton<Label: View>: View {
  /// A Rename button.
  public init() where Label == SwiftUISurface.Label<Text, Image> {}
  public var body: some View { Button {} label: { SwiftUISurface.Label("Rename", systemImage: "pencil") }.named("RenameButton") }
}

/// The paste button: a button labeled "Paste" with the clipboard symbol.
public struct PasteButton: View {
  /// A Paste button for items of `payloadType` (the action never runs in a layout).
  public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
  public var body: some View { Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }.named("PasteButton") }
}

/// The share button: "Share" with the share symbol, or its own label.
public struct ShareLink<Label: View>: View {
  let label: Label
  /// A share button for `item` with its own label.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public var body: some View { Button {} label: { label }.named("ShareLink") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// "Share" with the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text("Share"))
  }
  /// A title with the share symbol.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text(titleKey))
  }
  /// A title shown verbatim, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text(title))
  }
}

/// A share button's own label: its title with the share symbol (`square.and.arrow.up`).
public struct DefaultShareLinkLabel: View {
  let title: Text
  public var body: some View { SwiftUISurface.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

/// Controls shown together, as SwiftUI's `ControlGroup`: side by side, 8 apart, on their first
/// text baselines, whatever the built-in style. A `ControlGroupStyle` of one's own is laid out as
/// its `makeBody(configuration:)` says.
public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: AnyView?

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  public var body: some View {
    let configuration = ControlGroupStyleConfiguration(
      content: .init(AnyView(content)), label: .init(label ?? AnyView(EmptyView())))
    switch CurrentEnvironment.values.controlGroupStyle {
    case .builtIn:
      return AnyView(InlineControlGroup(configuration: configuration))
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.controlGroupStyle = outer }.named("ControlGroup"))
    }
  }
}

extension ControlGroup {
  /// A group of controls with a label, which SwiftUI shows where the group collapses into a
  /// menu; laid out inline, as the controls alone.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    let label = label()
    self.content = LabeledControlGroupContent(content: content(), label: label)
    self.label = AnyView(label)
  }

  /// A group of controls titled with a string (shown where it collapses into a menu).
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of controls titled with a string shown verbatim.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of controls titled with a string and a symbol (shown where it collapses into a
  /// menu).
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, SwiftUISurface.Label<Text, Image>> {
    self.init(content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A group of controls titled with a string shown verbatim and a symbol.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, SwiftUISurface.Label<Text, Image>> {
    self.init(content: content) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A group of controls titled with a string and an image from the asset catalog.
  public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, SwiftUISurface.Label<Text, Image>> {
    self.init(content: content) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A group of controls titled with a string shown verbatim and an image from the asset catalog.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, SwiftUISurface.Label<Text, Image>> {
    self.init(content: content) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The group a style's configuration describes, for a `ControlGroupStyle` that draws around the
  /// group the style outside it draws.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    content = configuration.content
    label = AnyView(configuration.label)
  }
}

/// The content of a labeled control group: its controls (the label is for a collapsed menu).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  public var body: some View { content }
}

/// The controls of a group side by side, as every built-in style lays them out.
struct InlineControlGroup: View {
  let configuration: ControlGroupStyleConfiguration
  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) { configuration.content }.named("ControlGroup")
  }
}

/// How control groups look, as SwiftUI's `ControlGroupStyle`: `makeBody` turns the controls and
/// the label into the group. Every built-in style lays out as ``ControlGroup`` says.
public protocol ControlGroupStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the group from.
  typealias Configuration = ControlGroupStyleConfiguration
  /// The group `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A control group's controls and label, as a `ControlGroupStyle` gets them.
public struct ControlGroupStyleConfiguration {
  /// The group's controls, as a view.
  public typealias Content = ConfigurationContent<ControlGroupStyleConfiguration>
  /// The group's label, as a view (empty when it has none).
  public typealias Label = ConfigurationContent<ControlGroupStyleConfiguration>

  /// The group's controls.
  public let content: Content
  /// The group's label.
  public let label: Label
}

/// The platform's control group look.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The automatic style.
  public init() {}
  /// The controls side by side (see ``ControlGroup``).
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroup(configuration: configuration) }
}
/// The navigation control group look.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The navigation style.
  public init() {}
  /// The controls side by side (see ``ControlGroup``).
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroup(configuration: configuration) }
}
/// A menu look.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The menu style.
  public init() {}
  /// The controls side by side (see ``ControlGroup``).
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroup(configuration: configuration) }
}
/// A compact menu look.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The compact menu style.
  public init() {}
  /// The controls side by side (see ``ControlGroup``).
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroup(configuration: configuration) }
}
/// A palette look.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The palette style.
  public init() {}
  /// The controls side by side (see ``ControlGroup``).
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroup(configuration: configuration) }
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// `.automatic`: the ``AutomaticControlGroupStyle``.
  public static var automatic: Self { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// `.navigation`: the ``NavigationControlGroupStyle``.
  public static var navigation: Self { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// `.menu`: the ``MenuControlGroupStyle``.
  public static var menu: Self { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// `.compactMenu`: the ``CompactMenuControlGroupStyle``.
  public static var compactMenu: Self { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// `.palette`: the ``PaletteControlGroupStyle``.
  public static var palette: Self { .init() }
}

/// The only built-in control group look Baseline lays out.
enum ControlGroupStyleKind: Hashable, Sendable { case inline }

extension EnvironmentValues {
  var controlGroupStyle: StyleChoice<ControlGroupStyleKind, ControlGroupStyleConfiguration> {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

private enum ControlGroupStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<ControlGroupStyleKind, ControlGroupStyleConfiguration>.builtIn(.inline)
}

extension View {
  /// The style of the control groups inside: the built-in styles lay out as ``ControlGroup``
  /// says; a style of one's own as its `makeBody` says.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is AutomaticControlGroupStyle, is NavigationControlGroupStyle, is MenuControlGroupStyle, is CompactMenuControlGroupStyle,
        is PaletteControlGroupStyle:
        environment.controlGroupStyle = .builtIn(.inline)
      default:
        environment.controlGroupStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.controlGroupStyle)
      }
    }
  }
}
