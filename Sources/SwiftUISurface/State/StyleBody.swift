import LayoutCore

/// A style's `makeBody`, its type erased, as the environment keeps it (`buttonStyle`,
/// `labelStyle`, `groupBoxStyle`).
///
/// `@unchecked Sendable` because environment values must be `Sendable` and a style is any value
/// view code made: the closure is only called while a view's body is built, on the thread that
/// lays the tree out, as every view value is.
struct StyleBody<Configuration>: @unchecked Sendable {
  let makeBody: (Configuration) -> AnyView

  init<Body: View>(_ makeBody: @escaping (Configuration) -> Body) {
    self.makeBody = { AnyView(makeBody($0)) }
  }
}

/// The style a control takes from the environment: one of its built-in looks, or a style of the
/// user's. A user's style keeps the choice that was in the environment when it was set (`outer`),
/// and its body is built with that choice in place, so a control made inside it from its
/// configuration (`Toggle(configuration)`) is drawn as the style outside would draw it, as
/// SwiftUI's styles compose.
indirect enum StyleChoice<BuiltIn: Sendable, Configuration>: @unchecked Sendable {
  case builtIn(BuiltIn)
  case custom(StyleBody<Configuration>, outer: StyleChoice)
}

/// A part of a style's configuration as a view (a control's label, its content, a value label),
/// its type erased as SwiftUI's configurations erase theirs: `ToggleStyleConfiguration.Label` and
/// the others are this type for their configuration.
public struct ConfigurationContent<Configuration>: View {
  let content: AnyView
  init(_ content: AnyView) { self.content = content }
  public var body: some View { content }
}
