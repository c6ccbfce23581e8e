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
    (ControlSize.mini, 9.0, 14.0, 6.0), (.small, 11, 17, 7), (.regular, 13, 20, 8), (.large, 13, 24, 10), (.extraLarge, 15, 30, 12),
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
    // Nothing offered: the text's width plus 4 on each side, at least 40 ("Ada" is 23.595
    // wide, so 40).
    let ideal = engine.layout(TextField("Name", text: .constant("Ada")).fixedSize())
    close(ideal.views(ofKind: "TextField").first?.frame.width, max(1815 * 13 / 1000.0 + 8, 40))
    // The placeholder (the title, outside a form) is measured when the text is empty: "Name".
    let empty = engine.layout(TextField("Name", text: .constant("")).fixedSize())
    close(empty.views(ofKind: "TextField").first?.frame.width, 2820 * 13 / 1000.0 + 8)
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
