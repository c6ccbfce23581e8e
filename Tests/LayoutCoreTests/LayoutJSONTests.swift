import Foundation
import Testing
@testable import LayoutCore

@Suite("Layout result JSON (scene-format.md)")
struct LayoutJSONTests {
  @Test("one record per view, with its own frame, the frame after its modifiers, and a scene path")
  func views() {
    let result = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("abcdef").padding(10).id("label")  // body: 60 x 21, ascent 16
        Color.red.frame(width: 20, height: 20).background(Color.blue)
      })
    let views = result.views
    #expect(views.map(\.type) == ["HStack", "Text", "Color", "Color"])
    #expect(views.map(\.path) == ["root", "root.children[0]", "root.children[1]", "root.children[1].background"])
    let text = views[1]
    #expect(text.id == "label")
    #expect(text.frame == CGRect(x: 10, y: 10, width: 60, height: 21))
    #expect(text.outerFrame == CGRect(x: 0, y: 0, width: 80, height: 41))
    #expect(text.firstBaseline == 26)
    // The red color's outer frame is its 20 x 20 frame; its baseline (bottom) sits on 26.
    #expect(views[2].outerFrame == CGRect(x: 80, y: 6, width: 20, height: 20))
  }

  @Test("the JSON text: deterministic, round-trip numbers, parseable")
  func json() throws {
    let result = layout(VStack(spacing: 1) { Text("ab").id("t"); Color.red.frame(width: 10, height: 1.0 / 3) })
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
