// What `import WidgetKit` finds on Linux when compiled with `-module-alias WidgetKit=BaselineWidgetKit`
// (`baseline preview` passes it): widget previews (`WidgetPreviewContext`, `WidgetFamily`,
// Baseline's, in the surface).
@_exported import SwiftUISurface
