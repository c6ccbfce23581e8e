import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A container of an app's own: its views one above the other, each padded by 5.
private struct PaddedStack<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        subview.padding(5)
      }
    }
  }
}

/// A container that makes its first view 100 wide, puts the rest in a row, and counts them.
private struct FirstWide<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      Group(subviews: content) { subviews in
        if let first = subviews.first { first.frame(width: 100).id("first") }
        HStack(spacing: 0) { subviews[1...] }.id("rest")
        Text("\(subviews.count)").id("count")
      }
    }
  }
}

private struct WidthKey: ContainerValueKey { static let defaultValue: CGFloat = 0 }

extension ContainerValues {
  /// The width a view asks `WidthColumn` for.
  fileprivate var requestedWidth: CGFloat {
    get { self[WidthKey.self] }
    set { self[WidthKey.self] = newValue }
  }
}

/// A container that gives each view the width it asked for with `containerValue`.
private struct WidthColumn<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Group(subviews: content) { subviews in
        ForEach(subviews) { subview in
          subview.frame(width: subview.containerValues.requestedWidth, height: 10)
        }
      }
    }
  }
}

/// A layout that places each subview at the x its container value asks for, one under another.
private struct OffsetLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: CGFloat(subviews.count) * 10)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let x = bounds.minX + subview.containerValues.requestedWidth
      subview.place(at: CGPoint(x: x, y: bounds.minY + CGFloat(index) * 10), proposal: ProposedViewSize(width: 10, height: 10))
    }
  }
}

@Suite("Containers of an app's own: Group(subviews:), ForEach(subviews:) and container values")
struct SubviewsTests {
  @Test("ForEach(subviews:) hands each view to the container, which pads it")
  func forEachSubviews() throws {
    let result = layout(
      PaddedStack {
        Text("ab").id("ab")
        Text("abcd").id("abcd")
        Color.red.frame(width: 10, height: 10).id("red")
      })
    // Padded by 5: 20 x 21 -> 30 x 31, 40 x 21 -> 50 x 31, 10 x 10 -> 20 x 20; the stack is as
    // wide as the widest (50) and centers the others: x (50 - 30) / 2 + 5 = 15, 5, (50 - 20) / 2 + 5 = 20.
    #expect(result.size == CGSize(width: 50, height: 82))
    #expect(result.frame(of: "ab") == CGRect(x: 15, y: 5, width: 20, height: 21))
    #expect(result.frame(of: "abcd") == CGRect(x: 5, y: 36, width: 40, height: 21))
    #expect(result.frame(of: "red") == CGRect(x: 20, y: 67, width: 10, height: 10))
  }

  @Test("Group(subviews:) indexes, slices and counts the views")
  func groupSubviews() throws {
    let result = layout(
      FirstWide {
        Color.red.frame(height: 10)
        Text("a")
        Text("bc")
      })
    // The first view 100 wide; the other two in a row (10 + 20 = 30 wide); the count, "3".
    #expect(result.frame(of: "first") == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(result.frame(of: "rest") == CGRect(x: 35, y: 10, width: 30, height: 21))
    #expect(result.frame(of: "count") == CGRect(x: 45, y: 31, width: 10, height: 21))
    #expect(result[id: "count"]?.text?.string == "3")
  }

  @Test("container values: read through later modifiers; a value set further out wins; the default otherwise")
  func containerValues() throws {
    let result = layout(
      WidthColumn {
        Color.red.containerValue(\.requestedWidth, 40).padding(1).id("forty")
        Color.green.id("none")
        Color.blue.containerValue(\.requestedWidth, 5).containerValue(\.requestedWidth, 7).id("seven")
      })
    #expect(result.frame(of: "forty")?.width == 40)
    #expect(result.frame(of: "none")?.width == 0)
    #expect(result.frame(of: "seven")?.width == 7)
    // A custom layout reads them too.
    let placed = layout(
      OffsetLayout {
        Color.red.containerValue(\.requestedWidth, 30).id("a")
        Color.green.id("b")
      })
    #expect(placed.frame(of: "a")?.origin == CGPoint(x: 30, y: 0))
    #expect(placed.frame(of: "b")?.origin == CGPoint(x: 0, y: 10))
  }

  @Test("a subview's tag: its container values' tag and its identity")
  func tags() throws {
    var seen: [String?] = []
    var ids: Set<Subview.ID> = []
    _ = layout(
      Group(subviews: Group {
        Color.red.tag("red")
        Color.green
      }) { subviews in
        let _ = seen = subviews.map { $0.containerValues.tag(for: String.self) }
        let _ = ids = Set(subviews.map(\.id))
        let _ = #expect(subviews[0].containerValues.hasTag("red"))
        let _ = #expect(!subviews[1].containerValues.hasTag("red"))
        subviews
      })
    #expect(seen == ["red", nil])
    #expect(ids.count == 2)
  }
}
