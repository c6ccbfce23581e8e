import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// The fake measurer sets a text of size s (other than 12, 17, 28 and 34) 0.6 s wide per
/// character and s tall, so a text's frame shows the size it was measured at.
@Suite("Dynamic Type")
struct DynamicTypeTests {
  @Test("A text style takes its size from Apple's table: body 23 at xxxLarge, 53 at AX5, 14 at xSmall")
  func bodySizes() {
    // Five characters: 5 x 0.6 x 23 = 69 wide, 23 tall.
    expectFrame(layout(Text("Hello").id("t").dynamicTypeSize(.xxxLarge))[id: "t"]?.frame, 0, 0, 69, 23)
    expectFrame(layout(Text("Hello").id("t").dynamicTypeSize(.accessibility5))[id: "t"]?.frame, 0, 0, 159, 53)
    expectFrame(layout(Text("Hello").id("t").dynamicTypeSize(.xSmall))[id: "t"]?.frame, 0, 0, 42, 14)
    // At large the body is the measurer's 17-point row: 10 per character, 21 tall.
    expectFrame(layout(Text("Hello").id("t").dynamicTypeSize(.large))[id: "t"]?.frame, 0, 0, 50, 21)
  }

  @Test("Each style follows its own column: title3 26 at xxxLarge, caption2 40 at AX5, largeTitle 31 at xSmall")
  func otherStyles() {
    #expect(layout(Text("a").font(.title3).id("t").dynamicTypeSize(.xxxLarge))[id: "t"]?.frame.height == 26)
    #expect(layout(Text("a").font(.caption2).id("t").dynamicTypeSize(.accessibility5))[id: "t"]?.frame.height == 40)
    #expect(layout(Text("a").font(.largeTitle).id("t").dynamicTypeSize(.xSmall))[id: "t"]?.frame.height == 31)
    // Footnote and the captions keep one size across the three smallest settings.
    #expect(Font.TextStyle.footnote.pointSize(at: .xSmall) == 12 && Font.TextStyle.footnote.pointSize(at: .medium) == 12)
    // At large every style is its default size.
    for style in Font.TextStyle.allCases { #expect(style.pointSize(at: .large) == style.pointSize) }
  }

  @Test("A font set on the text, and an environment font, both scale")
  func textAndEnvironmentFonts() {
    // title at xxLarge is 32: 0.6 x 32 = 19.2 per character.
    expectFrame(layout(Text("ab").font(.title).id("t").dynamicTypeSize(.xxLarge))[id: "t"]?.frame, 0, 0, 38.4, 32)
    expectFrame(layout(Text("ab").id("t").font(.title).dynamicTypeSize(.xxLarge))[id: "t"]?.frame, 0, 0, 38.4, 32)
  }

  @Test("custom(_:size:) scales as body, relativeTo: as its style; fixed sizes never scale")
  func customFonts() {
    // 20 points relative to body at xxxLarge: 20 x 23 / 17.
    let relativeToBody = layout(Text("a").font(.custom("Noto Sans", size: 20)).id("t").dynamicTypeSize(.xxxLarge))
    expectClose(relativeToBody[id: "t"]?.frame.height, 20.0 * 23 / 17)
    // 20 points relative to caption (12 at large, 43 at AX5): 20 x 43 / 12.
    let relativeToCaption = layout(
      Text("a").font(.custom("Noto Sans", size: 20, relativeTo: .caption)).id("t").dynamicTypeSize(.accessibility5))
    expectClose(relativeToCaption[id: "t"]?.frame.height, 20.0 * 43 / 12)
    #expect(layout(Text("a").font(.custom("Noto Sans", fixedSize: 20)).id("t").dynamicTypeSize(.accessibility5))[id: "t"]?.frame.height == 20)
    #expect(layout(Text("a").font(.system(size: 20)).id("t").dynamicTypeSize(.accessibility5))[id: "t"]?.frame.height == 20)
  }

  @Test("A range limits the setting for the texts inside it")
  func rangeLimit() {
    let view = VStack { Text("a").id("t") }.dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5)
    #expect(layout(view)[id: "t"]?.frame.height == 19)
  }

  @Test("A symbol image follows its font: 21 points at xxLarge, 1.2 x 21 at the large image scale")
  func symbols() {
    expectFrame(layout(Image(systemName: "star").id("s").dynamicTypeSize(.xxLarge))[id: "s"]?.frame, 0, 0, 21, 21)
    let large = layout(Image(systemName: "star").imageScale(.large).id("s").dynamicTypeSize(.xxLarge))
    expectClose(large[id: "s"]?.frame.width, 1.2 * 21)
  }

  @Test("@ScaledMetric relative to a style scales by that style: 12 relative to caption is 43 at AX5")
  func scaledMetricRelativeTo() {
    #expect(layout(CaptionScaled().dynamicTypeSize(.accessibility5))[id: "m"]?.frame.width == 43)
    #expect(layout(CaptionScaled())[id: "m"]?.frame.width == 12)
  }
}

private struct CaptionScaled: View {
  @ScaledMetric(relativeTo: .caption) private var side: CGFloat = 12

  var body: some View {
    Color.gray.frame(width: side, height: side).id("m")
  }
}
