/// Declares a value of `EnvironmentValues`, `ContainerValues`, `FocusedValues` or
/// `Transaction` with its default, as SwiftUI's `@Entry` does:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var cardPadding: CGFloat = 12
/// }
/// ```
///
/// The property becomes computed, reading and writing the value under a private key whose
/// default is the initial value (an optional property without one defaults to nil). The macro
/// is implemented by the `BaselineMacros` plugin.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "BaselineMacros", type: "EntryMacro")
