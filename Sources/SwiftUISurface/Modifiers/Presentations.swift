import Foundation
import LayoutCore

// Toolbars, alerts and sheets: accepted, not laid out.

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
}
