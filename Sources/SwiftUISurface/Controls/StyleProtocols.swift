public import Foundation
import LayoutCore

// The style protocols of the date picker and the menu, their configurations and built-in
// styles (the other controls declare theirs beside them). A style of one's own is laid out as its
// `makeBody` says; `StyleChoice` keeps the style outside it for the controls it makes.

/// How date pickers look, as SwiftUI's `DatePickerStyle`: `makeBody` turns the label and the
/// date into the picker. The graphical style draws the month's calendar; the other built-in
/// styles keep the field (see ``DatePicker``).
public protocol DatePickerStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the picker from.
  typealias Configuration = DatePickerStyleConfiguration
  /// The date picker `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A date picker's label, date and limits, as a `DatePickerStyle` gets them.
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  public typealias Label = ConfigurationContent<DatePickerStyleConfiguration>

  /// The picker's label.
  public let label: Label
  /// The date.
  @Binding public var selection: Date
  /// The earliest date that can be chosen, if any.
  public var minimumDate: Date?
  /// The latest date that can be chosen, if any.
  public var maximumDate: Date?
  /// The parts of the date the picker shows.
  public var displayedComponents: DatePickerComponents

  init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
    self.label = label
    _selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

/// The platform's date picker look: the field.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
  /// The field (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .field, configuration: configuration) }
}
/// The compact look: the field.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
  /// The field (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .field, configuration: configuration) }
}
/// The calendar look: the month's calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
  /// The month's calendar (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .graphical, configuration: configuration) }
}
/// The wheels look (laid out as the field).
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
  /// The field (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .field, configuration: configuration) }
}
/// The field look.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The field style.
  public init() {}
  /// The field (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .field, configuration: configuration) }
}
/// The field with stepper arrows.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// The stepper field style.
  public init() {}
  /// The field (see ``DatePicker``).
  public func makeBody(configuration: Configuration) -> some View { BuiltInDatePicker(kind: .field, configuration: configuration) }
}

/// The two built-in date picker looks.
enum DatePickerStyleKind: Hashable, Sendable { case field, graphical }

extension EnvironmentValues {
  var datePickerStyle: StyleChoice<DatePickerStyleKind, DatePickerStyleConfiguration> {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

private enum DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<DatePickerStyleKind, DatePickerStyleConfiguration>.builtIn(.field)
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// `.automatic`: the ``DefaultDatePickerStyle``.
  public static var automatic: Self { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// `.compact`: the ``CompactDatePickerStyle``.
  public static var compact: Self { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// `.graphical`: the ``GraphicalDatePickerStyle``.
  public static var graphical: Self { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// `.wheel`: the ``WheelDatePickerStyle``.
  public static var wheel: Self { .init() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// `.field`: the ``FieldDatePickerStyle``.
  public static var field: Self { .init() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// `.stepperField`: the ``StepperFieldDatePickerStyle``.
  public static var stepperField: Self { .init() }
}

/// How menus look, as SwiftUI's `MenuStyle`: `makeBody` turns the menu's label into the menu.
/// Every built-in style keeps the pop-up button (see ``Menu``).
public protocol MenuStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the menu from.
  typealias Configuration = MenuStyleConfiguration
  /// The menu `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A menu's parts, as a `MenuStyle` gets them: `Menu(configuration)` makes the menu from them.
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public typealias Label = ConfigurationContent<MenuStyleConfiguration>
  /// The menu's items, as a view (not laid out: a menu is closed in a layout).
  public struct Content: View {
    public var body: some View { EmptyView() }
  }

  let label: Label
}

/// The platform's menu look.
public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
  /// The pop-up button (see ``Menu``).
  public func makeBody(configuration: Configuration) -> some View { PopUpBezel(content: configuration.label).named("Menu") }
}
/// A button look.
public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
  /// The pop-up button (see ``Menu``).
  public func makeBody(configuration: Configuration) -> some View { PopUpBezel(content: configuration.label).named("Menu") }
}
/// A borderless button look.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The borderless button style.
  public init() {}
  /// The pop-up button (see ``Menu``).
  public func makeBody(configuration: Configuration) -> some View { PopUpBezel(content: configuration.label).named("Menu") }
}
/// A bordered button look (SwiftUI's older name for the button style).
public struct BorderedButtonMenuStyle: MenuStyle {
  /// The bordered button style.
  public init() {}
  /// The pop-up button (see ``Menu``).
  public func makeBody(configuration: Configuration) -> some View { PopUpBezel(content: configuration.label).named("Menu") }
}
extension MenuStyle where Self == DefaultMenuStyle {
  /// `.automatic`: the ``DefaultMenuStyle``.
  public static var automatic: Self { .init() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// `.button`: the ``ButtonMenuStyle``.
  public static var button: Self { .init() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// `.borderlessButton`: the ``BorderlessButtonMenuStyle``.
  public static var borderlessButton: Self { .init() }
}
extension MenuStyle where Self == BorderedButtonMenuStyle {
  /// `.borderedButton`: the ``BorderedButtonMenuStyle`` (SwiftUI's older name for `.button`).
  public static var borderedButton: Self { .init() }
}

/// The only built-in menu look.
enum MenuStyleKind: Hashable, Sendable { case popUp }

extension EnvironmentValues {
  var menuStyle: StyleChoice<MenuStyleKind, MenuStyleConfiguration> {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

private enum MenuStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<MenuStyleKind, MenuStyleConfiguration>.builtIn(.popUp)
}

extension View {
  /// The style of the date pickers inside: `.graphical` draws a month calendar (see
  /// ``DatePicker``); the other built-in styles keep the field; a style of one's own is laid out
  /// as its `makeBody` says.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is GraphicalDatePickerStyle: environment.datePickerStyle = .builtIn(.graphical)
      case is DefaultDatePickerStyle, is CompactDatePickerStyle, is WheelDatePickerStyle, is FieldDatePickerStyle,
        is StepperFieldDatePickerStyle:
        environment.datePickerStyle = .builtIn(.field)
      default:
        environment.datePickerStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.datePickerStyle)
      }
    }
  }
  /// The style of the menus inside: the built-in styles keep the pop-up button; a style of
  /// one's own is laid out as its `makeBody` says.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is DefaultMenuStyle, is ButtonMenuStyle, is BorderlessButtonMenuStyle: environment.menuStyle = .builtIn(.popUp)
      default: environment.menuStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.menuStyle)
      }
    }
  }
  /// Whether menus show their indicator (accepted; the pop-up button keeps its look).
  public func menuIndicator(_ visibility: Visibility) -> some View { passthrough("menuIndicator") }
}
