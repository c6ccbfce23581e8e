public import Foundation
public import LayoutCore

/// A control that performs an action. Layout never runs the action.
///
/// Its look comes from the environment's button style (`buttonStyle(_:)`): `.automatic` and
/// `.bordered` draw a bezel `ControlLook.buttonHeight` tall with the title centered and
/// `buttonPadding` on each side; `.borderedProminent` the same in the accent color; `.plain` and
/// `.borderless` the label alone; `.link` the label in the accent color. A custom `ButtonStyle`'s
/// `makeBody(configuration:)` is used as written.
public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?

  /// A button with a label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    role = nil
  }

  /// A button with a role (`.destructive`, `.cancel`) and a label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(AnyView(label)), role: role)
    let styled =
      environment.buttonStyle?.makeBody(configuration)
      ?? AnyView(BorderedButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(configuration)))
    // In a form, a button sits in the control column.
    return labeledControl("Button", label: Optional<EmptyView>.none, content: styled)
  }
}

extension Button where Label == Text {
  /// A button with a title (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button with a title shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a title and a role.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == SwiftUISurface.Label<Text, Image> {
  /// A button with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A button with a title, a symbol and a role.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a title shown verbatim, a symbol and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A button with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUISurface.Label(titleKey, image: image) }
  }

  /// A button with a title shown verbatim and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUISurface.Label(title, image: image) }
  }

  /// A button with a title, an image from the asset catalog and a role.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUISurface.Label(titleKey, image: image) }
  }

  /// A button with a title shown verbatim, an image from the asset catalog and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUISurface.Label(title, image: image) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style's configuration describes, for a `PrimitiveButtonStyle` that
  /// draws around the button the style outside it draws.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    label = configuration.label
    role = configuration.role
  }
}

/// What a button is for (no layout effect).
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws from: the button's label and role.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ConfigurationContent<ButtonStyleConfiguration>

  /// The button's label.
  public let label: Label
  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// Whether the button is pressed: never, in a layout.
  public let isPressed = false
}

/// How buttons look, as SwiftUI's `ButtonStyle`: `makeBody` turns the label into the button.
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
  /// The style of the buttons in the view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentChange { environment in
      let outer = environment.buttonStyle
      environment.buttonStyle = StyleBody { style.makeBody(configuration: $0).environmentChange { $0.buttonStyle = outer } }
    }
  }

  /// The outline of the bordered buttons in the view (paint only: their size stays).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environmentChange { $0.buttonBorderShape = shape }
  }

  /// Marks the view's button as the default (accepted, no layout effect).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    passthrough("keyboardShortcut")
  }
}

/// A key for `keyboardShortcut` (accepted, no layout effect).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character
  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }
  /// The key written as a character literal.
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  /// The Return key.
  public static let `return` = KeyEquivalent("\r")
  /// The Escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The default action's key: Return.
  public static let defaultAction = KeyEquivalent("\r")
  /// The cancel action's key: Escape.
  public static let cancelAction = KeyEquivalent("\u{1B}")
}

/// Modifier keys for `keyboardShortcut` (accepted, no layout effect).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: Int
  /// Modifier keys from their bits: 1 Command, 2 Shift, 4 Option, 8 Control.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The Command key.
  public static let command = EventModifiers(rawValue: 1)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 4)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 8)
}

/// The outline of a bordered button (`buttonBorderShape(_:)`), and a shape of its own
/// (`.buttonBorder`): the style's rounded rectangle, a capsule, a rounded rectangle of a radius, or
/// a circle. Paint only: the button's size is the same in every shape.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case capsule
    case roundedRectangle(CGFloat?)
    case circle
  }
  let kind: Kind
  /// How far in the outline is drawn (`strokeBorder`).
  var insetAmount: CGFloat = 0

  /// The style's own shape: a rounded rectangle of the control look's radius.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle of the style's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A rounded rectangle of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// The outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    let amount = insetAmount.isFinite ? insetAmount : 0
    let inner = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
    switch kind {
    case .automatic, .roundedRectangle(nil):
      // The style's radius where the shape was not resolved in an environment: regular controls'.
      return Path(roundedRect: inner, cornerRadius: max(ControlLook.regular.cornerRadius - amount, 0))
    case .roundedRectangle(let radius?):
      return Path(roundedRect: inner, cornerRadius: max((radius.isFinite ? radius : 0) - amount, 0))
    case .capsule:
      return Path(roundedRect: inner, cornerRadius: min(inner.width, inner.height) / 2)
    case .circle:
      return Circle().path(in: inner)
    }
  }

  /// The shape with the style's radius taken from `look` (the control size's).
  func resolved(_ look: ControlLook) -> ButtonBorderShape {
    switch kind {
    case .automatic, .roundedRectangle(nil):
      var shape = ButtonBorderShape(kind: .roundedRectangle(look.cornerRadius))
      shape.insetAmount = insetAmount
      return shape
    default: return self
    }
  }

  /// The outline drawn `amount` in from each edge.
  public func inset(by amount: CGFloat) -> ButtonBorderShape {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

extension View {
  /// The control bezel in a button border shape, drawn as the built-in shape it names (so the
  /// renderers draw a rounded rectangle, a capsule or a circle, as for any other bezel); the
  /// style's own shape is a rounded rectangle of `look`'s radius.
  @ViewBuilder
  fileprivate func buttonBezel(_ shape: ButtonBorderShape, look: ControlLook, fill: Color, border: Color) -> some View {
    switch shape.kind {
    case .automatic, .roundedRectangle(nil): controlBezel(RoundedRectangle(cornerRadius: look.cornerRadius), fill: fill, border: border)
    case .roundedRectangle(let radius?): controlBezel(RoundedRectangle(cornerRadius: radius.isFinite ? radius : 0), fill: fill, border: border)
    case .capsule: controlBezel(Capsule(), fill: fill, border: border)
    case .circle: controlBezel(Circle(), fill: fill, border: border)
    }
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The outline of the bordered buttons around (see ``ButtonBorderShape``).
  public static var buttonBorder: ButtonBorderShape {
    let environment = CurrentEnvironment.values
    return environment.buttonBorderShape.resolved(environment.controlLook)
  }
}


extension EnvironmentValues {
  /// The style of buttons (nil: `.automatic`, the bordered look).
  var buttonStyle: StyleBody<ButtonStyleConfiguration>? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private enum ButtonStyleKey: EnvironmentKey { static let defaultValue: StyleBody<ButtonStyleConfiguration>? = nil }

extension EnvironmentValues {
  /// The outline of the bordered buttons inside (`buttonBorderShape(_:)`).
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

/// A bezel around the title: `ControlLook.buttonHeight` tall (taller for a taller title), the
/// title centered, `buttonPadding` on each side.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  let prominent: Bool
  /// The bordered style.
  public init() { prominent = false }
  init(prominent: Bool) { self.prominent = prominent }

  public func makeBody(configuration: Configuration) -> some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    return configuration.label
      .font(environment.controlFont)
      .lineLimit(1)
      .foregroundColor(prominent ? .white : nil)
      .padding(.horizontal, look.buttonPadding)
      .frame(minHeight: look.buttonHeight)
      .buttonBezel(
        environment.buttonBorderShape, look: look, fill: prominent ? .accentColor : ControlLook.bezelFill,
        border: prominent ? .accentColor : ControlLook.bezelBorder)
  }
}

/// The bordered look in the accent color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent bordered style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButtonStyle(prominent: true).makeBody(configuration: configuration)
  }
}

/// The label alone, in the control font.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.font(CurrentEnvironment.values.controlFont)
  }
}

/// The label alone, in the accent color.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.font(CurrentEnvironment.values.controlFont).foregroundColor(.accentColor)
  }
}

/// A link: the label in the accent color.
public struct LinkButtonStyle: PrimitiveButtonStyle {
  /// The link style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.font(CurrentEnvironment.values.controlFont).foregroundColor(.accentColor)
  }
}

/// The platform's look: bordered.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The platform's style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButtonStyle().makeBody(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bezel around the title (see ``BorderedButtonStyle``).
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The bordered look in the accent color.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label alone, in the accent color.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A link: the label in the accent color.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's look: bordered.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button style that builds the whole button, trigger included, as SwiftUI's
/// `PrimitiveButtonStyle`: `makeBody` gets the label and a `trigger()` to call (which never runs
/// in a layout).
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style builds from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The button's label.
  public let label: Label
  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// Performs the button's action (nothing, in a layout).
  public func trigger() {}

  init(label: Label, role: ButtonRole?) {
    self.label = label
    self.role = role
  }

  /// The configuration of the button `configuration` describes.
  init(_ configuration: ButtonStyleConfiguration) {
    self.init(label: configuration.label, role: configuration.role)
  }
}

extension View {
  /// The style of the buttons in the view: a style that builds the whole button.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environmentChange { environment in
      // A `Button(configuration)` inside the style's body takes the style set outside it.
      let outer = environment.buttonStyle
      environment.buttonStyle = StyleBody { configuration in
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(configuration)).environmentChange { $0.buttonStyle = outer }
      }
    }
  }
}
