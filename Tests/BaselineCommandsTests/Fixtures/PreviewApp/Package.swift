// swift-tools-version:5.9
// The fixture app `baseline preview` is tested with (Tests/BaselineCommandsTests/PreviewCommandTests.swift,
// scripts/preview-browser-test.py): view files as an app's package holds them. On Apple's
// platforms it builds against SwiftUI; on Linux, `baseline preview` compiles its Sources.
import PackageDescription

let package = Package(
  name: "PreviewApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [.executableTarget(name: "PreviewApp")]
)
