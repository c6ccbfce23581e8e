public import Foundation
public import LayoutCore

/// The look Baseline gives controls: modelled on macOS 14's regular AppKit controls, with every
/// number written down in `docs/controls.md` (and its source there). Sizes are in points, per
/// control size (`ControlSize`); text in a control is the system font at the control's size
/// unless the environment sets a font.
///
/// Every control reports the first and last baselines of its own text, so controls align on
/// text baselines with each other and with plain `Text`.
public struct ControlLook: Sendable, Hashable {
  /// The size of the system font in controls.
  public var fontSize: CGFloat
  /// A bordered button's height, and the space between its title and its left and right edges.
  public var buttonHeight: CGFloat
  /// The space between a bordered button's title and its left and right edges.
  public var buttonPadding: CGFloat
  /// The corner radius of buttons, fields and pop-up buttons.
  public var cornerRadius: CGFloat
  /// A text field's height (one line), and the space between its text and its left and right
  /// edges.
  public var fieldHeight: CGFloat
  /// The space between a text field's text and its left and right edges.
  public var fieldPadding: CGFloat
  /// The narrowest a text field gets when nothing is proposed.
  public var fieldMinimumWidth: CGFloat
  /// The side of a checkbox's box, and the space between the box and its label.
  public var checkboxSize: CGFloat
  /// The space between a checkbox's box and its label.
  public var checkboxSpacing: CGFloat
  /// A switch's width and height, and the space between the label and the switch.
  public var switchWidth: CGFloat
  /// A switch's height.
  public var switchHeight: CGFloat
  /// The space between a label and its switch.
  public var switchSpacing: CGFloat
  /// The space before a pop-up button's title, and after it (the arrows are drawn in the
  /// trailing space): menu pickers and menus.
  public var popUpLeadingPadding: CGFloat
  /// The space after a pop-up button's title (the arrows are drawn in it).
  public var popUpTrailingPadding: CGFloat
  /// The width and height of a stepper's arrows.
  public var stepperWidth: CGFloat
  /// The height of a stepper's arrows.
  public var stepperHeight: CGFloat
  /// A slider's height (its knob's side), its track's thickness, and its width when nothing is
  /// proposed.
  public var sliderHeight: CGFloat
  /// A slider's track thickness.
  public var sliderTrackThickness: CGFloat
  /// A slider's width when nothing is proposed.
  public var sliderIdealWidth: CGFloat
  /// A color well's width and height (`ColorPicker`).
  public var colorWellWidth: CGFloat
  /// A color well's height.
  public var colorWellHeight: CGFloat
  /// A linear progress bar's height and ideal width, and a spinner's side.
  public var progressHeight: CGFloat
  /// A linear progress bar's width when nothing is proposed.
  public var progressIdealWidth: CGFloat
  /// The side of a spinner.
  public var spinnerSize: CGFloat
  /// The space between a label and its control in a row (`LabeledContent`, stepper, picker).
  public var labelSpacing: CGFloat

  /// The look at a control size.
  public static func of(_ size: ControlSize) -> ControlLook {
    switch size {
    case .mini: return mini
    case .small: return small
    case .regular: return regular
    case .large: return large
    case .extraLarge: return extraLarge
    }
  }

  /// The regular size (docs/controls.md gives each number's source).
  public static let regular = ControlLook(
    fontSize: 13, buttonHeight: 20, buttonPadding: 8, cornerRadius: 5, fieldHeight: 22, fieldPadding: 3,
    fieldMinimumWidth: 40, checkboxSize: 14, checkboxSpacing: 6, switchWidth: 38, switchHeight: 22, switchSpacing: 8,
    popUpLeadingPadding: 8, popUpTrailingPadding: 26, stepperWidth: 19, stepperHeight: 27, sliderHeight: 15, sliderTrackThickness: 5, sliderIdealWidth: 100,
    colorWellWidth: 44, colorWellHeight: 20,
    progressHeight: 20, progressIdealWidth: 160, spinnerSize: 32, labelSpacing: 8)

  /// The small size.
  public static let small = ControlLook(
    fontSize: 11, buttonHeight: 17, buttonPadding: 8, cornerRadius: 4, fieldHeight: 19, fieldPadding: 3,
    fieldMinimumWidth: 34, checkboxSize: 12, checkboxSpacing: 5, switchWidth: 32, switchHeight: 18, switchSpacing: 7,
    popUpLeadingPadding: 8, popUpTrailingPadding: 23, stepperWidth: 15, stepperHeight: 22, sliderHeight: 15, sliderTrackThickness: 5, sliderIdealWidth: 85,
    colorWellWidth: 38, colorWellHeight: 17,
    progressHeight: 12, progressIdealWidth: 135, spinnerSize: 16, labelSpacing: 7)

  /// The mini size.
  public static let mini = ControlLook(
    fontSize: 9, buttonHeight: 14, buttonPadding: 11, cornerRadius: 3, fieldHeight: 17, fieldPadding: 3,
    fieldMinimumWidth: 28, checkboxSize: 10, checkboxSpacing: 4, switchWidth: 26, switchHeight: 15, switchSpacing: 6,
    popUpLeadingPadding: 10, popUpTrailingPadding: 22, stepperWidth: 13, stepperHeight: 15, sliderHeight: 15, sliderTrackThickness: 5, sliderIdealWidth: 70,
    colorWellWidth: 32, colorWellHeight: 14,
    progressHeight: 12, progressIdealWidth: 110, spinnerSize: 10, labelSpacing: 6)

  /// The large size.
  public static let large = ControlLook(
    fontSize: 13, buttonHeight: 24, buttonPadding: 8, cornerRadius: 6, fieldHeight: 26, fieldPadding: 3,
    fieldMinimumWidth: 44, checkboxSize: 16, checkboxSpacing: 7, switchWidth: 44, switchHeight: 26, switchSpacing: 9,
    popUpLeadingPadding: 8, popUpTrailingPadding: 26, stepperWidth: 19, stepperHeight: 27, sliderHeight: 15, sliderTrackThickness: 5, sliderIdealWidth: 115,
    colorWellWidth: 50, colorWellHeight: 24,
    progressHeight: 20, progressIdealWidth: 185, spinnerSize: 40, labelSpacing: 9)

  /// Extra large is large on macOS: SwiftUI documents that `.extraLarge` "resolves to
  /// `ControlSize.large` on platforms other than visionOS", and AppKit has no extra-large size.
  public static let extraLarge = large

  /// The colors controls are drawn in (no layout effect): bezel fill and border, the accent for
  /// prominent buttons and "on" switches, and the placeholder text.
  public static let bezelFill = Color(red: 1, green: 1, blue: 1)
  /// The bezels' border.
  public static let bezelBorder = Color(red: 0.74, green: 0.74, blue: 0.76)
  /// Placeholder text.
  public static let placeholder = Color(red: 0.6, green: 0.6, blue: 0.62)
  /// The unfilled part of sliders and progress bars.
  public static let track = Color(red: 0.88, green: 0.88, blue: 0.9)
}

extension EnvironmentValues {
  /// The control look at the environment's control size.
  public var controlLook: ControlLook { ControlLook.of(controlSize) }

  /// The font of text inside controls: the environment's font when one is set, else the system
  /// font at the control size.
  var controlFont: Font { font ?? .system(size: controlLook.fontSize) }
}

extension View {
  /// The control look's bezel behind and around the view: `shape` filled, then outlined.
  func controlBezel<S: Shape>(_ shape: S, fill: Color = ControlLook.bezelFill, border: Color = ControlLook.bezelBorder) -> some View {
    background(shape.fill(fill)).overlay(shape.stroke(border))
  }
}

/// A bezel shape on its own (a checkbox's box, a stepper's arrows, a knob): filled, then
/// outlined.
func bezelShape<S: Shape>(_ shape: S, fill: Color = ControlLook.bezelFill, border: Color = ControlLook.bezelBorder) -> some View {
  shape.fill(fill).overlay(shape.stroke(border))
}
