public import Foundation
public import LayoutCore

// Toolbars, alerts, sheets and the other presentations: accepted, not laid out. A layout shows
// the view as it is before anything is presented, as SwiftUI draws it until a presentation
// starts.

/// Where a toolbar item goes (accepted; toolbars are not laid out).
public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic, principal, navigation, primaryAction, confirmationAction, cancellationAction, destructiveAction, status
}

/// An item of a toolbar (accepted; toolbars are not laid out).
public struct ToolbarItem<Content: View>: View {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: some View { EmptyView() }
}

extension View {
  /// Accepted; toolbars are not laid out.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { passthrough("toolbar") }
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
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// A height a sheet can rest at (accepted).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// Whether the view behind a sheet takes touches (accepted).
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled up to \(detent.name)")
  }
}

/// How a presentation adapts to a compact size (accepted).
public enum PresentationAdaptation: Sendable {
  case automatic, none, popover, sheet, fullScreenCover
}
