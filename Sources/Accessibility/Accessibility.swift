// Linux only: a module named `Accessibility` for view files that import it for audio graphs
// (`AXChartDescriptor` and its axes and series, Baseline's, in the surface); on Apple's
// platforms, Apple's module is the one to use.
@_exported import SwiftUISurface
