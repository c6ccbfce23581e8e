import SwiftUI
import Testing

// A target of one's own that keeps `import SwiftUI` on Linux, as the README shows it: the
// package manifest compiles this target with `-module-alias SwiftUI=BaselineSwiftUI`.

/// A caption whose first baseline sits on a 30-point swatch's bottom edge, as an app's view file
/// writes it.
private struct SwatchCaption: View {
  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 0) {
      SwiftUI.Color.red.frame(width: 10, height: 30)
        .alignmentGuide(.firstTextBaseline) { dimensions in dimensions[.bottom] }
      Text("Swatch").id("caption")
    }
  }
}

#if canImport(SwiftUI)
private let canImportSwiftUI = true
#else
private let canImportSwiftUI = false
#endif

@Suite("import SwiftUI in a target of one's own")
struct SwiftUIImportTests {
  @Test("the aliased import lays out with the bundled fonts: the caption's baseline on the swatch's bottom")
  func aliasedImportLaysOut() throws {
    let result = try LayoutEngine(fonts: .bundled()).layout(SwatchCaption())
    // Noto Sans (1,000 units per em, ascender 1,069, descender 293, no line gap) at the body
    // size, 17: ascent 1069 x 17 / 1000 = 18.173, height (1069 + 293) x 17 / 1000 = 23.154.
    // The baseline at y 30 puts the text's top at 30 - 18.173 = 11.827 and its bottom at 34.981.
    let caption = try #require(result.frame(of: "caption"))
    #expect(caption.minX == 10)
    #expect(abs(caption.minY - 11.827) < 0.0005)
    #expect(abs(caption.height - 23.154) < 0.0005)
    #expect(abs(try #require(result[id: "caption"]?.firstBaseline) - 30) < 0.0005)
    #expect(abs(result.size.height - 34.981) < 0.0005)
  }

  @Test("canImport(SwiftUI) follows the alias: true in this target, as on Apple's platforms")
  func canImportFollowsTheAlias() {
    #expect(canImportSwiftUI)
  }
}
