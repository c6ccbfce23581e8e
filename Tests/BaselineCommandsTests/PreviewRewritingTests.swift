import Foundation
import Testing
@testable import BaselineCommands

/// The line-for-line rewrites of the preview's copies of a file: platform conditions, main-actor
/// isolation, local packages' imports. Lines keep their numbers, whatever the line breaks.
@Suite("Preview source rewriting")
struct PreviewRewritingTests {
  @Test("platform conditions are decided on #if and #elseif lines only, CRLF files included")
  func platformConditions() {
    let source = "#if os(iOS) && !targetEnvironment(macCatalyst)\r\nlet a = os(1)\r\n#elseif canImport(AppKit) || canImport(SwiftUI)\r\n#endif"
    #expect(
      PreviewPlatform.ios.decide(source)
        == "#if true && !false\nlet a = os(1)\n#elseif false || canImport(SwiftUI)\n#endif")
    #expect(PreviewPlatform.macos.decide("#if os(macOS)\n#endif") == "#if true\n#endif")
    #expect(PreviewPlatform.ios.decide("#if DEBUG\n#endif") == nil)
  }

  @Test("a view's conformance is made main-actor and preconcurrency, unless the user isolated it")
  func isolation() {
    #expect(
      PreviewIsolation.isolating("struct Row<Content: View>: View, Equatable {\n}")
        == "@preconcurrency @MainActor struct Row<Content: View>: @preconcurrency View, Equatable {\n}")
    #expect(
      PreviewIsolation.isolating("@MainActor\nstruct A: View {}") == "@MainActor\nstruct A: @preconcurrency View {}")
    #expect(PreviewIsolation.isolating("struct Model: Codable {}") == nil)
  }
}
