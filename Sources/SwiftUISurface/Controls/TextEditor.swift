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
    Text(verbatim: text)
      .padding(Self.insets)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .named("TextEditor")
  }
}

/// A selection in a text editor (accepted; nothing is selected in a layout).
public struct TextSelection: Hashable, Sendable {
  /// An insertion point (accepted).
  public init(insertionPoint: String.Index) {}
}

/// How text editors look (each lays out as ``TextEditor`` says).
public protocol TextEditorStyle {}
/// The platform's editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
/// A plain editor look.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// `.automatic`: the ``AutomaticTextEditorStyle``.
  public static var automatic: Self { .init() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// `.plain`: the ``PlainTextEditorStyle``.
  public static var plain: Self { .init() }
}

extension View {
  /// The style of the text editors inside (each lays out as ``TextEditor`` says).
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { passthrough("textEditorStyle") }
}
