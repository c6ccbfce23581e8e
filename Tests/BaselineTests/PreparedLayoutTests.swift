import Baseline
import BaselineRendering
import BaselineScenes
import Testing

// A view prepared once and laid out for several proposals gives what laying it out afresh
// gives, every time, in any order.

@Suite("Prepared layouts")
struct PreparedLayoutTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// A form row with wrapping text, a control, a GeometryReader and state.
  struct Row: View {
    @State private var name = "Ada"
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
          Text("Name").frame(width: 80, alignment: .trailing)
          TextField("Name", text: $name)
        }.id("row")
        Text("A note that wraps onto more lines as the width shrinks, and back.").id("note")
        GeometryReader { proxy in Color.gray.frame(width: proxy.size.width / 2) }.frame(height: 10).id("reader")
      }
    }
  }

  @Test("each layout equals a fresh layout of the view, widths in any order")
  func sameAsFresh() throws {
    let prepared = engine.prepare(Row())
    #expect(prepared.reusesTree)
    for width in [320.0, 180, 90, 320, 0, 180] {
      let proposal = ProposedViewSize(width: width, height: nil)
      let again = prepared.layout(proposal: proposal)
      let fresh = engine.layout(Row(), proposal: proposal)
      #expect(again.json == fresh.json, "width \(width)")
    }
  }

  /// A form without views that make their children when placed: its prepared layouts update the
  /// last result in place. Wrapping texts (one with an id, one with an unknown family, which
  /// warns), a rotation about the frame, paint under an overlay, padding, a grid, a ZStack, an
  /// alignment guide and a right-to-left row.
  struct FixedShapeForm: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
          Text("Name").font(.headline).frame(width: 80, alignment: .trailing)
          Text("A value that wraps onto more lines as the width shrinks").id("value")
        }
        HStack(alignment: .lastTextBaseline) {
          Text("Missing family").font(.custom("No Such Font", size: 15))
          Color.gray.frame(width: 20, height: 8).overlay(Text("o").font(.caption)).rotationEffect(.degrees(12))
        }.padding(4).id("second")
        Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 8, verticalSpacing: 4) {
          GridRow {
            Text("Grid").gridColumnAlignment(.trailing)
            Text("cells that wrap when the grid is narrow")
          }
          GridRow {
            Text("Two")
            ZStack(alignment: .bottomTrailing) {
              Color.gray.frame(height: 12)
              Text("z").alignmentGuide(.bottom) { $0[.firstTextBaseline] }
            }
          }
        }
        HStack { Text("right"); Text("to left") }.environment(\.layoutDirection, .rightToLeft)
      }
    }
  }

  @Test("a tree that keeps its shape updates its last result in place, equal to a fresh layout each time")
  func updatesInPlace() throws {
    let prepared = engine.prepare(FixedShapeForm())
    var storage: [UnsafeRawPointer?] = []
    for width in [320.0, 140, 60, 320, 0, 140, 1_000] {
      let proposal = ProposedViewSize(width: width, height: nil)
      let again = prepared.layout(proposal: proposal)
      let fresh = engine.layout(FixedShapeForm(), proposal: proposal)
      #expect(again.json == fresh.json, "width \(width)")
      #expect(again.dump == fresh.dump, "width \(width)")
      #expect(again.warnings == fresh.warnings && again.warnings == ["font family \"No Such Font\" not found; using Noto Sans"])
      #expect(
        zip(again.nodes, fresh.nodes).allSatisfy {
          $0.text?.measured == $1.text?.measured && $0.text?.proposal == $1.text?.proposal && $0.effect == $1.effect
        })
      // What a renderer draws (glyph runs, shapes, effects, guide lines) is the same too.
      let svg = SVGRenderer(showsGuides: true)
      #expect(svg.render(DisplayList(again)) == svg.render(DisplayList(fresh)), "width \(width)")
      storage.append(again.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    }
    // Each result was let go before the next layout: every layout after the first reused the
    // first one's node list.
    #expect(Set(storage).count == 1)
  }

  @Test("a result the caller keeps is not changed by the next layout")
  func keptResultsStay() throws {
    let prepared = engine.prepare(FixedShapeForm())
    let kept = prepared.layout(proposal: ProposedViewSize(width: 320, height: nil))
    let json = kept.json
    let narrow = prepared.layout(proposal: ProposedViewSize(width: 60, height: nil))
    #expect(narrow.json != json)
    #expect(kept.json == json)
    #expect(kept.json == engine.layout(FixedShapeForm(), proposal: ProposedViewSize(width: 320, height: nil)).json)
  }

  @Test("a node the caller keeps from a result is not changed by the next layout, though the result's list is reused")
  func keptNodesStay() throws {
    let prepared = engine.prepare(FixedShapeForm())
    func valueText(_ result: LayoutResult) throws -> LayoutResult.Node {
      try #require(result.nodes.first { $0.text?.string.hasPrefix("A value") ?? false })
    }
    var wide: LayoutResult? = prepared.layout(proposal: ProposedViewSize(width: 320, height: nil))
    let kept = try valueText(try #require(wide))
    let lines = try #require(kept.text).measured.lines
    // The result goes, so the next layout updates its list in place; the node kept shares its
    // text with that list.
    wide = nil
    let narrow = prepared.layout(proposal: ProposedViewSize(width: 140, height: nil))
    #expect(try valueText(narrow).text?.measured.lines.count ?? 0 > lines.count)
    #expect(kept.text?.measured.lines == lines)
    #expect(
      try valueText(narrow).text?.measured.lines
        == valueText(engine.layout(FixedShapeForm(), proposal: ProposedViewSize(width: 140, height: nil))).text?.measured.lines)
  }

  @Test("a text re-wraps: Noto Sans 10 pt \"H H\" is one line (13.62) at 100 wide, two (27.24) at 10")
  func textRewraps() throws {
    // Line height (ascent 1069 + descent 293) x 10 / 1000 = 13.62.
    let prepared = engine.prepare(Text("H H").font(.system(size: 10)).id("t"))
    for (width, height) in [(100.0, 13.62), (10, 27.24), (100, 13.62)] {
      let result = prepared.layout(proposal: ProposedViewSize(width: width, height: nil))
      let text = try #require(result[id: "t"])
      #expect(abs(Double(text.frame.height) - height) < 1e-9)
      #expect(text.lines.count == (height > 14 ? 2 : 1))
    }
  }

  @Test("views with preference actions and views too deep for the thread are laid out in full each time")
  func fallsBackToFullLayouts() throws {
    let observed = engine.prepare(
      Text("x").preference(key: Widest.self, value: 5).onPreferenceChange(Widest.self) { _ in })
    #expect(!observed.reusesTree)
    #expect(observed.layout().nodes.count == engine.layout(
      Text("x").preference(key: Widest.self, value: 5).onPreferenceChange(Widest.self) { _ in }).nodes.count)
    var deep = AnyView(Text("leaf"))
    for _ in 0..<(LayoutEngine.inlineDepthLimit + 10) { deep = AnyView(VStack { deep }) }
    let prepared = engine.prepare(deep)
    #expect(!prepared.reusesTree)
    #expect(prepared.layout().nodes.count == engine.layout(deep).nodes.count)
  }

  @Test("a container-relative frame follows the container of each layout: half of 300, then of 120")
  func containerRelativeFrames() throws {
    let view = HStack(spacing: 0) {
      Color.gray.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("half")
    }
    let prepared = engine.prepare(view)
    for width in [300.0, 120, 300] {
      let result = prepared.layout(proposal: ProposedViewSize(width: width, height: 40))
      #expect(abs(Double(result[id: "half"]?.frame.width ?? 0) - width / 2) < 1e-9, "width \(width)")
      #expect(result.json == engine.layout(view, proposal: ProposedViewSize(width: width, height: 40)).json)
    }
  }

  @Test("hostile proposals are clamped as in a fresh layout")
  func hostileProposals() throws {
    let prepared = engine.prepare(Color.gray)
    #expect(prepared.layout(proposal: ProposedViewSize(width: .nan, height: -5)).size == CGSize(width: 10, height: 0))
    #expect(prepared.layout(proposal: ProposedViewSize(width: .infinity, height: 4)).size == CGSize(width: LayoutEngine.maximumLength, height: 4))
  }
}

private struct Widest: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
