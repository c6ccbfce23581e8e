import Baseline
import BaselineScenes
import Foundation
import Testing

/// Forms and controls in scene files (docs/scenes.md, "Controls"). Noto Sans 13 pt: ascent
/// 13.897, line 17.706; "Name" is 2820 and "E-mail" 3238 units per 1000 (hb-shape).
@Suite("Scene files: forms and controls")
struct SceneControlTests {
  func layout(_ root: String) throws -> LayoutResult {
    try SceneDocument(json: Array("{\"root\": \(root)}".utf8)).layout()
  }

  func fault(_ root: String) -> String? {
    do {
      _ = try SceneDocument(json: Array("{\"root\": \(root)}".utf8))
      return nil
    } catch {
      return error.description
    }
  }

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
