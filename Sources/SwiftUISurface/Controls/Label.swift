public import Foundation
import LayoutCore

/// A title with an icon, as SwiftUI's `Label`: the icon, `ControlLook.labelSpacing` - 2 points
/// of space, and the title, aligned on the title's first line (`labelStyle(_:)` shows both, the
/// title only or the icon only).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let content: AnyView
    switch environment.labelStyle {
    case .titleOnly: content = AnyView(title)
    case .iconOnly: content = AnyView(icon)
    case .titleAndIcon:
      content = AnyView(
        HStack(alignment: .firstTextLineCenter, spacing: environment.controlLook.labelSpacing - 2) {
          icon
          title
        })
    }
    return content.named("Label")
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
}

/// What a `Label` shows.
public struct LabelStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }
  let kind: Kind
  public static let automatic = LabelStyle(kind: .titleAndIcon)
  public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
  public static let titleOnly = LabelStyle(kind: .titleOnly)
  public static let iconOnly = LabelStyle(kind: .iconOnly)
}

extension EnvironmentValues {
  var labelStyle: LabelStyle.Kind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private enum LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyle.Kind.titleAndIcon }

extension View {
  /// What the labels in the view show.
  public func labelStyle(_ style: LabelStyle) -> some View {
    environmentChange { $0.labelStyle = style.kind }
  }
}

/// A label and a value, as SwiftUI's `LabeledContent`: in a columns-style `Form` the label goes
/// to the label column; elsewhere the label, `ControlLook.labelSpacing`, and the content, on
/// their first text baselines.
public struct LabeledContent<LabelContent: View, Content: View>: View {
  let label: LabelContent
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> LabelContent) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    labeledControl("LabeledContent", label: label, content: content)
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

  /// A titled value formatted with a format style.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}
