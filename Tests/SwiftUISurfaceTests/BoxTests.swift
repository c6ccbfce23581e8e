import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// With the font-free measurer (Support.swift's `engine`): a 17-point text is 10 per character and 21 tall,
// a symbol image 17 square.

@Suite("GroupBox, DisclosureGroup and ContentUnavailableView")
struct BoxTests {
  @Test("a group box: the label, 8, the content, padded 16 on a rounded fill")
  func groupBox() {
    let titled = engine.layout(GroupBox("Ab") { Color.red.frame(width: 50, height: 30).id("content") })
    // Width: 16 + max(label 20, content 50) + 16; height: 16 + 21 + 8 + 30 + 16.
    #expect(titled.size == CGSize(width: 82, height: 91))
    #expect(titled[id: "content"]?.frame == CGRect(x: 16, y: 45, width: 50, height: 30))
    #expect(titled.nodes.contains { $0.paint?.shape == .roundedRectangle && $0.paint?.fill == GroupBox<EmptyView, EmptyView>.fill })
    let plain = engine.layout(GroupBox { Color.red.frame(width: 50, height: 30).id("content") })
    #expect(plain.size == CGSize(width: 82, height: 62))
    #expect(plain[id: "content"]?.frame.origin == CGPoint(x: 16, y: 16))
  }

  @Test("a custom group box style gets the label and the content")
  func groupBoxStyle() {
    struct Bare: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.label; configuration.content }
      }
    }
    let result = engine.layout(GroupBox("Ab") { Color.red.frame(width: 50, height: 30).id("content") }.groupBoxStyle(Bare()))
    // The label (20 x 21) then the content, centered: y (30 - 21) / 2 for the label, 0 for the content.
    #expect(result.size == CGSize(width: 70, height: 30))
    #expect(result[id: "content"]?.frame.origin == CGPoint(x: 20, y: 0))
  }

  @Test("a disclosure group: collapsed only its row; expanded the content 6 below, indented 20")
  func disclosureGroup() {
    func group(_ expanded: Bool) -> some View {
      DisclosureGroup("Ab", isExpanded: .constant(expanded)) { Color.blue.frame(width: 40, height: 10).id("content") }
    }
    // The row: a 17-point chevron, 6, the 20 x 21 title; the chevron centered on the title's line.
    let collapsed = engine.layout(group(false))
    #expect(collapsed.size == CGSize(width: 43, height: 21))
    #expect(collapsed[id: "content"] == nil)
    let expanded = engine.layout(group(true))
    #expect(expanded.size == CGSize(width: 60, height: 37))  // 20 + 40 wide; 21 + 6 + 10 tall
    #expect(expanded[id: "content"]?.frame == CGRect(x: 20, y: 27, width: 40, height: 10))
  }

  @Test("content unavailable takes the whole offer and centers its column")
  func contentUnavailable() {
    let result = engine.layout(
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Ab")), proposal: ProposedViewSize(width: 300, height: 400))
    #expect(result.size == CGSize(width: 300, height: 400))
    let texts = result.nodes.filter { $0.text != nil }
    #expect(texts.map { $0.text?.string } == ["No Mail", "Ab"])
    // Centered: each text's center on x = 150.
    for text in texts { #expect(abs(text.frame.midX - 150) < 1e-9) }
  }
}

@Suite("TabView, Gauge, TimelineView, AsyncImage and the system buttons")
struct MoreContainerTests {
  func tabs(_ selection: Int?) -> some View {
    TabView(selection: selection.map { .constant($0) }) {
      Color.red.tabItem { Label("A", systemImage: "a.circle") }.tag(0).id("a")
      Color.blue.tabItem { Label("B", systemImage: "b.circle") }.tag(1).id("b")
    }
  }

  @Test("a tab view shows the selected tab above a 49-point bar; page style has no bar")
  func tabView() {
    let second = engine.layout(tabs(1), proposal: ProposedViewSize(width: 300, height: 600))
    #expect(second.size == CGSize(width: 300, height: 600))
    #expect(second[id: "b"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    #expect(second[id: "a"] == nil)
    // The bar: two items sharing 300 points, each text centered in its half.
    let titles = second.nodes.filter { $0.text != nil }
    #expect(titles.map { $0.text?.string } == ["A", "B"])
    #expect(titles.map { $0.frame.midX } == [75, 225])
    #expect(titles.allSatisfy { $0.frame.minY >= 551 })
    let first = engine.layout(tabs(nil), proposal: ProposedViewSize(width: 300, height: 600))
    #expect(first[id: "a"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    let paged = engine.layout(tabs(1).tabViewStyle(.page), proposal: ProposedViewSize(width: 300, height: 600))
    #expect(paged[id: "b"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
  }

  @Test("the adaptable and tab-bar-only styles lay out the 49-point tab bar; the sidebar's header, footer and bar are not shown")
  func adaptableStyles() {
    let proposal = ProposedViewSize(width: 300, height: 600)
    let adaptable = engine.layout(
      tabs(1).tabViewStyle(.sidebarAdaptable).defaultAdaptableTabBarPlacement(.sidebar)
        .tabViewSidebarHeader { Text("Header").id("header") }
        .tabViewSidebarFooter { Text("Footer").id("footer") }
        .tabViewSidebarBottomBar { Text("Bar").id("bar") }
        .indexViewStyle(.page(backgroundDisplayMode: .always)),
      proposal: proposal)
    #expect(adaptable[id: "b"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    #expect(adaptable[id: "header"] == nil && adaptable[id: "footer"] == nil && adaptable[id: "bar"] == nil)
    let tabBarOnly = engine.layout(tabs(0).tabViewStyle(.tabBarOnly), proposal: proposal)
    #expect(tabBarOnly[id: "a"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
  }

  @Test("an image drawn by code keeps its size; its fills are placed in it; RenameButton is a labeled button")
  func drawnImageAndRename() {
    let image = Image(size: CGSize(width: 40, height: 30)) { context in
      context.fill(Path(CGRect(x: 10, y: 5, width: 20, height: 10)), with: .color(.red))
    }
    let result = engine.layout(image.resizable().id("drawn"))
    #expect(result.size == CGSize(width: 40, height: 30))
    let fill = result.nodes.first { $0.paint?.fill == .red }
    #expect(fill?.paint?.path(in: fill?.frame ?? .zero).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
    #expect(engine.layout(Image(systemName: "star", variableValue: 0.5)).size == engine.layout(Image(systemName: "star")).size)
    let rename = engine.layout(RenameButton())
    #expect(rename.nodes.contains { $0.text?.string == "Rename" })
  }

  @Test("tabs written the newer way (Tab with a value) select and show as tabItem and tag do")
  func newerTabs() {
    let view = TabView(selection: .constant(2)) {
      Tab("A", systemImage: "a.circle", value: 1) { Color.red.id("a") }
      Tab("B", systemImage: "b.circle", value: 2) { Color.blue.id("b") }
    }
    let result = engine.layout(view.datePickerStyle(.compact).menuStyle(.button), proposal: ProposedViewSize(width: 300, height: 600))
    #expect(result[id: "b"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    #expect(result[id: "a"] == nil)
    #expect(result.nodes.filter { $0.text != nil }.map { $0.frame.midX } == [75, 225])
  }

  @Test("tabs with their own labels, an asset image and the search role: each label is the tab item's")
  func tabLabels() {
    let view = TabView(selection: .constant(2)) {
      Tab(value: 1) { Color.red.id("a") } label: { Text("Own") }
      Tab("Photos", image: "photos", value: 2) { Color.blue.id("b") }
      Tab(value: 3, role: .search) { Color.green.id("c") }
    }
    let result = engine.layout(view, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(result[id: "b"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    #expect(result.nodes.compactMap { $0.text?.string } == ["Own", "Photos", "Search"])
    // Three items sharing 300 points: each title centered in its 100-point third ("Own" has no
    // icon; the others' titles sit after theirs).
    #expect(result.nodes.filter { $0.text != nil }.first?.frame.midX == 50)
    let defaultLabel: Tab<Never, Color, DefaultTabLabel> = Tab("Home", systemImage: "house") { Color.red }
    #expect(engine.layout(defaultLabel).size == engine.layout(Color.red).size)
  }

  @Test("tabs inside a TabSection take their places in the bar like the others")
  func tabSection() {
    let view = TabView(selection: .constant(3)) {
      TabSection("Media") {
        Tab("A", systemImage: "a.circle", value: 1) { Color.red.id("a") }
        Tab("B", systemImage: "b.circle", value: 2) { Color.blue.id("b") }
      }
      Tab("C", systemImage: "c.circle", value: 3) { Color.green.id("c") }
    }
    let result = engine.layout(view, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(result[id: "c"]?.frame == CGRect(x: 0, y: 0, width: 300, height: 551))
    // Three items sharing 300 points: each title centered in its 100-point third.
    #expect(result.nodes.filter { $0.text != nil }.map { $0.frame.midX } == [50, 150, 250])
  }

  @Test("an outline group: a row per root, a collapsed disclosure group for each with children")
  func outlineGroup() {
    struct Item: Identifiable {
      let id: String
      var children: [Item]?
    }
    let tree = [Item(id: "Ab", children: [Item(id: "Cd"), Item(id: "Ef")]), Item(id: "Gh", children: nil)]
    let result = engine.layout(
      VStack(alignment: .leading, spacing: 0) {
        OutlineGroup(tree, children: \.children) { item in Text(item.id).id(item.id) }
      })
    // "Ab" has children: a 17-point chevron, 6, its 20 x 21 title (the disclosure row, 43 wide);
    // the children are not laid out (collapsed). "Gh" is a plain 20 x 21 row below it.
    #expect(result.size == CGSize(width: 43, height: 42))
    #expect(result[id: "Ab"]?.frame == CGRect(x: 23, y: 0, width: 20, height: 21))
    #expect(result[id: "Cd"] == nil && result[id: "Ef"] == nil)
    #expect(result[id: "Gh"]?.frame == CGRect(x: 0, y: 21, width: 20, height: 21))
  }

  @Test("a gauge: the label, 4, a 4-point bar filled to the value's fraction")
  func gauge() {
    let result = engine.layout(Gauge(value: 25, in: 0...100) { Text("Ab") }, proposal: ProposedViewSize(width: 200, height: nil))
    #expect(result.size == CGSize(width: 200, height: 29))  // 21 + 4 + 4
    let fill = result.nodes.first { $0.paint?.fill == .accentColor && $0.paint?.shape == .capsule }
    #expect(fill?.frame == CGRect(x: 0, y: 25, width: 50, height: 4))
  }

  @Test("a timeline shows the schedule's last entry at or before now")
  func timeline() {
    let view = TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 60)) { context in
      Text(verbatim: "\(Int(context.date.timeIntervalSince1970))")
    }
    let shown = engine.layout(view).nodes.compactMap { $0.text?.string }.first.flatMap { Double($0) } ?? -1
    #expect(shown.truncatingRemainder(dividingBy: 60) == 0)
    let now = Date().timeIntervalSince1970
    #expect(shown <= now && now - shown < 60)
  }

  @Test("an image from the network shows its placeholder, which takes the offer")
  func asyncImage() {
    let result = engine.layout(AsyncImage(url: URL(string: "https://example.org/a.png")), proposal: ProposedViewSize(width: 100, height: 50))
    #expect(result.size == CGSize(width: 100, height: 50))
    let custom = engine.layout(
      AsyncImage(url: URL(string: "https://example.org/a.png")) { $0.resizable() } placeholder: { Color.red.frame(width: 7, height: 9) })
    #expect(custom.size == CGSize(width: 7, height: 9))
  }

  @Test("a control group puts its controls side by side, 8 apart")
  func controlGroup() {
    let result = engine.layout(ControlGroup { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) })
    #expect(result.size == CGSize(width: 38, height: 10))
    // A label is for the group collapsed into a menu: inline, the controls alone.
    let labeled = ControlGroup {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 20, height: 10)
    } label: {
      Text("Format")
    }
    #expect(engine.layout(labeled).size == CGSize(width: 38, height: 10))
    #expect(engine.layout(labeled).nodes.allSatisfy { $0.text == nil })
    #expect(String(describing: type(of: labeled)).hasPrefix("ControlGroup<LabeledControlGroupContent<"))
  }

  @Test("a share link's own label is its title with the share symbol, as a Label")
  func shareLink() {
    let own: ShareLink<DefaultShareLinkLabel> = ShareLink("Send", item: URL(fileURLWithPath: "/tmp/a.txt"))
    let written = ShareLink(item: URL(fileURLWithPath: "/tmp/a.txt")) { Label("Send", systemImage: "square.and.arrow.up") }
    #expect(engine.layout(own).size == engine.layout(written).size)
    #expect(engine.layout(own).nodes.compactMap { $0.text?.string } == ["Send"])
  }
}

@Suite("TextEditor")
struct TextEditorTests {
  @Test("a text editor takes the offer; its text starts 5 in and 8 down, wrapped to the width less 10")
  func editor() throws {
    let result = engine.layout(TextEditor(text: .constant("abcdefghij")), proposal: ProposedViewSize(width: 65, height: 200))
    #expect(result.size == CGSize(width: 65, height: 200))
    let text = try #require(result.nodes.first { $0.text != nil })
    // 65 - 10 = 55 points hold five 10-point characters: two lines of 21.
    #expect(text.frame == CGRect(x: 5, y: 8, width: 50, height: 42))
  }
}

@Suite("NavigationSplitView")
struct SplitViewTests {
  @Test("two columns: a 320-point sidebar and the detail in the rest; three: 320, 320 and the rest")
  func columns() {
    let two = engine.layout(
      NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") },
      proposal: ProposedViewSize(width: 1000, height: 700))
    #expect(two.size == CGSize(width: 1000, height: 700))
    #expect(two[id: "sidebar"]?.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(two[id: "detail"]?.frame == CGRect(x: 320, y: 0, width: 680, height: 700))
    let three = engine.layout(
      NavigationSplitView { Color.red.id("sidebar") } content: { Color.green.id("content") } detail: { Color.blue.id("detail") },
      proposal: ProposedViewSize(width: 1000, height: 700))
    #expect(three[id: "content"]?.frame == CGRect(x: 320, y: 0, width: 320, height: 700))
    #expect(three[id: "detail"]?.frame == CGRect(x: 640, y: 0, width: 360, height: 700))
  }

  @Test("a column's own width; a narrow proposal shows the sidebar alone")
  func widthsAndCollapse() {
    let narrowSidebar = engine.layout(
      NavigationSplitView { Color.red.id("sidebar").navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 400) } detail: {
        Color.blue.id("detail")
      }, proposal: ProposedViewSize(width: 1000, height: 700))
    #expect(narrowSidebar[id: "sidebar"]?.frame.width == 250)
    #expect(narrowSidebar[id: "detail"]?.frame == CGRect(x: 250, y: 0, width: 750, height: 700))
    let phone = engine.layout(
      NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") },
      proposal: ProposedViewSize(width: 390, height: 844))
    #expect(phone[id: "sidebar"]?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(phone[id: "detail"]?.frame.size == .zero)
  }
}

private struct Person: Identifiable {
  let id: Int
  let name: String
  let age: Int
}

@Suite("Table")
struct TableTests {
  fileprivate let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 85)]

  /// The frame of the text showing `string`.
  func frame(_ result: LayoutResult, _ string: String) -> CGRect? {
    result.nodes.first { $0.text?.string == string }?.frame
  }

  @Test("a fixed 60-point column and a flexible one sharing the rest; rows as tall as 21 + 6 + 6")
  func columns() {
    let table = Table(people) {
      TableColumn("Name", value: \.name)
      TableColumn("Age") { Text("\($0.age)") }.width(60)
    }
    let result = engine.layout(table, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(result.size == CGSize(width: 300, height: 99))  // three rows of 33
    #expect(frame(result, "Name")?.origin == CGPoint(x: 8, y: 6))
    #expect(frame(result, "Age")?.origin == CGPoint(x: 248, y: 6))  // 300 - 60 + 8
    #expect(frame(result, "Grace")?.origin == CGPoint(x: 8, y: 72))  // 2 x 33 + 6
    #expect(frame(result, "85")?.origin == CGPoint(x: 248, y: 72))
  }

  @Test("compact width: no header row and only the first column, across the whole width")
  func compact() {
    let table = Table(people) {
      TableColumn("Name", value: \.name).width(100)
      TableColumn("Age") { Text("\($0.age)") }.width(60)
    }
    .environment(\.horizontalSizeClass, .compact)
    let result = engine.layout(table, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(result.size == CGSize(width: 300, height: 66))  // two rows of 33
    #expect(frame(result, "Ada")?.origin == CGPoint(x: 8, y: 6))
    #expect(frame(result, "Grace")?.origin == CGPoint(x: 8, y: 39))
    #expect(frame(result, "Name") == nil && frame(result, "85") == nil)
  }

  @Test("rows written out: TableRow, ForEach and disclosure rows (their children only when expanded)")
  func writtenRows() {
    let lin = Person(id: 3, name: "Lin", age: 40)
    let kid = Person(id: 4, name: "Kid", age: 9)
    let hidden = Person(id: 5, name: "Hidden", age: 1)
    let table = Table(of: Person.self) {
      TableColumn("Name", value: \.name)
      TableColumn("Age") { Text("\($0.age)") }.width(60)
    } rows: {
      TableRow(people[0])
      ForEach([people[1]]) { TableRow($0) }
      DisclosureTableRow(lin, isExpanded: .constant(true)) { TableRow(kid) }
      DisclosureTableRow(Person(id: 6, name: "Shut", age: 2)) { TableRow(hidden) }
    }
    let result = engine.layout(table, proposal: ProposedViewSize(width: 300, height: nil))
    // The header and five rows (Ada, Grace, Lin, Kid, Shut) of 33: 198.
    #expect(result.size == CGSize(width: 300, height: 198))
    #expect(frame(result, "Kid")?.origin == CGPoint(x: 8, y: 4 * 33 + 6))
    #expect(frame(result, "Shut")?.origin == CGPoint(x: 8, y: 5 * 33 + 6))
    #expect(frame(result, "Hidden") == nil)
  }

  @Test("tableColumnHeaders(.hidden) leaves the header row out: the first row at the top")
  func hiddenHeaders() {
    let table = Table(people) {
      TableColumn("Name", value: \.name)
      TableColumn("Age") { Text("\($0.age)") }.width(60)
    }
    let result = engine.layout(table.tableColumnHeaders(.hidden), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(result.size == CGSize(width: 300, height: 66))  // two rows of 33
    #expect(frame(result, "Name") == nil)
    #expect(frame(result, "Ada")?.origin == CGPoint(x: 8, y: 6))
    #expect(frame(result, "Grace")?.origin == CGPoint(x: 8, y: 39))
  }

  @Test("with no width offered each column is its ideal; min and max bound a column's share")
  func widths() {
    let ideal = engine.layout(Table(people) {
      TableColumn("Name", value: \.name)
      TableColumn("Age") { Text("\($0.age)") }.width(60)
    })
    #expect(ideal.size.width == 126)  // the widest name, "Grace" 50, + 16; and 60
    let bounded = engine.layout(Table(people) {
      TableColumn("Name", value: \.name).width(min: 50, max: 100)
      TableColumn("Age") { Text("\($0.age)") }
    }, proposal: ProposedViewSize(width: 300, height: nil))
    // An equal share, 150, is above the name column's 100: it takes 100, the age column 200.
    #expect(frame(bounded, "Age")?.minX == 108)
  }
}

@Suite("Calendars: graphical date pickers and MultiDatePicker")
struct CalendarTests {
  /// 28 November 2026, noon UTC.
  let date = Date(timeIntervalSince1970: 1_795_867_200)

  /// The frames of the accent circles behind the selected days.
  private func selected(_ result: LayoutResult) -> [CGRect] {
    result.nodes.filter { $0.paint?.fill == .accentColor && $0.paint?.shape == .circle }.map(\.frame)
  }

  @Test("a graphical date picker: November 2026 from Sunday the 1st, 5 rows of 24-point cells, the 28th selected")
  func graphical() {
    let picker = DatePicker(selection: .constant(date), displayedComponents: .date) { EmptyView() }.datePickerStyle(.graphical)
    let result = layout(picker)
    // 7 cells of 24 = 168 wide; the 20-point header, 4, the weekday row of 24, 4, 5 rows of 24.
    #expect(result.size == CGSize(width: 168, height: 172))
    // The 28th: row 4 (index 3), Saturday's column (6): x 144, y 52 + 72 = 124.
    #expect(selected(result) == [CGRect(x: 144, y: 124, width: 24, height: 24)])
    #expect(result.nodes.contains { $0.text?.string == "November 2026" })
    #expect(result.nodes.compactMap { $0.text?.string }.filter { Int($0) != nil }.count == 30)
    // With the time too: its field 8 below the calendar.
    let both = layout(DatePicker(selection: .constant(date)) { EmptyView() }.datePickerStyle(.graphical))
    // (Foundation puts a narrow no-break space before "PM".)
    #expect(both.nodes.contains { $0.text.map { $0.string.hasPrefix("12:00") && $0.string.hasSuffix("PM") } == true })
    #expect(both.size.height > 172 + 8)
    // Other styles keep the field.
    #expect(layout(DatePicker(selection: .constant(date), displayedComponents: .date) { EmptyView() }.datePickerStyle(.compact)).size.height < 30)
  }

  @Test("MultiDatePicker: the earliest selected day's month, each selected day circled")
  func multiple() {
    let days: Set<DateComponents> = [DateComponents(year: 2026, month: 2, day: 14), DateComponents(year: 2026, month: 2, day: 3)]
    let result = layout(MultiDatePicker(selection: .constant(days)) { EmptyView() })
    // February 2026 starts on a Sunday and has 28 days: exactly 4 rows, 52 + 96 = 148 tall.
    #expect(result.size == CGSize(width: 168, height: 148))
    // The 3rd: row 0, Tuesday (column 2); the 14th: row 1, Saturday (column 6).
    #expect(Set(selected(result)) == [CGRect(x: 48, y: 52, width: 24, height: 24), CGRect(x: 144, y: 76, width: 24, height: 24)])
    #expect(result.nodes.compactMap { $0.text?.string }.prefix(8) == ["February 2026", "S", "M", "T", "W", "T", "F", "S"])
  }
}
