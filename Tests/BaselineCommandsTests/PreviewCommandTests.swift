import Baseline
import BaselineTestSupport
import Foundation
import Testing

/// `Tests/BaselineCommandsTests/Fixtures/PreviewApp`: a package of view files as apps write them (`import SwiftUI`,
/// `import Combine`, `#Preview` with traits, a `PreviewProvider` of two previews, a custom
/// `Layout`, a body that traps, an `@main` file), compiled and rendered by `baseline preview`.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures/PreviewApp").path

/// Whether the preview kit (`make preview-kit`) was built beside the test bundle (`swift test`
/// builds every product; without it the command must say what to build).
private let kitIsBuilt = ResourceLocator.executableDirectory.map {
  FileManager.default.fileExists(atPath: $0 + "/libBaselinePreviewKit.so")
} ?? false

@Suite("baseline preview")
struct PreviewCommandTests {
  @Test("the fixture app: seven previews, sizes, a preview modifier's async context, a truncation with file and line, a trapping preview isolated, JUnit, cache")
  func fixtureApp() throws {
    try withTemporaryDirectory { folder in
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let arguments = ["preview", fixtures, "-o", folder + "/out", "--junit", folder + "/junit.xml", "--fail-on", "truncation"]
      let run = try runProgram(baselineExecutable(), arguments, environment: environment)
      guard kitIsBuilt else {
        #expect(run.status == 2)
        #expect(run.error.contains("build the preview kit first"))
        return
      }
      // Exit 1: a preview trapped and --fail-on truncation found one.
      #expect(run.status == 1, "\(run.error)")
      #expect(run.error.contains("PreviewApp.swift declares @main; it is left out"))
      let lines = run.output.split(separator: "\n").map(String.init)
      // Equal-width columns of the widest swatch (50) by the tallest (40): 3 x 50 = 150 by 40.
      #expect(lines.contains("Swatches.swift:21 \"Swatches\" preview: 150 x 40"))
      // A 60-point frame around one line of the body font (Noto Sans 17: (1069 + 293) x 17 /
      // 1000 = 23.154); the long name does not fit, so it is cut off at the frame's width.
      #expect(lines.contains("ProfileRow.swift:30 \"Short\" preview: 60 x 23.15"))
      #expect(lines.contains("ProfileRow.swift:30 \"Long\" preview: text \"Notifications and more\" truncated at width 60"))
      // The fixed layout proposes 320 wide; the device layout the default screen, 393 wide.
      #expect(lines.contains { $0.hasPrefix("SettingsView.swift:20 \"Settings, fixed\" preview: 320 x ") })
      #expect(lines.contains { $0.hasPrefix("SettingsView.swift:16 \"Settings\" preview: 393 x ") })
      // The trapping body takes only its own process down.
      #expect(lines.contains("Broken.swift:11 \"Broken\" preview: failed: the preview trapped (signal 4): Fatal error: Index out of range"))
      // A PreviewModifier whose shared context (made asynchronously) holds two names frames the
      // content 2 x 50 by 40.
      #expect(lines.contains("Samples.swift:35 \"Samples\" preview: 100 x 40"))
      #expect(lines.last?.hasPrefix("7 previews in ") == true)

      for stem in ["Swatches-21", "SettingsView-16", "SettingsView-20", "ProfileRow_Previews-0", "ProfileRow_Previews-1"] {
        for suffix in [".png", ".svg", ".json"] {
          #expect(FileManager.default.fileExists(atPath: "\(folder)/out/\(stem)\(suffix)"), "\(stem)\(suffix)")
        }
      }
      let gallery = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
      #expect(gallery.components(separatedBy: "<figure").count - 1 == 7)
      #expect(gallery.contains("<img src=\"Swatches-21.png\""))
      let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
      #expect(junit.contains("tests=\"7\" failures=\"1\" errors=\"1\""))

      // A second run of the same files reuses the program: it is not built again.
      let programs = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache")
      #expect(programs.count == 1)
      let program = "\(folder)/cache/\(programs[0])/preview"
      let built = try FileManager.default.attributesOfItem(atPath: program)[.modificationDate] as? Date
      let again = try runProgram(baselineExecutable(), arguments + ["--filter", "Swatches"], environment: environment)
      #expect(again.status == 0, "\(again.error)")
      #expect(again.output.split(separator: "\n").map(String.init) == ["Swatches.swift:21 \"Swatches\" preview: 150 x 40", "1 preview in \(folder)/out/index.html"])
      #expect(try FileManager.default.attributesOfItem(atPath: program)[.modificationDate] as? Date == built)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").count == 1)

      // --device replaces the preview's own layout with the device's screen (an iPhone SE: 375
      // points wide); an unknown device keeps the preview's size and says so.
      let device = try runProgram(
        baselineExecutable(), arguments + ["--filter", "Settings, fixed", "--device", "iPhone SE (3rd generation)", "--locale", "de_DE", "--color-scheme", "dark"],
        environment: environment)
      #expect(device.output.split(separator: "\n").first.map { $0.hasPrefix("SettingsView.swift:20 \"Settings, fixed\" preview: 375 x ") } == true)
      let unknown = try runProgram(baselineExecutable(), arguments + ["--filter", "Swatches", "--device", "Nokia 3310"], environment: environment)
      #expect(
        unknown.output.contains(
          "Swatches.swift:21 \"Swatches\" preview: warning: --device: unknown device \"Nokia 3310\"; the preview's own size is used"))
    }
  }

  @Test(
    "Apple's module names in view files: all seven import their stand-ins, qualified names resolve, canImport is true for each",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func standInModules() throws {
    try withTemporaryDirectory { folder in
      let file = folder + "/Imports.swift"
      try """
        import Accessibility
        import Combine
        import CoreGraphics
        import CoreTransferable
        import SwiftUI
        import UniformTypeIdentifiers
        import WidgetKit

        #if canImport(SwiftUI) && canImport(Combine) && canImport(UniformTypeIdentifiers) && canImport(CoreTransferable) && canImport(Accessibility) && canImport(WidgetKit) && canImport(CoreGraphics)
        let width: CGFloat = 30
        #else
        let width: CGFloat = 10
        #endif

        #Preview("Imports") {
          SwiftUI.Color.red.frame(width: width, height: WidgetKit.WidgetFamily.allCases.isEmpty ? 0 : CoreGraphics.CGFloat(20))
        }

        """.write(toFile: file, atomically: true, encoding: .utf8)
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", file, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output.split(separator: "\n").first == "Imports.swift:15 \"Imports\" preview: 30 x 20")
    }
  }

  @Test(
    "an app written against older SwiftUI, with styles of its own: compiles unchanged, each style laid out as its makeBody says",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func olderApp() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("OlderApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      let lines = run.output.split(separator: "\n").map(String.init)
      // BarProgressStyle: 200 x fractionCompleted 0.5 by 8.
      #expect(lines.contains("Styles.swift:42 \"Bar progress\" preview: 100 x 8"))
      // NeedleGaugeStyle: 200 x (30 of 0...120 = 0.25) by 4.
      #expect(lines.contains("Styles.swift:46 \"Needle gauge\" preview: 50 x 4"))
      // CheckmarkToggleStyle at a fixed 100 x 40: the label, a spacer, a 24-point square when on.
      #expect(lines.contains("Styles.swift:50 \"Checkmark\" preview: 100 x 24"))
      // StackedLabeledContentStyle: label and content 24 tall each, in an 80-wide frame.
      #expect(lines.contains("Styles.swift:54 \"Stacked\" preview: 80 x 48"))
      // ColumnControlGroupStyle: two 30 x 10 controls, 4 apart.
      #expect(lines.contains("Styles.swift:58 \"Column group\" preview: 30 x 24"))
      // The iOS 13-era settings screen lays out on the device's width, nothing outside it.
      #expect(lines.contains { $0.hasPrefix("OlderSettings.swift:87 OlderSettings_Previews preview 1: 393 x ") })
      // The badge: "New" in Noto Sans 17 (23.154 tall) padded by twice (2, 4, 2, 4): 31.15 tall.
      #expect(lines.contains { $0.hasPrefix("OlderSettings.swift:87 \"Badge\" preview: ") && $0.hasSuffix(" x 31.15") })
      #expect(!lines.contains { $0.contains("outside") || $0.contains("failed") })
      #expect(lines.last?.hasPrefix("7 previews in ") == true)
    }
  }

  @Test(
    "model files that import only Foundation see ObservableObject, publishers, @Observable and Core Graphics values; import CoreGraphics resolves; Bundle.main and Bundle.module find the JSON beside the sources, Color(name) the asset catalog; views are main-actor code",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func foundationAsOnApplePlatforms() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("ModelApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      // 3 counts and 2 items, 10 points each, doubled by the transform (60 x 40), inset by 5.
      #expect(run.output.split(separator: "\n").contains("BasketView.swift:15 \"Basket\" preview: 50 x 30"))
      // A @MainActor model in a @StateObject, a @MainActor helper in body: 40 x (1 + 2 + 3).
      #expect(run.output.split(separator: "\n").contains("TruckView.swift:33 \"Truck\" preview: 40 x 6"))
      // Lengths of "Apples and Pears" (16) by "Items: 2", "5 km" and "Basket" (8 + 4 + 6).
      #expect(run.output.split(separator: "\n").contains("BasketView.swift:19 \"Summary\" preview: 16 x 18"))
      // Four landmarks from Bundle.main's landmarks.json, 10 each; a row 12 tall from Bundle.module's metrics.json.
      #expect(run.output.split(separator: "\n").contains("LandmarkList.swift:27 \"Landmarks\" preview: 40 x 12"))
      // Color("Brand") is found in the app's Assets.xcassets, with no --assets: no warning.
      #expect(!run.output.contains("warning"), "\(run.output)")
    }
  }

  @Test(
    "an app with a file that does not compile: it and the file that needs it are left out and listed with their errors, the rest renders; --strict fails",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func degradeDontDie() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("DegradeApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      let lines = run.output.split(separator: "\n").map(String.init)
      #expect(lines.contains("Good.swift:7 \"Good\" preview: 20 x 10"))
      // Broken.swift imports a module there is none of (StoreKit); PlaceRow.swift needs its `Place`.
      #expect(lines.contains { $0.hasSuffix("Broken.swift: left out: did not compile: 2:8: error: no such module 'StoreKit'") })
      #expect(
        lines.contains {
          $0.contains("PlaceRow.swift: left out: did not compile once the files above were left out: ")
            && $0.hasSuffix("5:14: error: cannot find type 'Place' in scope")
        })
      #expect(lines.last?.hasPrefix("1 preview in ") == true)
      // Every round's messages on standard error; the gallery lists both files.
      #expect(run.error.contains("no such module 'StoreKit'") && run.error.contains("cannot find type 'Place' in scope"))
      let page = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
      #expect(page.contains("Left out: files that did not compile") && page.contains("PlaceRow.swift (once the files above were left out)"))

      // Strict: the first failure fails the run.
      let strict = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/strict", "--strict"], environment: environment)
      #expect(strict.status == 1)
      #expect(strict.error.contains("error: the view files did not compile"))
    }
  }

  @Test(
    "previews compile for iOS by default: its #if branches, UIKit's values and representables as placeholders; --platform macos takes the macOS branches",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func platforms() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("PlatformApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let ios = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/ios"], environment: environment)
      #expect(ios.status == 0, "\(ios.error)")
      #expect(ios.error.contains("note: compiling for iOS"))
      #expect(try String(contentsOfFile: folder + "/ios/index.html", encoding: .utf8).contains("<h1>Previews <small>(iOS)</small></h1>"))
      let lines = ios.output.split(separator: "\n").map(String.init)
      // The os(iOS) branch: 30 x 20 in the system blue.
      #expect(lines.contains("Badge.swift:18 \"Badge\" preview: 30 x 20"))
      // The representable takes the 120 x 80 it is offered; the theme reads 0.5 red and 1 blue.
      #expect(lines.contains("UIKitBridges.swift:22 \"Map\" preview: 120 x 80"))
      #expect(lines.contains("UIKitBridges.swift:26 \"Theme\" preview: 50 x 10"))
      #expect(lines.last?.hasPrefix("3 previews in ") == true)
      // UIColor.systemBlue is 0, 122, 255.
      let svg = try String(contentsOfFile: folder + "/ios/Badge-18.svg", encoding: .utf8)
      #expect(svg.contains("fill=\"#007aff\""), "\(svg)")

      let macos = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/macos", "--platform", "macos"], environment: environment)
      #expect(macos.status == 0, "\(macos.error)")
      let macLines = macos.output.split(separator: "\n").map(String.init)
      #expect(macLines.contains("Badge.swift:18 \"Badge\" preview: 40 x 20"))
      #expect(macLines.last?.hasPrefix("1 preview in ") == true)
    }
  }

  @Test(
    "MapKit, CoreLocation and Charts: regions, coordinates and distances as values, Map and Chart as placeholders at their offered size",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func maps() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("MapApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      // 111 km between 0,0 and 0,1 wide; two maps 100 and 50 tall.
      #expect(run.output.split(separator: "\n").contains("MapScreen.swift:26 \"Map\" preview: 111 x 150"))
      // Charts: placeholders at the frames their views give them.
      #expect(run.output.split(separator: "\n").contains("SalesChart.swift:43 \"Sales\" preview: 200 x 120"))
      #expect(run.output.split(separator: "\n").contains("SalesChart.swift:47 \"Trend\" preview: 150 x 80"))
    }
  }

  @Test(
    "an app with a local package: the package's module compiles with the app, its imports resolve, its tests are left out",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func localPackage() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("PackageApp").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      // Three products priced 30, 50 and 40, a 10-point row each: 50 x 30.
      #expect(run.output.split(separator: "\n").contains("ShopView.swift:14 \"Shop\" preview: 50 x 30"))
      #expect(!run.output.contains("left out"))
    }
  }

  @Test(
    "a whole app in the shape of Apple's samples (22 files, a local package, JSON through Bundle.main, asset and string catalogs, #if os(iOS), a Map and a Chart): every preview renders, the iOS branch laid out",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func wholeApp() throws {
    try withTemporaryDirectory { folder in
      let app = URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent("FoodShop").path
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", app, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 0, "\(run.error)")
      let lines = run.output.split(separator: "\n").map(String.init)
      #expect(!lines.contains { $0.contains("failed") || $0.contains("left out") || $0.contains("warning") }, "\(run.output)")
      #expect(lines.last?.hasPrefix("15 previews in ") == true, "\(run.output)")
      #expect(run.error.contains("FoodShopApp.swift declares @main"))
      // The sizes the fixture's comments work out.
      for expected in [
        "NutritionChart.swift:18 \"Nutrition\" preview: 200 x 100", "StoreMap.swift:16 \"Map\" preview: 300 x 150",
        "PlatformBanner.swift:14 \"Banner\" preview: 120 x 30", "Badge.swift:15 \"Badge\" preview: 24 x 24",
        "Theme.swift:21 \"Stored color\" preview: 100 x 50", "FavoriteButton.swift:18 \"Favorite\" preview: 32 x 32",
        "LightDishes.swift:16 \"Light dishes\" preview: 110 x 20",
      ] {
        #expect(lines.contains(expected), "\(expected)")
      }
    }
  }

  @Test(
    "a file that does not compile: the compiler's message names the user's file and line; exit 1",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func compileError() throws {
    try withTemporaryDirectory { folder in
      let file = folder + "/Bad.swift"
      try "import SwiftUI\n\nstruct Bad: View {\n  var body: some View { Text(42) }\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
      let environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      let run = try runProgram(baselineExecutable(), ["preview", file, "-o", folder + "/out"], environment: environment)
      #expect(run.status == 1)
      #expect(run.error.contains("\(file):4:"))
      #expect(run.error.contains("error: the view files did not compile"))
    }
  }

  @Test(
    "--serve: the gallery on 127.0.0.1, rendered again when a file changes; only the folder's files are served",
    .enabled(if: kitIsBuilt, "the preview kit is not built here"))
  func serve() throws {
    try withTemporaryDirectory { folder in
      let app = folder + "/app"
      try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
      let swatches = app + "/Swatches.swift"
      try FileManager.default.copyItem(atPath: fixtures + "/Sources/PreviewApp/Swatches.swift", toPath: swatches)
      let port = 20_000 + Int.random(in: 0..<20_000)
      let log = folder + "/log"
      _ = FileManager.default.createFile(atPath: log, contents: nil)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try baselineExecutable())
      process.arguments = ["preview", app, "-o", folder + "/out", "--serve", "--port", String(port)]
      process.environment = ProcessInfo.processInfo.environment.merging(["BASELINE_PREVIEW_CACHE": folder + "/cache"]) { $1 }
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
      process.standardError = FileHandle.nullDevice
      try process.run()
      defer {
        process.terminate()  // the server takes SIGTERM back even from a parent that blocks it
        process.waitUntilExit()
      }
      /// The body of a GET, through Python's standard library (no HTTP client in the test
      /// target); nil on an HTTP error.
      func get(_ path: String) throws -> String? {
        let script = "import sys, urllib.request\ntry:\n  print(urllib.request.urlopen(sys.argv[1]).read().decode(), end='')\nexcept Exception:\n  sys.exit(3)"
        let run = try runProgram("/usr/bin/env", ["python3", "-c", script, "http://127.0.0.1:\(port)\(path)"])
        return run.status == 0 ? run.output : nil
      }
      /// The server's output so far, read with plain reads: Foundation's `String(contentsOfFile:)`
      /// leaks its buffer when the file grows while it reads (LeakSanitizer reports it).
      func logText() -> String {
        guard let handle = FileHandle(forReadingAtPath: log) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
      }
      func waitFor(_ what: String, _ condition: () throws -> Bool) throws {
        var tries = 0
        while try !condition(), tries < 240 {
          usleep(250_000)
          tries += 1
        }
        #expect(try condition(), "\(what); log: \(logText())")
      }
      try waitFor("serving") { logText().contains("serving") }
      #expect(try get("/__version") == "1")
      #expect(try get("/")?.contains("&quot;Swatches&quot; preview") == true)
      #expect(try get("/Swatches-21.json")?.contains("\"width\": 150") == true)
      #expect(try get("/../log") == nil)

      // Renamed in the file: the server renders again and the version moves on.
      let text = try String(contentsOfFile: swatches, encoding: .utf8)
      try text.replacingOccurrences(of: "#Preview(\"Swatches\"", with: "#Preview(\"Swatches, again\"")
        .write(toFile: swatches, atomically: true, encoding: .utf8)
      try waitFor("a second pass") { try get("/__version") == "2" }
      #expect(try get("/")?.contains("&quot;Swatches, again&quot; preview") == true)
    }
  }

  @Test("bad options are usage errors (exit 2) before anything is built")
  func badOptions() throws {
    for (arguments, message) in [
      (["--fail-on", "typos"], "unknown finding \"typos\""), (["--scale", "0"], "--scale"), (["--module-name", "1x"], "--module-name"),
      (["--color-scheme", "sepia"], "--color-scheme"), (["--dynamic-type", "huge"], "--dynamic-type"), (["--assets", "/nonexistent.xcassets"], "--assets"),
    ] {
      let run = try runProgram(baselineExecutable(), ["preview", fixtures] + arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.contains(message), "\(run.error)")
    }
  }
}
