import Baseline
import BaselineTestSupport
import BaselineScenes
import Foundation
import Testing

@Suite("Scenes in JSON and in the Swift DSL lay out the same")
struct SceneRoundTripTests {
  @Test("every example has a Swift twin and every Swift twin a file")
  func sameScenes() {
    #expect(ExampleScenes.names == swiftScenes.map(\.name).sorted())
  }

  @Test("the JSON scene and the Swift scene give identical layout results", arguments: swiftScenes.map(\.name))
  func identical(name: String) throws {
    let swift = try #require(swiftScenes.first { $0.name == name })
    let document = try SceneDocument(contentsOf: ExampleScenes.path(name))
    #expect(document.proposal == swift.proposal)
    let fromJSON = document.layout()
    let fromSwift = engine().layout(swift.view, proposal: swift.proposal)
    #expect(fromJSON.size == fromSwift.size)
    let a = fromJSON.views
    let b = fromSwift.views
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) {
      // Everything but the path: the DSL has no modifier indices to name backgrounds by.
      #expect(x.type == y.type && x.id == y.id, "\(x.path)")
      #expect(x.frame == y.frame, "\(x.path)")
      #expect(x.outerFrame == y.outerFrame, "\(x.path)")
      #expect(x.firstBaseline == y.firstBaseline && x.lastBaseline == y.lastBaseline, "\(x.path)")
      #expect(x.lines == y.lines, "\(x.path)")
    }
    #expect(fromJSON.warnings.isEmpty && fromSwift.warnings.isEmpty)
  }

  @Test("each result path names the scene object of that view", arguments: swiftScenes.map(\.name))
  func pathsNameTheFile(name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: ExampleScenes.path(name)))
    let json = try JSONValue(parsing: [UInt8](bytes))
    let result = try SceneDocument(contentsOf: ExampleScenes.path(name)).layout()
    for view in result.views {
      let object = try #require(json.follow(view.path), "\(view.path)")
      #expect(object["type"] == .string(view.type), "\(view.path)")
      if let id = view.id { #expect(object["id"] == .string(id), "\(view.path)") }
    }
  }
}

extension JSONValue {
  /// The value at a scene path such as `root.children[2].modifiers[0].background.content`.
  func follow(_ path: String) -> JSONValue? {
    var value: JSONValue? = self
    var rest = Substring(path)
    while !rest.isEmpty, let current = value {
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      if rest.hasPrefix("[") {
        let close = rest.firstIndex(of: "]")!
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])!
        guard case .array(let items) = current, index < items.count else { return nil }
        value = items[index]
        rest = rest[rest.index(after: close)...]
      } else {
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        value = current[String(rest[..<end])]
        rest = rest[end...]
      }
    }
    return value
  }
}
