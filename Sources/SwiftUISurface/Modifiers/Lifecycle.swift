import Foundation
import LayoutCore

// Change, appearance and task handlers: accepted so that view code compiles; they never run.

extension View {
  /// Accepted; the action never runs.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    passthrough("onChange")
  }
  /// Accepted; the action never runs.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    passthrough("onChange")
  }
  /// Accepted; the action never runs.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { passthrough("onAppear") }
  /// Accepted; the action never runs.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { passthrough("onDisappear") }
  /// Accepted; the task never runs.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    passthrough("task")
  }
}
