// Linux only: a module named `UniformTypeIdentifiers` for view files that import it for `UTType`
// (with `fileImporter` and drops). Baseline's `UTType` knows the common public types by
// identifier, extension and MIME type; on macOS, Apple's module is the one to use.
@_exported import SwiftUISurface
