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
