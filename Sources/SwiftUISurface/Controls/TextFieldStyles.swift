import Foundation
import LayoutCore

// Text field styles (they change the look), input hints and submission (no layout effect).

/// How text fields look.
public protocol TextFieldStyle: Sendable {}
/// The bezel of `docs/controls.md` (macOS's default).
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// A square bezel: laid out as the rounded one.
public struct SquareBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// No bezel and no padding: the text alone, in the control font.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// The platform's default: rounded border.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded bezel.
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A square bezel.
  public static var squareBorder: SquareBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// `.plain`: the ``PlainTextFieldStyle``.
  public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// `.automatic`: the ``DefaultTextFieldStyle``.
  public static var automatic: DefaultTextFieldStyle { .init() }
}

extension EnvironmentValues {
  /// Whether text fields are plain (no bezel).
  var plainTextFields: Bool {
    get { self[PlainTextFieldsKey.self] }
    set { self[PlainTextFieldsKey.self] = newValue }
  }
}

private enum PlainTextFieldsKey: EnvironmentKey { static let defaultValue = false }

/// The kind of content a text field holds (accepted, no layout effect).
public struct TextContentType: Hashable, Sendable {
  let name: String
  public static let name = TextContentType(name: "name")
  /// A user name.
  public static let username = TextContentType(name: "username")
  /// A password.
  public static let password = TextContentType(name: "password")
  /// A new password.
  public static let newPassword = TextContentType(name: "newPassword")
  /// An email address.
  public static let emailAddress = TextContentType(name: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(name: "telephoneNumber")
  /// A URL.
  public static let URL = TextContentType(name: "URL")
  /// A street address.
  public static let fullStreetAddress = TextContentType(name: "fullStreetAddress")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(name: "oneTimeCode")
}

/// The label of the return key (accepted, no layout effect).
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  public static let next = SubmitLabel(name: "next")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What `onSubmit` responds to (accepted).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Triggers from their bits: 1 text fields, 2 search fields.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Submitting a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Submitting a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// The style of the text fields in the view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environmentChange { $0.plainTextFields = style is PlainTextFieldStyle }
  }
  /// Accepted, no layout effect.
  public func textContentType(_ type: TextContentType?) -> some View { passthrough("textContentType") }
  /// Accepted, no layout effect.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { passthrough("autocorrectionDisabled") }
  /// Accepted, no layout effect.
  public func submitLabel(_ label: SubmitLabel) -> some View { passthrough("submitLabel") }
  /// Accepted; the action never runs.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    passthrough("onSubmit")
  }
}
