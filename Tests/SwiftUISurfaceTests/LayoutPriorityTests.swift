import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// With the font-free measurer (Support.swift): a 17-point text is 10 per character and 21 tall,
// wrapping after as many whole characters as fit.

@Suite("layout priority")
struct LayoutPriorityTests {
  @Test("layoutPriority is a trait of the view: padding and frames after it keep it (layout-rules §6.7)")
  func priorityThroughModifiers() {
    // "Hello there" is 110 wide, padded 120; "General Kenobi" 140. Offered 150, the padded text
    // with priority 1 takes what it needs first; the other gets the 30 left, 3 characters a line,
    // 5 lines of 21: the row is 105 tall.
    let padded = engine.layout(
      HStack(spacing: 0) {
        Text("Hello there").layoutPriority(1).padding(5).id("first")
        Text("General Kenobi").id("second")
      }, proposal: ProposedViewSize(width: 150, height: nil))
    #expect(padded[id: "first"]?.frame.width == 120)
    #expect(padded[id: "second"]?.frame == CGRect(x: 120, y: 0, width: 30, height: 105))
    let framed = engine.layout(
      HStack(spacing: 0) {
        Text("Hello there").layoutPriority(1).frame(minWidth: 10).id("first")
        Text("General Kenobi")
      }, proposal: ProposedViewSize(width: 150, height: nil))
    #expect(framed[id: "first"]?.frame.width == 110)
    // A container view has its own priority: the same text inside a VStack is back to 0, and the
    // two share the 150 as any two texts do.
    let contained = engine.layout(
      HStack(spacing: 0) {
        VStack { Text("Hello there").layoutPriority(1) }.id("first")
        Text("General Kenobi")
      }, proposal: ProposedViewSize(width: 150, height: nil))
    // Least flexible first (110 < 140): the stack offered 75 wraps at 7 characters, 70 wide.
    #expect(contained[id: "first"]?.frame.width == 70)
  }
}
