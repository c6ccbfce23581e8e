import Foundation
import Testing
@testable import LayoutCore

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
