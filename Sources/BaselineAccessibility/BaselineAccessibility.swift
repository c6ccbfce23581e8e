// What `import Accessibility` finds on Linux when compiled with
// `-module-alias Accessibility=BaselineAccessibility` (`baseline preview` passes it): audio graphs
// (`AXChartDescriptor` and its axes and series, Baseline's, in the surface).
@_exported import SwiftUISurface
