// What `import Combine` finds on Linux when compiled with `-module-alias Combine=BaselineCombine`
// (`baseline preview` passes it): `ObservableObject`, `@Published` and the publishers view models
// use (Baseline's small synchronous set: docs/swiftui-surface.md).
@_exported import SwiftUISurface
