import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// Draws each line 10 points right, at half opacity.
private struct Shifted: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      var copy = context
      copy.translateBy(x: 10, y: 0)
      copy.opacity = 0.5
      copy.draw(line)
    }
  }
}

/// Draws every slice of every run as it is, and takes 20 points more height.
private struct Taller: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line {
        for slice in run { context.draw(slice) }
      }
    }
  }
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    let size = text.sizeThatFits(proposal)
    return CGSize(width: size.width, height: size.height + 20)
  }
}

/// The fake measurer: body text 10 per character, ascent 16, 21 tall.
@Suite("Text renderers")
struct TextRendererTests {
  private func texts(_ result: LayoutResult) -> [(String, CGRect)] {
    result.nodes.compactMap { node in node.text.map { ($0.string, node.frame) } }
  }

  @Test("A renderer draws the line 10 points right of the text, which keeps its place and draws nothing itself")
  func shifted() {
    let result = layout(Text("Hello").textRenderer(Shifted()))
    #expect(result.size == CGSize(width: 50, height: 21))
    let drawn = texts(result)
    // The text as laid out (hidden), then the line the renderer drew at x 10, top at 16 - 16.
    #expect(drawn.map(\.0) == ["Hello", "Hello"])
    #expect(drawn[0].1 == CGRect(x: 0, y: 0, width: 50, height: 21))
    #expect(drawn[1].1 == CGRect(x: 10, y: 0, width: 50, height: 21))
    #expect(result.nodes.contains { $0.kind == .modifier("hidden") })
  }

  @Test("Each line drawn at its own baseline: 'Hello you' in 30 points is three lines 21 apart; a renderer's size")
  func lines() {
    let result = layout(Text("Hello you").textRenderer(Taller()), width: 30)
    let drawn = texts(result).dropFirst()
    #expect(drawn.map(\.0) == ["Hel", "lo ", "you"])
    #expect(drawn.map(\.1.minY) == [0, 21, 42])
    expectClose(result.size.height, 63 + 20)
  }

  @Test("Texts outside the modifier draw themselves; other views inside are untouched")
  func scope() {
    let result = layout(VStack(spacing: 0) { Text("A").textRenderer(Shifted()); Text("B"); Color.red.frame(width: 5, height: 5) })
    #expect(texts(result).map(\.0) == ["A", "A", "B"])
  }
}
