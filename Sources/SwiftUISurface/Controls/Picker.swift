import Foundation
import LayoutCore

/// A choice among tagged options, as SwiftUI's `Picker` on macOS. Options are the content's
/// views with `.tag(_:)` (or, in a `ForEach`, tagged with their element ids); the option whose tag
/// equals the selection is the one shown (the first when none does).
///
/// Styles (`pickerStyle(_:)`): `.menu` and `.automatic` are a pop-up button (a bezel
/// `ControlLook.buttonHeight` tall: `popUpLeadingPadding`, the selected option, and
/// `popUpTrailingPadding`, which holds the arrows); `.segmented` a row of segments, each an
/// option between `buttonPadding` on either side; `.inline` and `.radioGroup` a column of radio buttons laid
/// out as checkboxes are, `Form.rowSpacing` / 2 apart. The label goes to the label column in a
/// form, and before the control (with `labelSpacing`) elsewhere (except segmented and radio
/// groups outside forms, which show no label, as on macOS).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let label: Label
  let selection: AnyHashable
  let content: Content
  /// Shown in the pop-up button instead of the selected option, when given.
  var currentValueLabel: AnyView?

  /// A picker of `content`'s tagged options, showing the one `selection` holds.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = AnyHashable(selection.wrappedValue)
    self.content = content()
  }

  /// A picker whose pop-up button shows `currentValueLabel` instead of the selected option.
  public init<Current: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: label)
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker with its label as a view value (SwiftUI's older form).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }

  /// A picker for several values at once: it shows the first source's selection.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = sources.first.map { AnyHashable($0[keyPath: selection].wrappedValue) } ?? AnyHashable(Int?.none)
    self.content = content()
  }

  /// A picker for several values at once whose pop-up button shows `currentValueLabel`.
  public init<C: RandomAccessCollection, Current: View>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content, label: label)
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var optionsContext = context
    optionsContext.environment.tagsForEachElements = true
    optionsContext.environment.font = context.environment.controlFont
    let options = resolve(content, optionsContext)
    let environment = context.environment
    let view: AnyView
    switch environment.pickerStyle {
    case .menu:
      let selected = options.first { $0.viewTag == selection } ?? options.first
      let shown = currentValueLabel ?? selected.map { AnyView(NodesView(nodes: [$0])) }
      view = labeled(PopUpBezel(content: shown), environment: environment, showsLabelOutsideForm: true)
    case .segmented:
      let segments = HStack(spacing: 0) {
        ForEach(Array(options.enumerated()), id: \.offset) { _, option in
          let isSelected = option.viewTag == selection
          NodesView(nodes: [option])
            .padding(.horizontal, environment.controlLook.buttonPadding)
            .frame(minHeight: environment.controlLook.buttonHeight)
            .background(Rectangle().fill(isSelected ? ControlLook.track : ControlLook.bezelFill))
        }
      }
      .overlay(RoundedRectangle(cornerRadius: environment.controlLook.cornerRadius).stroke(ControlLook.bezelBorder))
      view = labeled(segments, environment: environment, showsLabelOutsideForm: false)
    case .radioGroup:
      let look = environment.controlLook
      let radios = VStack(alignment: .leading, spacing: Form<EmptyView>.rowSpacing / 2) {
        ForEach(Array(options.enumerated()), id: \.offset) { _, option in
          let isSelected = option.viewTag == selection
          HStack(alignment: .firstTextLineCenter, spacing: look.checkboxSpacing) {
            bezelShape(
              Circle(), fill: isSelected ? .accentColor : ControlLook.bezelFill,
              border: isSelected ? .accentColor : ControlLook.bezelBorder)
              .frame(width: look.checkboxSize, height: look.checkboxSize)
            NodesView(nodes: [option])
          }
        }
      }
      view = labeled(radios, environment: environment, showsLabelOutsideForm: false)
    }
    return resolve(view, context)
  }

  /// The picker's control with its label (a primitive: it makes its environment current for
  /// `labeledControl`).
  private func labeled(_ control: some View, environment: EnvironmentValues, showsLabelOutsideForm: Bool) -> AnyView {
    CurrentEnvironment.with(environment) {
      labeledControl(
        "Picker", label: label.font(environment.controlFont), content: control, showsLabelOutsideForm: showsLabelOutsideForm)
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }

  /// A picker titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }

  /// A titled picker whose pop-up button shows `currentValueLabel`.
  public init<Current: View>(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
  }

  /// A picker titled with a string shown verbatim whose pop-up button shows `currentValueLabel`.
  @_disfavoredOverload
  public init<S: StringProtocol, Current: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
  }

  /// A titled picker for several values at once.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) })
  }

  /// A picker for several values at once, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content, label: { Text(title) })
  }

  /// A titled picker for several values at once whose pop-up button shows `currentValueLabel`.
  public init<C: RandomAccessCollection, Current: View>(
    _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
  }

  /// A picker for several values at once, titled with a string shown verbatim, whose pop-up
  /// button shows `currentValueLabel`.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol, Current: View>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
  }
}

extension Picker where Label == SwiftUISurface.Label<Text, Image> {
  /// A picker labeled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A picker labeled with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A picker labeled with a title and an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A picker labeled with a title shown verbatim and an image from the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }

  /// A picker labeled with a title and a symbol whose pop-up button shows `currentValueLabel`.
  public init<Current: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { SwiftUISurface.Label(titleKey, systemImage: systemImage) },
      currentValueLabel: currentValueLabel)
  }

  /// A picker labeled with a title shown verbatim and a symbol whose pop-up button shows
  /// `currentValueLabel`.
  @_disfavoredOverload
  public init<S: StringProtocol, Current: View>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { SwiftUISurface.Label(title, systemImage: systemImage) },
      currentValueLabel: currentValueLabel)
  }

  /// A picker labeled with a title and an image whose pop-up button shows `currentValueLabel`.
  public init<Current: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } },
      currentValueLabel: currentValueLabel)
  }

  /// A picker labeled with a title shown verbatim and an image whose pop-up button shows
  /// `currentValueLabel`.
  @_disfavoredOverload
  public init<S: StringProtocol, Current: View>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(selection: selection, content: content, label: { SwiftUISurface.Label { Text(title) } icon: { Image(image) } },
      currentValueLabel: currentValueLabel)
  }

  /// A picker for several values labeled with a title and a symbol.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }

  /// A picker for several values labeled with a title shown verbatim and a symbol.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { SwiftUISurface.Label(title, systemImage: systemImage) }
  }

  /// A picker for several values labeled with a title and an image.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }
  }

  /// A picker for several values labeled with a title shown verbatim and an image.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }
  }

  /// A picker for several values labeled with a title and a symbol, showing `currentValueLabel`.
  public init<C: RandomAccessCollection, Current: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content,
      label: { SwiftUISurface.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
  }

  /// A picker for several values labeled with a title shown verbatim and a symbol, showing
  /// `currentValueLabel`.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol, Current: View>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content,
      label: { SwiftUISurface.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
  }

  /// A picker for several values labeled with a title and an image, showing `currentValueLabel`.
  public init<C: RandomAccessCollection, Current: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content,
      label: { SwiftUISurface.Label { Text(titleKey) } icon: { Image(image) } }, currentValueLabel: currentValueLabel)
  }

  /// A picker for several values labeled with a title shown verbatim and an image, showing
  /// `currentValueLabel`.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol, Current: View>(
    _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> Current
  ) {
    self.init(sources: sources, selection: selection, content: content,
      label: { SwiftUISurface.Label { Text(title) } icon: { Image(image) } }, currentValueLabel: currentValueLabel)
  }
}

/// A pop-up button's bezel around its content (a picker's selected option, a menu's title).
struct PopUpBezel<Content: View>: View {
  let content: Content?

  var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    // The arrows are drawn as one rounded square in the middle of the trailing padding, 5 points
    // in from either side of it.
    let arrows = look.popUpTrailingPadding - 10
    return HStack(alignment: .firstTextLineCenter, spacing: 0) {
      if let content { content } else { textlessBaseline(environment.controlFont) }
      RoundedRectangle(cornerRadius: look.cornerRadius - 1).fill(.accentColor)
        .frame(width: arrows, height: arrows)
        .frame(width: look.popUpTrailingPadding)
    }
    .font(environment.controlFont)
    .lineLimit(1)
    .padding(.leading, look.popUpLeadingPadding)
    .frame(minHeight: look.buttonHeight)
    .controlBezel(RoundedRectangle(cornerRadius: look.cornerRadius))
  }
}

/// Nodes already resolved, as a view.
struct NodesView: View, PrimitiveView {
  let nodes: [LayoutNode]
  var body: Never { primitiveBody(Self.self) }
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
}

extension View {
  /// Tags the view with a value, so that a `Picker` can show it when its selection equals it.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modified { ViewTag.node(AnyHashable(tag), around: $0) }
  }
}

/// How pickers look.
public protocol PickerStyle: Sendable {}
/// A pop-up button (macOS's default).
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A row of segments.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A column of radio buttons.
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
/// The options inline (radio buttons here).
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// The platform's default: menu.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A wheel (drawn as a menu here).
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A palette (drawn as segments here).
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == MenuPickerStyle {
  /// `.menu`: the ``MenuPickerStyle``.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// One radio button per option.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// `.inline`: the ``InlinePickerStyle``.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
  /// `.automatic`: the ``DefaultPickerStyle``.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// `.wheel`: the ``WheelPickerStyle``.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
/// A row that opens the options on a page of their own (drawn as a menu here).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// `.navigationLink`: the ``NavigationLinkPickerStyle``.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// `.palette`: the ``PalettePickerStyle``.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

enum PickerStyleKind: Hashable, Sendable { case menu, segmented, radioGroup }

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
  /// Set while a picker resolves its options: `ForEach` then tags each element's views with
  /// its id.
  var tagsForEachElements: Bool {
    get { self[TagsForEachKey.self] }
    set { self[TagsForEachKey.self] = newValue }
  }
}

private enum PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
private enum TagsForEachKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// The style of the pickers in the view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environmentChange { environment in
      switch style {
      case is SegmentedPickerStyle, is PalettePickerStyle: environment.pickerStyle = .segmented
      case is RadioGroupPickerStyle, is InlinePickerStyle: environment.pickerStyle = .radioGroup
      default: environment.pickerStyle = .menu
      }
    }
  }
}
