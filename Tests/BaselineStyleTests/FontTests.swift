import Foundation
import Testing
@testable import BaselineStyle

@Suite("Font descriptions")
struct FontTests {
  @Test("Which fonts follow Dynamic Type: text styles by their own style, custom sizes by body or the style named, fixed sizes none")
  func scalingStyles() {
    #expect(Font.title.scalingTextStyle == .title)
    #expect(Font.custom("Noto Sans", size: 20).scalingTextStyle == .body)
    #expect(Font.custom("Noto Sans", size: 20, relativeTo: .caption).scalingTextStyle == .caption)
    #expect(Font.custom("Noto Sans", fixedSize: 20).scalingTextStyle == nil)
    #expect(Font.system(size: 20).scalingTextStyle == nil)
    // Modifiers keep it.
    #expect(Font.footnote.bold().italic().scalingTextStyle == .footnote)
  }

  @Test("A font stays 48 bytes: environments and text styles copy it often")
  func size() {
    #expect(MemoryLayout<Font>.size <= 48)
  }
}
