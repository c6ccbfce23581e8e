// What `import SwiftUI` finds on Linux when compiled with `-module-alias SwiftUI=BaselineSwiftUI`
// (`baseline preview` passes it; a target of one's own sets it, as the README shows): everything
// `import Baseline` brings. Under its own name, so that no module named `SwiftUI` is in the
// build's module folder, where every target and dependency would see it (docs/architecture.md).
@_exported import Baseline
