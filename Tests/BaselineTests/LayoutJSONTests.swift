import Baseline
import BaselineScenes
import Foundation
import Testing

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

@Suite("Layout result JSON (scene-format.md)")
struct LayoutJSONTests {
  @Test("one record per view, with its own frame, the frame after its modifiers, and a scene path")
  func views() {
    // LayoutCore's approximate measurer: body text (17 pt) is 0.6 em = 10.2 per character,
    // 17 tall, first baseline at 0.8 em = 13.6.
    let result = LayoutEngine().layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("abcdef").padding(10).id("label")
        Color.red.frame(width: 20, height: 20).background(Color.blue)
      })
    let views = result.views
    #expect(views.map(\.type) == ["HStack", "Text", "Color", "Color"])
    #expect(views.map(\.path) == ["root", "root.children[0]", "root.children[1]", "root.children[1].background"])
    let text = views[1]
    #expect(text.id == "label")
    #expect(close(text.frame, CGRect(x: 10, y: 10, width: 61.2, height: 17)))
    #expect(close(text.outerFrame, CGRect(x: 0, y: 0, width: 81.2, height: 37)))
    #expect(abs((text.firstBaseline ?? 0) - 23.6) < 1e-9)
    // The red color's outer frame is its 20 x 20 frame; its baseline (bottom) sits on 23.6.
    #expect(close(views[2].outerFrame, CGRect(x: 81.2, y: 3.6, width: 20, height: 20)))
    #expect(close(views[3].frame, views[2].outerFrame))
  }

  @Test("the JSON text: deterministic, round-trip numbers, parseable")
  func json() throws {
    let result = LayoutEngine().layout(
      VStack(spacing: 1) { Text("ab").id("t"); Color.red.frame(width: 10, height: 1.0 / 3) })
    let text = result.json
    #expect(text == result.json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let nodes = try #require(object["nodes"] as? [[String: Any]])
    #expect(nodes.count == 3)
    #expect(nodes[1]["id"] as? String == "t")
    let lines = try #require(nodes[1]["lines"] as? [[String: Any]])
    #expect(lines.count == 1 && (lines[0]["range"] as? [Int]) == [0, 2])
    // 1/3 is written with all its digits and reads back to the same Double.
    let color = try #require(nodes[2]["frame"] as? [String: Any])
    #expect((color["height"] as? Double) == 1.0 / 3)
  }
}
