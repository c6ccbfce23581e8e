public import Foundation
public import LayoutCore

/// An editable text field, as SwiftUI's `TextField` on macOS: a bezel `ControlLook.fieldHeight`
/// tall (taller for taller text), `fieldPadding` inside on the left and right, at least
/// `fieldMinimumWidth` wide and as wide as it is offered (its text's width when nothing is
/// offered). The text, or the prompt in the placeholder color when the text is empty, is set in
/// the control font and centered vertically, so the field's first baseline is its text's, empty
/// or not. Outside a form the title is the prompt; in a form it is the row's label. With
/// `axis: .vertical` the text wraps and the field grows to the line limit.
public struct TextField<Label: View>: View {
  let label: Label
  let text: String
  let prompt: Text?
  let titleAsPrompt: Text?
  let axis: Axis
  var isSecure = false

  init(label: Label, text: String, prompt: Text?, titleAsPrompt: Text?, axis: Axis) {
    self.label = label
    self.text = text
    self.prompt = prompt
    self.titleAsPrompt = titleAsPrompt
    self.axis = axis
  }

  /// A field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: text.wrappedValue, prompt: prompt, titleAsPrompt: nil, axis: axis)
  }

  /// A field with a label view, editing a value through a format style (shown formatted).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(label: label(), text: format.format(value.wrappedValue), prompt: prompt, titleAsPrompt: nil, axis: .horizontal)
  }

  /// A field with a label view, editing an optional value through a format style (empty when
  /// nil).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      label: label(), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt, titleAsPrompt: nil, axis: .horizontal)
  }

  /// A field with a label view, editing a value through a `Formatter`.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, titleAsPrompt: nil, axis: .horizontal)
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let field = FieldBezel(
      text: isSecure ? String(repeating: "\u{2022}", count: text.count) : text,
      placeholder: prompt ?? (environment.isInForm ? nil : titleAsPrompt), axis: axis)
    let name = isSecure ? "SecureField" : "TextField"
    // Outside a form the title is the prompt, not a label.
    return labeledControl(name, label: label, content: field, showsLabelOutsideForm: false)
  }
}

extension TextField where Label == Text {
  /// A field titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
    self.init(label: Text(titleKey), text: text.wrappedValue, prompt: prompt, titleAsPrompt: Text(titleKey), axis: axis)
  }

  /// A field titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
    self.init(label: Text(title), text: text.wrappedValue, prompt: prompt, titleAsPrompt: Text(title), axis: axis)
  }

  /// A field editing a value through a format style (shown formatted).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      label: Text(titleKey), text: format.format(value.wrappedValue), prompt: prompt, titleAsPrompt: Text(titleKey),
      axis: .horizontal)
  }

  /// A field editing an optional value through a format style (empty when nil).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      label: Text(titleKey), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt,
      titleAsPrompt: Text(titleKey), axis: .horizontal)
  }

  /// A field editing a value through a `Formatter`.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(
      label: Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt,
      titleAsPrompt: Text(titleKey), axis: .horizontal)
  }

  /// A field editing a value through a `Formatter`, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(
      label: Text(title), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, titleAsPrompt: Text(title),
      axis: .horizontal)
  }

  /// A field with a selection (accepted: nothing is selected in a layout).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis = .horizontal
  ) {
    self.init(titleKey, text: text, prompt: prompt, axis: axis)
  }

  /// A field titled with a string shown verbatim, with a selection (accepted).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis = .horizontal
  ) {
    self.init(title, text: text, prompt: prompt, axis: axis)
  }

  // SwiftUI's older forms with editing callbacks (never called in a layout).

  /// A field whose `onCommit` runs on Return (SwiftUI's older form).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }
  /// A field titled with a string shown verbatim whose `onCommit` runs on Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
  /// A field told when editing starts and ends (SwiftUI's older form).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(titleKey, text: text)
  }
  /// A field titled with a string shown verbatim, told when editing starts and ends.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(title, text: text)
  }
  /// A field told when editing starts and ends and when Return is pressed (SwiftUI's older form).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text)
  }
  /// A field titled with a string shown verbatim, told when editing starts and ends and when
  /// Return is pressed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text)
  }
  /// A field editing a value through a `Formatter`, with `onCommit` (SwiftUI's older form).
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
    self.init(titleKey, value: value, formatter: formatter)
  }
  /// A field titled with a string shown verbatim, editing a value through a `Formatter`, with
  /// `onCommit`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
    self.init(title, value: value, formatter: formatter)
  }
  /// A field editing a value through a `Formatter`, with `onEditingChanged` (SwiftUI's older
  /// form).
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(titleKey, value: value, formatter: formatter)
  }
  /// A field titled with a string shown verbatim, editing a value through a `Formatter`, with
  /// `onEditingChanged`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(title, value: value, formatter: formatter)
  }
  /// A field editing a value through a `Formatter`, with both callbacks (SwiftUI's older form).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, value: value, formatter: formatter)
  }
  /// A field titled with a string shown verbatim, editing a value through a `Formatter`, with
  /// both callbacks.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(title, value: value, formatter: formatter)
  }
}

/// A field whose text is hidden: `TextField`'s look with a bullet (U+2022) per character.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    var field = TextField(label: label(), text: text.wrappedValue, prompt: prompt, titleAsPrompt: nil, axis: .horizontal)
    field.isSecure = true
    self.field = field
  }

  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A secure field titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    var field = TextField(label: Text(titleKey), text: text.wrappedValue, prompt: prompt, titleAsPrompt: Text(titleKey), axis: .horizontal)
    field.isSecure = true
    self.field = field
  }

  /// A secure field titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    var field = TextField(label: Text(title), text: text.wrappedValue, prompt: prompt, titleAsPrompt: Text(title), axis: .horizontal)
    field.isSecure = true
    self.field = field
  }

  /// A secure field whose `onCommit` runs on Return (SwiftUI's older form; never in a layout).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  /// A secure field titled with a string shown verbatim whose `onCommit` runs on Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

/// The bezel of a text field with its text or placeholder.
struct FieldBezel: View {
  let text: String
  let placeholder: Text?
  let axis: Axis

  var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let shown = text.isEmpty ? (placeholder ?? Text(verbatim: "")).foregroundColor(ControlLook.placeholder) : Text(verbatim: text)
    if environment.plainTextFields {
      // The plain style: the text alone, as wide as offered.
      return AnyView(
        shown.font(environment.controlFont).lineLimit(axis == .horizontal ? 1 : environment.lineLimit)
          .frame(maxWidth: .infinity, alignment: .leading))
    }
    return AnyView(shown
      .font(environment.controlFont)
      .lineLimit(axis == .horizontal ? 1 : environment.lineLimit)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, look.fieldPadding)
      .frame(minWidth: look.fieldMinimumWidth, minHeight: look.fieldHeight)
      .controlBezel(RoundedRectangle(cornerRadius: look.cornerRadius)))
  }
}
