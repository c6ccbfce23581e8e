import Baseline
import BaselineTestSupport
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

@Suite("Relative paths in the layout result")
struct RelativePathTests {
  /// Full paths rebuilt from relative ones: the parent's full path, a dot, the relative path
  /// (the root's is its own).
  static func rebuilt(_ records: [LayoutResult.ViewRecord]) -> [String] {
    var full: [String] = []
    for record in records {
      full.append(record.parent.map { full[$0] + "." + record.path } ?? record.path)
    }
    return full
  }

  @Test("relative paths rebuild the full paths of every example scene", arguments: ExampleScenes.names)
  func examples(name: String) throws {
    let result = try SceneDocument(contentsOf: ExampleScenes.path(name), fonts: bundledFonts).layout()
    let full = result.views(paths: .full)
    let relative = result.views(paths: .relative)
    #expect(Self.rebuilt(relative) == full.map(\.path))
    #expect(relative.map(\.frame) == full.map(\.frame))
    #expect(relative.dropFirst().allSatisfy { $0.parent != nil })
  }

  @Test("Swift trees too: overlays and backgrounds hang below their view")
  func swiftTree() {
    let result = LayoutEngine().layout(
      VStack {
        Color.red.frame(width: 5, height: 5).overlay(Color.blue).background(Color.green)
        HStack { Text("a"); Text("b") }
      })
    let relative = result.views(paths: .relative)
    #expect(relative.map(\.path) == ["root", "children[0]", "overlay", "background", "children[1]", "children[0]", "children[1]"])
    #expect(relative.map(\.parent) == [nil, 0, 1, 1, 0, 4, 4])
    #expect(Self.rebuilt(relative) == result.views.map(\.path))
  }

  @Test("a tree 3,000 levels deep: relative-path JSON grows linearly, full-path JSON quadratically")
  func deepTree() {
    func json(depth: Int, _ style: LayoutResult.PathStyle) -> Int {
      var view = AnyView(Color.red.frame(width: 1, height: 1))
      for _ in 0..<depth { view = AnyView(VStack { view }) }
      return LayoutEngine().layout(view).json(paths: style).utf8.count
    }
    let small = json(depth: 1_500, .relative)
    let large = json(depth: 3_000, .relative)
    // Twice the views, about twice the bytes (each node's line is the same length but for the
    // digits of its numbers).
    #expect(Double(large) / Double(small) < 2.1)
    // Full paths: each ".children[0]" (12 bytes) repeats at every deeper level.
    #expect(json(depth: 3_000, .full) > 3_000 * 3_000 * 12 / 2)
  }
}
