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
}
