import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

@Suite("The result tree: kinds, roles and self-reported baselines")
struct ResultTreeTests {
  @Test("AnyLayout(HStackLayout()) forwards the stack axis: a Spacer grows along it only")
  func anyLayoutForwardsAxis() {
    let proposal = ProposedViewSize(width: 100, height: 50)
    let wrapped = engine.layout(
      AnyLayout(HStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Spacer() }, proposal: proposal)
    // The Spacer takes the 90 left horizontally and is 0 tall, so the row is 10 tall.
    #expect(wrapped.size == CGSize(width: 100, height: 10))
    #expect(wrapped.views(ofKind: "Spacer").first?.frame.size == CGSize(width: 90, height: 0))
    let vertical = engine.layout(
      AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Spacer() }, proposal: proposal)
    #expect(vertical.size == CGSize(width: 10, height: 50))
  }

  @Test("background, overlay and border children carry their roles; children are in painting order")
  func roles() {
    let result = engine.layout(
      Color.red.frame(width: 20, height: 10)
        .background(Color.blue)
        .overlay(Color.green)
        .border(Color.black))
    let border = result.nodes[0]
    #expect(border.kind == .modifier("border"))
    #expect(border.children.map { result.nodes[$0].role } == [.primary, .decoration])
    let overlay = result.nodes[border.children[0]]
    #expect(overlay.kind == .modifier("overlay"))
    #expect(overlay.children.map { result.nodes[$0].role } == [.primary, .overlay])
    let background = result.nodes[overlay.children[0]]
    #expect(background.kind == .modifier("background"))
    #expect(background.children.map { result.nodes[$0].role } == [.background, .primary])
    #expect(result.nodes[background.children[1]].kind == .modifier("frame"))
    #expect(result.nodes[0].role == .content)
  }

  @Test("every node reports its own baselines: a padded text row, its stack and the modifiers")
  func ownBaselines() {
    // Fake measurer: caption text is 20 tall with its baseline at 15 (see Support.swift). The
    // text sits at 3 (outer padding) + 7 (its own) = 10, so its baseline is at 25.
    let result = engine.layout(
      HStack(alignment: .firstTextBaseline) {
        Text("ab").font(.caption).padding(.top, 7)
        Color.red.frame(width: 5, height: 5)
      }.padding(3))
    let text = result.views(ofKind: "Text")[0]
    let stack = result.views(ofKind: "HStack")[0]
    #expect(text.frame.minY == 10)
    #expect(text.firstBaseline == 25 && text.lastBaseline == 25)
    #expect(stack.firstBaseline == text.firstBaseline)
    #expect(result.nodes[0].kind == .modifier("padding"))
    #expect(result.nodes[0].firstBaseline == text.firstBaseline)
    #expect(result.views(ofKind: "Color")[0].firstBaseline == nil)
  }

  /// Expects two layouts of the same view to agree node by node: frames, baselines to the bit,
  /// guide lines and texts' measurements.
  static func expectSameBits(_ mine: LayoutResult, _ reference: LayoutResult) {
    #expect(mine.nodes.count == reference.nodes.count)
    for (index, (node, expected)) in zip(mine.nodes, reference.nodes).enumerated() {
      #expect(node.frame == expected.frame, "node \(index)")
      #expect(node.firstBaseline?.bitPattern == expected.firstBaseline?.bitPattern, "node \(index) \(node.kind)")
      #expect(node.lastBaseline?.bitPattern == expected.lastBaseline?.bitPattern, "node \(index) \(node.kind)")
      #expect(node.guideLines == expected.guideLines, "node \(index)")
      #expect(node.text?.measured == expected.text?.measured, "node \(index)")
    }
  }

  /// The views of `mergedBaselinesAreAsked`: containers at fractional offsets (so that sums in
  /// another order would round differently), under parents that merge and parents that ask.
  struct BaselineCorpus: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6.3) {
        ForEach(0..<4) { row in
          HStack(alignment: .firstTextBaseline, spacing: 12.1) {
            Text("Label \(row)").font(.headline).frame(width: 40.3, alignment: .trailing)
            Text(String(repeating: "word ", count: row + 1))
          }
        }
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 3.3, verticalSpacing: 1.1) {
          GridRow {
            Text("a")
            Text("a longer text here")
          }
          GridRow {
            Text("b").font(.title)
            Color.red.frame(width: 3, height: 7.7)
          }
          Divider()
        }
        ZStack(alignment: .bottom) {
          Text("x").font(.title)
          Text("yy").padding(.top, 2.2)
        }.offset(y: 0.37)
        HStack(alignment: .firstTextBaseline) {
          Text("p")
          VStack(spacing: 1.9) {
            Text("q")
            Text("r").font(.caption)
          }.alignmentGuide(.firstTextBaseline) { $0[.lastTextBaseline] - 1.1 }
        }
        AnyLayout(VStackLayout(spacing: 2.5)) {
          Text("m")
          Text("n").font(.title)
        }.frame(height: 91.1, alignment: .bottom)
        HStack(alignment: .lastTextBaseline) {
          Text("right")
          Text("to left").font(.caption)
        }.environment(\.layoutDirection, .rightToLeft)
        FlowLayout(spacing: 0.9) {
          VStack(spacing: 0.4) {
            Text("f")
            Text("g").font(.caption)
          }
          Text("h").padding(0.3)
        }
        HStack(alignment: .lastTextBaseline, spacing: 1.3) {
          Text("z").frame(width: 20.3, height: 33.7, alignment: .bottom)
          Text("w").font(.caption).padding(.top, 1.7).frame(maxWidth: .infinity, minHeight: 29.9)
          Text("two words").frame(width: 40.1, height: 51.3, alignment: .top)
        }
      }.padding(0.7)
    }
  }

  @Test("a frame's or a padding's baselines in the result are its text's, shifted by where it placed the text")
  func frameBaselinesFollowTheirText() throws {
    // Fake measurer: body text is 10 points a character, ascent 16, descent 5 (21 a line).
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      // "ab" (20 x 21) at the bottom of a 40-tall frame: 19 down, baselines 19 + 16 = 35.
      Text("ab").frame(width: 50, height: 40, alignment: .bottom)
      // "abcdef" in 30 points: three characters a line, two lines (42 tall), at the top of a
      // 70-tall frame: first baseline 16, last 16 + 21 = 37; then padded 4 on top, 2 around.
      Text("abcdef").frame(width: 30, height: 70, alignment: .top).padding(.top, 4).padding(2)
      // At 10 + 40 + 78 = 128, a row aligned on last baselines: the same frame's (37 down) and
      // "g"'s (16 down, so "g" sits 21 lower), the row's line through its first child, the frame.
      HStack(alignment: .lastTextBaseline, spacing: 0) {
        Text("abcdef").frame(width: 30, height: 70, alignment: .top)
        Text("g")
      }
    }
    for result in [engine.layout(view), engine.prepare(view).layout(proposal: .unspecified)] {
      let frames = result.nodes.filter { $0.kind == .modifier("frame") }
      try #require(frames.count == 4)
      // The color's frame has none; the first text's frame sits at 10: baselines at 10 + 35.
      #expect(frames[0].firstBaseline == nil && frames[0].lastBaseline == nil)
      #expect(frames[1].frame.minY == 10 && frames[1].firstBaseline == 45 && frames[1].lastBaseline == 45)
      // The second at 10 + 40 + 2 + 4 = 56: baselines 56 + 16 and 56 + 37; each padding reports
      // the same (they pass the frame's guides up).
      #expect(frames[2].frame.minY == 56 && frames[2].firstBaseline == 72 && frames[2].lastBaseline == 93)
      let paddings = result.nodes.filter { $0.kind == .modifier("padding") }
      #expect(paddings.count == 2 && paddings.allSatisfy { $0.firstBaseline == 72 && $0.lastBaseline == 93 })
      #expect(frames[3].frame.minY == 128 && frames[3].lastBaseline == 165)
      let row = try #require(result.views(ofKind: "HStack").first)
      #expect(row.frame.minY == 128 && row.frame.height == 70 && row.lastBaseline == 165)
      #expect(row.guideLines == [GuideLine(orientation: .horizontal, position: 165)])
      #expect(result.views(ofKind: "Text").last?.frame.minY == CGFloat(128 + 21))
      #expect(result.nodes[0].firstBaseline == 45 && result.nodes[0].lastBaseline == 165)
    }
  }

  @Test("a container's baselines in the result are its children's merged: the bits asking it gives")
  func mergedBaselinesAreAsked() throws {
    var asking = engine
    asking.shortcuts.mergesChildBaselines = false
    let compare = Self.expectSameBits
    let proposal = ProposedViewSize(width: 97.3, height: nil)
    let merged = engine.layout(BaselineCorpus(), proposal: proposal)
    compare(merged, asking.layout(BaselineCorpus(), proposal: proposal))
    // The merge is what answered: stacks, grid rows and the root have text baselines.
    let rows = merged.views(ofKind: "HStack")
    #expect(rows.count == 7 && rows.allSatisfy { $0.firstBaseline != nil && $0.lastBaseline != nil })
    #expect(merged.views(ofKind: "GridRow").allSatisfy { $0.firstBaseline != nil })
    #expect(merged.nodes[0].firstBaseline != nil)
    // The first row's stack has the label's first baseline: 0.7 (padding) + 16 (body ascent;
    // the headline has the body's metrics in the fake measurer).
    #expect(rows[0].firstBaseline == 0.7 + 16)

    // A prepared tree, laid out at two widths, keeps its state between layouts.
    let preparedMerged = engine.prepare(BaselineCorpus())
    let preparedAsked = asking.prepare(BaselineCorpus())
    for width in [97.3, 61.9, 97.3] {
      let proposal = ProposedViewSize(width: width, height: nil)
      compare(preparedMerged.layout(proposal: proposal), preparedAsked.layout(proposal: proposal))
    }
  }

  /// Views where a stack's placement pass proposes its own height to children it sized with no
  /// height limit: texts and frames (width only, fixed height, aligned on a baseline, the center
  /// or the bottom) and pass-throughs around them, next to views that do not settle their heights
  /// (colors, stacks, a frame around a stack, a flexible frame), and frames proposed less height
  /// than they want.
  struct SettlingCorpus: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 2.1) {
        // (Form rows of a label frame and a wrapping text are `BaselineCorpus`'s, compared too.)
        HStack(alignment: .firstTextBaseline, spacing: 3.7) {
          Text("wrapping words wrapping words").id(1)
          Text("z").frame(width: 9.1, alignment: .bottom).environment(\.font, .caption)
        }
        HStack(alignment: .center) {
          Text("fixed").frame(width: 20.2, height: 5.5, alignment: .top)
          Color.red.frame(width: 4)
          VStack { Text("a"); Text("b c d e f g").font(.title) }.frame(width: 19.9)
          Text("flex").frame(minHeight: 3, maxHeight: 60)
        }
        // Sized with no height limit, then placed with less height than that answer.
        Squash {
          Text("a text too tall for its box").frame(width: 25.5)
          Text("b").frame(width: 6, alignment: .bottom)
        }
        HStack(alignment: .lastTextBaseline) {
          Text("t").frame(width: 7.7, alignment: .center).alignmentGuide(.lastTextBaseline) { $0[.bottom] - 0.3 }
          Text("u v w x").frame(width: 8.8, alignment: .leading).id("u")
        }
        // A row of settling views sized with no height limit, then placed with less height than
        // its texts want: its placement cannot reuse that sizing.
        Squash {
          HStack(alignment: .firstTextBaseline, spacing: 1.3) {
            Text("wrapping words again").frame(width: 18.4)
            Text("k l").frame(width: 5.2, alignment: .bottom)
          }
        }
      }
    }
  }

  /// Asks each subview its size with no height limit, then places them side by side with 3.5
  /// points of height: less than a wrapped text wants.
  struct Squash: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
      return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      var x = bounds.minX
      for subview in subviews {
        let squashed = ProposedViewSize(width: proposal.width, height: 3.5)
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: squashed)
        x += subview.sizeThatFits(squashed).width
      }
    }
  }

  /// The fake measurer, with a finite height limiting the lines shown (at least one), as real
  /// text does: a height at least the unlimited measurement's changes nothing.
  struct HeightLimitedMeasurer: TextMeasuring {
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
      var measured = FakeTextMeasurer().measure(string, style: style, proposal: proposal)
      guard let height = proposal.height, measured.size.height > height, measured.lines.count > 1 else { return measured }
      let pitch = measured.firstLineMetrics.ascent + measured.firstLineMetrics.descent + style.lineSpacing
      let shown = max(1, Int(((height + style.lineSpacing) / pitch).rounded(.down)))
      guard shown < measured.lines.count else { return measured }
      measured.lines.removeSubrange(shown...)
      measured.lastBaseline = measured.lines[shown - 1].baseline
      measured.size = CGSize(
        width: measured.lines.map(\.width).max() ?? 0, height: CGFloat(shown) * pitch - style.lineSpacing)
      measured.isTruncated = true
      return measured
    }
  }

  @Test("a taller proposal than a settled node's unlimited answer is answered from it: the bits computing it gives")
  func settledHeightsAreComputed() throws {
    var engine = engine
    engine.environment.textMeasurer = HeightLimitedMeasurer()
    var computing = engine
    computing.shortcuts.settlesHeights = false
    let compare = Self.expectSameBits
    for view in [AnyView(SettlingCorpus()), AnyView(BaselineCorpus())] {
      for width in [140.3, 61.9, 33.3] {
        let proposal = ProposedViewSize(width: width, height: nil)
        compare(engine.layout(view, proposal: proposal), computing.layout(view, proposal: proposal))
      }
      let settled = engine.prepare(view)
      let computed = computing.prepare(view)
      for width in [140.3, 61.9, 140.3, 33.3] {
        let proposal = ProposedViewSize(width: width, height: nil)
        compare(settled.layout(proposal: proposal), computed.layout(proposal: proposal))
      }
    }
    // What settles: a text, a frame without height limits or of fixed height around one, and a
    // pass-through around those; not a color, a stack or a flexible frame.
    func settles<V: View>(_ view: V) -> Bool { engine.makeRoot(view).settlesHeight }
    #expect(settles(Text("a")) && settles(Text("a").frame(width: 3)) && settles(Text("a").id(1).frame(width: 3, alignment: .bottom)))
    #expect(settles(Color.red.frame(height: 3)))
    #expect(!settles(Color.red) && !settles(Color.red.frame(width: 3)) && !settles(HStack { Text("a") }))
    #expect(!settles(Text("a").frame(maxHeight: 9)) && !settles(Text("a").padding(1)))
    #expect(!computing.makeRoot(Text("a").frame(width: 3)).settlesHeight)
  }

  @Test("a node keeps its id, paint and text together or apart, and its lines follow its frame")
  func extras() {
    let result = engine.layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.id("box").frame(width: 10, height: 10)
        Text("ab").font(.caption).id("text")
      })
    let plain = result.views(ofKind: "Color")[0]
    #expect(plain.id == nil && plain.paint?.fill == .red && plain.text == nil)
    let tagged = result[id: "box"]
    #expect(tagged?.paint?.fill == .blue && tagged?.text == nil)
    var text = result[id: "text"]
    // Fake measurer: "ab" in caption is one line, baseline 15 from the text's top; the text
    // sits below the two 10-point boxes, so its line's baseline is at 35 in root coordinates.
    #expect(text?.frame.minY == 20)
    #expect(text?.lines.map(\.baseline) == [35])
    #expect(text?.text?.measured.lines.map(\.baseline) == [15])
    #expect(text?.paint == nil)
    // Setting one part keeps the others.
    text?.paint = Paint(shape: .rectangle, fill: .green)
    #expect(text?.id == AnyHashable("text") && text?.text?.string == "ab" && text?.paint?.fill == .green)
    text?.id = nil
    #expect(text?.id == nil && text?.text?.string == "ab" && text?.paint?.fill == .green)
    text?.firstBaseline = nil
    #expect(text?.firstBaseline == nil && text?.lastBaseline == 35)
  }
}
