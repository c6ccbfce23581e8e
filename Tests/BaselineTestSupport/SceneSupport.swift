public import Baseline
import BaselineScenes

/// The layout of a scene whose root is `root` (JSON text), with a proposal (JSON text, `null`:
/// unspecified).
public func sceneLayout(_ root: String, proposal: String = "null") throws -> LayoutResult {
  try SceneDocument(json: Array("{\"proposal\": \(proposal), \"root\": \(root)}".utf8)).layout()
}

/// The fault line of a scene whose root is `root`, or nil when it decodes.
public func sceneFault(_ root: String) -> String? {
  do {
    _ = try SceneDocument(json: Array("{\"root\": \(root)}".utf8))
    return nil
  } catch {
    return error.description
  }
}
