import Baseline
import Foundation
import Testing

// The package makes no module named like one of Apple's frameworks: SwiftPM compiles every
// target against one shared module folder, so such a module would be seen by every other target
// and every dependency, and their `#if canImport(SwiftUI)` would take the Apple branch on Linux
// (swift-snapshot-testing's did, and failed to compile). `baseline preview` makes its stand-ins
// in its own cache instead (docs/architecture.md).

/// Apple's frameworks whose names view files import and `baseline preview` stands in for.
private let appleModules = ["SwiftUI", "Combine", "UniformTypeIdentifiers", "CoreTransferable", "Accessibility", "WidgetKit", "CoreGraphics", "UIKit", "CoreLocation", "MapKit", "Charts", "os"]

// This target is one of the package's own: it must compile to the Linux branch.
#if os(Linux) && (canImport(SwiftUI) || canImport(Combine) || canImport(UniformTypeIdentifiers) || canImport(CoreTransferable) || canImport(Accessibility) || canImport(WidgetKit) || canImport(CoreGraphics) || canImport(UIKit) || canImport(CoreLocation) || canImport(MapKit) || canImport(Charts) || canImport(os))
#error("a module named like one of Apple's frameworks is visible to the package's targets (see ModuleNamesTests)")
#endif

@Suite("module names")
struct ModuleNamesTests {
  @Test("the build's shared module folder holds the package's modules and none named like Apple's frameworks")
  func noAppleModuleInTheBuildFolder() throws {
    let folder = try #require(ResourceLocator.executableDirectory) + "/Modules"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    // The folder every target is compiled against: the package's own modules are in it.
    #expect(files.contains("Baseline.swiftmodule"))
    for name in appleModules {
      #expect(!files.contains { $0.hasPrefix(name + ".") }, "\(folder) holds a module named \(name)")
    }
  }
}
