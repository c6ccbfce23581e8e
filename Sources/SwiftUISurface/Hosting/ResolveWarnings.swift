import Foundation

extension ResolveOutcome {
  /// The outcomes of the resolutions under way on this thread, innermost last (a body may lay
  /// out another tree), for view code that is handed no context: `Color("name")` and a shader
  /// used as a shape style are values made in user code. Code with a context notes through it.
  private static let running = ThreadLocalStack<ResolveOutcome>()

  /// Makes this outcome the one `noteInRunningResolution` reaches on this thread, until `end`.
  func begin() { Self.running.push(self) }

  /// Ends what `begin` started.
  func end() { Self.running.pop() }

  /// Notes `warning` in the innermost resolution under way on this thread; outside a layout it
  /// is dropped.
  static func noteInRunningResolution(_ warning: String) {
    _ = running.modifyTop { $0.note(warning) }
  }
}
