// Linux only: a module named `CoreTransferable` for view files that import it for
// `Transferable` and its representations (Baseline's, in the surface); on macOS, Apple's module
// is the one to use.
@_exported import SwiftUISurface
