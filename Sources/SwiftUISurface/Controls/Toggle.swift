import Foundation
import LayoutCore

/// An on/off control, as SwiftUI's `Toggle` on macOS. The checkbox style (the default) is a box
/// `ControlLook.checkboxSize` square, `checkboxSpacing` before the label, centered on the label's
/// first line; in a form it sits in the control column with its label. The switch style is the
/// label, `switchSpacing`, and a switch `switchWidth` by `switchHeight` centered on the label's
/// first line; in a form the label goes to the label column. Either way the toggle's baselines
/// are its label's. The button style is a bordered button showing the label.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Bool

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn.wrappedValue
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let accent = environment.isEnabled ? Color.accentColor : ControlLook.bezelBorder
    switch environment.toggleStyle {
    case .switch:
      let control = ZStack {
        Capsule().fill(isOn ? accent : ControlLook.track)
          .overlay(alignment: isOn ? .trailing : .leading) {
            Circle().fill(.white).padding(2).frame(width: look.switchHeight, height: look.switchHeight)
          }
        textlessBaseline(font)
      }
      .frame(width: look.switchWidth, height: look.switchHeight)
      return labeledControl(
        "Toggle", label: label.font(font), content: control, alignment: .firstTextLineCenter, spacing: look.switchSpacing)
    case .button:
      return AnyView(
        BorderedButtonStyle(prominent: isOn)
          .makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(AnyView(label)), role: nil))
          .named("Toggle"))
    case .checkbox:
      let box = bezelShape(
        RoundedRectangle(cornerRadius: look.checkboxSize / 4), fill: isOn ? accent : ControlLook.bezelFill,
        border: isOn ? accent : ControlLook.bezelBorder)
        .frame(width: look.checkboxSize, height: look.checkboxSize)
      guard environment.labelsVisibility != .hidden else {
        // The box alone, reporting the baselines of a line of the label's font centered on it,
        // as the box is centered on the label's first line when it shows.
        let alone = ZStack { box; textlessBaseline(font) }.frame(width: look.checkboxSize, height: look.checkboxSize)
        return labeledControl("Toggle", label: Optional<EmptyView>.none, content: alone)
      }
      let checkbox = HStack(alignment: .firstTextLineCenter, spacing: look.checkboxSpacing) {
        box
        label.font(font)
      }
      return labeledControl("Toggle", label: Optional<EmptyView>.none, content: checkbox)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// How toggles look.
public protocol ToggleStyle: Sendable {}

/// A box with a check mark before the label (macOS's default).
public struct CheckboxToggleStyle: ToggleStyle { public init() {} }
/// A switch after the label.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// A bordered button, prominent when on.
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
/// The platform's default: checkbox.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A box beside the label.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch after the label.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A bordered button, prominent when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default: checkbox.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

enum ToggleStyleKind: Hashable, Sendable { case checkbox, `switch`, button }

extension EnvironmentValues {
  var toggleStyle: ToggleStyleKind {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

private enum ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.checkbox }

extension View {
  /// The style of the toggles in the view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is SwitchToggleStyle: environment.toggleStyle = .switch
      case is ButtonToggleStyle: environment.toggleStyle = .button
      default: environment.toggleStyle = .checkbox
      }
    }
  }
}
