public import Foundation
import LayoutCore

/// A title with an icon, as SwiftUI's `Label`: the icon, `ControlLook.labelSpacing` - 2 points
/// of space, and the title, aligned on the title's first line (`labelStyle(_:)` shows both, the
/// title only or the icon only).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
    let styled = CurrentEnvironment.values.labelStyle?.makeBody(configuration)
    return (styled ?? AnyView(TitleAndIconLabelStyle().makeBody(configuration: configuration))).named("Label")
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title (Markdown read as in `Text`) and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a title and an image from the asset catalog, by name.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a title shown verbatim and an image from the asset catalog, by name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// A label with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// A label with a title shown verbatim and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style's configuration describes, for a `LabelStyle` that draws around the label
  /// the built-in style draws.
  public init(_ configuration: LabelStyleConfiguration) {
    title = configuration.title
    icon = configuration.icon
  }
}

/// How a `Label` arranges its title and icon, as SwiftUI's `LabelStyle`: the built-in styles
/// below, or a style of your own whose `makeBody` places `configuration.title` and
/// `configuration.icon`.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as a `LabelStyle` gets them.
public struct LabelStyleConfiguration {
  /// The label's title.
  public typealias Title = ConfigurationContent<LabelStyleConfiguration>
  /// The label's icon.
  public typealias Icon = ConfigurationContent<LabelStyleConfiguration>
  /// The label's title, as a view.
  public let title: Title
  /// The label's icon, as a view.
  public let icon: Icon
}

/// The icon, `ControlLook.labelSpacing` - 2 points of space, and the title, aligned on the
/// title's first line (the default).
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextLineCenter, spacing: CurrentEnvironment.values.controlLook.labelSpacing - 2) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
  /// The platform's style: title and icon.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}


extension EnvironmentValues {
  /// The style of labels (nil: title and icon).
  var labelStyle: StyleBody<LabelStyleConfiguration>? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private enum LabelStyleKey: EnvironmentKey { static let defaultValue: StyleBody<LabelStyleConfiguration>? = nil }

extension View {
  /// How the labels in the view arrange their title and icon.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentChange { environment in
      // A `Label(configuration)` inside the style's body takes the style set outside it.
      let outer = environment.labelStyle
      environment.labelStyle = StyleBody { style.makeBody(configuration: $0).environmentChange { $0.labelStyle = outer } }
    }
  }
}

/// A label and a value, as SwiftUI's `LabeledContent`: in a columns-style `Form` the label goes
/// to the label column; elsewhere the label, `ControlLook.labelSpacing`, and the content, on
/// their first text baselines. A `LabeledContentStyle` of one's own is laid out as its
/// `makeBody(configuration:)` says (in a form, as a row of its own).
public struct LabeledContent<LabelContent: View, Content: View>: View {
  let label: LabelContent
  let content: Content

  /// Labeled content of `content` and `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> LabelContent) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
    switch CurrentEnvironment.values.labeledContentStyle {
    case .builtIn:
      return labeledControl("LabeledContent", label: configuration.label, content: configuration.content)
    case .custom(let style, let outer):
      return AnyView(style.makeBody(configuration).environmentChange { $0.labeledContentStyle = outer }.named("LabeledContent"))
    }
  }
}

extension LabeledContent where LabelContent == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The labeled content a style's configuration describes, for a `LabeledContentStyle` that
  /// draws around what the style outside it draws.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    label = configuration.label
    content = configuration.content
  }
}

/// How labeled content looks, as SwiftUI's `LabeledContentStyle`: `makeBody` turns the label and
/// the content into the view.
public protocol LabeledContentStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the view from.
  typealias Configuration = LabeledContentStyleConfiguration
  /// The labeled content `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Labeled content's label and content, as a `LabeledContentStyle` gets them.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  public typealias Label = ConfigurationContent<LabeledContentStyleConfiguration>
  /// The content, as a view.
  public typealias Content = ConfigurationContent<LabeledContentStyleConfiguration>

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The platform's labeled content look.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The automatic style.
  public init() {}
  /// The label and the content as ``LabeledContent`` places them.
  public func makeBody(configuration: Configuration) -> some View {
    labeledControl("LabeledContent", label: configuration.label, content: configuration.content)
  }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// `.automatic`: the ``AutomaticLabeledContentStyle``.
  public static var automatic: Self { .init() }
}

/// The only built-in labeled content look.
enum LabeledContentStyleKind: Hashable, Sendable { case automatic }

extension EnvironmentValues {
  var labeledContentStyle: StyleChoice<LabeledContentStyleKind, LabeledContentStyleConfiguration> {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

private enum LabeledContentStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<LabeledContentStyleKind, LabeledContentStyleConfiguration>.builtIn(.automatic)
}

extension View {
  /// The style of the labeled content inside: the automatic look, or a style's `makeBody`.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environmentChange { environment in
      if style is AutomaticLabeledContentStyle {
        environment.labeledContentStyle = .builtIn(.automatic)
      } else {
        environment.labeledContentStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.labeledContentStyle)
      }
    }
  }
}

extension LabeledContent where LabelContent == Text {
  /// A titled content.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// A titled content, the title verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where LabelContent == Text, Content == Text {
  /// A titled value shown verbatim.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value shown verbatim, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value formatted with a format style, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }

  /// A titled value formatted with a format style.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}
