import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A board of an app's own: each section's header above its rows (side by side, 4 apart) above
/// its footer, 2 apart; sections 10 apart.
private struct SectionedBoard<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 10) {
      ForEach(sections: content) { section in
        VStack(spacing: 2) {
          if !section.header.isEmpty { section.header }
          HStack(spacing: 4) { section.content }
          section.footer
        }
      }
    }
  }
}

private struct LaneKey: ContainerValueKey { static let defaultValue = "" }

extension ContainerValues {
  /// The lane a section asks the board for.
  fileprivate var lane: String {
    get { self[LaneKey.self] }
    set { self[LaneKey.self] = newValue }
  }
}

/// Shows, for each section, its lane, tag and part counts as one text.
private struct SectionSummary<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      Group(sections: content) { sections in
        ForEach(sections) { section in
          Text("\(section.containerValues.lane):\(section.containerValues.tag(for: Int.self) ?? 0):\(section.header.count)\(section.content.count)\(section.footer.count)")
            .id(section.id.index)
        }
      }
    }
  }
}

/// Loose views, a section with a header, and one with a footer.
private struct Board: View {
  var body: some View {
    SectionedBoard {
    Color.gray.frame(width: 5, height: 5).id("loose")
    Section {
      Color.red.frame(width: 10, height: 10).id("a1")
      Color.red.frame(width: 10, height: 10).id("a2")
    } header: {
      Color.black.frame(width: 30, height: 4).id("header")
    }
    Section {
      Color.blue.frame(width: 10, height: 10).id("b1")
    } footer: {
      Color.green.frame(width: 20, height: 3).id("footer")
    }
    }
  }
}

@Suite("Sections for containers of your own: Group(sections:) and ForEach(sections:)")
struct SectionsTests {
  @Test("a section's header, rows and footer reach the container apart; loose views form an implicit section")
  func parts() {
    let result = layout(Board())
    // Sections 5, 4 + 2 + 10 = 16 and 10 + 2 + 3 = 15 tall, 10 apart: 56; the widest is 30.
    #expect(result.size == CGSize(width: 30, height: 56))
    #expect(result[id: "loose"]?.frame == CGRect(x: 12.5, y: 0, width: 5, height: 5))
    #expect(result[id: "header"]?.frame == CGRect(x: 0, y: 15, width: 30, height: 4))
    // The rows, 24 wide, centered under the 30-point header.
    #expect(result[id: "a1"]?.frame == CGRect(x: 3, y: 21, width: 10, height: 10))
    #expect(result[id: "a2"]?.frame == CGRect(x: 17, y: 21, width: 10, height: 10))
    // The last section is 20 wide (its footer), centered: x 5.
    #expect(result[id: "b1"]?.frame == CGRect(x: 10, y: 41, width: 10, height: 10))
    #expect(result[id: "footer"]?.frame == CGRect(x: 5, y: 53, width: 20, height: 3))
  }

  @Test("a section's container values and tag, and its part counts")
  func values() {
    let summary = SectionSummary {
      Section("Todo") {
        Color.red
        Color.red
      }
      .containerValue(\.lane, "left")
      .tag(7)
      Color.gray
      Color.gray
      Section {
        Color.blue
      } footer: {
        Text("Done")
      }
    }
    let texts = layout(summary).nodes.compactMap { $0.text?.string }
    // Todo: header 1, rows 2, no footer; two loose views: one implicit section of 2 rows; the
    // last: no header, 1 row, 1 footer.
    #expect(texts == ["left:7:120", ":0:020", ":0:011"])
  }

  @Test("outside a sections container a section lays out as before")
  func plainSection() {
    let inside = layout(VStack(spacing: 0) { Section { Color.red.frame(width: 10, height: 10) } })
    #expect(inside.size == CGSize(width: 10, height: 10))
  }
}

@Suite("Section actions")
struct SectionActionsTests {
  @Test("a section's actions follow its rows in a column, and reach containers of your own apart")
  func actions() {
    let column = VStack(spacing: 0) {
      Section {
        Color.red.frame(width: 10, height: 10).id("row")
        Section { Color.gray.frame(width: 10, height: 10).id("inner") }
      }
      .sectionActions { Color.blue.frame(width: 20, height: 5).id("action") }
    }
    let result = layout(column)
    // The section's rows (10 and the inner section's 10, 8 apart as a section's rows are), then
    // its action 8 below: the inner section did not take the action.
    #expect(result.views(ofKind: "Color").count == 3)
    #expect(result[id: "action"]?.frame.minY == (result[id: "inner"]?.frame.maxY ?? 0) + 8)
    let summary = SectionActionCounts {
      Section { Color.red }.sectionActions { Color.blue; Color.green }
      Section { Color.red }
    }
    #expect(layout(summary).nodes.compactMap { $0.text?.string } == ["2", "0"])
  }
}

/// Shows each section's number of actions.
private struct SectionActionCounts<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      ForEach(sections: content) { section in
        Text("\(section.actions.count)")
      }
    }
  }
}
