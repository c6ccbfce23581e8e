import Baseline
import BaselineTestSupport
import BaselineScenes
import Foundation
import Testing

/// Forms and controls in scene files (docs/scenes.md, "Controls"). Noto Sans 13 pt: ascent
/// 13.897, line 17.706; "Name" is 2820 and "E-mail" 3238 units per 1000 (hb-shape).
@Suite("Scene files: forms and controls")
struct SceneControlTests {
  func layout(_ root: String) throws -> LayoutResult { try sceneLayout(root) }

  func fault(_ root: String) -> String? { sceneFault(root) }

  @Test("a columns form of two fields and a checkbox: rows, label column and baselines")
  func form() throws {
    let result = try layout(
      """
      {"type": "Form", "modifiers": [{"frame": {"width": 300}}], "children": [
        {"type": "TextField", "id": "name", "title": "Name", "text": "Ada"},
        {"type": "TextField", "id": "mail", "title": "E-mail", "prompt": "ada@example.org"},
        {"type": "Toggle", "id": "news", "title": "Newsletter", "isOn": true}]}
      """)
    let fieldBaseline: Double = (22 - 17.706) / 2 + 13.897
    #expect(abs(Double(result.view(id: "name")?.firstBaseline ?? 0) - fieldBaseline) < 1e-9)
    #expect(abs(Double(result.view(id: "mail")?.firstBaseline ?? 0) - (30 + fieldBaseline)) < 1e-9)
    #expect(abs(Double(result.view(id: "news")?.firstBaseline ?? 0) - (60 + 13.897)) < 1e-9)
    // The form's records: the form and its three rows; the controls' insides are no records.
    #expect(result.views.map(\.type) == ["Form", "TextField", "TextField", "Toggle"])
    #expect(result.views.map(\.path) == ["root", "root.children[0]", "root.children[1]", "root.children[2]"])
  }

  @Test("a color picker: its title, 8, a 44 x 20 well; the selection is read as a color")
  func colorPicker() throws {
    let result = try layout("{\"type\": \"ColorPicker\", \"id\": \"c\", \"title\": \"Name\", \"selection\": \"#ff8000\"}")
    let picker = try #require(result.view(id: "c"))
    #expect(abs(Double(picker.frame.width) - (2820 * 13 / 1000.0 + 8 + 44)) < 1e-9)
    #expect(picker.frame.height == 20)
    #expect(fault("{\"type\": \"ColorPicker\", \"selection\": 3}")?.hasPrefix("root.selection: ") == true)
  }

  @Test("control sizes and styles as modifiers")
  func modifiers() throws {
    let small = try layout("{\"type\": \"Button\", \"id\": \"b\", \"title\": \"OK\", \"modifiers\": [{\"controlSize\": \"small\"}]}")
    #expect(small.view(id: "b")?.frame.height == 17)
    let plain = try layout(
      "{\"type\": \"Button\", \"id\": \"b\", \"title\": \"OK\", \"modifiers\": [{\"buttonStyle\": \"plain\"}]}")
    #expect(abs(Double(plain.view(id: "b")?.frame.height ?? 0) - 17.706) < 1e-9)
  }

  @Test("faults name their paths")
  func faults() {
    #expect(fault("{\"type\": \"Stepper\", \"minimum\": 5, \"maximum\": 1}") == "root.maximum: expected a maximum of at least the minimum (5), got 1")
    #expect(fault("{\"type\": \"Toggle\", \"checked\": true}")?.hasPrefix("root.checked: unknown member of a Toggle; expected one of: type, id, modifiers, title, isOn") == true)
    #expect(fault("{\"type\": \"DatePicker\", \"date\": \"yesterday\"}")?.hasPrefix("root.date: expected an ISO 8601 date") == true)
    #expect(fault("{\"type\": \"Button\", \"modifiers\": [{\"controlSize\": \"huge\"}]}")?.hasPrefix("root.modifiers[0].controlSize:") == true)
  }
}

@Suite("Scene files: containers")
struct SceneContainerTests {
  func layout(_ root: String, proposal: String = "null") throws -> LayoutResult {
    try sceneLayout(root, proposal: proposal)
  }

  @Test("a LazyVGrid of adaptive columns in a ScrollView: 5 columns of 53.6 at 300")
  func lazyGrid() throws {
    let cells = (0..<6).map { "{\"type\": \"Color\", \"id\": \"c\($0)\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"height\": 20}}]}" }
    let result = try layout(
      """
      {"type": "ScrollView", "children": [{"type": "LazyVGrid", "columns": [{"adaptive": {"minimum": 50, "maximum": 100}}],
        "children": [\(cells.joined(separator: ", "))]}]}
      """, proposal: "{\"width\": 300, \"height\": 200}")
    #expect(abs(Double(result.view(id: "c0")?.frame.width ?? 0) - 53.6) < 1e-9)
    #expect(result.view(id: "c5")?.frame.minY == 28)
  }

  @Test("layoutDirection mirrors; aspectRatio fits; ViewThatFits chooses")
  func modifiers() throws {
    let mirrored = try layout(
      """
      {"type": "HStack", "spacing": 0, "modifiers": [{"frame": {"width": 100}}, {"layoutDirection": "rightToLeft"}], "children": [
        {"type": "Color", "id": "a", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
        {"type": "Spacer"}]}
      """)
    #expect(mirrored.view(id: "a")?.frame.minX == 90)
    let fitted = try layout(
      "{\"type\": \"Color\", \"id\": \"c\", \"color\": \"red\", \"modifiers\": [{\"aspectRatio\": {\"ratio\": 2}}, {\"frame\": {\"width\": 100, \"height\": 100}}]}")
    #expect(fitted.view(id: "c")?.frame.size == CGSize(width: 100, height: 50))
    let chosen = try layout(
      """
      {"type": "ViewThatFits", "axes": "horizontal", "modifiers": [{"frame": {"width": 150}}], "children": [
        {"type": "Color", "id": "wide", "color": "red", "modifiers": [{"frame": {"width": 200, "height": 10}}]},
        {"type": "Color", "id": "narrow", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 10}}]}]}
      """)
    #expect(chosen.view(id: "narrow") != nil && chosen.view(id: "wide") == nil)
  }
}
