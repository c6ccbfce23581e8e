import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// Two sections: "Fruits" (Apple, Pear) and one without a header (Plum) with the footer "End".
private func fruits(_ style: some ListStyle) -> some View {
  List {
    Section {
      Text("Apple").id("apple")
      Text("Pear").id("pear")
    } header: {
      Text("Fruits").id("header")
    }
    Section {
      Text("Plum").id("plum")
    } footer: {
      Text("End").id("footer")
    }
  }
  .listStyle(style)
}

/// The fake measurer: body 10 per character and 21 tall, footnote (13) 7.8 per character and 13
/// tall. A row is 8 + 21 + 8 = 37 tall, 38 with its separator.
@Suite("Grouped lists")
struct GroupedListTests {
  @Test("Inset grouped: cards 16 in, headers 16 in from the card and 6 above it, sections 35 apart")
  func insetGrouped() {
    let result = layout(fruits(.insetGrouped), width: 390)
    // 35 above the first section; the header's text at 16 + 16, uppercase, footnote-sized.
    expectFrame(result[id: "header"]?.frame, 32, 35, 6 * 7.8, 13)
    #expect(result[id: "header"]?.text?.style.textCase == .uppercase)
    // The card starts 13 + 6 lower, at 54; rows inset 8 and 16 inside it.
    expectFrame(result[id: "apple"]?.frame, 32, 62, 50, 21)
    expectFrame(result[id: "pear"]?.frame, 32, 100, 40, 21)  // 54 + 38 + 8
    // The first card ends after 38 + 37: at 129; the next section starts 35 lower.
    expectFrame(result[id: "plum"]?.frame, 32, 172, 40, 21)
    expectFrame(result[id: "footer"]?.frame, 32, 207, 3 * 7.8, 13)  // 164 + 37 + 6
    #expect(result.size == CGSize(width: 390, height: 255))  // 220 + 35
    // The cards: white rounded rectangles 358 wide, one per section.
    let cards = result.nodes.filter { $0.kind == .view("RoundedRectangle") }
    #expect(cards.map(\.frame) == [CGRect(x: 16, y: 54, width: 358, height: 75), CGRect(x: 16, y: 164, width: 358, height: 37)])
    // Separators: below Apple only (the last row of a card has none), from the row's text (16 in
    // from the card) to the card's trailing edge.
    #expect(result.nodes.filter { $0.kind == .view("Divider") }.map(\.frame) == [CGRect(x: 32, y: 91, width: 342, height: 1)])
  }

  @Test("Grouped: the same column with the cards edge to edge")
  func grouped() {
    let result = layout(fruits(.grouped), width: 390)
    expectFrame(result[id: "header"]?.frame, 16, 35, 6 * 7.8, 13)
    expectFrame(result[id: "apple"]?.frame, 16, 62, 50, 21)
    expectFrame(result[id: "footer"]?.frame, 16, 207, 3 * 7.8, 13)
    #expect(result.size == CGSize(width: 390, height: 255))
  }

  @Test("listSectionSpacing sets the space around sections; a header's own textCase wins")
  func spacingAndCase() {
    let compact = layout(fruits(.insetGrouped).listSectionSpacing(.compact), width: 390)
    expectFrame(compact[id: "header"]?.frame, 32, 20, 6 * 7.8, 13)
    expectFrame(compact[id: "plum"]?.frame, 32, 142, 40, 21)  // 20 + 19 + 75 + 20 + 8
    let custom = layout(fruits(.insetGrouped).listSectionSpacing(10), width: 390)
    // Three gaps of 10 rather than 35: above, between and below the sections.
    expectClose(custom.size.height, 255 - 3 * 25)
    let ownCase = layout(
      List { Section { Text("a") } header: { Text("Mixed").textCase(nil).id("header") } }.listStyle(.insetGrouped), width: 390)
    #expect(ownCase[id: "header"]?.text?.style.textCase == nil)
  }

  @Test("Rows outside a section form a card of their own; plain lists keep the plain look")
  func looseRowsAndPlain() {
    let loose = layout(List { Text("One").id("one"); Text("Two") }.listStyle(.insetGrouped), width: 390)
    expectFrame(loose[id: "one"]?.frame, 32, 43, 30, 21)
    expectClose(loose.size.height, 35 + 38 + 37 + 35)
    // listRowSpacing separates the rows in a card: 5 more above the second.
    let spaced = layout(List { Text("One"); Text("Two").id("two") }.listStyle(.insetGrouped).listRowSpacing(5), width: 390)
    expectFrame(spaced[id: "two"]?.frame, 32, 35 + 38 + 5 + 8, 30, 21)
    let plain = layout(fruits(.plain), width: 390)
    #expect(plain.nodes.filter { $0.kind == .view("RoundedRectangle") }.isEmpty)
  }
}
