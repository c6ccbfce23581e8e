public import Foundation
import LayoutCore

/// A form, as SwiftUI's `Form` on macOS: with the columns style (the default, `.automatic`) a
/// grid of two columns, labels trailing-aligned in the first (as wide as the widest label) and
/// controls leading-aligned in the second, each row aligned on first text baselines, rows
/// `Form.rowSpacing` apart and the columns `ControlLook.labelSpacing` apart. Views that are not
/// labeled controls take a whole row. Text in a form is the control font (13 pt at the regular
/// size) unless a font is set.
///
/// With `.grouped`, rows stack in a column, each a label leading and its control trailing.
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
    switch environment.formStyle {
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
    let content = environment.sectionActions == nil ? AnyView(self.content) : AnyView(self.content.environmentChange { $0.sectionActions = nil })
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

/// How a form lays out its rows.
public protocol FormStyle: Sendable {}

/// Labels in a trailing-aligned column, controls in a leading-aligned one (macOS's default).
public struct ColumnsFormStyle: FormStyle {
  /// The columns style.
  public init() {}
}

/// Rows stacked, each a label and its control.
public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
}

/// The platform's default: columns.
public struct AutomaticFormStyle: FormStyle {
  /// The platform's style: columns.
  public init() {}
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
  /// The layout of forms (and of labeled controls inside one).
  var formStyle: FormLayoutKind {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
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

private enum FormStyleKey: EnvironmentKey { static let defaultValue = FormLayoutKind.columns }
private enum InFormKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// The style of the forms in the view.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environmentChange { $0.formStyle = style is GroupedFormStyle ? .grouped : .columns }
  }
}
