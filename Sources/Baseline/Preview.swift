// `#Preview` as SwiftUI code writes it: the macro compiles and type-checks the preview's body,
// and `Preview` values can be laid out with the proposal their layout trait asks for.

/// Declares a preview of a view, as SwiftUI's `#Preview` does.
///
/// ```swift
/// #Preview("Settings", traits: .sizeThatFitsLayout) {
///   SettingsForm()
/// }
/// ```
///
/// The expansion is a type conforming to `PreviewRegistry` whose `makePreview()` builds the
/// `Preview`, so the body is checked by the compiler like any other view code. The macro is
/// implemented by the `BaselineMacros` plugin, which has no dependencies of its own.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "BaselineMacros", type: "PreviewMacro")

/// Declares a preview of a view, as SwiftUI's `#Preview` does. See the variant with traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "BaselineMacros", type: "PreviewMacro")

/// Marks state declared inside a `#Preview` body (`@Previewable @State var isOn = true`).
/// The declaration is an ordinary local property wrapper, so the marker adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "BaselineMacros", type: "PreviewableMacro")
