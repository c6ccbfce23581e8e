// Linux only: a module named `Combine` for view files that import it for `ObservableObject`,
// `@Published` and the publishers view models use (Baseline's small synchronous set:
// docs/swiftui-surface.md). `baseline preview` compiles
// users' files against it; on macOS, Apple's Combine is the one to use.
@_exported import SwiftUISurface
