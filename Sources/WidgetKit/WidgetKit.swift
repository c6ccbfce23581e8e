// Linux only: a module named `WidgetKit` for view files that import it for widget previews
// (`WidgetPreviewContext`, `WidgetFamily`, Baseline's, in the surface); on Apple's platforms,
// Apple's module is the one to use.
@_exported import SwiftUISurface
