import Foundation
import LayoutCore

/// An on/off control, as SwiftUI's `Toggle` on macOS. The checkbox style (the default) is a box
/// `ControlLook.checkboxSize` square, `checkboxSpacing` before the label, centered on the label's
/// first line; in a form it sits in the control column with its label. The switch style is the
/// label, `switchSpacing`, and a switch `switchWidth` by `switchHeight` centered on the label's
/// first line; in a form the label goes to the label column. Either way the toggle's baselines
/// are its label's. The button style is a bordered button showing the label. A `ToggleStyle` of
/// one's own is laid out as its `makeBody(configuration:)` says (in a form, in the control
/// column); a `Toggle(configuration)` inside it takes the style that was set outside it.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>
  let isMixed: Bool

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    isMixed = false
  }

  /// A toggle for several values: on when every source is on, mixed when only some are (a
  /// mixed toggle is drawn as on); turning it on or off sets them all.
  public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
    self.label = label()
    let bindings = sources.map { $0[keyPath: isOn] }
    let onCount = bindings.count { $0.wrappedValue }
    self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) }) { value in
      for binding in bindings { binding.wrappedValue = value }
    }
    isMixed = onCount > 0 && onCount < bindings.count
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn, isMixed: isMixed)
    switch CurrentEnvironment.values.toggleStyle {
    case .builtIn(let kind):
      return kind.body(of: configuration)
    case .custom(let style, let outer):
      let styled = style.makeBody(configuration).environmentChange { $0.toggleStyle = outer }
      return labeledControl("Toggle", label: Optional<EmptyView>.none, content: styled)
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style's configuration describes, for a `ToggleStyle` that draws around the
  /// toggle the style outside it draws.
  public init(_ configuration: ToggleStyleConfiguration) {
    label = configuration.label
    isOn = configuration.$isOn
    isMixed = configuration.isMixed
  }
}

extension ToggleStyleKind {
  /// The built-in look of the toggle `configuration` describes.
  func body(of configuration: ToggleStyleConfiguration) -> AnyView {
    let label = configuration.label
    let isOn = configuration.isOn || configuration.isMixed
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    let font = environment.controlFont
    let accent = environment.isEnabled ? Color.accentColor : ControlLook.bezelBorder
    switch self {
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

  /// A titled toggle for several values (see ``init(sources:isOn:label:)``).
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  /// A toggle for several values, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SwiftUISurface.Label<Text, Image> {
  /// A toggle labeled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle labeled with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A toggle labeled with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A toggle labeled with a title shown verbatim and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }

  /// A toggle for several values labeled with a title and a symbol.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle for several values labeled with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A toggle for several values labeled with a title and an image from the asset catalog.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A toggle for several values labeled with a title shown verbatim and an image from the asset
  /// catalog.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }
}

/// How toggles look, as SwiftUI's `ToggleStyle`: `makeBody` turns a toggle's label and state
/// into the toggle.
public protocol ToggleStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What a style makes the toggle from.
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle `configuration` describes, in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's label and state, as a `ToggleStyle` gets them.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = ConfigurationContent<ToggleStyleConfiguration>

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on (a mixed toggle reads as off).
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    _isOn = isOn
    self.isMixed = isMixed
  }
}

/// A box with a check mark before the label (macOS's default).
public struct CheckboxToggleStyle: ToggleStyle {
  /// The checkbox style.
  public init() {}
  /// The checkbox look (see ``Toggle``).
  public func makeBody(configuration: Configuration) -> some View { ToggleStyleKind.checkbox.body(of: configuration) }
}
/// A switch after the label.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  public init() {}
  /// The switch look (see ``Toggle``).
  public func makeBody(configuration: Configuration) -> some View { ToggleStyleKind.switch.body(of: configuration) }
}
/// A bordered button, prominent when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}
  /// The button look (see ``Toggle``).
  public func makeBody(configuration: Configuration) -> some View { ToggleStyleKind.button.body(of: configuration) }
}
/// The platform's default: checkbox.
public struct DefaultToggleStyle: ToggleStyle {
  /// The platform's default style.
  public init() {}
  /// The checkbox look (see ``Toggle``).
  public func makeBody(configuration: Configuration) -> some View { ToggleStyleKind.checkbox.body(of: configuration) }
}

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
  var toggleStyle: StyleChoice<ToggleStyleKind, ToggleStyleConfiguration> {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

private enum ToggleStyleKey: EnvironmentKey {
  static let defaultValue = StyleChoice<ToggleStyleKind, ToggleStyleConfiguration>.builtIn(.checkbox)
}

extension View {
  /// The style of the toggles in the view: a built-in look, or a style's `makeBody`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is SwitchToggleStyle: environment.toggleStyle = .builtIn(.switch)
      case is ButtonToggleStyle: environment.toggleStyle = .builtIn(.button)
      case is CheckboxToggleStyle, is DefaultToggleStyle: environment.toggleStyle = .builtIn(.checkbox)
      default: environment.toggleStyle = .custom(StyleBody { style.makeBody(configuration: $0) }, outer: environment.toggleStyle)
      }
    }
  }
}
