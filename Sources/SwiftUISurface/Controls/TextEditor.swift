import Foundation
public import LayoutCore

/// A multi-line text area, as SwiftUI's `TextEditor` on iPhone: it takes the space it is offered
/// (its text's size when nothing is), and shows its text wrapped to that width less its insets,
/// UIKit's text view defaults: 8 above and below (`textContainerInset`), 5 at each side (the
/// line fragment padding). The text is in the environment's font, from the top leading corner.
public struct TextEditor: View {
  let text: String

  /// The space between the editor's edges and its text.
  public static var insets: EdgeInsets { EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5) }

  /// An editor showing `text`.
  public init(text: Binding<String>) { self.text = text.wrappedValue }
  /// An editor showing `text` (the selection is accepted).
  public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.text = text.wrappedValue }

  public var body: some View {
    switch CurrentEnvironment.values.textEditorStyle {
    case .builtIn:
      return AnyView(PlainTextEditor(text: text))
    case .custom(let style, let outer):
      return AnyView(
        style.makeBody(TextEditorStyleConfiguration(text: text)).environmentChange { $0.textEditorStyle = outer }.named("TextEditor"))
    }
  }
}

/// The editor every built-in style lays out (see ``TextEditor``).
struct PlainTextEditor: View {
  let text: String
  var body: some View {
    Text(verbatim: text)
      .padding(TextEditor.insets)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .named("TextEditor")
  }
}

/// A selection in a text editor (accepted; nothing is selected in a layout).
public struct TextSelection: Hashable, Sendable {
  /// An insertion point (accepted).
  public init(insertionPoint: String.Index) {}
}

/// How text editors look, as SwiftUI's `TextEditorStyle`: `makeBody` makes the editor. Every
/// built-in style lays out as ``TextEditor`` says; a style of one's own as its body says.
public protocol TextEditorStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the editor from.
  typealias Configuration = TextEditorStyleConfiguration
  /// The editor `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A text editor, as a `TextEditorStyle` gets it (SwiftUI shows none of its parts).
public struct TextEditorStyleConfiguration {
  let text: String
}

/// The platform's editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
  /// The automatic style.
  public init() {}
  /// The editor (see ``TextEditor``).
  public func makeBody(configuration: Configuration) -> some View { PlainTextEditor(text: configuration.text) }
}
/// A plain editor look.
public struct PlainTextEditorStyle: TextEditorStyle {
  /// The plain style.
  public init() {}
  /// The editor (see ``TextEditor``).
  public func makeBody(configuration: Configuration) -> some View { PlainTextEditor(text: configuration.text) }
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// `.automatic`: the ``AutomaticTextEditorStyle``.
  public static var automatic: Self { .init() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// `.plain`: the ``PlainTextEditorStyle``.
  public static var plain: Self { .init() }
}

/// The only built-in editor look.
enum TextEditorStyleKind: Hashable, Sendable { case plain }

extension EnvironmentValues {
  var textEditorStyle: StyleChoice<TextEditorStyleKind, TextEditorStyleConfiguration> {
    get { self[TextEditorStyleKey.self] }
    set { self[TextEditorStyleKey.self] = newValue }
  }
}

private enum TextEditorStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<TextEditorStyleKind, TextEditorStyleConfiguration>.builtIn(.plain)
}

extension View {
  /// The style of the text editors inside: the built-in styles lay out as ``TextEditor`` says; a
  /// style of one's own as its `makeBody` says.
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is AutomaticTextEditorStyle, is PlainTextEditorStyle: environment.textEditorStyle = .builtIn(.plain)
      default:
        environment.textEditorStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.textEditorStyle)
      }
    }
  }
}
