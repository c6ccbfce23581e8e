// What `import CoreTransferable` finds on Linux when compiled with
// `-module-alias CoreTransferable=BaselineCoreTransferable` (`baseline preview` passes it):
// `Transferable` and its representations (Baseline's, in the surface).
@_exported import SwiftUISurface
