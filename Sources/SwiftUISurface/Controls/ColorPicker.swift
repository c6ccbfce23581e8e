import Foundation
public import LayoutCore

/// A color well with a label, as SwiftUI's `ColorPicker` on macOS: the label, then a well
/// `ControlLook.colorWellWidth` x `colorWellHeight` (a bezel with the selected color inset in it)
/// centered on the label's first line, `labelSpacing` after it. In a form the label goes to the
/// label column. With no label the well reports the baselines of a line of the control font
/// centered in it. The well shows the binding's color when the view is laid out; picking a color
/// needs input, which a layout does not have.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>

  /// A picker for `selection`, labeled by `label`. `supportsOpacity` changes only the picker
  /// panel, which a layout never shows.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let well = textlessBezel(look, font: font, width: look.colorWellWidth, height: look.colorWellHeight) {
      RoundedRectangle(cornerRadius: max(look.cornerRadius - 2, 0)).fill(selection.wrappedValue).padding(4)
    }
    return labeledControl("ColorPicker", label: label.font(font), content: well, alignment: .firstTextLineCenter)
  }
}

extension ColorPicker where Label == Text {
  /// A color picker titled with a string (Markdown read as in `Text`; interpolations verbatim).
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A color picker titled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
