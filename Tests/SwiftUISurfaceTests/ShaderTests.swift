import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

@Suite("Shader effects")
struct ShaderTests {
  @Test("Shader effects keep the layout and say in the result's warnings that the shader was not run")
  func notRun() {
    let ripple = ShaderLibrary.default.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red), .boundingRect)
    #expect(ripple.function.name == "ripple" && ripple.arguments.count == 4)
    let view = Color.red.frame(width: 40, height: 30).id("v")
      .layerEffect(ripple, maxSampleOffset: CGSize(width: 4, height: 4))
      .distortionEffect(ShaderLibrary.wave(), maxSampleOffset: .zero)
      .colorEffect(ShaderLibrary.default.tint(), isEnabled: false)
    let result = layout(view)
    #expect(result[id: "v"]?.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(result.warnings.count == 2)
    #expect(result.warnings.contains { $0.contains("\"ripple\" (layerEffect)") })
    #expect(result.warnings.contains { $0.contains("\"wave\" (distortionEffect)") })
    // Without effects, no warnings.
    #expect(layout(Color.red.frame(width: 40, height: 30)).warnings.isEmpty)
  }

  @Test("A shader filling a shape is drawn clear and is a warning of the layout that drew it, prepared or not, and of no other")
  func shapeStyleWarning() {
    // The fill is made in a body, where a layout is under way (made outside one, it has none to
    // tell).
    struct Glowing: View {
      var body: some View { Rectangle().fill(ShaderLibrary.glow()).frame(width: 20, height: 10).id("r") }
    }
    let glowing = Glowing()
    let result = layout(glowing)
    #expect(result[id: "r"]?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(result.warnings == ["the shader \"glow\" (a shape style) was not run: Baseline has no Metal; drawn without it"])
    let prepared = LayoutEngine().prepare(glowing)
    #expect(prepared.layout(proposal: ProposedViewSize(width: 100, height: 100)).warnings == result.warnings)
    // The next layout on the thread starts with none.
    #expect(layout(Color.red.frame(width: 20, height: 10)).warnings.isEmpty)
  }
}
