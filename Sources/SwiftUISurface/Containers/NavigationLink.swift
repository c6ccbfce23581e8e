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
}

extension View {
  /// Accepted; destinations are not laid out.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    passthrough("navigationDestination")
  }
}
