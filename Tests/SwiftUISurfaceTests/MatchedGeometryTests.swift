import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A 100 x 60 source and a 30 x 20 member side by side in an HStack without spacing.
private struct Pair: View {
  @Namespace private var namespace
  var properties: MatchedGeometryProperties = .frame
  var sourceShown = true

  var body: some View {
    HStack(spacing: 0) {
      if sourceShown {
        Color.red.frame(width: 100, height: 60).matchedGeometryEffect(id: "card", in: namespace).id("source")
      }
      Color.blue.frame(width: 30, height: 20).id("member")
        .matchedGeometryEffect(id: "card", in: namespace, properties: properties, isSource: false).id("effect")
    }
  }
}

/// Tabs "One" (30 wide) and "Three" (50 wide, at 50) over a 12 x 2 bar matched to the second's
/// bottom leading corner by position.
private struct Tabs: View {
  @Namespace private var namespace

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 20) {
        Text("One")
        Text("Three").matchedGeometryEffect(id: "tab", in: namespace, anchor: .bottomLeading)
      }
      Color.blue.frame(width: 12, height: 2).id("bar")
        .matchedGeometryEffect(id: "tab", in: namespace, properties: .position, anchor: .topLeading, isSource: false)
    }
  }
}

/// A flexible member (a color takes any size) over a fixed source in a ZStack.
private struct Highlight: View {
  @Namespace private var namespace

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.yellow.id("highlight").matchedGeometryEffect(id: "selection", in: namespace, isSource: false)
      Color.gray.frame(width: 40, height: 24).padding(.leading, 70).padding(.top, 10)
        .overlay(alignment: .bottomTrailing) {
          Color.clear.frame(width: 40, height: 24).matchedGeometryEffect(id: "selection", in: namespace)
        }
    }
  }
}

@Suite("matchedGeometryEffect")
struct MatchedGeometryTests {
  @Test("A member takes its source's size and center: 30 x 20 content centered on the 100 x 60 source")
  func frameMatched() {
    let result = layout(Pair())
    // The member reports the source's size: the row is 100 + 100 wide.
    #expect(result.size == CGSize(width: 200, height: 60))
    expectFrame(result[id: "source"]?.frame, 0, 0, 100, 60)
    // Its content, proposed 100 x 60, stays 30 x 20: centered on the source's center (50, 30).
    expectFrame(result[id: "member"]?.frame, 35, 20, 30, 20)
    // The effect keeps its place in the row.
    expectFrame(result[id: "effect"]?.frame, 100, 0, 100, 60)
  }

  @Test("Size only: the member is 100 x 60 where it stands; position only: it keeps its size and moves")
  func oneProperty() {
    let sized = layout(Pair(properties: .size))
    expectFrame(sized[id: "member"]?.frame, 135, 20, 30, 20)
    let moved = layout(Pair(properties: .position))
    // The row is 130 wide: the member keeps its 30 x 20, centered vertically at 20; its center
    // (115, 30) moves onto the source's (50, 30).
    #expect(moved.size == CGSize(width: 130, height: 60))
    expectFrame(moved[id: "member"]?.frame, 35, 20, 30, 20)
  }

  @Test("Anchors: the bar's top leading corner lands on the second tab's bottom leading corner (50, 21)")
  func anchors() {
    let result = layout(Tabs())
    expectFrame(result[id: "bar"]?.frame, 50, 21, 12, 2)
    // The stack is as without the effect: 100 wide, 21 + 2 tall.
    #expect(result.size == CGSize(width: 100, height: 23))
  }

  @Test("A flexible member takes exactly its source's frame, wherever the source is")
  func flexibleMember() {
    // The source is the 40 x 24 overlay on the gray box at (70, 10).
    expectFrame(layout(Highlight())[id: "highlight"]?.frame, 70, 10, 40, 24)
  }

  @Test("A member with no source shown lays out as its content")
  func noSource() {
    let result = layout(Pair(sourceShown: false))
    expectFrame(result[id: "member"]?.frame, 0, 0, 30, 20)
    #expect(result.size == CGSize(width: 30, height: 20))
  }

  @Test("Right to left: the member still lands on its source (mirrored to the right end)")
  func rightToLeft() {
    let result = layout(Pair().environment(\.layoutDirection, .rightToLeft))
    expectFrame(result[id: "source"]?.frame, 100, 0, 100, 60)
    expectFrame(result[id: "member"]?.frame, 135, 20, 30, 20)
  }
}
