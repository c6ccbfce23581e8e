import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The equal-width-labels technique: labels report their widths through a preference; the
/// widest becomes state that every label's frame reads, in a second layout pass.
private struct EqualWidthLabels: View {
  @State private var labelWidth: CGFloat?

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(["a", "bbb", "cc"], id: \.self) { label in
        HStack {
          Text(label)
            .frame(width: labelWidth, alignment: .leading)
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            .id(label)
          Color.red.frame(width: 10, height: 10)
        }
      }
    }
    .onPreferenceChange(WidthKey.self) { labelWidth = $0 }
  }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct PointKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@Suite("Preferences")
struct PreferenceTests {
  let engine = LayoutEngine(environment: {
    var environment = EnvironmentValues()
    environment.textMeasurer = FakeTextMeasurer()
    return environment
  }())

  @Test("equal-width labels: a second pass gives every label the widest one's width (30)")
  func equalWidths() {
    // Body text in the fake measurer: 10 points per character; "bbb" is the widest, 30.
    let result = engine.layout(EqualWidthLabels())
    for label in ["a", "bbb", "cc"] {
      #expect(result[id: label]?.frame.width == 30, "\(label)")
    }
    // Nested in another view's body, its state still carries from pass to pass.
    let nested = engine.layout(VStack { Text("title"); EqualWidthLabels() })
    #expect(nested[id: "a"]?.frame.width == 30)
  }

  @Test("values reduce in document order; transformPreference changes them on the way up")
  func reduceAndTransform() {
    var seen: [Int] = []
    let box = Recorder()
    _ = engine.layout(
      VStack {
        Color.red.preference(key: CountKey.self, value: 2)
        VStack {
          Color.red.preference(key: CountKey.self, value: 3)
          Color.red.preference(key: CountKey.self, value: 4)
        }
        .transformPreference(CountKey.self) { $0 *= 10 }
      }
      .onPreferenceChange(CountKey.self) { box.values.append($0) })
    seen = box.values
    // 2 + (3 + 4) * 10, reported once: the second pass finds the same value.
    #expect(seen == [72])
  }

  final class Recorder: @unchecked Sendable {
    var values: [Int] = []
  }

  @Test("an anchor preference read in an overlay: a highlight over the second view")
  func anchorOverlay() throws {
    let result = engine.layout(
      VStack(spacing: 8) {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      }
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            Rectangle().stroke(.green)
              .frame(width: proxy[anchor].width, height: proxy[anchor].height)
              .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
              .id("highlight")
          }
        }
      })
    // The blue view is at (0, 28) in the 60 x 58 stack, and so in the overlay's reader.
    let highlight = try #require(result[id: "highlight"])
    #expect(highlight.frame.size == CGSize(width: 60, height: 30))
    // The offset moves the stroked rectangle onto the blue view at (0, 28).
    let stroke = try #require(result.nodes.first { $0.kind.name == "Rectangle" })
    #expect(stroke.frame == CGRect(x: 0, y: 28, width: 60, height: 30))
  }

  @Test("point anchors: edges' middles and corners, a unit point, a fixed point")
  func pointAnchors() throws {
    var points: [CGPoint] = []
    let sources: [Anchor<CGPoint>.Source] = [
      .top, .bottom, .leading, .trailing, .topTrailing, .bottomLeading, .unitPoint(UnitPoint(x: 0.25, y: 0.5)),
      Anchor<CGPoint>.Source(CGPoint(x: 3, y: 4)),
    ]
    _ = engine.layout(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20)
        // A 60 x 30 view at (0, 20) of the 60 x 50 stack.
        Color.blue.frame(width: 60, height: 30)
          .anchorPreference(key: PointKey.self, value: sources[0]) { [$0] }
          .transformAnchorPreference(key: PointKey.self, value: sources[1]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[2]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[3]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[4]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[5]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[6]) { $0.append($1) }
          .transformAnchorPreference(key: PointKey.self, value: sources[7]) { $0.append($1) }
      }
      .overlayPreferenceValue(PointKey.self) { anchors in
        GeometryReader { proxy in
          let _ = points = anchors.map { proxy[$0] }
          Color.clear
        }
      })
    #expect(points == [
      CGPoint(x: 30, y: 20), CGPoint(x: 30, y: 50), CGPoint(x: 0, y: 35), CGPoint(x: 60, y: 35),
      CGPoint(x: 60, y: 20), CGPoint(x: 0, y: 50), CGPoint(x: 15, y: 35), CGPoint(x: 3, y: 24),
    ])
  }

  @Test("passes are bounded when an action keeps changing what it observes")
  func bounded() {
    let result = engine.layout(Oscillating())
    #expect(result.size.width > 0)
  }
}

/// A view whose preference changes every pass: layout stops after the last allowed pass.
private struct Oscillating: View {
  @State private var width: CGFloat = 10
  var body: some View {
    Color.red.frame(width: width, height: 10)
      .preference(key: WidthKey.self, value: width)
      .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
  }
}
