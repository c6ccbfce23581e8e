import Foundation
import Synchronization
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

@Suite("Cost and depth")
struct CostTests {
  /// Sums `measureCount` (distinct proposals computed) over a laid-out node tree.
  func counts(_ root: LayoutNode) -> (leaves: [Int], total: Int) {
    var leaves: [Int] = []
    var total = 0
    var stack = [root]
    while let node = stack.popLast() {
      total += Int(node.measureCount)
      if node.children.isEmpty { leaves.append(Int(node.measureCount)) }
      stack.append(contentsOf: node.children)
    }
    return (leaves, total)
  }

  @Test("a node asked again after its layout state was released answers the same")
  func releasedStateIsRecomputed() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 6) {
      Text("Name").font(.headline).frame(width: 80, alignment: .trailing)
      Text("Ada Lovelace wrote the first program").alignmentGuide(.leading) { $0.width / 2 }
    }
    let root = engine.makeRoot(view)
    let proposal = ProposedViewSize(width: 200, height: nil)
    let size = root.size(proposal)
    let baseline = root.explicitAlignment(VerticalAlignment.firstTextBaseline.key, at: size, proposal: proposal)
    var stack = [root]
    while let node = stack.popLast() {
      node.releaseLayoutState()
      stack.append(contentsOf: node.children)
    }
    #expect(root.size(proposal) == size)
    #expect(root.explicitAlignment(VerticalAlignment.firstTextBaseline.key, at: size, proposal: proposal) == baseline)
    // Fake measurer: headline 17 pt has ascent 16, so the row's first baseline is 16.
    #expect(baseline == 16)
  }

  @Test("guide queries skip subtrees that cannot have explicit guides")
  func subtreesWithoutGuides() {
    func flag<V: View>(_ view: V) -> Bool { engine.makeRoot(view).hasExplicitGuides }
    // Shapes, colors and spacers in built-in stacks, frames and padding: nothing to ask.
    #expect(!flag(VStack { HStack { Color.red.frame(width: 10, height: 10); Spacer() }.padding(4) }))
    #expect(!flag(ZStack { Rectangle(); Color.blue }.background(Color.gray)))
    #expect(!flag(AnyLayout(HStackLayout()) { Color.red; Color.blue }))
    // A Text anywhere below, an alignment guide, or a custom layout: guides are asked for.
    #expect(flag(VStack { HStack { Color.red; Text("a").padding(2) } }))
    #expect(flag(VStack { Color.red.alignmentGuide(.leading) { _ in 3 } }))
    #expect(flag(FlowLayout(spacing: 4) { Color.red }))
    #expect(flag(Color.red.background(Text("b")).overlay(Color.blue)) == false)
    #expect(flag(Text("c").background(Color.red)))
  }

  @Test("guide queries on an axis skip subtrees with no explicit guides on that axis")
  func guideAxes() {
    func axes<V: View>(_ view: V) -> Axis.Set { engine.makeRoot(view).explicitGuideAxes }
    // A text's guides (baselines, the first line's center) are vertical: a row of texts has no
    // horizontal guide for a leading-aligned column to ask about.
    #expect(axes(Text("a")) == .vertical)
    #expect(axes(HStack { Text("a").frame(width: 40); Text("b") }.padding(2)) == .vertical)
    #expect(axes(Color.red.alignmentGuide(.leading) { _ in 3 }) == .horizontal)
    #expect(axes(Text("a").alignmentGuide(.leading) { _ in 3 }) == [.horizontal, .vertical])
    #expect(axes(VStack { Text("a"); Color.red.alignmentGuide(HorizontalAlignment.center) { _ in 1 } }) == [.horizontal, .vertical])
    #expect(axes(Grid { GridRow { Text("a"); Color.red } }) == .vertical)
    // A custom layout may answer any guide itself.
    #expect(axes(FlowLayout(spacing: 4) { Color.red }) == [.horizontal, .vertical])
    #expect(axes(HStack { Color.red; Spacer() }) == [])
    // The row's horizontal guide is nil at once, a text's baseline as the font gives it (the
    // fake measurer's headline: ascent 16).
    let row = engine.makeRoot(HStack { Text("a").font(.headline) })
    let size = row.size(.unspecified)
    #expect(row.explicitAlignment(HorizontalAlignment.leading.key, at: size, proposal: .unspecified) == nil)
    #expect(row.explicitAlignment(VerticalAlignment.firstTextBaseline.key, at: size, proposal: .unspecified) == 16)
  }

  @Test("a VStack of 10,000 HStack rows measures every view a bounded number of times")
  func tenThousandRows() {
    let view = VStack(spacing: 2) {
      ForEach(0..<10_000) { row in
        HStack {
          Text("row \(row)").font(.caption)
          Spacer()
          Color.red.frame(width: 12, height: 12)
        }
      }
    }
    let root = engine.makeRoot(view)
    let proposal = ProposedViewSize(width: 320, height: nil)
    let size = root.size(proposal)
    root.place(at: .zero, size: size, proposal: proposal)
    let (leaves, total) = counts(root)
    #expect(leaves.count == 30_000)
    // Sizing: each row is asked once (ideal height, width 320); it probes each child at width 0
    // and infinity and then sizes it: 3 proposals. Placing: the row's height becomes concrete,
    // giving at most 3 more. So no leaf is measured more than 6 times.
    #expect(leaves.max() ?? 0 <= 6)
    #expect(total <= 6 * 30_000 + 4 * 10_000 + 10_000 + 4)
    // Rows are 20 tall (caption text) with 2 between.
    #expect(size == CGSize(width: 320, height: 10_000 * 20 + 9_999 * 2))
  }

  /// Records every proposal that reaches the measurer.
  final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    let calls = Mutex<[ProposedViewSize]>([])
    let measurementsHoldAcrossWidths: Bool
    init(holdingAcrossWidths: Bool = true) { measurementsHoldAcrossWidths = holdingAcrossWidths }
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
      calls.withLock { $0.append(proposal) }
      return FakeTextMeasurer().measure(string, style: style, proposal: proposal)
    }
    /// An engine whose texts this measurer measures.
    var engine: LayoutEngine {
      var environment = EnvironmentValues()
      environment.textMeasurer = self
      return LayoutEngine(environment: environment)
    }
  }

  /// A measurer whose preparations and glyph layouts are objects it can tell are still alive.
  final class TokenMeasurer: TextMeasuring, @unchecked Sendable {
    final class Token: GlyphRecipe {}
    private struct Weak: @unchecked Sendable { weak var token: Token? }
    private let prepared = Mutex<[Weak]>([])
    private let glyphs = Mutex<[Weak]>([])
    var preparations: Int { prepared.withLock { $0.count } }
    var livePreparations: Int { prepared.withLock { $0.filter { $0.token != nil }.count } }
    var liveGlyphLayouts: Int { glyphs.withLock { $0.filter { $0.token != nil }.count } }

    func prepare(_ string: String, style: TextStyle) -> (any AnyObject & Sendable)? {
      let token = Token()
      prepared.withLock { $0.append(Weak(token: token)) }
      return token
    }
    func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
      measure(string, style: style, proposal: proposal, prepared: nil)
    }
    func measure(
      _ string: String, style: TextStyle, proposal: ProposedViewSize, prepared: (any AnyObject & Sendable)?
    ) -> MeasuredText {
      var measured = FakeTextMeasurer().measure(string, style: style, proposal: proposal)
      let token = Token()
      glyphs.withLock { $0.append(Weak(token: token)) }
      measured.glyphRecipe = token
      return measured
    }
  }

  @Test("a tree laid out once holds no text's preparation, no glyph layouts its result will not keep, and one measurement per placed text")
  func oneShotTreesHoldLittle() {
    let view = HStack(alignment: .firstTextBaseline) {
      Text("Name").frame(width: 80, alignment: .trailing)
      Text("aaaa bbbb cccc")
    }
    let proposal = ProposedViewSize(width: 200, height: nil)
    for keepsGlyphs in [false, true] {
      let measurer = TokenMeasurer()
      var engine = LayoutEngine()
      engine.environment.textMeasurer = measurer
      engine.retainsGlyphs = keepsGlyphs
      let root = engine.makeRoot(view)
      let size = root.size(proposal)
      // Each measurement prepared its text again (the measurer's cache keeps what is worth
      // keeping); the tree holds none of the preparations.
      #expect(measurer.preparations > 2)
      #expect(measurer.livePreparations == 0)
      // Every measurement is in the tree, with its glyph layout only when the result keeps
      // glyphs.
      #expect(measurer.liveGlyphLayouts == (keepsGlyphs ? measurer.preparations : 0))
      // Placed, each text keeps the measurement it was placed with alone.
      root.place(at: .zero, size: size, proposal: proposal)
      #expect(measurer.liveGlyphLayouts == (keepsGlyphs ? 2 : 0))
      withExtendedLifetime(root) {}
    }
    // A prepared tree keeps each text's preparation for all its layouts.
    let measurer = TokenMeasurer()
    var engine = LayoutEngine()
    engine.environment.textMeasurer = measurer
    let prepared = engine.prepare(view)
    _ = prepared.layout(proposal: proposal)
    _ = prepared.layout(proposal: ProposedViewSize(width: 150, height: nil))
    #expect(measurer.preparations == 2)
    #expect(measurer.livePreparations == 2)
  }

  @Test("texts of one look share their style and color, in the tree and in the result; changing one changes it alone")
  func textsShareLooks() {
    let view = VStack {
      ForEach(0..<3) { row in
        HStack {
          Text("Label \(row)").font(.headline)
          Text("value \(row)")
        }
      }
    }
    let texts = layout(view, width: 300).nodes.compactMap(\.text)
    #expect(texts.count == 6)
    let labels = texts.filter { $0.string.hasPrefix("Label") }
    let values = texts.filter { $0.string.hasPrefix("value") }
    #expect(labels.count == 3 && values.count == 3)
    #expect(labels.allSatisfy { $0.look === labels[0].look })
    #expect(values.allSatisfy { $0.look === values[0].look })
    #expect(labels[0].look !== values[0].look)
    #expect(labels[0].style.font == .headline && values[0].style.font == .body)
    var changed = labels[1]
    changed.color = .red
    #expect(changed.color == .red && labels[1].color == nil && labels[0].color == nil)
    #expect(changed.style == labels[1].style && changed != labels[1])
    changed.color = nil
    #expect(changed == labels[1] && changed.hashValue == labels[1].hashValue)
  }

  @Test("texts share a source only under one setting of the measurer; the result keeps their look alone")
  func sourcesKeepTheirMeasurer() {
    /// Every character `advance` wide, 10 tall.
    struct EvenMeasurer: TextMeasuring {
      var advance: CGFloat
      func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
        let metrics = MeasuredText.LineMetrics(ascent: 8, descent: 2, leading: 0)
        return MeasuredText(
          size: CGSize(width: CGFloat(string.count) * advance, height: 10), firstBaseline: 8, lastBaseline: 8,
          lines: [], firstLineMetrics: metrics, lastLineMetrics: metrics, capHeight: 6)
      }
    }
    final class ObjectMeasurer: TextMeasuring {
      func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
        EvenMeasurer(advance: 4).measure(string, style: style, proposal: proposal)
      }
    }
    // The same style under two measurers: each text is measured by its own (five characters,
    // 2 and 5 points each); texts under one setting share one source, and their results one look.
    let view = VStack(spacing: 0) {
      VStack(spacing: 0) {
        Text("aaaaa").font(.headline)
        Text("ccccc").font(.headline)
      }
      .environment(\.textMeasurer, EvenMeasurer(advance: 2))
      Text("bbbbb").font(.headline).environment(\.textMeasurer, EvenMeasurer(advance: 5))
    }
    let texts = layout(view, width: 300).nodes.filter { $0.text != nil }
    #expect(texts.map(\.frame.width) == [10, 10, 25])
    #expect(texts[0].text!.look === texts[1].text!.look)
    #expect(texts[0].text!.look !== texts[2].text!.look)

    // The result keeps the look, not the measurer (nor, through it, the measurer's caches).
    weak var released: ObjectMeasurer?
    var kept: LayoutResult?
    do {
      let measurer = ObjectMeasurer()
      released = measurer
      var engine = LayoutEngine()
      engine.environment.textMeasurer = measurer
      kept = engine.layout(Text("abc"), proposal: .unspecified)
    }
    #expect(kept?.nodes.first?.frame.width == 12)
    #expect(released == nil)
  }

  @Test("placing a row reuses the text's measurement without a height limit when the row's height fits it")
  func heightThatFitsReusesMeasurement() {
    let recorder = RecordingMeasurer()
    // The fake measurer at the default 17 pt: 10 points per character, lines 21 tall (ascent 16,
    // descent 5), wrapping every floor(width / 10) characters. At 100 wide the 14 characters of
    // "aaaa bbbb cccc" take two lines, 100 and 40 wide: 100 x 42, and the row is as tall.
    let view = VStack {
      HStack(alignment: .firstTextBaseline) { Text("aaaa bbbb cccc") }
    }
    let result = recorder.engine.layout(view, proposal: ProposedViewSize(width: 100, height: nil))
    #expect(result.size == CGSize(width: 100, height: 42))
    // Sizing asks for width 0 (answered without lines), infinity (normalized to nil) and the
    // share of 100, all with no height; placing proposes the row's height, 42, which the
    // unconstrained measurements fit (0, 21 and 42 tall): nothing more reaches the measurer.
    let calls = recorder.calls.withLock { $0 }
    #expect(calls.allSatisfy { $0.height == nil })
    #expect(calls.count == 3)

    // A height the text does not fit in is measured (it may truncate).
    let short = recorder.engine.layout(
      Text("aaaa bbbb cccc"), proposal: ProposedViewSize(width: 100, height: 10))
    #expect(short.size.height == 42)  // the fake measurer does not truncate
    #expect(recorder.calls.withLock { $0.last } == ProposedViewSize(width: 100, height: 10))
  }

  @Test(
    "a text measured with no width limit answers every width it fits in on one line, unless its measurer's lines depend on the exact width",
    arguments: [true, false])
  func widthThatFitsReusesMeasurement(holding: Bool) {
    let recorder = RecordingMeasurer(holdingAcrossWidths: holding)
    // Fake measurer: 10 points per character. "abc" is 30 wide on one line; the HStack probes it
    // at width 0 and with no limit, then offers it all of 200: 30 <= 200, so the unlimited
    // measurement answers and the measurer is asked twice, not three times; a measurer that
    // opts out is asked for 200 as well.
    let result = recorder.engine.layout(
      HStack { Text("abc") }, proposal: ProposedViewSize(width: 200, height: nil))
    #expect(result.size == CGSize(width: 30, height: 21))
    let asked = [ProposedViewSize(width: 0, height: nil), .unspecified]
    #expect(recorder.calls.withLock { $0 } == (holding ? asked : asked + [ProposedViewSize(width: 200, height: nil)]))
  }

  @Test("a prepared tree's texts keep their measurements, and a width between a measurement's own and the one it was made at reuses it")
  func preparedTextsKeepMeasurements() {
    let recorder = RecordingMeasurer()
    let prepared = recorder.engine.prepare(Text("aaaa bbbb cccc"))
    func layout(_ width: CGFloat) -> CGSize {
      prepared.layout(proposal: ProposedViewSize(width: width, height: nil)).size
    }
    // 14 characters, 10 points each: one line 140 wide at 200 (measured once).
    #expect(layout(200) == CGSize(width: 140, height: 21))
    #expect(recorder.calls.withLock { $0.count } == 1)
    // Again at 200, and at 150 (140 <= 150 <= 200): the same lines, nothing measured.
    #expect(layout(200) == CGSize(width: 140, height: 21))
    #expect(layout(150) == CGSize(width: 140, height: 21))
    #expect(recorder.calls.withLock { $0.count } == 1)
    // At 120 the line does not fit: measured, two lines (the fake wraps every 12 characters:
    // 120 and 20 wide).
    #expect(layout(120) == CGSize(width: 120, height: 42))
    #expect(recorder.calls.withLock { $0 } == [ProposedViewSize(width: 200, height: nil), ProposedViewSize(width: 120, height: nil)])
    // A fresh layout at 150 measures again (measurements live only as long as their tree).
    _ = recorder.engine.layout(Text("aaaa bbbb cccc"), proposal: ProposedViewSize(width: 150, height: nil))
    #expect(recorder.calls.withLock { $0.count } == 3)
  }

  @Test("a prepared text measured at more widths than it keeps answers each with its own lines, the oldest let go")
  func preparedTextsLetOldMeasurementsGo() throws {
    let recorder = RecordingMeasurer()
    let prepared = recorder.engine.prepare(Text("aaaa bbbb cccc"))
    // 14 characters, 10 points each; the fake puts floor(width / 10) on a line, 21 points a line.
    func layout(_ width: CGFloat) throws -> (size: CGSize, first: CGFloat?, last: CGFloat?) {
      let result = prepared.layout(proposal: ProposedViewSize(width: width, height: nil))
      let node = try #require(result.nodes.first)
      return (result.size, node.firstBaseline, node.lastBaseline)
    }
    // Eight widths, each measured (none between a measurement's lines and its width): one
    // line at 200; two from 130 down to 70 (the first line as wide as the width); three at 60.
    var expected: [(CGFloat, CGSize)] = [(200, CGSize(width: 140, height: 21))]
    for width in stride(from: 130, through: 70, by: -10) { expected.append((CGFloat(width), CGSize(width: CGFloat(width), height: 42))) }
    expected.append((60, CGSize(width: 60, height: 63)))
    for (width, size) in expected {
      let laid = try layout(width)
      #expect(laid.size == size)
      #expect(laid.first == 16)
      #expect(laid.last == 16 + 21 * (size.height / 21 - 1))
    }
    #expect(recorder.calls.withLock { $0.count } == expected.count)
    // A text keeps six: the three oldest (200, 130, 120) went, and 130 and 200 are measured
    // again when asked; 60 and 70 are kept.
    #expect(try layout(60).size == CGSize(width: 60, height: 63))
    #expect(try layout(70).size == CGSize(width: 70, height: 42))
    #expect(recorder.calls.withLock { $0.count } == expected.count)
    #expect(try layout(130).size == CGSize(width: 130, height: 42))
    #expect(try layout(200).size == CGSize(width: 140, height: 21))
    #expect(recorder.calls.withLock { $0.count } == expected.count + 2)
  }

  @Test("a result's text shares the measurement its node keeps; a result kept from before keeps its own")
  func resultsShareMeasurements() throws {
    let recorder = RecordingMeasurer()
    let prepared = recorder.engine.prepare(Text("aaaa bbbb cccc"))
    func text(_ width: CGFloat) throws -> TextContent {
      try #require(prepared.layout(proposal: ProposedViewSize(width: width, height: nil)).nodes.first?.text)
    }
    // 14 characters, 10 points each, floor(width / 10) on a line, 21 points a line: one line
    // 140 wide at 200; at 60, three lines (60, 60, 20 wide).
    let wide = try text(200)
    let narrow = try text(60)
    let narrowAgain = try text(60)
    #expect(recorder.calls.withLock { $0.count } == 2)
    // The second result at 60 holds the very measurement the first did (the node's, shared),
    // and the result kept from 200 still holds its one line.
    #expect(narrow.record === narrowAgain.record)
    #expect(wide.record !== narrow.record)
    #expect(wide.measured.size == CGSize(width: 140, height: 21))
    #expect(wide.measured.lines.map(\.width) == [140])
    #expect(narrow.measured.lines.map(\.width) == [60, 60, 20])
    #expect(narrow.proposal == ProposedViewSize(width: 60, height: nil))
    // Changing a copy's measurement gives the copy a record of its own.
    var changed = narrowAgain
    changed.measured.isTruncated = true
    #expect(changed.record !== narrow.record && !narrow.measured.isTruncated && changed.measured.isTruncated)
    #expect(changed != narrow && narrowAgain == narrow)
  }

  @Test("texts of one look measured at zero width share one record; another look has its own")
  func zeroWidthMeasurementsShareARecord() throws {
    // The fake measurer answers a zero width with no lines: size zero, the font's metrics.
    let result = engine.layout(
      HStack(spacing: 0) {
        Text("ab").frame(width: 0)
        Text("cdef").frame(width: 0)
        Text("gh").font(.caption).frame(width: 0)
        Text("ij")
      })
    let texts = result.views(ofKind: "Text").compactMap(\.text)
    try #require(texts.count == 4)
    #expect(texts[0].measured.size == .zero && texts[0].measured.lines.isEmpty)
    #expect(texts[0].record === texts[1].record)
    // The caption's metrics differ (ascent 15, not 16): a record of its own.
    #expect(texts[2].record !== texts[0].record && texts[2].measured.firstLineMetrics.ascent == 15)
    #expect(texts[0].measured.firstLineMetrics.ascent == 16)
    // A text with lines has its own: "ij" on one line, 20 wide.
    #expect(texts[3].record !== texts[0].record && texts[3].measured.lines.map(\.width) == [20])
  }

  @Test("a prepared tree keeps its sizes: a layout for a proposal seen before sizes nothing again")
  func preparedTreesKeepSizes() {
    let counter = CountingLayoutBox()
    let prepared = LayoutEngine().prepare(counter.layout { Color.gray.frame(width: 30, height: 20) })
    func layout(_ width: CGFloat) -> CGSize {
      prepared.layout(proposal: ProposedViewSize(width: width, height: nil)).size
    }
    #expect(layout(200) == CGSize(width: 30, height: 20))
    let first = counter.asked
    #expect(first >= 1)
    #expect(layout(200) == CGSize(width: 30, height: 20))
    #expect(counter.asked == first)
    // A new proposal is sized (once), and the first one still needs nothing.
    #expect(layout(150) == CGSize(width: 30, height: 20))
    #expect(counter.asked == first + 1)
    #expect(layout(200) == CGSize(width: 30, height: 20))
    #expect(counter.asked == first + 1)
  }

  @Test("a stack keeps its subviews' sizes at 0 and with no width for one height: sized again at another height, it asks again")
  func stackProbesFollowTheMinorProposal() {
    // A 2:1 rectangle that fits its offer, and 7 characters of 10 points (70 wide, 21 tall,
    // one line; the fake wraps at the offered width).
    let view = HStack(spacing: 0) {
      Color.red.aspectRatio(2, contentMode: .fit)
      Text("aaaaaaa")
    }
    let root = engine.makeRoot(view)
    func size(_ width: CGFloat, _ height: CGFloat) -> CGSize { root.size(ProposedViewSize(width: width, height: height)) }
    // 10 tall: the rectangle is 0 to 20 wide (flexibility 20), the text 0 to 70: the rectangle
    // first, offered 55 (half of 110), takes 20; the text takes 70 of the 90 left.
    #expect(size(110, 10) == CGSize(width: 90, height: 21))
    // 50 tall: the rectangle is 0 to 100 wide, more flexible than the text, which goes first:
    // offered 55, it wraps at 5 characters (50 wide, two lines of 21); the rectangle takes all
    // of the 60 left (60 x 30). With the 10-tall probes kept, the rectangle would go first and
    // take 55, leaving the text 55 (50 wide): 105 wide.
    #expect(size(110, 50) == CGSize(width: 110, height: 42))
    // Another width at 50 tall: the text offered 60 (6 characters a line), the rectangle 60.
    #expect(size(120, 50) == CGSize(width: 120, height: 42))
    // And back to 10 tall.
    #expect(size(120, 10) == CGSize(width: 90, height: 21))
  }

  @Test("a stack keeps its two latest sizings, each subview's answers beside its gap, for placement to reuse")
  func stackKeepsTwoSizings() throws {
    // 9 and 2 characters of 10 points, 21 tall a line (the fake wraps at the offered width).
    let root = engine.makeRoot(HStack(spacing: 0) { Text("aaaa bbbb"); Text("cc") })
    let stack = try #require(root as? ContainerNode<HStackLayout>)
    func sized(_ width: CGFloat) -> CGSize { root.size(ProposedViewSize(width: width, height: nil)) }
    // The less flexible "cc" (0 to 20) first: offered 50, 40 and 30 it takes 20, leaving the
    // other 80 (two lines, 80 wide), 60 (60) and 40 (40, three lines: 63 tall).
    #expect(sized(100) == CGSize(width: 100, height: 42))
    #expect(sized(80) == CGSize(width: 80, height: 42))
    func kept(_ width: CGFloat, _ height: CGFloat? = nil) -> [CGSize]? {
      stack.withCache { cache in
        cache.sizing(placedWith: ProposedViewSize(width: width, height: height)).map { found in
          cache.lanes.map { $0[sizing: found.index].size }
        }
      }
    }
    #expect(kept(100) == [CGSize(width: 80, height: 42), CGSize(width: 20, height: 21)])
    #expect(kept(80) == [CGSize(width: 60, height: 42), CGSize(width: 20, height: 21)])
    // A row of texts placed 42 tall repeats its sizing with no height limit; 41 would cut a line.
    #expect(kept(80, 42) == [CGSize(width: 60, height: 42), CGSize(width: 20, height: 21)])
    #expect(kept(80, 41) == nil)
    #expect(kept(90) == nil)
    // A third sizing takes the place of the earlier one.
    #expect(sized(60) == CGSize(width: 60, height: 63))
    #expect(kept(100) == nil)
    #expect(kept(80) == [CGSize(width: 60, height: 42), CGSize(width: 20, height: 21)])
    #expect(kept(60) == [CGSize(width: 40, height: 63), CGSize(width: 20, height: 21)])
  }

  @Test("a subview of fixed length along a stack's axis answers any share as in a kept sizing with the same cross proposal")
  func fixedLengthSubviewsAnswerFromKeptSizings() throws {
    let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
      Text("Name").font(.headline).frame(width: 50, alignment: .trailing)
      Text("aaaa bbbb")
    }
    let root = engine.makeRoot(view)
    let stack = try #require(root as? ContainerNode<HStackLayout>)
    func sized(_ width: CGFloat, _ height: CGFloat? = nil) -> CGSize { root.size(ProposedViewSize(width: width, height: height)) }
    // The frame is 50 wide at any offer: 50 + 10 leaves the text 40 of 100 (three lines of 4,
    // 4 and 1 characters, 63 tall) and 80 of 140 (two lines, 42 tall).
    #expect(sized(100) == CGSize(width: 100, height: 63))
    #expect(stack.withCache { $0.lanes.map(\.ignoresMajor) } == [true, false])
    #expect(sized(140) == CGSize(width: 140, height: 42))
    // What the frame answered (50 x 21, its headline's first baseline 16) is what it answers now.
    let kept = try #require(stack.withCache { $0.keptSizing(minor: nil, axis: .horizontal) })
    let frame = stack.withCache { $0.lanes[0][sizing: kept] }
    #expect(frame.size == CGSize(width: 50, height: 21))
    #expect(frame.guide == 16)
    // A height limit is another cross proposal: no sizing with it is kept.
    #expect(stack.withCache { $0.keptSizing(minor: 63, axis: .horizontal) } == nil)
    #expect(sized(100, 63) == CGSize(width: 100, height: 63))
    // Each answer as a fresh stack gives it.
    for (width, height) in [(100.0, nil), (140, nil), (100, 63), (70, nil)] as [(CGFloat, CGFloat?)] {
      #expect(sized(width, height) == engine.makeRoot(view).size(ProposedViewSize(width: width, height: height)))
    }
  }

  @Test("a grid offered a width and no height never measures its texts at a height")
  func gridWithoutHeightMeasuresNoHeights() {
    let recorder = RecordingMeasurer()
    // Fake measurer: 10 points per character, lines 21 tall. Column 0 is as wide as "bbb" (30),
    // column 1 as "aaaa bbbb cccc" (140, offered 200 - 8 - 30 = 162, so one line); rows 21 tall
    // and 8 apart: 30 + 8 + 140 = 178 by 21 + 8 + 21 = 50.
    let view = Grid(alignment: .leading) {
      GridRow { Text("aa"); Text("aaaa bbbb cccc") }
      GridRow { Text("bbb"); Text("cc") }
    }
    let result = recorder.engine.layout(view, proposal: ProposedViewSize(width: 200, height: nil))
    #expect(result.size == CGSize(width: 178, height: 50))
    // Rows are shared out only when a height is offered: without one they take their ideal
    // heights, and no cell is asked for its height at 0 or at infinity.
    #expect(recorder.calls.withLock { $0 }.allSatisfy { $0.height == nil })
  }

  @Test("building the result measures no text again: baseline-aligned rows and grids, and an asking wrapper")
  func resultMeasuresNothing() {
    func measurerCalls(_ view: some View, layingOutInFull: Bool) -> Int {
      let recorder = RecordingMeasurer()
      let engine = recorder.engine
      let proposal = ProposedViewSize(width: 150, height: nil)
      if layingOutInFull {
        _ = engine.layout(view, proposal: proposal)
      } else {
        let root = engine.makeRoot(view)
        root.place(at: .zero, size: root.size(proposal), proposal: proposal)
      }
      return recorder.calls.withLock { $0.count }
    }
    let rows = VStack(alignment: .leading) {
      ForEach(0..<20) { row in
        HStack(alignment: .firstTextBaseline) {
          Text("label \(row)").font(.caption).frame(width: 40, alignment: .trailing)
          Text(String(repeating: "value ", count: row % 4 + 1))
        }
      }
    }
    let grid = Grid(alignment: .leadingFirstTextBaseline) {
      ForEach(0..<20) { row in
        GridRow {
          Text("label \(row)").font(.caption)
          Text(String(repeating: "value ", count: row % 4 + 1))
        }
      }
    }
    // The grid asks its cells (its rows' children) for their baselines when the result reaches
    // it, after the rows; a padding asks the stack below it.
    for view in [AnyView(rows), AnyView(grid), AnyView(rows.padding(3)), AnyView(HStack { grid; rows })] {
      let placing = measurerCalls(view, layingOutInFull: false)
      #expect(placing > 0)
      #expect(measurerCalls(view, layingOutInFull: true) == placing)
    }
  }

  @Test("a tree nested 2,000 levels deep lays out")
  func deepTree() {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<2_000 { view = AnyView(VStack { view }.padding(1)) }
    let result = layout(view)
    #expect(result.size == CGSize(width: 4_010, height: 4_010))
    #expect(result.nodes.count == 2 + 2 * 2_000)
  }

  @Test("from a thread with a 256 KB stack, shallow and deep trees lay out", arguments: [20, 300, 1_500])
  func smallStackCaller(depth: Int) {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<depth { view = AnyView(VStack { view }.padding(1)) }
    final class Outcome: @unchecked Sendable { var size = CGSize.zero; var count = 0 }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    // Freeing a deep value recurses once per level: the tree is kept alive for the whole run,
    // so the small thread can never be the one that frees it.
    let tree = UncheckedView(view)
    keptAlive.withLock { $0.append(tree) }
    let thread = Thread {
      let result = layout(tree.view)
      outcome.size = result.size
      outcome.count = result.nodes.count
      done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
    let side = CGFloat(10 + 2 * depth)
    #expect(outcome.size == CGSize(width: side, height: side))
    #expect(outcome.count == 2 + 2 * depth)
  }
}

/// Deep trees the tests keep for the whole run (see `smallStackCaller`).
private let keptAlive = Mutex<[UncheckedView]>([])

/// Carries a view into a thread the test waits for (a class, so the thread's copy is a
/// reference, never the last one).
private final class UncheckedView: @unchecked Sendable {
  let view: AnyView
  init(_ view: AnyView) { self.view = view }
}

@Suite("Node caches")
struct SmallCacheTests {
  @Test("entries beyond the inline ones spill to a dictionary and are all found again")
  func spill() {
    var cache = SmallCache<ProposalKey, CGSize>()
    let count = SmallCache<ProposalKey, CGSize>.inlineCapacity * 3
    for width in 0..<count {
      let proposal = ProposalKey(ProposedViewSize(width: CGFloat(width), height: nil))
      #expect(cache.value(for: proposal) == nil)
      #expect(cache.isSmall == (width <= SmallCache<ProposalKey, CGSize>.inlineCapacity))
      cache.insert(CGSize(width: CGFloat(width) * 2, height: 1), for: proposal)
    }
    for width in 0..<count {
      #expect(cache.value(for: ProposalKey(ProposedViewSize(width: CGFloat(width), height: nil))) == CGSize(width: CGFloat(width) * 2, height: 1))
    }
    #expect(!cache.isSmall)
    #expect(cache.value(for: ProposalKey(ProposedViewSize(width: nil, height: nil))) == nil)
    #expect(cache.value(for: ProposalKey(ProposedViewSize(width: 0, height: 0))) == nil)
  }

  @Test("a proposal key tells unspecified, zero, infinite and NaN dimensions apart, and a NaN equals itself")
  func proposalKeys() {
    let values: [CGFloat?] = [nil, 0, 1, .infinity, .nan]
    for (i, a) in values.enumerated() {
      for (j, b) in values.enumerated() {
        #expect((ProposalKey(ProposedViewSize(width: a, height: 5)) == ProposalKey(ProposedViewSize(width: b, height: 5))) == (i == j))
        #expect((ProposalKey(ProposedViewSize(width: 5, height: a)) == ProposalKey(ProposedViewSize(width: 5, height: b))) == (i == j))
      }
    }
  }
}

/// Holds a `CountingLayout`'s count, shared by every copy of the layout.
final class CountingLayoutBox: Sendable {
  private let count = Mutex(0)
  var asked: Int { count.withLock { $0 } }

  func layout<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    Counting(box: self).callAsFunction(content)
  }

  struct Counting: Layout {
    let box: CountingLayoutBox
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      box.count.withLock { $0 += 1 }
      return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }
}
