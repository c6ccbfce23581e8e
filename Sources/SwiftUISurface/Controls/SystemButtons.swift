import Foundation
import LayoutCore

// The buttons the system makes for you, laid out as the buttons they show, and a group of
// controls side by side.

/// The list-editing button: a button titled "Edit" (a layout shows the list not editing).
public struct EditButton: View {
  /// An Edit button.
  public init() {}
  public var body: some View { Button("Edit") {}.named("EditButton") }
}

/// The rename button: a button labeled "Rename" with the pencil symbol (its action, the
/// environment's rename action, never runs in a layout).
public struct RenameButton<Label: View>: View {
  /// A Rename button.
  public init() where Label == SwiftUISurface.Label<Text, Image> {}
  public var body: some View { Button {} label: { SwiftUISurface.Label("Rename", systemImage: "pencil") }.named("RenameButton") }
}

/// The paste button: a button labeled "Paste" with the clipboard symbol.
public struct PasteButton: View {
  /// A Paste button for items of `payloadType` (the action never runs in a layout).
  public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
  public var body: some View { Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }.named("PasteButton") }
}

/// The share button: "Share" with the share symbol, or its own label.
public struct ShareLink<Label: View>: View {
  let label: Label
  /// A share button for `item` with its own label.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public var body: some View { Button {} label: { label }.named("ShareLink") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// "Share" with the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text("Share"))
  }
  /// A title with the share symbol.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text(titleKey))
  }
  /// A title shown verbatim, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel(title: Text(title))
  }
}

/// A share button's own label: its title with the share symbol (`square.and.arrow.up`).
public struct DefaultShareLinkLabel: View {
  let title: Text
  public var body: some View { SwiftUISurface.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

/// Controls shown together, as SwiftUI's `ControlGroup`: side by side, 8 apart, on their first
/// text baselines.
public struct ControlGroup<Content: View>: View {
  let content: Content
  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) { content }.named("ControlGroup")
  }
}

extension ControlGroup {
  /// A group of controls with a label, which SwiftUI shows where the group collapses into a
  /// menu; laid out inline, as the controls alone.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  /// A group of controls titled with a string and a symbol (shown where it collapses into a
  /// menu).
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, SwiftUISurface.Label<Text, Image>> {
    self.init(content: content) { SwiftUISurface.Label(titleKey, systemImage: systemImage) }
  }
}

/// The content of a labeled control group: its controls (the label is for a collapsed menu).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  public var body: some View { content }
}

/// How control groups look (laid out as ``ControlGroup`` says, whatever the style).
public protocol ControlGroupStyle {}
/// The platform's control group look.
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// The navigation control group look.
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// A menu look.
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// A compact menu look.
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// A palette look.
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// `.automatic`: the ``AutomaticControlGroupStyle``.
  public static var automatic: Self { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// `.navigation`: the ``NavigationControlGroupStyle``.
  public static var navigation: Self { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// `.menu`: the ``MenuControlGroupStyle``.
  public static var menu: Self { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// `.compactMenu`: the ``CompactMenuControlGroupStyle``.
  public static var compactMenu: Self { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// `.palette`: the ``PaletteControlGroupStyle``.
  public static var palette: Self { .init() }
}

extension View {
  /// The style of the control groups inside (laid out as ``ControlGroup`` says).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { passthrough("controlGroupStyle") }
}
