import LayoutCore

/// A change previews share, as SwiftUI's `PreviewModifier` (iOS 18): a context made once per
/// modifier type, asynchronously (sample data, a store), and a body that wraps each preview's
/// content with it. A preview takes it with the `.modifier(_:)` trait; `baseline preview` awaits
/// the context before it lays the preview out.
public protocol PreviewModifier {
  /// What `makeSharedContext()` makes; `Void` for a modifier that needs none.
  associatedtype Context = Void
  /// The view `body(content:context:)` returns.
  associatedtype Body: View
  /// The previewed content `body` wraps.
  typealias Content = PreviewModifierContent

  /// Makes the context every preview with this modifier shares (called once per type, from the
  /// main actor; a nonisolated implementation runs off it).
  @MainActor static func makeSharedContext() async throws -> Context

  /// The preview's content with the modifier applied.
  @MainActor @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// No context to make.
  public static func makeSharedContext() async throws {}
}

/// The content of a preview a `PreviewModifier` wraps.
public struct PreviewModifierContent: View {
  let content: AnyView
  public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview's content wrapped by `modifier`, with its shared context (made on the main
  /// actor, where previews and their traits are).
  @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
    PreviewTrait(kind: .modifier(AnyPreviewModifier(modifier)))
  }
}

/// A preview modifier of any type: it wraps a preview's content once its type's shared context
/// is made. Compared by identity (a trait is one value written once).
final class AnyPreviewModifier: Equatable, @unchecked Sendable {
  // `@unchecked Sendable`: the closure is only called on the main actor (it is `@MainActor`), and
  // it holds the modifier value, never changed after it is made.
  let wrap: @MainActor (AnyView) async throws -> AnyView

  @MainActor init<Modifier: PreviewModifier>(_ modifier: Modifier) {
    wrap = { content in
      let context = try await PreviewModifierContexts.shared(for: Modifier.self)
      return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
    }
  }

  static func == (lhs: AnyPreviewModifier, rhs: AnyPreviewModifier) -> Bool { lhs === rhs }
}

/// The shared contexts made so far, one per modifier type, for the life of the process.
@MainActor enum PreviewModifierContexts {
  private static var made: [ObjectIdentifier: Any] = [:]

  static func shared<Modifier: PreviewModifier>(for type: Modifier.Type) async throws -> Modifier.Context {
    if let context = made[ObjectIdentifier(type)] as? Modifier.Context { return context }
    let context = try await Modifier.makeSharedContext()
    made[ObjectIdentifier(type)] = context
    return context
  }
}

extension Preview {
  /// The previewed view with the preview's modifiers (`.modifier(_:)` traits) applied, the first
  /// written outermost, each after its shared context is made. `makeContent()` is the view
  /// without them.
  @MainActor public func makeModifiedContent() async throws -> AnyView {
    var content = makeContent()
    for trait in traits.reversed() {
      if case .modifier(let modifier) = trait.kind { content = try await modifier.wrap(content) }
    }
    return content
  }
}
