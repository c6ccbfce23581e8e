// Linux only: a module named `Combine` for view files that import it for `ObservableObject` and
// `@Published` (Baseline's, which hold values and publish nothing). `baseline preview` compiles
// users' files against it; on macOS, Apple's Combine is the one to use.
@_exported import SwiftUISurface
