// What `import UniformTypeIdentifiers` finds on Linux when compiled with
// `-module-alias UniformTypeIdentifiers=BaselineUniformTypeIdentifiers` (`baseline preview` passes
// it): `UTType`, for `fileImporter` and drops, which knows the common public types by identifier,
// extension and MIME type.
@_exported import SwiftUISurface
