import LayoutCore

// Styles that code names with a leading dot and Baseline lays out in one look: each compiles as
// SwiftUI declares it and leaves the control as its own doc comment describes (the date
// picker's field, the menu's pop-up button, labeled content's label and value, the disclosure
// group's chevron row).

/// How date pickers look: every style keeps the field look (see `DatePicker`).
public protocol DatePickerStyle {}
/// The platform's date picker look.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The compact look.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// The calendar look (laid out as the field).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// The wheels look (laid out as the field).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// The field look.
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
/// The field with stepper arrows.
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }
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

/// How menus look: every style keeps the pop-up button (see `Menu`).
public protocol MenuStyle {}
/// The platform's menu look.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A button look.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A borderless button look.
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
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

/// How labeled content looks: the label and the value as `LabeledContent` places them.
public protocol LabeledContentStyle {}
/// The platform's labeled content look.
public struct AutomaticLabeledContentStyle: LabeledContentStyle { public init() {} }
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// `.automatic`: the ``AutomaticLabeledContentStyle``.
  public static var automatic: Self { .init() }
}

/// How disclosure groups look: the chevron row of `DisclosureGroup`.
public protocol DisclosureGroupStyle {}
/// The platform's disclosure group look.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle { public init() {} }
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// `.automatic`: the ``AutomaticDisclosureGroupStyle``.
  public static var automatic: Self { .init() }
}

extension View {
  /// The style of the date pickers inside: `.graphical` draws a month calendar (see
  /// ``DatePicker``); the others keep the field.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environmentChange { $0.datePickersAreGraphical = style is GraphicalDatePickerStyle }
  }
  /// The style of the menus inside: the pop-up button is kept.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { passthrough("menuStyle") }
  /// The style of the labeled content inside: laid out as `LabeledContent` says.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { passthrough("labeledContentStyle") }
  /// The style of the disclosure groups inside: laid out as `DisclosureGroup` says.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { passthrough("disclosureGroupStyle") }
  /// Whether menus show their indicator (accepted; the pop-up button keeps its look).
  public func menuIndicator(_ visibility: Visibility) -> some View { passthrough("menuIndicator") }
}
