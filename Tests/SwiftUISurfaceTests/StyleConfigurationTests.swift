import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// Styles of one's own, as apps write them: each `makeBody(configuration:)` is laid out as written,
// from what the control hands it, and a control made from its configuration inside takes the
// style set outside. With the font-free measurer (Support.swift): a 17-point text is 10 per
// character and 21 tall; the control font (13 points) 7.8 per character and 13 tall, ascent 10.4.

private struct Pill: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.label
      Capsule().frame(width: configuration.isOn ? 30 : 10, height: configuration.isMixed ? 16 : 10)
    }
  }
}

private struct PaddedToggle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(5) }
}

private struct Meter: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.label
      Rectangle().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 4)
      if configuration.currentValueLabel != nil { Color.red.frame(width: 6, height: 6) }
    }
  }
}

private struct Needle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Rectangle().frame(width: 200 * configuration.value, height: 2)
      configuration.currentValueLabel
      if configuration.minimumValueLabel == nil { Color.red.frame(width: 5, height: 5) }
    }
  }
}

private struct Stacked: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      configuration.label
      configuration.content
    }
  }
}

private struct Column: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 3) { configuration.content }
  }
}

private struct Arrow: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 1) {
      configuration.label
      if configuration.isExpanded { configuration.content }
    }
  }
}

private struct PaddedMenu: MenuStyle {
  func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(3) }
}

private struct Cards: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 7) { configuration.content }
  }
}

private struct DayOnly: DatePickerStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Color.red.frame(width: configuration.displayedComponents == .date ? 12 : 24, height: configuration.minimumDate == nil ? 3 : 9)
    }
  }
}

private struct Framed: TextEditorStyle {
  func makeBody(configuration: Configuration) -> some View {
    PlainTextEditorStyle().makeBody(configuration: configuration).frame(width: 60, height: 40)
  }
}

private struct Placeholder: TableStyle {
  func makeBody(configuration: Configuration) -> some View { Color.gray.frame(width: 12, height: 8) }
}

private struct SidebarOnly: NavigationSplitViewStyle {
  func makeBody(configuration: Configuration) -> some View { Color.gray.frame(width: 14, height: 9) }
}

@Suite("style configurations")
struct StyleConfigurationTests {
  @Test("a toggle style gets the label and the state: label 20 x 21, 4, a capsule 30 wide when on, 16 tall when mixed")
  func toggleStyle() {
    let on = engine.layout(Toggle("Ab", isOn: .constant(true)).toggleStyle(Pill()))
    #expect(on.size == CGSize(width: 54, height: 21))
    let off = engine.layout(Toggle("Ab", isOn: .constant(false)).toggleStyle(Pill()))
    #expect(off.size == CGSize(width: 34, height: 21))
    // Two sources, one on: mixed, and off.
    let sources: [Binding<Bool>] = [.constant(true), .constant(false)]
    let mixed = engine.layout(Toggle("Ab", sources: sources, isOn: \.self).toggleStyle(Pill()))
    #expect(mixed.size == CGSize(width: 34, height: 21))
    #expect(mixed.nodes.contains { $0.frame.size == CGSize(width: 10, height: 16) })
    let all = engine.layout(Toggle("Ab", sources: [Binding<Bool>.constant(true), .constant(true)], isOn: \.self).toggleStyle(Pill()))
    #expect(all.nodes.contains { $0.frame.size == CGSize(width: 30, height: 10) })
  }

  @Test("Toggle(configuration) inside a style takes the style set outside it: the switch, padded 5")
  func toggleStyleComposes() {
    let result = engine.layout(Toggle("Ab", isOn: .constant(true)).toggleStyle(PaddedToggle()).toggleStyle(.switch))
    // The switch look: the label (2 x 7.8 = 15.6 by 13), 8, the 38 x 22 switch; the label's line
    // centered on the switch, at (22 - 13) / 2 = 4.5. Padded 5 on every side.
    #expect(result.size == CGSize(width: 5 + 15.6 + 8 + 38 + 5, height: 32))
    #expect(result.nodes.first { $0.text?.string == "Ab" }?.frame.origin == CGPoint(x: 5, y: 9.5))
  }

  @Test("a progress view style gets the fraction and the labels")
  func progressViewStyle() {
    let result = engine.layout(
      ProgressView(value: 0.25) { Text("Ab") } currentValueLabel: { Text("25%") }.progressViewStyle(Meter()))
    // The label 21, 2, the 25 x 4 bar, 2, the 6 x 6 mark: 35 tall, as wide as the label (20 < 25).
    #expect(result.size == CGSize(width: 25, height: 35))
    let spinner = engine.layout(ProgressView().progressViewStyle(Meter()))
    #expect(spinner.size == CGSize(width: 0, height: 4))
  }

  @Test("a gauge style gets the value as a fraction of the range and the labels")
  func gaugeStyle() {
    let result = engine.layout(Gauge(value: 30, in: 0...120) { Text("Fuel") } currentValueLabel: { Text("Ab") }.gaugeStyle(Needle()))
    // 30 of 0...120 is 0.25: a 50-wide needle, the current value label (20 x 21), no minimum
    // label, so the 5-point mark.
    #expect(result.size == CGSize(width: 75, height: 21))
  }

  @Test("a labeled content style: the label above the content, 2 apart")
  func labeledContentStyle() {
    let result = engine.layout(LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()))
    #expect(result.size == CGSize(width: 40, height: 44))
    #expect(result.nodes.first { $0.text?.string == "Ada" }?.frame.origin == CGPoint(x: 0, y: 23))
  }

  @Test("a control group style gets the controls as one view that unfolds into its stack's subviews")
  func controlGroupStyle() {
    let result = engine.layout(
      ControlGroup {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10).id("second")
      }.controlGroupStyle(Column()))
    #expect(result.size == CGSize(width: 10, height: 23))
    #expect(result[id: "second"]?.frame.origin == CGPoint(x: 0, y: 13))
  }

  @Test("a disclosure group style gets the label, the content and whether it shows")
  func disclosureGroupStyle() {
    func group(_ expanded: Bool) -> some View {
      DisclosureGroup("Ab", isExpanded: .constant(expanded)) { Color.blue.frame(width: 40, height: 10) }
        .disclosureGroupStyle(Arrow())
    }
    #expect(engine.layout(group(true)).size == CGSize(width: 40, height: 32))
    #expect(engine.layout(group(false)).size == CGSize(width: 20, height: 21))
  }

  @Test("Menu(configuration) inside a menu style is the built-in menu, here padded 3")
  func menuStyle() {
    let plain = engine.layout(Menu("Ab") { Text("Item") })
    let padded = engine.layout(Menu("Ab") { Text("Item") }.menuStyle(PaddedMenu()))
    #expect(padded.size == CGSize(width: plain.size.width + 6, height: plain.size.height + 6))
  }

  @Test("a form style: the rows in a column 7 apart, laid out as outside a form (body font, no columns)")
  func formStyle() {
    let result = engine.layout(
      Form {
        Text("Ab")
        Text("Cd").id("second")
      }.formStyle(Cards()))
    #expect(result.size == CGSize(width: 20, height: 49))
    #expect(result[id: "second"]?.frame.origin == CGPoint(x: 0, y: 28))
  }

  @Test("a date picker style gets the components and the limits")
  func datePickerStyle() {
    let date = Date(timeIntervalSince1970: 0)
    let picker = DatePicker("Ab", selection: .constant(date), in: date..., displayedComponents: .date).datePickerStyle(DayOnly())
    #expect(engine.layout(picker).size == CGSize(width: 32, height: 21))
    let unbounded = DatePicker("Ab", selection: .constant(date)).datePickerStyle(DayOnly())
    #expect(engine.layout(unbounded).nodes.contains { $0.frame.size == CGSize(width: 24, height: 3) })
  }

  @Test("a text editor style that frames the built-in editor; table and split view styles in their views' place")
  func opaqueStyles() {
    #expect(engine.layout(TextEditor(text: .constant("Ab")).textEditorStyle(Framed())).size == CGSize(width: 60, height: 40))
    let table = Table([0, 1]) { TableColumn("N") { (value: Int) in Text("\(value)") } }.tableStyle(Placeholder())
    #expect(engine.layout(table).size == CGSize(width: 12, height: 8))
    let split = NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }.navigationSplitViewStyle(SidebarOnly())
    #expect(engine.layout(split).size == CGSize(width: 14, height: 9))
  }
}
