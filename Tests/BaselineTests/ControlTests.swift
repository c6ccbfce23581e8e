import Baseline
import Testing

// Controls with real fonts and the documented control look (docs/controls.md). Control text is
// the system font (Noto Sans) at 13 pt for the regular size, 11 small, 9 mini, 13 large, 15
// extra large; plain Text is 17 pt (.body). Noto Sans: ascent 1069, descent 293 per 1000, so a
// line of size s is 1.362 s tall with its baseline 1.069 s below its top. Advances from
// `hb-shape Fonts/NotoSans-Regular.ttf`: "OK" 1400, "Name" 2820, "E-mail address" 6856,
// "Subscribe" 4591, "Remember me" 6971, "Ada" 1815 units per 1000.

private func ascent(_ size: Double) -> Double { 1069.0 * size / 1000 }
private func lineHeight(_ size: Double) -> Double { 1362.0 * size / 1000 }
/// The baseline of a line of size `s` centered in a control `height` tall.
private func centeredBaseline(_ size: Double, in height: Double) -> Double {
  (height - lineHeight(size)) / 2 + ascent(size)
}

private func close(_ a: CGFloat?, _ b: Double, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(abs(Double(a ?? .nan) - b) < 1e-9, "\(String(describing: a)) is not \(b)", sourceLocation: sourceLocation)
}

@Suite("Controls with real fonts")
struct ControlTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("the seeds' sentence: a Text, a TextField and a checkbox Toggle in one GridRow share one baseline")
  func seedSentence() throws {
    let result = engine.layout(
      Grid {
        GridRow(alignment: .firstTextBaseline) {
          Text("Name").id("text")
          TextField("Name", text: .constant("")).id("field")
          Toggle("Remember me", isOn: .constant(true)).id("check")
        }
      })
    // Text (17 pt): 18.173. Field: 13 pt text centered in 22: (22 - 17.706) / 2 + 13.897 =
    // 16.044. Checkbox: its label's, 13.897 (the 14-pt box is centered on the label's line).
    let baseline = ascent(17)
    for id in ["text", "field", "check"] {
      close(result[id: id]?.firstBaseline, baseline)
    }
    close(result[id: "field"]?.frame.minY, baseline - centeredBaseline(13, in: 22))
    close(result[id: "check"]?.frame.minY, baseline - ascent(13))
    close(result[id: "field"]?.frame.height, 22)
    close(result[id: "check"]?.frame.height, lineHeight(13))
  }

  @Test("bordered buttons at every control size: height, width and baseline", arguments: [
    (ControlSize.mini, 9.0, 14.0, 11.0), (.small, 11, 17, 8), (.regular, 13, 20, 8), (.large, 13, 24, 8), (.extraLarge, 13, 24, 8),
  ])
  func buttonSizes(size: ControlSize, font: Double, height: Double, padding: Double) throws {
    let result = engine.layout(Button("OK") {}.controlSize(size).id("b"))
    let button = try #require(result[id: "b"])
    close(button.frame.height, max(height, lineHeight(font)))
    close(button.frame.width, 1400 * font / 1000 + 2 * padding)
    close(button.firstBaseline, centeredBaseline(font, in: height))
  }

  @Test("text fields: empty, short and long text keep one baseline; width as offered, else the text's")
  func textFields() throws {
    for text in ["", "Ada", String(repeating: "Lovelace ", count: 20)] {
      let result = engine.layout(TextField("Name", text: .constant(text)).frame(width: 200).id("f"))
      let field = try #require(result.views(ofKind: "TextField").first)
      close(field.frame.width, 200)
      close(field.frame.height, 22)
      close(field.firstBaseline, centeredBaseline(13, in: 22))
    }
    // Nothing offered: the text's width plus 3 on each side, at least 40 ("Ada" is 23.595
    // wide, so 40).
    let ideal = engine.layout(TextField("Name", text: .constant("Ada")).fixedSize())
    close(ideal.views(ofKind: "TextField").first?.frame.width, max(1815 * 13 / 1000.0 + 6, 40))
    // The placeholder (the title, outside a form) is measured when the text is empty: "Name".
    let empty = engine.layout(TextField("Name", text: .constant("")).fixedSize())
    close(empty.views(ofKind: "TextField").first?.frame.width, 2820 * 13 / 1000.0 + 6)
    // A secure field shows one bullet per character.
    let secure = engine.layout(SecureField("Password", text: .constant("abc")).frame(width: 120))
    close(secure.views(ofKind: "SecureField").first?.firstBaseline, centeredBaseline(13, in: 22))
  }

  @Test("a vertical text field grows to its lines, up to its line limit")
  func verticalField() throws {
    let words = String(repeating: "word ", count: 40)
    let result = engine.layout(TextField("Notes", text: .constant(words), axis: .vertical).lineLimit(3).frame(width: 120))
    let field = try #require(result.views(ofKind: "TextField").first)
    close(field.frame.height, 3 * lineHeight(13))
    close(field.firstBaseline, ascent(13))
  }

  @Test("switch toggles: the switch is centered on the label's line; baselines are the label's")
  func switchToggle() throws {
    let result = engine.layout(Toggle("Subscribe", isOn: .constant(true)).toggleStyle(.switch).id("s"))
    let toggle = try #require(result[id: "s"])
    // The 22-pt switch centered on the 13-pt line: the label sits (22 - 17.706) / 2 lower.
    close(toggle.frame.height, 22)
    close(toggle.firstBaseline, centeredBaseline(13, in: 22))
    close(toggle.frame.width, 4591 * 13 / 1000.0 + 8 + 38)
  }
}

@Suite("Forms with real fonts")
struct FormTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("columns: label column as wide as the widest label, trailing labels, rows on first baselines")
  func columns() throws {
    let result = engine.layout(
      Form {
        TextField("Name", text: .constant("Ada")).id("name")
        TextField("E-mail address", text: .constant("")).id("mail")
        Toggle("Subscribe", isOn: .constant(false)).id("subscribe")
        LabeledContent("Notes") {
          Text("First published algorithm intended for a machine, in 1843, on the Analytical Engine").id("notes-text")
        }.id("notes")
      }.frame(width: 300))
    // Label column: "E-mail address" at 13 pt, 89.128; the content column starts 8 further.
    let labelColumn = 6856 * 13 / 1000.0
    let contentX = labelColumn + 8
    // Rows: fields 22 tall, the checkbox one 13-pt line, 8 apart.
    let rowTops: [Double] = [0, 30, 60, 60 + lineHeight(13) + 8]
    let rowBaselines: [Double] = [
      centeredBaseline(13, in: 22), 30 + centeredBaseline(13, in: 22), 60 + ascent(13), rowTops[3] + ascent(13),
    ]
    for (index, id) in ["name", "mail", "subscribe", "notes"].enumerated() {
      let row = try #require(result[id: id])
      close(row.frame.minY, rowTops[index])
      close(row.firstBaseline, rowBaselines[index])
      close(row.frame.width, 300)
    }
    close(result[id: "name"]?.frame.height, 22)
    close(result[id: "subscribe"]?.frame.height, lineHeight(13))
    // Labels are trailing-aligned in the label column, on their row's baseline.
    let labels = result.nodes.filter { $0.kind.name == "Text" && $0.frame.maxX <= labelColumn + 1e-9 }
    close(labels.first { abs($0.frame.minY - 2.147) < 1e-6 }?.frame.minX, labelColumn - 2820 * 13 / 1000.0)
    close(labels.first { abs($0.frame.minY - 32.147) < 1e-6 }?.frame.minX, 0)
    close(labels.first { abs($0.frame.minY - rowTops[3]) < 1e-6 }?.frame.minX, labelColumn - 2769 * 13 / 1000.0)
    // The fields fill the content column; the checkbox starts it; the notes wrap in it.
    let bezels = result.nodes.filter { $0.kind.name == "RoundedRectangle" && $0.frame.height == 22 }
    #expect(bezels.allSatisfy { abs(Double($0.frame.minX) - contentX) < 1e-9 && abs(Double($0.frame.width) - (300 - contentX)) < 1e-9 })
    let notes = try #require(result[id: "notes-text"])
    close(notes.frame.minX, contentX)
    #expect(notes.lines.count == 3)
    close(notes.frame.height, 3 * lineHeight(13))
    close(result[id: "notes"]?.frame.height, 3 * lineHeight(13))
  }

  @Test("grouped: each row a label leading and its control trailing")
  func grouped() throws {
    let result = engine.layout(
      Form {
        LabeledContent("Name", value: "Ada").id("name")
      }.formStyle(.grouped).frame(width: 300))
    let row = try #require(result[id: "name"])
    close(row.frame.width, 300)
    let value = try #require(result.nodes.first { $0.kind.name == "Text" && $0.frame.minX > 100 })
    close(value.frame.maxX, 300)
    close(value.frame.width, 1815 * 13 / 1000.0)
  }
}

@Suite("Pickers, steppers, sliders, progress, menus, links and date pickers")
struct MoreControlTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())
  // "Vanilla" 3094, "Chocolate" 4684, "Flavor" 2864, "Quantity" 4068, "Volume" 3560,
  // "1/1/1970" 4176 units per 1000 (hb-shape).

  @Test("a menu picker shows the tagged selection in a pop-up bezel: 8 + text + 26 wide, 20 tall")
  func menuPicker() throws {
    let result = engine.layout(
      Picker("Flavor", selection: .constant("Chocolate")) {
        Text("Vanilla").tag("Vanilla")
        Text("Chocolate").tag("Chocolate")
      }.id("p"))
    let picker = try #require(result[id: "p"])
    let label = 2864 * 13 / 1000.0
    let chocolate: Double = 4684 * 13 / 1000.0
    let popUp: Double = 8 + chocolate + 26
    close(picker.frame.width, label + 8 + popUp)
    close(picker.frame.height, 20)
    close(picker.firstBaseline, centeredBaseline(13, in: 20))
    // ForEach elements are tagged with their ids.
    let flavors = ["Vanilla", "Chocolate"]
    let fromForEach = engine.layout(
      Picker("Flavor", selection: .constant("Vanilla")) {
        ForEach(flavors, id: \.self) { Text($0) }
      }.id("p"))
    let vanilla: Double = 3094 * 13 / 1000.0
    close(fromForEach[id: "p"]?.frame.width, label + 8 + 8 + vanilla + 26)
    // Mini: 9-pt text, the label 6 before a pop-up of 10 + text + 22.
    let mini = engine.layout(
      Picker("Flavor", selection: .constant("Vanilla")) {
        Text("Vanilla").tag("Vanilla")
      }.controlSize(.mini).id("p"))
    close(mini[id: "p"]?.frame.width, 2864 * 9 / 1000.0 + 6 + 10 + 3094 * 9 / 1000.0 + 22)
  }

  @Test("segmented pickers: segments of text + 16; radio groups: one row per option")
  func otherPickers() throws {
    let segmented = engine.layout(
      Picker("Flavor", selection: .constant(1)) {
        Text("Vanilla").tag(1)
        Text("Chocolate").tag(2)
      }.pickerStyle(.segmented).id("p"))
    let texts: Double = (3094 + 4684) * 13 / 1000.0
    close(segmented[id: "p"]?.frame.width, texts + 4 * 8)
    close(segmented[id: "p"]?.frame.height, 20)
    let radio = engine.layout(
      Picker("Flavor", selection: .constant(1)) {
        Text("Vanilla").tag(1)
        Text("Chocolate").tag(2)
      }.pickerStyle(.radioGroup).id("p"))
    close(radio[id: "p"]?.frame.height, 2 * lineHeight(13) + 4)
    close(radio[id: "p"]?.firstBaseline, ascent(13))
  }

  @Test("a stepper: label, 8, arrows 19 x 27 centered on the label's line; baselines the label's")
  func stepper() throws {
    let result = engine.layout(Stepper("Quantity", value: .constant(3), in: 0...10).id("s"))
    let stepper = try #require(result[id: "s"])
    close(stepper.frame.width, 4068 * 13 / 1000.0 + 8 + 19)
    close(stepper.frame.height, 27)
    close(stepper.firstBaseline, centeredBaseline(13, in: 27))
  }

  @Test("a color picker: label, 8, a 44 x 20 well centered on the label's line, the color inset 4 in it")
  func colorPicker() throws {
    let result = engine.layout(ColorPicker("Quantity", selection: .constant(.orange)).id("c"))
    let picker = try #require(result[id: "c"])
    close(picker.frame.width, 4068 * 13 / 1000.0 + 8 + 44)
    close(picker.frame.height, 20)
    close(picker.firstBaseline, centeredBaseline(13, in: 20))
    let swatch = try #require(result.nodes.first { $0.kind.name == "RoundedRectangle" && $0.frame.height == 12 })
    close(swatch.frame.width, 36)
    close(swatch.frame.minX, 4068 * 13 / 1000.0 + 8 + 4)
  }

  @Test("in a form, a slider, a stepper, a picker and a date picker put their labels in the label column")
  func formRows() throws {
    let result = engine.layout(
      Form {
        Slider(value: .constant(0.5)) { Text("Volume") }.id("slider")
        Stepper("Quantity", value: .constant(3)).id("stepper")
        Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(1) }.id("picker")
        DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).id("date")
      }.frame(width: 320))
    let labelColumn = 4068 * 13 / 1000.0  // "Quantity", the widest label
    // Slider row: the label's line (the 15-pt slider, its 13-pt line centered in it, fits in
    // the line: its top 1.353 below the label's); stepper row: the 27-pt arrows; picker: 20; date:
    // the 22-pt field and the 27-pt arrows, both centered on the text's line, so 27.
    let heights: [Double] = [lineHeight(13), 27, 20, 27]
    var top = 0.0
    for (index, id) in ["slider", "stepper", "picker", "date"].enumerated() {
      let row = try #require(result[id: id])
      close(row.frame.minY, top)
      close(row.frame.height, heights[index])
      close(row.firstBaseline, top + centeredBaseline(13, in: heights[index]))
      top += heights[index] + 8
    }
    // The slider takes the rest of the row.
    let track = try #require(result.nodes.first { $0.kind.name == "Capsule" && $0.frame.height == 5 })
    close(track.frame.minX, labelColumn + 8)
    close(track.frame.width, 320 - labelColumn - 8)
    // The date: 1/1/1970 in en_US, UTC.
    let date = try #require(result.nodes.first { $0.text?.string == "1/1/1970" })
    close(date.frame.width, 4176 * 13 / 1000.0)
  }

  @Test("progress bars take the width offered below their label; spinners are 32 square; links and menus")
  func progressAndOthers() throws {
    let bar = engine.layout(ProgressView("Loading", value: 0.25).frame(width: 200).id("p"))
    close(bar[id: "p"]?.frame.height, lineHeight(13) + 4 + 20)
    let fill = try #require(bar.nodes.last { $0.kind.name == "Capsule" })
    close(fill.frame.width, 50)
    let spinner = engine.layout(ProgressView().id("s"))
    close(spinner[id: "s"]?.frame.width, 32)
    let link = engine.layout(Link("Vanilla", destination: URL(string: "https://example.org")!).id("l"))
    close(link[id: "l"]?.frame.width, 3094 * 13 / 1000.0)
    let menu = engine.layout(Menu("Vanilla") { Button("Chocolate") {} }.id("m"))
    let vanilla: Double = 3094 * 13 / 1000.0
    close(menu[id: "m"]?.frame.width, 8 + vanilla + 26)
  }
}

@Suite("Every control at every control size")
struct ControlSizeTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  /// (size, font, field height, switch height, stepper height, button height) from docs/controls.md.
  static let sizes: [(ControlSize, Double, Double, Double, Double, Double)] = [
    (.mini, 9, 17, 15, 15, 14), (.small, 11, 19, 18, 22, 17), (.regular, 13, 22, 22, 27, 20),
    (.large, 13, 26, 26, 27, 24), (.extraLarge, 13, 26, 26, 27, 24),
  ]

  @Test("fields, checkboxes, switches, steppers and menu pickers: heights and baselines", arguments: 0..<5)
  func controls(_ index: Int) throws {
    let (size, font, field, switchHeight, stepper, button) = Self.sizes[index]
    let result = engine.layout(
      VStack {
        TextField("Name", text: .constant("")).id("field")
        Toggle("On", isOn: .constant(true)).id("check")
        Toggle("On", isOn: .constant(true)).toggleStyle(.switch).id("switch")
        Stepper("Count", value: .constant(1)).id("stepper")
        Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }.id("picker")
      }.controlSize(size).frame(width: 300))
    let expected: [(String, Double)] = [("field", field), ("switch", switchHeight), ("stepper", stepper), ("picker", button)]
    for (id, height) in expected {
      let control = try #require(result[id: id])
      close(control.frame.height, height)
      close(Double(control.firstBaseline ?? 0) - Double(control.frame.minY), centeredBaseline(font, in: height))
    }
    let check = try #require(result[id: "check"])
    close(check.frame.height, lineHeight(font))
    close(Double(check.firstBaseline ?? 0) - Double(check.frame.minY), ascent(font))
  }
}
