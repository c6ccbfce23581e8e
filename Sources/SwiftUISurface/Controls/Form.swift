public import Foundation
import LayoutCore

/// A form, as SwiftUI's `Form` on macOS: with the columns style (the default, `.automatic`) a
/// grid of two columns, labels trailing-aligned in the first (as wide as the widest label) and
/// controls leading-aligned in the second, each row aligned on first text baselines, rows
/// `Form.rowSpacing` apart and the columns `ControlLook.labelSpacing` apart. Views that are not
/// labeled controls take a whole row. Text in a form is the control font (13 pt at the regular
/// size) unless a font is set.
///
/// With `.grouped`, rows stack in a column, each a label leading and its control trailing. A
/// `FormStyle` of one's own is laid out as its `makeBody(configuration:)` says; the controls in
/// it are then laid out as outside a form, unless it makes a `Form(configuration)`.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The space between a form's rows, points.
  public static var rowSpacing: CGFloat { 8 }
  /// The extra space above a section that follows other rows, points.
  public static var sectionSpacing: CGFloat { 12 }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let kind: FormLayoutKind
    switch environment.formStyleChoice {
    case .builtIn(let builtIn): kind = builtIn
    case .custom(let style, let outer):
      let configuration = FormStyleConfiguration(content: .init(AnyView(content)))
      return AnyView(style.makeBody(configuration).environmentChange { $0.formStyleChoice = outer }.named("Form"))
    }
    switch kind {
    case .columns:
      return AnyView(
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: look.labelSpacing, verticalSpacing: Form<Content>.rowSpacing) {
          content
        }
        .font(font)
        .environment(\.isInForm, true)
        .named("Form"))
    case .grouped:
      return AnyView(
        VStack(alignment: .leading, spacing: Form<Content>.rowSpacing) { content }
          .font(font)
          .environment(\.isInForm, true)
          .named("Form"))
    }
  }
}

/// A titled group of rows, as SwiftUI's `Section`: in a form, a header row, the rows, and a
/// footer row; elsewhere a leading-aligned column of the three.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent?
  let content: Content
  let footer: Footer?
  /// False for a collapsed section (`Section(isExpanded:)`): its rows are left out.
  var isExpanded = true

  /// A section of `content` with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    // Its actions (`sectionActions`) follow its rows; sections inside do not take them too.
    let actions = environment.sectionActions.map { AnyView($0.environmentChange { $0.sectionActions = nil }) }
    let content =
      !isExpanded ? AnyView(EmptyView())
      : environment.sectionActions == nil ? AnyView(self.content) : AnyView(self.content.environmentChange { $0.sectionActions = nil })
    // Inside `Group(sections:)` or `ForEach(sections:)`: its parts, for the container to arrange.
    if let collector = environment.sectionCollector {
      return AnyView(SectionParts(header: header, content: content, footer: footer, actions: actions, collector: collector))
    }
    let headerView = header.map {
      $0.font(.system(size: environment.controlLook.fontSize, weight: .bold)).padding(.top, Form<EmptyView>.sectionSpacing)
    }
    let footerView = footer.map {
      $0.font(.system(size: environment.controlLook.fontSize - 2)).foregroundColor(.secondary)
    }
    if environment.isInForm || environment.isInList {
      // The rows go to the form's grid or column, or the list's rows.
      return AnyView(
        Group {
          if let headerView { headerView }
          content
          if let actions { actions }
          if let footerView { footerView }
        })
    }
    return AnyView(
      VStack(alignment: .leading, spacing: Form<EmptyView>.rowSpacing) {
        if let headerView { headerView }
        content
        if let actions { actions }
        if let footerView { footerView }
      }.named("Section"))
  }
}

extension Section where Footer == EmptyView {
  /// A section that shows its rows only while `isExpanded` is true (a sidebar's collapsible
  /// section).
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
    self.isExpanded = isExpanded.wrappedValue
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A titled section that shows its rows only while `isExpanded` is true.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A section titled with a string shown verbatim that shows its rows only while `isExpanded`
  /// is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section {
  /// A section with a header and a footer view (SwiftUI's older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view (SwiftUI's older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer view (SwiftUI's older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// The form a style's configuration describes, for a `FormStyle` that draws around the form
  /// the style outside it draws.
  public init(_ configuration: FormStyleConfiguration) {
    content = configuration.content
  }
}

/// How a form lays out its rows, as SwiftUI's `FormStyle`: `makeBody` turns the form's content
/// into the form.
public protocol FormStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the form from.
  typealias Configuration = FormStyleConfiguration
  /// The form `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A form's content, as a `FormStyle` gets it.
public struct FormStyleConfiguration {
  /// The form's rows, as a view.
  public typealias Content = ConfigurationContent<FormStyleConfiguration>

  /// The form's rows.
  public let content: Content
}

/// Labels in a trailing-aligned column, controls in a leading-aligned one (macOS's default).
public struct ColumnsFormStyle: FormStyle {
  /// The columns style.
  public init() {}
  /// The columns form (see ``Form``).
  public func makeBody(configuration: Configuration) -> some View {
    Form(configuration).environmentChange { $0.formStyleChoice = .builtIn(.columns) }
  }
}

/// Rows stacked, each a label and its control.
public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
  /// The grouped form (see ``Form``).
  public func makeBody(configuration: Configuration) -> some View {
    Form(configuration).environmentChange { $0.formStyleChoice = .builtIn(.grouped) }
  }
}

/// The platform's default: columns.
public struct AutomaticFormStyle: FormStyle {
  /// The platform's style: columns.
  public init() {}
  /// The columns form (see ``Form``).
  public func makeBody(configuration: Configuration) -> some View {
    Form(configuration).environmentChange { $0.formStyleChoice = .builtIn(.columns) }
  }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels in a trailing-aligned column, controls in a leading-aligned one.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// Rows stacked, each a label and its control.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default: columns.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The two form layouts.
enum FormLayoutKind: Hashable, Sendable { case columns, grouped }

extension EnvironmentValues {
  /// The style of forms: a built-in layout or a style of one's own.
  var formStyleChoice: StyleChoice<FormLayoutKind, FormStyleConfiguration> {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
  /// The layout of the built-in forms (and of labeled controls inside one).
  var formStyle: FormLayoutKind {
    if case .builtIn(let kind) = formStyleChoice { return kind }
    return .columns
  }
  /// Whether labeled controls here are rows of a columns-style form.
  var isColumnsForm: Bool { isInForm && formStyle == .columns }
  /// Whether labeled controls here are rows of a grouped form.
  var isGroupedForm: Bool { isInForm && formStyle == .grouped }
  /// Whether the view is inside a form.
  var isInForm: Bool {
    get { self[InFormKey.self] }
    set { self[InFormKey.self] = newValue }
  }
}

private enum FormStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<FormLayoutKind, FormStyleConfiguration>.builtIn(.columns)
}
private enum InFormKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// The style of the forms in the view: columns, grouped, or a style's `makeBody`.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is GroupedFormStyle: environment.formStyleChoice = .builtIn(.grouped)
      case is ColumnsFormStyle, is AutomaticFormStyle: environment.formStyleChoice = .builtIn(.columns)
      default: environment.formStyleChoice = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.formStyleChoice)
      }
    }
  }
}
