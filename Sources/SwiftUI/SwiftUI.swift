// Linux only: a module named `SwiftUI` so that view files written for Apple's platforms compile
// with Baseline unchanged (`import SwiftUI` brings in what `import Baseline` does). It is what
// `baseline preview` compiles users' files against; on macOS, Apple's SwiftUI is the one to use.
@_exported import Baseline
