import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// A prepared tree that keeps its shape makes each result after the first while it is placed: a
// container whose result does not ask its children for baselines walks each child's subtree as
// soon as it has placed it. The results are the ones a fresh layout gives, bit for bit.

@Suite("The result walk while a prepared tree is placed")
struct ResultWalkTests {
  /// Three form rows: a 20-wide label and a text of six characters (10 points each with the
  /// fake measurer's body font, 16 ascent, 5 descent).
  struct Rows: View {
    var mirrorsSecondRow = false
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<3) { row in
          HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("ab").frame(width: 20)
            Text("cdefgh")
          }
          .environment(\.layoutDirection, row == 1 && mirrorsSecondRow ? .rightToLeft : .leftToRight)
        }
      }
    }
  }

  @Test("rows re-laid out at 40 wide: the value texts wrap to three lines of two, 63 tall, placed as they are walked")
  func rowsWalkedWhilePlaced() throws {
    let prepared = engine.prepare(Rows())
    let wide = prepared.layout(proposal: ProposedViewSize(width: 100, height: nil))
    // The first result is made after placement (there is no result to update yet).
    #expect(prepared.subtreesWalkedWhilePlacing == 0)
    #expect(wide.size == CGSize(width: 80, height: 63))
    let narrow = prepared.layout(proposal: ProposedViewSize(width: 40, height: nil))
    // The column walked its 3 rows as it placed them, each row its label's frame and its text.
    #expect(prepared.subtreesWalkedWhilePlacing == 3 + 3 * 2)
    // At 40 wide the text gets 40 - 20 = 20: two characters a line, three lines of 21, 63 tall;
    // each row is 63 tall, its first baseline the label's and the text's, 16 below its top.
    #expect(narrow.size == CGSize(width: 40, height: 3 * 63))
    let texts = narrow.views(ofKind: "Text")
    #expect(texts.count == 6)
    for row in 0..<3 {
      let value = texts[2 * row + 1]
      expectFrame(value.frame, 20, 63 * CGFloat(row), 20, 63)
      #expect(value.text?.measured.lines.count == 3)
      #expect(value.firstBaseline == 63 * CGFloat(row) + 16)
      #expect(value.lastBaseline == 63 * CGFloat(row) + 16 + 2 * 21)
      let stack = narrow.views(ofKind: "HStack")[row]
      #expect(stack.firstBaseline == 63 * CGFloat(row) + 16)
      #expect(stack.guideLines == [GuideLine(orientation: .horizontal, position: 63 * CGFloat(row) + 16)])
    }
    #expect(narrow.nodes[0].firstBaseline == CGFloat(16))
    #expect(narrow.nodes[0].lastBaseline == CGFloat(2 * 63 + 16 + 2 * 21))
    ResultTreeTests.expectSameBits(narrow, engine.layout(Rows(), proposal: ProposedViewSize(width: 40, height: nil)))
  }

  @Test("a right-to-left row is walked after it is mirrored: its children are not walked while placed, and sit mirrored")
  func mirroredRowWaits() throws {
    let prepared = engine.prepare(Rows(mirrorsSecondRow: true))
    _ = prepared.layout(proposal: ProposedViewSize(width: 100, height: nil))
    let narrow = prepared.layout(proposal: ProposedViewSize(width: 40, height: nil))
    #expect(prepared.subtreesWalkedWhilePlacing == 3 + 2 * 2)
    // Mirrored across the row's 40 points: the label (one line, 21 tall) at 20..40, the text
    // at 0..20.
    let texts = narrow.views(ofKind: "Text")
    expectFrame(texts[2].frame, 20, 63, 20, 21)
    expectFrame(texts[3].frame, 0, 63, 20, 63)
    ResultTreeTests.expectSameBits(
      narrow, engine.layout(Rows(mirrorsSecondRow: true), proposal: ProposedViewSize(width: 40, height: nil)))
  }

  @Test("each re-layout of the baseline corpus (grids, a custom layout, guides, a mirrored row) has a fresh layout's bits")
  func corpusSameAsFresh() throws {
    let prepared = engine.prepare(ResultTreeTests.BaselineCorpus())
    for width in [97.3, 61.9, 140.2, 97.3, 0, 33.3] {
      let proposal = ProposedViewSize(width: width, height: nil)
      let again = prepared.layout(proposal: proposal)
      let fresh = engine.layout(ResultTreeTests.BaselineCorpus(), proposal: proposal)
      ResultTreeTests.expectSameBits(again, fresh)
      #expect(again.nodes.map(\.kind) == fresh.nodes.map(\.kind))
      #expect(again.nodes.map(\.children) == fresh.nodes.map(\.children))
      #expect(again.warnings == fresh.warnings)
    }
    #expect(prepared.subtreesWalkedWhilePlacing > 0)
  }

  @Test("a text's warning comes once, in document order, whether its subtree was walked while placed or after")
  func warningsInDocumentOrder() throws {
    let view = VStack {
      Text("first").font(.custom("No Such Font", size: 17))
      HStack {
        Text("second").font(.custom("Other Missing", size: 17))
        Text("third").font(.custom("No Such Font", size: 17))
      }
    }
    let missing = MissingFamilyMeasurer()
    var environment = EnvironmentValues()
    environment.textMeasurer = missing
    let warning = LayoutEngine(environment: environment)
    let prepared = warning.prepare(view)
    let expected = ["family No Such Font missing", "family Other Missing missing"]
    #expect(prepared.layout(proposal: ProposedViewSize(width: 200, height: nil)).warnings == expected)
    let again = prepared.layout(proposal: ProposedViewSize(width: 30, height: nil))
    #expect(prepared.subtreesWalkedWhilePlacing == 2 + 2)
    #expect(again.warnings == expected)
  }

  /// The fake measurer, warning about any family it is asked for.
  struct MissingFamilyMeasurer: TextMeasuring {
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
      var measured = FakeTextMeasurer().measure(string, style: style, proposal: proposal)
      if let family = style.font.family { measured.warnings = ["family \(family) missing"] }
      return measured
    }
  }
}
