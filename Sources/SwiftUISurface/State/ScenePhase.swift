import LayoutCore

// The state of the scene and of editing, as views read them from the environment. A layout is a
// picture of a running app in the foreground, not editing: `scenePhase` is `.active` and
// `editMode` is nil (no list is in editing mode) unless a view sets them.

/// Whether a scene is in the foreground and taking events, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible.
  case background
  /// Visible but not taking events.
  case inactive
  /// In the foreground and taking events.
  case active
}

/// Whether a view's content can be edited, as SwiftUI's `EditMode` (iOS).
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether the mode is an editing one (`transient` or `active`).
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The scene's phase: `.active` in a layout unless set.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The editing mode of the views inside, when a container offers one: nil in a layout unless
  /// set (`environment(\.editMode, .constant(.active))`).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

private enum EditModeKey: EnvironmentKey {
  /// No binding (an immutable nil).
  nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil
}
