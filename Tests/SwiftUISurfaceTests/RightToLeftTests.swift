import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// Right-to-left layout: the fake measurer's body text is 10 points per character, 21 tall.
@Suite("Right-to-left layout")
struct RightToLeftTests {
  let engine: LayoutEngine = {
    var environment = EnvironmentValues()
    environment.textMeasurer = FakeTextMeasurer()
    return LayoutEngine(environment: environment)
  }()

  /// A form row: a 4-character label, 8 points, and a 100-point field, with 10 of leading
  /// padding, in a 300-point row.
  var row: some View {
    HStack(spacing: 8) {
      Text("Name").id("label")
      Color.gray.frame(width: 100, height: 22).id("field")
      Spacer()
    }
    .padding(.leading, 10)
    .offset(x: 5)
  }

  @Test("a form row mirrors: label at the right, field to its left, leading padding on the right, offset to the left")
  func formRow() throws {
    let ltr = engine.layout(row, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(ltr[id: "label"]?.frame.minX == 15)  // 10 padding + 5 offset
    #expect(ltr[id: "field"]?.frame.minX == 63)  // 15 + 40 + 8
    let rtl = engine.layout(row.environment(\.layoutDirection, .rightToLeft), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(rtl[id: "label"]?.frame.maxX == 285)  // 300 - 15
    #expect(rtl[id: "field"]?.frame.maxX == 237)  // 300 - 15 - 40 - 8
    // Vertical positions do not change.
    #expect(rtl[id: "label"]?.frame.minY == ltr[id: "label"]?.frame.minY)
  }

  @Test("leading alignment in a VStack puts children at the right edge")
  func leadingAlignment() throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let result = LayoutEngine(environment: environment).layout(
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 40, height: 10).id("short")
      })
    #expect(result[id: "short"]?.frame == CGRect(x: 60, y: 18, width: 40, height: 10))
  }

  @Test("a left-to-right region inside a right-to-left one mirrors back")
  func nested() throws {
    let result = engine.layout(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).id("a")
        HStack(spacing: 0) {
          Color.green.frame(width: 20, height: 10).id("b")
          Color.blue.frame(width: 30, height: 10).id("c")
        }.environment(\.layoutDirection, .leftToRight)
      }.environment(\.layoutDirection, .rightToLeft))
    // Right to left: a at the right (50...60); the inner region (0...50) keeps b left of c.
    #expect(result[id: "a"]?.frame.minX == 50)
    #expect(result[id: "b"]?.frame.minX == 0)
    #expect(result[id: "c"]?.frame.minX == 20)
  }
}
