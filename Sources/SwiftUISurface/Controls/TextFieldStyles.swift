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
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  public static var squareBorder: SquareBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

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
  public static let username = TextContentType(name: "username")
  public static let password = TextContentType(name: "password")
  public static let newPassword = TextContentType(name: "newPassword")
  public static let emailAddress = TextContentType(name: "emailAddress")
  public static let telephoneNumber = TextContentType(name: "telephoneNumber")
  public static let URL = TextContentType(name: "URL")
  public static let fullStreetAddress = TextContentType(name: "fullStreetAddress")
  public static let oneTimeCode = TextContentType(name: "oneTimeCode")
}

/// The label of the return key (accepted, no layout effect).
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let next = SubmitLabel(name: "next")
  public static let search = SubmitLabel(name: "search")
  public static let send = SubmitLabel(name: "send")
  public static let `return` = SubmitLabel(name: "return")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What `onSubmit` responds to (accepted).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
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
