import Baseline
import BaselineScenes
import BaselineTestSupport
import Testing

/// The `position` modifier read from a scene (docs/scenes.md, Modifiers).
@Suite("Scene files: position")
struct ScenePositionTests {
  @Test("a color 20 x 10 positioned at (100, 50) in a 300 x 200 proposal")
  func position() throws {
    let result = try sceneLayout(
      """
      {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"position": {"x": 100, "y": 50}}]}
      """, proposal: "{\"width\": 300, \"height\": 200}")
    #expect(result.size == CGSize(width: 300, height: 200))
    // The center at (100, 50): the corner at (90, 45).
    #expect(result.views(ofKind: "Color").first?.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
  }

  @Test("a position with a member other than x and y is a fault at its path")
  func fault() {
    let fault = sceneFault("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"position\": {\"z\": 1}}]}")
    #expect(fault == "root.modifiers[0].position.z: unknown member of a position; expected one of: x, y")
  }
}
