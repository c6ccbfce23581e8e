import Foundation
import LayoutCore

/// A row that navigates somewhere, as SwiftUI's `NavigationLink`: its label, then a chevron
/// (a 7 x 12 shape) at the trailing edge, on the label's first line. The destination is not
/// laid out.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  /// A link to `destination` (not laid out) shown as `label`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link that pushes `value` (its destination is not laid out), shown as `label`.
  public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) where Destination == EmptyView {
    self.label = label()
  }

  /// A link to `destination` (not laid out) shown as `label` (SwiftUI's older form, with the
  /// destination as a value).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to `destination` shown while `isActive` is true (SwiftUI's older form; the link is
  /// laid out as any other, the destination is not).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to `destination`, active while `isActive` is true (SwiftUI's older form).
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to `destination`, active while `selection` is `tag` (SwiftUI's older form).
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to `destination`, active while `selection` is `tag` (SwiftUI's older form).
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Whether the destination shows in the detail column of a split view (no layout effect).
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

  public var body: some View {
    HStack(alignment: .firstTextLineCenter, spacing: 8) {
      label
      Spacer(minLength: 0)
      Capsule().fill(ControlLook.bezelBorder).frame(width: 7, height: 12)
    }.named("NavigationLink")
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string (Markdown read as in `Text`).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a string that pushes `value`.
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) where Destination == EmptyView {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) where Destination == EmptyView {
    self.init(value: value) { Text(title) }
  }

  /// A titled link to `destination` (SwiftUI's older form, with the destination as a value).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is to `destination` (SwiftUI's older form).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A titled link, active while `isActive` is true (SwiftUI's older form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is, active while `isActive` is true (SwiftUI's older
  /// form).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination) { Text(title) }
  }

  /// A titled link, active while `isActive` is true (SwiftUI's older form).
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is, active while `isActive` is true (SwiftUI's older
  /// form).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A titled link, active while `selection` is `tag` (SwiftUI's older form).
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is, active while `selection` is `tag` (SwiftUI's
  /// older form).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: destination) { Text(title) }
  }

  /// A titled link, active while `selection` is `tag` (SwiftUI's older form).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown as it is, active while `selection` is `tag` (SwiftUI's
  /// older form).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension View {
  /// Accepted; destinations are not laid out.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    passthrough("navigationDestination")
  }
}
