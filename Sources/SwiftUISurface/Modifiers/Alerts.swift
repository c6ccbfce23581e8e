public import Foundation
import LayoutCore

// Alerts and action sheets: a layout shows no presentation, so they are accepted and never laid
// out. `Alert` and `ActionSheet` are SwiftUI's older values for `alert(isPresented:content:)`
// and `actionSheet(isPresented:content:)`; the newer modifiers take the title, actions and
// message as views.

/// An alert's title, message and buttons, as SwiftUI's older `Alert` (not laid out).
public struct Alert {
  let title: Text
  let message: Text?

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?

    /// A button in the default look.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
    /// A button that cancels, titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
    /// The system's Cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
    /// A button that destroys something.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
  }
}

/// An action sheet's title, message and buttons, as SwiftUI's older `ActionSheet` (not laid
/// out).
public struct ActionSheet {
  /// An action sheet's button: an alert's.
  public typealias Button = Alert.Button

  let title: Text

  /// An action sheet with a title, a message and buttons.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
  }
}

extension View {
  /// SwiftUI's older alert: accepted; alerts are not laid out.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { passthrough("alert") }
  /// SwiftUI's older alert for an item: accepted; alerts are not laid out.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { passthrough("alert") }
  /// SwiftUI's older action sheet: accepted; action sheets are not laid out.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { passthrough("actionSheet") }
  /// SwiftUI's older action sheet for an item: accepted; action sheets are not laid out.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    passthrough("actionSheet")
  }

  /// An alert about `data`: accepted; alerts are not laid out.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("alert") }
  /// An alert about `data`, titled with a string: accepted; alerts are not laid out.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("alert") }
  /// An alert about `data`, titled with a string shown as it is: accepted; alerts are not laid
  /// out.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("alert") }
  /// An alert about `data` with a message: accepted; alerts are not laid out.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("alert") }
  /// An alert about `data` with a message, titled with a string: accepted; alerts are not laid
  /// out.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("alert") }
  /// An alert about `data` with a message, titled with a string shown as it is: accepted;
  /// alerts are not laid out.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("alert") }
  /// An alert about an error, titled by its description: accepted; alerts are not laid out.
  public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
    passthrough("alert")
  }
  /// An alert about an error with a message: accepted; alerts are not laid out.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View { passthrough("alert") }
}
