import Foundation

// What form code written in the style of Apple's documentation uses around its controls:
// navigation containers, text field styles and input hints, submission and change handlers,
// toolbars and presentations. Presentations (alerts, sheets) and toolbars are not laid out;
// handlers never run; hints have no layout effect. Text field styles do change the look.

/// A navigation container: its content, laid out as it is (titles and bars are not drawn).
public struct NavigationStack<Content: View>: View {
  let content: Content
  public init(@ViewBuilder root: () -> Content) { content = root() }
  public var body: some View { content }
}

/// The older navigation container: its content, as `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

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

/// Where a toolbar item goes (accepted; toolbars are not laid out).
public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic, principal, navigation, primaryAction, confirmationAction, cancellationAction, destructiveAction, status
}

/// An item of a toolbar (accepted; toolbars are not laid out).
public struct ToolbarItem<Content: View>: View {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: some View { EmptyView() }
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
  /// Accepted; the action never runs.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    passthrough("onChange")
  }
  /// Accepted; the action never runs.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    passthrough("onChange")
  }
  /// Accepted; the action never runs.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { passthrough("onAppear") }
  /// Accepted; the action never runs.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { passthrough("onDisappear") }
  /// Accepted; the task never runs.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    passthrough("task")
  }
  /// Accepted, not drawn.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View { passthrough("navigationTitle") }
  /// Accepted, not drawn.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { passthrough("navigationTitle") }
  /// Accepted, not drawn.
  public func help(_ text: LocalizedStringKey) -> some View { passthrough("help") }
  /// Accepted, no layout effect.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { passthrough("accessibilityLabel") }
  /// Accepted, no layout effect.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { passthrough("accessibilityHint") }
  /// Accepted, no layout effect.
  public func accessibilityIdentifier(_ identifier: String) -> some View { passthrough("accessibilityIdentifier") }
  /// Accepted, no layout effect.
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { passthrough("accessibilityValue") }
  /// Accepted, no layout effect.
  public func accessibilityHidden(_ hidden: Bool) -> some View { passthrough("accessibilityHidden") }
  /// Accepted, no layout effect.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { passthrough("accessibilityAddTraits") }
  /// Accepted, no layout effect.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { passthrough("accessibilityElement") }
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { passthrough("toolbar") }
  /// Accepted; alerts are not laid out.
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View { passthrough("alert") }
  /// Accepted; alerts are not laid out.
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View { passthrough("alert") }
  /// Accepted; sheets are not laid out.
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
    passthrough("sheet")
  }
}

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isImage = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isSelected = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}
