public import Foundation
public import LayoutCore

// Toolbars, alerts, sheets and the other presentations: accepted, not laid out. A layout shows
// the view as it is before anything is presented, as SwiftUI draws it until a presentation
// starts.

/// Where a toolbar item goes (accepted; toolbars are not laid out).
public enum ToolbarItemPlacement: Hashable, Sendable {
  /// Where the platform puts it.
  case automatic
  /// The center of the bar.
  case principal
  /// With the navigation controls.
  case navigation
  /// The primary action's place.
  case primaryAction
  /// A secondary action's place.
  case secondaryAction
  /// A confirming action's place.
  case confirmationAction
  /// A cancelling action's place.
  case cancellationAction
  /// A destructive action's place.
  case destructiveAction
  /// The status area.
  case status
  /// Above the keyboard.
  case keyboard
  /// The bottom toolbar.
  case bottomBar
  /// The leading end of the top bar.
  case topBarLeading
  /// The trailing end of the top bar.
  case topBarTrailing
  /// The leading end of the navigation bar.
  case navigationBarLeading
  /// The trailing end of the navigation bar.
  case navigationBarTrailing
  /// A visionOS ornament below the window.
  case bottomOrnament
}

/// An item of a toolbar (accepted; toolbars are not laid out).
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
  /// The item's identity (`()` for an item without one).
  public let id: ID
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () { id = () }
  /// An item with an id, at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
    self.id = id
  }
  /// An item with an id, at `placement`, shown by default or not (SwiftUI's older form).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content)
  where ID == String {
    self.id = id
  }
  public var body: Never { return primitiveBody(Self.self) }
}

/// Several items of a toolbar in one place (accepted; toolbars are not laid out).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: Never { return primitiveBody(Self.self) }
}

extension ToolbarItemGroup {
  /// Items at `placement` with a label, shown where the group collapses into a menu.
  public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledToolbarItemGroupContent<C, L> {
    self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
  }
}

/// The content of a labeled toolbar item group (accepted; toolbars are not laid out).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  public var body: some View { content }
}

/// A bar a toolbar modifier applies to (accepted).
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// Where the platform puts bars.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// A window's toolbar.
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// What a toolbar is for (accepted).
public struct ToolbarRole: Sendable {
  let name: String
  /// The platform's role.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's toolbar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's toolbar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's toolbar.
  public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar shows the title (accepted).
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// A large title.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// A large title within the bar.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// A small title within the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

/// The iOS navigation bar's item types.
public enum NavigationBarItem {
  /// How the navigation bar shows the title (accepted).
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { passthrough("toolbar") }
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { passthrough("toolbar") }
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
    passthrough("toolbar")
  }
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View { passthrough("toolbar") }
  /// Accepted; bars are not laid out.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { passthrough("toolbar") }
  /// Accepted; bars are not laid out.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { passthrough("toolbarVisibility") }
  /// Accepted; bars are not drawn.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    passthrough("toolbarBackground")
  }
  /// Accepted; bars are not drawn.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    passthrough("toolbarBackground")
  }
  /// Accepted; bars are not drawn.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    passthrough("toolbarBackgroundVisibility")
  }
  /// Accepted; bars are not drawn.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    passthrough("toolbarColorScheme")
  }
  /// Accepted; toolbars are not laid out.
  public func toolbarRole(_ role: ToolbarRole) -> some View { passthrough("toolbarRole") }
  /// Accepted; the title is not drawn.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { passthrough("toolbarTitleDisplayMode") }
  /// Accepted; toolbars are not laid out.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { passthrough("toolbarTitleMenu") }
  /// Accepted; alerts are not laid out.
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View { passthrough("alert") }
  /// Accepted; alerts are not laid out.
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View { passthrough("alert") }
  /// Accepted; sheets are not laid out.
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
    passthrough("sheet")
  }
  /// Accepted; sheets are not laid out.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    passthrough("sheet")
  }
  /// Accepted; full-screen covers are not laid out.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    passthrough("fullScreenCover")
  }
  /// Accepted; full-screen covers are not laid out.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    passthrough("fullScreenCover")
  }
  /// Accepted; popovers are not laid out.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    passthrough("popover")
  }
  /// Accepted; popovers are not laid out.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    passthrough("popover")
  }
  /// Accepted; dialogs are not laid out.
  public func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    passthrough("confirmationDialog")
  }
  /// Accepted; dialogs are not laid out.
  public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View {
    passthrough("confirmationDialog")
  }
  /// Accepted; alerts are not laid out.
  public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View { passthrough("alert") }
  /// Accepted; context menus are not laid out.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    passthrough("contextMenu")
  }
  /// Accepted; context menus and their previews are not laid out.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    passthrough("contextMenu")
  }
  /// Accepted; inspectors are not laid out.
  public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
    passthrough("inspector")
  }
  /// Accepted, no layout effect.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { passthrough("interactiveDismissDisabled") }
  /// Accepted; the sheet this view is in is not laid out.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { passthrough("presentationDetents") }
  /// Accepted; the sheet this view is in is not laid out.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { passthrough("presentationDragIndicator") }
  /// Accepted; the sheet this view is in is not laid out.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { passthrough("presentationCornerRadius") }
  /// Accepted; the sheet this view is in is not laid out.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    passthrough("presentationBackgroundInteraction")
  }
  /// Accepted; the sheet this view is in is not laid out.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    passthrough("presentationCompactAdaptation")
  }
}

/// Where a popover points (accepted).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A height a sheet can rest at (accepted).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  /// About half the screen's height.
  public static let medium = PresentationDetent(name: "medium")
  /// The full height.
  public static let large = PresentationDetent(name: "large")
  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// Whether the view behind a sheet takes touches (accepted).
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// The content behind can be used.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// The content behind cannot be used.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// The content behind can be used up to `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled up to \(detent.name)")
  }
}

/// How a presentation adapts to a compact size (accepted).
public enum PresentationAdaptation: Sendable {
  /// The platform's choice.
  case automatic
  /// No adaptation.
  case none
  /// As a popover.
  case popover
  /// As a sheet.
  case sheet
  /// As a full-screen cover.
  case fullScreenCover
}
