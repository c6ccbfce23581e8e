import Foundation
import Testing
import LayoutCore
import SwiftUISurface

/// `position(x:y:)`: the view's center at a point of the position's own frame, which takes the
/// whole proposal (SwiftUI's `_PositionLayout`). Numbers follow from the fixed sizes.
@Suite("position(x:y:)")
struct PositionTests {
  @Test("takes the whole proposal and centers the view on the point")
  func centersOnThePoint() {
    let result = layout(
      Color.red.frame(width: 20, height: 10).id("box").position(x: 100, y: 50).id("position"), width: 300, height: 200)
    #expect(result.frame(of: "position") == CGRect(x: 0, y: 0, width: 300, height: 200))
    // Center (100, 50): the 20 x 10 box's corner at (90, 45).
    #expect(result.frame(of: "box") == CGRect(x: 90, y: 45, width: 20, height: 10))
  }

  @Test("on an axis with no proposal it is as long as the view, which it still centers on the point")
  func unspecifiedAxis() {
    let result = layout(
      Color.red.frame(width: 20, height: 10).id("box").position(CGPoint(x: 30, y: 40)).id("position"), width: 300)
    #expect(result.frame(of: "position")?.size == CGSize(width: 300, height: 10))
    #expect(result.frame(of: "box")?.origin == CGPoint(x: 20, y: 35))
  }

  @Test("a background after it covers the whole proposal; one before it stays with the view")
  func modifierOrder() {
    let after = layout(
      Color.red.frame(width: 20, height: 10).position(x: 50, y: 50).background { Color.blue.id("after") }, width: 200,
      height: 100)
    #expect(after.frame(of: "after") == CGRect(x: 0, y: 0, width: 200, height: 100))
    let before = layout(
      Color.red.frame(width: 20, height: 10).background { Color.blue.id("before") }.position(x: 50, y: 50), width: 200,
      height: 100)
    #expect(before.frame(of: "before") == CGRect(x: 40, y: 45, width: 20, height: 10))
  }

  @Test("its guides are its own: a sibling in a first-baseline row is not moved by the view's")
  func guidesAreItsOwn() {
    let result = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color.red.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 30 }.position(x: 5, y: 5)
          .frame(width: 10, height: 40).id("positioned")
        Color.blue.frame(width: 10, height: 40).alignmentGuide(.firstTextBaseline) { _ in 30 }.id("sibling")
      })
    // The positioned frame reports no explicit baseline, so it aligns by its bottom (40) against
    // the sibling's 30: the sibling sits 10 lower.
    #expect(result.frame(of: "positioned")?.minY == 0)
    #expect(result.frame(of: "sibling")?.minY == 10)
  }
}
