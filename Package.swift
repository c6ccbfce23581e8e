// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Settings shared by every Swift target: Swift 6 language mode (set below for the whole
/// package) plus the upcoming features that keep imports and existentials explicit.
let strictSwift: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Apple's frameworks that view files import, each with the module of Baseline's that takes its
/// place when a compile says `-module-alias NAME=BaselineNAME` (`baseline preview` does; a target
/// of one's own can, as the README shows) and what that module is built on (it re-exports Baseline
/// or the surface, or declares the framework's values and views as placeholders). No module is
/// named like Apple's: SwiftPM compiles every target and dependency against one module folder,
/// where a module named `SwiftUI` would make their `#if canImport(SwiftUI)` true on Linux
/// (docs/architecture.md). `PreviewBuild.appleModules` lists the same names.
let appleStandIns: [(apple: String, target: String, dependencies: [String])] = [
  ("SwiftUI", "BaselineSwiftUI", ["Baseline"]),
  ("Combine", "BaselineCombine", ["SwiftUISurface"]),
  ("UniformTypeIdentifiers", "BaselineUniformTypeIdentifiers", ["SwiftUISurface"]),
  ("CoreTransferable", "BaselineCoreTransferable", ["SwiftUISurface"]),
  ("Accessibility", "BaselineAccessibility", ["SwiftUISurface"]),
  ("WidgetKit", "BaselineWidgetKit", ["SwiftUISurface"]),
  ("CoreGraphics", "BaselineCoreGraphics", ["BaselineStyle"]),
  ("UIKit", "BaselineUIKit", ["SwiftUISurface", "BaselineStyle"]),
  ("CoreLocation", "BaselineCoreLocation", []),
  ("MapKit", "BaselineMapKit", ["SwiftUISurface", "BaselineStyle", "BaselineCoreLocation"]),
  ("Charts", "BaselineCharts", ["SwiftUISurface", "LayoutCore", "BaselineStyle"]),
  ("os", "Baselineos", []),
]

let package = Package(
  name: "Baseline",
  products: [
    .library(name: "Baseline", targets: ["Baseline"]),
    .library(name: "Typography", targets: ["Typography"]),
    .library(name: "BaselineStyle", targets: ["BaselineStyle"]),
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "SwiftUISurface", targets: ["SwiftUISurface"]),
    .library(name: "BaselineDisplay", targets: ["BaselineDisplay"]),
    .library(name: "BaselineRendering", targets: ["BaselineRendering"]),
    .library(name: "BaselineScenes", targets: ["BaselineScenes"]),
    .library(name: "BaselineTesting", targets: ["BaselineTesting"]),
    .library(name: "BaselineSnapshotTesting", targets: ["BaselineSnapshotTesting"]),
    // The C library: include/baseline.h over libBaselineC.so.
    .library(name: "BaselineC", type: .dynamic, targets: ["BaselineC"]),
    // What `baseline preview` compiles users' view files against (docs/preview.md): the preview
    // runner, everything `import Baseline` brings and the stand-ins, as one shared library.
    .library(
      name: "BaselinePreviewKit", type: .dynamic,
      targets: ["BaselinePreview", "BaselineFoundationOverlay"] + appleStandIns.map(\.target)),
    .executable(name: "baseline", targets: ["BaselineTool"]),
    .executable(name: "typography-bench", targets: ["TypographyBenchmark"]),
    .executable(name: "layout-bench", targets: ["LayoutBenchmark"]),
    .executable(name: "long-run-bench", targets: ["LongRunBenchmark"]),
    .executable(name: "form-bench", targets: ["FormBenchmark"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `make docs`: the DocC catalogs as a static site (a plugin; nothing links against it).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C libraries from Debian, found through pkg-config.
    .systemLibrary(
      name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // libjpeg behind a plain C API that never exits the process on a bad file (its errors
    // jump back to the caller), for drawing JPEG images into PNG output.
    .target(
      name: "CJPEGBridge", path: "Sources/CJPEGBridge",
      linkerSettings: [.linkedLibrary("jpeg")]),
    // ICU (line breaking, bidi, scripts, graphemes) behind a plain C API, so that no ICU type
    // or version-suffixed symbol ever reaches Swift.
    .target(
      name: "CICUBridge", path: "Sources/CICUBridge",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),

    // Fonts, metrics (read through FreeType), shaping (HarfBuzz), itemization, fallback and
    // paragraph layout. Knows nothing of views.
    .target(
      name: "Typography", dependencies: ["BaselineStyle", "CHarfBuzz", "CFreeType", "CICUBridge"],
      swiftSettings: strictSwift),

    // The values both sides share, at the bottom: colors, paint, gradients, paths and strokes,
    // transforms and angles, fonts and the text style a measurer reads. Pure Swift, no I/O.
    .target(name: "BaselineStyle", swiftSettings: strictSwift),

    // The layout engine: proposals, alignment, the Layout protocol, the built-in layouts, nodes,
    // sizing, placement and the result. Pure Swift: text is measured through the TextMeasuring
    // protocol. Knows nothing of views; re-exports BaselineStyle, whose values its result holds.
    .target(name: "LayoutCore", dependencies: ["BaselineStyle"], swiftSettings: strictSwift),

    // SwiftUI's surface on the engine: views, modifiers, text and Markdown, state and
    // environment, controls and containers, and `LayoutEngine`, which turns views into nodes
    // and lays them out.
    .target(name: "SwiftUISurface", dependencies: ["LayoutCore"], swiftSettings: strictSwift),

    // `#Preview` and `@Previewable`: a compiler plugin that speaks the plugin protocol itself,
    // with no dependencies, so packages that use Baseline build it in seconds. The plugin is
    // its message loop; the protocol and the expansions are a plain library, which its tests
    // import: a test target that depends on a macro target has SwiftPM build every test, and
    // everything they import, a second time for the host.
    .target(name: "BaselineMacroExpansion", swiftSettings: strictSwift),
    .macro(name: "BaselineMacros", dependencies: ["BaselineMacroExpansion"], swiftSettings: strictSwift),

    // What to draw: a layout result's shapes and glyph runs (`DisplayList`), the glyphs made
    // again from each text's recipe (`MeasuredGlyphs`). Knows nothing of views.
    .target(name: "BaselineDisplay", dependencies: ["LayoutCore", "Typography"], swiftSettings: strictSwift),

    // What users import.
    .target(
      name: "Baseline", dependencies: ["BaselineStyle", "LayoutCore", "SwiftUISurface", "Typography", "BaselineDisplay", "BaselineMacros"],
      swiftSettings: strictSwift),

    // Display list to pictures: SVG, and PNG rasterized with FreeType and compressed with zlib;
    // image files are found and sized as the surface finds them (`ImageFile`, `FileIdentity`).
    .target(
      name: "BaselineRendering",
      dependencies: ["BaselineDisplay", "LayoutCore", "SwiftUISurface", "Typography", "CFreeType", "CZlib", "CJPEGBridge"],
      swiftSettings: strictSwift),

    // Layout assertions for Swift Testing (same baseline, same edge, no overflow, no
    // truncation) that write a failure picture.
    .target(
      name: "BaselineTesting", dependencies: ["Baseline", "BaselineRendering"],
      swiftSettings: strictSwift),

    // Snapshot strategies for swift-snapshot-testing: layout dump, layout JSON, SVG, PNG.
    .target(
      name: "BaselineSnapshotTesting",
      dependencies: [
        "Baseline", "BaselineRendering", "BaselineScenes",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: strictSwift),

    // The C API (Sources/BaselineC/include/baseline.h): scenes as JSON in and out, pictures, and
    // text handles a host layout engine can measure with.
    .target(
      name: "BaselineC", dependencies: ["Baseline", "BaselineRendering", "BaselineScenes"],
      exclude: ["include", "baseline.pc.in"],
      swiftSettings: strictSwift),

    // JSON scene files (docs/scene-format.md) decoded into view trees.
    .target(
      name: "BaselineScenes", dependencies: ["Baseline"],
      swiftSettings: strictSwift),

    // What `import Foundation` brings on Apple's platforms beyond Linux's Foundation (Combine's
    // publishers, `ObservableObject`, `@Observable`, Core Graphics values): `baseline preview`
    // imports it implicitly into the files it compiles.
    .target(
      name: "BaselineFoundationOverlay", dependencies: ["SwiftUISurface", "BaselineStyle"],
      swiftSettings: strictSwift),

    // The program `baseline preview` builds from users' view files: lays each preview out in a
    // process of its own and reports it.
    .target(
      name: "BaselinePreview", dependencies: ["Baseline", "BaselineRendering", "BaselineScenes"],
      swiftSettings: strictSwift),

    // The command line: a library of commands and a thin executable.
    .target(
      name: "BaselineCommands",
      dependencies: [
        "Baseline",
        "BaselinePreview",
        "BaselineRendering",
        "BaselineScenes",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSwift),
    .executableTarget(
      name: "BaselineTool",
      dependencies: [
        "BaselineCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSwift),

    // Throughput benchmark for the typography engine (run it in release: `make bench`).
    .executableTarget(
      name: "TypographyBenchmark", dependencies: ["Baseline", "CHarfBuzz"],
      swiftSettings: strictSwift),

    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["LayoutCore", "SwiftUISurface"],
      swiftSettings: strictSwift),

    // Forms at scale with real fonts: time per row, re-layout, peak memory, deep trees, decoding.
    .executableTarget(
      name: "FormBenchmark", dependencies: ["Baseline", "BaselineScenes", "BaselineCommands", "CHeapStatistics"],
      swiftSettings: strictSwift),

    // The heap in use, from glibc's malloc, for the benchmarks' memory figures.
    .target(name: "CHeapStatistics", path: "Sources/CHeapStatistics"),

    // Many layouts in one process: calls per second and resident memory over time.
    .executableTarget(
      name: "LongRunBenchmark", dependencies: ["Baseline", "CHeapStatistics"],
      swiftSettings: strictSwift),

    // The shared values alone: paths, paint, colors, fonts.
    .testTarget(name: "BaselineStyleTests", dependencies: ["BaselineStyle"], swiftSettings: strictSwift),
    // The engine alone: node trees built and laid out without views.
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"], swiftSettings: strictSwift),
    // The SwiftUI surface on the engine, with the font-free measurer.
    .testTarget(
      name: "SwiftUISurfaceTests",
      dependencies: [
        "LayoutCore", "SwiftUISurface", "SeedExampleViews", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSwift),
    // The seed documents' alignment examples as views, laid out by the surface and scene tests.
    .target(
      name: "SeedExampleViews", dependencies: ["LayoutCore", "SwiftUISurface"], path: "Tests/SeedExampleViews",
      swiftSettings: strictSwift),
    // What the tests above the engine share: the bundled fonts, running the command, scenes
    // from JSON text, temporary directories.
    .target(
      name: "BaselineTestSupport", dependencies: ["Baseline", "BaselineRendering", "BaselineScenes"],
      path: "Tests/BaselineTestSupport", swiftSettings: strictSwift),
    // Scene files: decoding, faults, fuzzing, round trips, the result as JSON.
    .testTarget(
      name: "BaselineScenesTests",
      dependencies: [
        "Baseline", "BaselineScenes", "BaselineRendering", "BaselineCommands", "BaselineTestSupport", "SeedExampleViews",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSwift),
    // Display lists drawn to SVG and PNG, images.
    .testTarget(
      name: "BaselineRenderingTests",
      dependencies: ["Baseline", "BaselineRendering", "BaselineScenes", "BaselineTestSupport", "CZlib"],
      exclude: ["Fixtures"],
      swiftSettings: strictSwift),
    // The product as users meet it: text with real fonts, the README's examples, controls,
    // checks, snapshots, the command line, hostile files.
    .testTarget(
      name: "BaselineTests",
      dependencies: [
        "Baseline", "BaselineRendering", "BaselineScenes", "BaselineCommands", "BaselineTesting", "BaselineSnapshotTesting",
        "BaselineTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Snapshots", "Fixtures", "__Snapshots__"],
      swiftSettings: strictSwift),
    // What to draw: the display list's order, effects and glyph runs.
    .testTarget(
      name: "BaselineDisplayTests", dependencies: ["Baseline", "BaselineDisplay", "BaselineTestSupport"],
      swiftSettings: strictSwift),
    // The command line: batches and `baseline preview` on fixture apps (Fixtures/).
    .testTarget(
      name: "BaselineCommandsTests",
      dependencies: ["Baseline", "BaselineCommands", "BaselineScenes", "BaselineTestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: strictSwift),
    // The C library's Swift side: handles, buffers, metrics, errors.
    .testTarget(name: "BaselineCTests", dependencies: ["BaselineC"], swiftSettings: strictSwift),
    // `import SwiftUI` in a target of one's own, as the README shows it: the module alias.
    .testTarget(
      name: "BaselineSwiftUITests", dependencies: ["BaselineSwiftUI"],
      swiftSettings: strictSwift + [.unsafeFlags(["-module-alias", "SwiftUI=BaselineSwiftUI"])]),
    .testTarget(
      name: "BaselineMacroExpansionTests", dependencies: ["BaselineMacroExpansion"],
      swiftSettings: strictSwift),
    .testTarget(
      name: "TypographyTests", dependencies: ["Typography"],
      swiftSettings: strictSwift),
  ],
  swiftLanguageModes: [.v6]
)

// The stand-ins, each a library of its own for targets that alias the name.
for standIn in appleStandIns {
  package.products.append(.library(name: standIn.target, targets: [standIn.target]))
  package.targets.append(
    .target(name: standIn.target, dependencies: standIn.dependencies.map { .target(name: $0) }, swiftSettings: strictSwift))
}
