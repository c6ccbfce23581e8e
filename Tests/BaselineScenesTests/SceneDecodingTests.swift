import ArgumentParser
import Baseline
import BaselineTestSupport
import BaselineCommands
import BaselineScenes
import Foundation
import Testing

/// Decodes `text` as a scene and returns the error line, or nil when it decodes.
private func fault(_ text: String) -> String? {
  do {
    _ = try SceneDocument(json: Array(text.utf8))
    return nil
  } catch {
    return error.description
  }
}

/// A scene whose root is `view` (JSON text).
private func scene(_ view: String) -> String { "{\"root\": \(view)}" }

@Suite("Scene files: decoding and faults")
struct SceneDecodingTests {
  @Test("scene-format.md's example fault reads exactly as the document shows it")
  func documentedExample() {
    let text = scene(
      """
      {"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"},
        {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": "wide"}}]}]}
      """)
    #expect(fault(text) == "root.children[2].modifiers[0].frame.width: expected a number, got \"wide\"")
  }

  @Test(
    "each kind of fault names the JSON path of the value at fault",
    arguments: [
      // Malformed JSON: the path of the value being read, and the line and column.
      ("{\"root\": {\"type\": \"Text\", \"text\": \"x\"},}", "scene: malformed JSON: expected a member name in quotes, got '}' (line 1, column 40)"),
      ("{\"root\": {\"type\": \"VStack\", \"children\": [{\"type\": tru}]}}", "root.children[0].type: malformed JSON: expected true, got '}' (line 1, column 54)"),
      ("", "scene: malformed JSON: expected a value, got the end of the document (line 1, column 1)"),
      ("{\"root\": {\"type\": \"Text\", \"text\": \"x\", \"text\": \"y\"}}", "root.text: duplicate member name"),
      ("{\"root\": {\"type\": \"Spacer\", \"minLength\": 1e999}}", "root.minLength: number 1e999 is out of range"),
      (String(repeating: "[", count: 300), "scene" + String(repeating: "[0]", count: 200) + ": malformed JSON: nested more than 200 levels deep (line 1, column 201)"),
      // Unknown view types and modifiers.
      (scene("{\"type\": \"HStak\"}"), "root.type: unknown view type \"HStak\"; expected one of: HStack, VStack, ZStack, Grid, GridRow, Text, Color, Rectangle, RoundedRectangle, Capsule, Circle, Ellipse, Spacer, Divider, Image, Group, EmptyView, ScrollView, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, ViewThatFits, Form, Section, TextField, SecureField, Toggle, Button, Picker, Stepper, ColorPicker, Slider, ProgressView, Label, LabeledContent, Menu, Link, DatePicker, GroupBox, DisclosureGroup, List, ContentUnavailableView, Gauge, TabView, NavigationSplitView"),
      (scene("{\"text\": \"x\"}"), "root.type: missing (every view needs a type)"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"modifiers\": [{\"blur\": 2}]}"), "root.modifiers[0].blur: unknown modifier \"blur\"; expected one of: frame, padding, alignmentGuide, fixedSize, layoutPriority, offset, position, font, lineSpacing, lineLimit, multilineTextAlignment, truncationMode, foregroundColor, background, overlay, border, gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, kerning, tracking, baselineOffset, textCase, minimumScaleFactor, allowsTightening, typesettingLanguage, underline, strikethrough, bold, italic, fontWeight, fontDesign, monospaced, monospacedDigit, controlSize, buttonStyle, toggleStyle, pickerStyle, formStyle, labelStyle, disabled, aspectRatio, scaledToFit, scaledToFill, layoutDirection, imageScale, dynamicTypeSize"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"modifiers\": [{\"padding\": 2, \"border\": {}}]}"), "root.modifiers[0]: expected a modifier (an object with one member, such as {\"padding\": 8}), got an object"),
      (scene("{\"type\": \"Color\", \"colour\": \"red\"}"), "root.colour: unknown member of a Color; expected one of: type, id, modifiers, color"),
      // Wrong value types.
      (scene("{\"type\": \"Text\", \"text\": 12}"), "root.text: expected a string, got 12"),
      (scene("{\"type\": \"VStack\", \"children\": {\"type\": \"Text\"}}"), "root.children: expected an array, got an object"),
      (scene("{\"type\": \"Color\", \"color\": \"reddish\"}"), "root.color: unknown color \"reddish\"; expected #RRGGBB, #RRGGBBAA or one of: black, blue, brown, clear, cyan, gray, green, indigo, mint, orange, pink, primary, purple, red, secondary, teal, white, yellow"),
      (scene("{\"type\": \"HStack\", \"alignment\": \"leading\"}"), "root.alignment: unknown vertical guide \"leading\"; known: bottom, center, firstTextBaseline, lastTextBaseline, top"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"modifiers\": [{\"fixedSize\": \"yes\"}]}"), "root.modifiers[0].fixedSize: expected fixedSize axes (an object), got \"yes\""),
      // Unknown fonts.
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"family\": \"Helvetica\"}}"), "root.font.family: unknown font family \"Helvetica\"; known: DejaVu Sans, Droid Sans Fallback, Inter, Liberation Sans, Noto Color Emoji, Noto Naskh Arabic, Noto Sans, Noto Sans Arabic, Noto Sans Devanagari, Noto Sans Hebrew, Noto Sans Mono, Noto Sans Thai…"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"weight\": 1500}}"), "root.font.weight: expected a whole number from 1 to 1000, got 1500"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"weight\": 700, \"size\": 20}}"), nil),
      (scene("{\"type\": \"Rectangle\", \"cornerRadius\": 4}"), nil),
      (scene("{\"type\": \"Circle\", \"cornerRadius\": -4}"), "root.cornerRadius: expected a number of 0 or more, got -4"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"font\": \"huge\"}"), "root.font: unknown text style \"huge\"; expected one of: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2"),
      // Negative sizes where they are not allowed.
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"height\": -1}}]}"), "root.modifiers[0].frame.height: expected a number of 0 or more, got -1"),
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"padding\": {\"top\": -4}}]}"), "root.modifiers[0].padding.top: expected a number of 0 or more, got -4"),
      (scene("{\"type\": \"Text\", \"text\": \"x\", \"font\": {\"size\": -12}}"), "root.font.size: expected a number of 0 or more, got -12"),
      ("{\"proposal\": {\"width\": -300}, \"root\": {\"type\": \"Text\", \"text\": \"x\"}}", "proposal.width: expected a number of 0 or more, got -300"),
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"maxWidth\": \"infinite\"}}]}"), "root.modifiers[0].frame.maxWidth: expected a number or \"infinity\", got \"infinite\""),
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 10, \"maxWidth\": 20}}]}"), "root.modifiers[0].frame.width: a frame takes either width/height or min/ideal/max sizes, not both"),
      // Guides and expressions.
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"alignmentGuide\": {\"guide\": \"center\", \"value\": 3}}]}"), "root.modifiers[0].alignmentGuide.guide: \"center\" names a guide on both axes; write HorizontalAlignment.center or VerticalAlignment.center"),
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"alignmentGuide\": {\"guide\": \"top\", \"value\": \"height /\"}}]}"), "root.modifiers[0].alignmentGuide.value: bad expression: expected a number, width, height or d[...] at character 9 of \"height /\""),
      (scene("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"alignmentGuide\": {\"guide\": \"top\", \"value\": \"d[.leading] + 1\"}}]}"), nil),
      ("{\"alignments\": {\"third\": {\"axis\": \"vertical\", \"default\": \"d[.third]\"}}, \"root\": {\"type\": \"Text\", \"text\": \"x\"}}", "alignments.third.default: bad expression: unknown guide '.third'; known: center, leading, trailing, bottom, center, firstTextBaseline, lastTextBaseline, top at character 9 of \"d[.third]\""),
      ("{\"alignments\": {\"top\": {\"axis\": \"vertical\"}}, \"root\": {\"type\": \"Text\", \"text\": \"x\"}}", "alignments.top: top is a built-in guide; choose another name"),
      ("{\"fonts\": [\"missing.ttf\"], \"root\": {\"type\": \"Text\", \"text\": \"x\"}}", nil),
    ] as [(String, String?)])
  func faults(text: String, expected: String?) {
    if text.contains("missing.ttf") {
      // The message carries the font error's own text; the path and the start are what count.
      #expect(fault(text)?.hasPrefix("fonts[0]: cannot load font file \"missing.ttf\": ") == true)
    } else if let expected, expected.hasSuffix("…") {
      // Other tests may register fonts in the shared library; the bundled families come first.
      #expect(fault(text)?.hasPrefix(expected.dropLast()) == true)
    } else {
      #expect(fault(text) == expected)
    }
  }

  @Test("a custom alignment's default and an alignmentGuide expression give Apple's modified stripes (E2)")
  func stripesNumbers() throws {
    let result = try SceneDocument(contentsOf: ExampleScenes.path("stripes-modified")).layout()
    // Guides 60/3 = 20, 120/3 = 40 and 2 * 90 / 3 = 60: origins -20, -40, -60; union [-60, 80].
    #expect(result.size == CGSize(width: 300, height: 140))
    #expect(result.frame(of: "stripes60")?.minY == 40)
    #expect(result.frame(of: "stripes120")?.minY == 20)
    #expect(result.frame(of: "stripes90")?.minY == 0)
  }

  @Test("Apple's layered stripes (E3) and the article's ZStack template from their scene files")
  func zstackScenes() throws {
    // E3: guides center (90, 35) and firstThird (30, 20): A = (90, 30), green at (55, 10).
    let layered = try SceneDocument(contentsOf: ExampleScenes.path("layered-stripes")).layout()
    #expect(layered.size == CGSize(width: 180, height: 90))
    #expect(layered.frame(of: "blue") == CGRect(x: 0, y: 0, width: 180, height: 90))
    #expect(layered.frame(of: "green") == CGRect(x: 55, y: 10, width: 70, height: 60))
    // Template: leading and bottom by default. The colors' bottoms meet at y = 80 (inside the
    // padding of 10): wide 100 x 50 at (10, 10 + 30), tall 40 x 80 at (10, 10); the label's
    // bottom-leading corner is there too.
    let template = try SceneDocument(contentsOf: ExampleScenes.path("zstack-template")).layout()
    #expect(template.size == CGSize(width: 120, height: 100))
    #expect(template.frame(of: "wide") == CGRect(x: 10, y: 40, width: 100, height: 50))
    #expect(template.frame(of: "tall") == CGRect(x: 10, y: 10, width: 40, height: 80))
    let label = try #require(template.frame(of: "label"))
    #expect(label.minX == 10 && label.maxY == 90)
    // The label's text sits 4 pt inside its padding: view(id:) gives both frames.
    let record = try #require(template.view(id: "label"))
    #expect(record.type == "Text" && record.outerFrame == label)
    #expect(record.frame == label.insetBy(dx: 4, dy: 4))
    #expect(record.lastBaseline.map { $0 > record.frame.minY && $0 < record.frame.maxY } == true)
  }

  @Test("expressions: precedence, parentheses, unary minus, parameter names and guide look-ups")
  func expressions() throws {
    func value(_ expression: String, guide: String = "top") throws -> CGFloat? {
      let text = scene(
        """
        {"type": "VStack", "children": [{"type": "Color", "color": "red", "id": "c", "modifiers": [
          {"frame": {"width": 40, "height": 30}},
          {"alignmentGuide": {"guide": "\(guide)", "value": "\(expression)"}}]}]}
        """)
      let result = try SceneDocument(json: Array(text.utf8)).layout()
      return result[id: "c"]?.frame.minY
    }
    // A VStack puts its only child at y 0 whatever its top guide, so read guides through a
    // ZStack instead: the child's origin is (max guide - its guide).
    func zValue(_ expression: String) throws -> CGFloat? {
      let text = scene(
        """
        {"type": "ZStack", "alignment": "top", "children": [
          {"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 10, "height": 10}},
            {"alignmentGuide": {"guide": "top", "value": 1000}}]},
          {"type": "Color", "color": "red", "id": "c", "modifiers": [{"frame": {"width": 40, "height": 30}},
            {"alignmentGuide": {"guide": "top", "value": "\(expression)"}}]}]}
        """)
      let result = try SceneDocument(json: Array(text.utf8)).layout()
      return try #require(result[id: "c"]?.frame.minY).map { 1000 - $0 }
    }
    #expect(try value("1") == 0)
    #expect(try zValue("2 + 3 * 4") == 14)
    #expect(try zValue("(2 + 3) * 4") == 20)
    #expect(try zValue("-height / -3") == 10)
    #expect(try zValue("width - height") == 10)
    #expect(try zValue("d.width / 8") == 5)
    #expect(try zValue("$0[.bottom] - context[VerticalAlignment.center]") == 15)
    #expect(try zValue("d[HorizontalAlignment.center]") == 20)
    #expect(try zValue("d[.trailing] * 0.5e1") == 200)
  }

  @Test("a Group is transparent: its children keep their own paths and take its modifiers")
  func groups() throws {
    let text = scene(
      """
      {"type": "HStack", "spacing": 0, "children": [
        {"type": "Group", "modifiers": [{"frame": {"width": 30, "height": 10}}], "children": [
          {"type": "Color", "color": "red"}, {"type": "Color", "color": "blue"}]}]}
      """)
    let result = try SceneDocument(json: Array(text.utf8)).layout()
    let views = result.views
    #expect(views.map(\.path) == ["root", "root.children[0].children[0]", "root.children[0].children[1]"])
    #expect(views.map(\.outerFrame.minX) == [0, 0, 30])
    #expect(result.size == CGSize(width: 60, height: 10))
  }

  @Test("fonts listed in the scene are registered before the bundled ones")
  func sceneFonts() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-scene-fonts-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = BundledFonts.directory + "/NotoSansMono-Regular.ttf"
    try FileManager.default.copyItem(atPath: source, toPath: directory.path + "/extra.ttf")
    try Data("not a font".utf8).write(to: directory.appendingPathComponent("broken.ttf"))
    let good = directory.appendingPathComponent("good.json").path
    try Data(#"{"fonts": ["extra.ttf"], "root": {"type": "Text", "text": "x"}}"#.utf8).write(to: URL(fileURLWithPath: good))
    let document = try SceneDocument(contentsOf: good)
    let bundled = try BundledFonts.makeLibrary().faces.count
    #expect(document.fonts.library.faces.count == bundled + 1)
    #expect(document.fonts.library.faces.first?.path == directory.path + "/extra.ttf")

    let bad = directory.appendingPathComponent("bad.json").path
    try Data(#"{"fonts": ["extra.ttf", "broken.ttf"], "root": {"type": "Text", "text": "x"}}"#.utf8)
      .write(to: URL(fileURLWithPath: bad))
    #expect(throws: SceneError.self) { try SceneDocument(contentsOf: bad) }
    do {
      _ = try SceneDocument(contentsOf: bad)
    } catch {
      #expect(error.path == ScenePath("fonts[1]"))
    }
  }

  @Test("a numeric weight is the named one: 700 sets Noto Sans Bold")
  func numericWeight() throws {
    func width(_ weight: String) throws -> CGFloat {
      let text = scene("{\"type\": \"Text\", \"text\": \"Weight\", \"font\": {\"size\": 20, \"weight\": \(weight)}}")
      return try SceneDocument(json: Array(text.utf8)).layout().size.width
    }
    #expect(try width("700") == width("\"bold\""))
    #expect(try width("400") == width("\"regular\""))
    #expect(try width("700") != width("400"))
  }

  @Test("the environment reaches every text: a scene font equals the Swift .font modifier")
  func environment() throws {
    let text = """
      {"environment": {"font": {"family": "Liberation Sans", "size": 13}, "lineSpacing": 3, "lineLimit": 2},
       "proposal": {"width": 120},
       "root": {"type": "Text", "text": "A paragraph long enough to need three or more lines at this width."}}
      """
    let fromJSON = try SceneDocument(json: Array(text.utf8)).layout()
    let swift = Text("A paragraph long enough to need three or more lines at this width.")
      .font(.custom("Liberation Sans", size: 13)).lineSpacing(3).lineLimit(2)
    let fromSwift = engine().layout(swift, proposal: ProposedViewSize(width: 120, height: nil))
    #expect(fromJSON.views[0].lines.count == 2)
    #expect(fromJSON.views[0].lines == fromSwift.views[0].lines)
    #expect(fromJSON.size == fromSwift.size)
  }
}

extension SceneDecodingTests {
  @Test("dynamicTypeSize in the environment and as a modifier: Noto Sans (1,069 + 293 per 1,000 em) at body's 40 points is 54.48 tall")
  func dynamicTypeSize() throws {
    func height(_ text: String) throws -> CGFloat { try SceneDocument(json: Array(text.utf8)).layout().size.height }
    let environment = #"{"environment": {"dynamicTypeSize": "accessibility3"}, "root": {"type": "Text", "text": "Aa"}}"#
    #expect(abs(try height(environment) - 40 * 1.362) < 1e-9)
    let modifier = #"{"root": {"type": "Text", "text": "Aa", "modifiers": [{"dynamicTypeSize": "xxxLarge"}]}}"#
    #expect(abs(try height(modifier) - 23 * 1.362) < 1e-9)
    // A family at a size scales as body (20 x 40 / 17); a size alone is fixed.
    let family = #"{"environment": {"dynamicTypeSize": "accessibility3"}, "root": {"type": "Text", "text": "Aa", "font": {"family": "Noto Sans", "size": 20}}}"#
    #expect(abs(try height(family) - 20.0 * 40 / 17 * 1.362) < 1e-9)
    let fixed = #"{"environment": {"dynamicTypeSize": "accessibility3"}, "root": {"type": "Text", "text": "Aa", "font": {"size": 20}}}"#
    #expect(abs(try height(fixed) - 20 * 1.362) < 1e-9)
    let unknown = #"{"environment": {"dynamicTypeSize": "huge"}, "root": {"type": "Text", "text": "Aa"}}"#
    #expect(throws: SceneError.self) { try SceneDocument(json: Array(unknown.utf8)) }
  }
}

extension SceneDecodingTests {
  /// App containers as scene JSON, each with the Swift it mirrors (`appContainerSwift`).
  static let appContainerJSON: [String] = [
    "{\"type\": \"GroupBox\", \"title\": \"Box\", \"children\": [{\"type\": \"Text\", \"text\": \"Inside\"}]}",
    "{\"type\": \"DisclosureGroup\", \"title\": \"More\", \"isExpanded\": true, \"children\": [{\"type\": \"Text\", \"text\": \"Detail\"}]}",
    "{\"type\": \"List\", \"style\": \"insetGrouped\", \"children\": [{\"type\": \"Section\", \"header\": \"Fruits\", \"children\": [{\"type\": \"Text\", \"text\": \"Apple\"}]}]}",
    "{\"type\": \"ContentUnavailableView\", \"title\": \"No Mail\", \"systemImage\": \"tray\", \"description\": \"New mail appears here.\"}",
    "{\"type\": \"Gauge\", \"title\": \"Fuel\", \"value\": 0.3}",
    "{\"type\": \"TabView\", \"selection\": 1, \"tabs\": [{\"title\": \"One\", \"content\": {\"type\": \"Text\", \"text\": \"First\"}}, {\"title\": \"Two\", \"systemImage\": \"star\", \"content\": {\"type\": \"Text\", \"text\": \"Second\"}}]}",
    "{\"type\": \"NavigationSplitView\", \"sidebar\": {\"type\": \"Text\", \"text\": \"Inbox\"}, \"detail\": {\"type\": \"Text\", \"text\": \"Message\"}}",
  ]

  static func appContainerSwift(_ index: Int) -> AnyView {
    switch index {
    case 0: return AnyView(GroupBox { Text("Inside") } label: { Text("Box") })
    case 1: return AnyView(DisclosureGroup(isExpanded: .constant(true)) { Text("Detail") } label: { Text("More") })
    case 2: return AnyView(List { Section { Text("Apple") } header: { Text("Fruits") } }.listStyle(.insetGrouped))
    case 3: return AnyView(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")))
    case 4: return AnyView(Gauge(value: 0.3) { Text("Fuel") })
    case 5: return AnyView(TabView(selection: .constant(1)) {
          Text("First").tabItem { Label("One", systemImage: "circle") }.tag(0)
          Text("Second").tabItem { Label("Two", systemImage: "star") }.tag(1)
        })
    case 6: return AnyView(NavigationSplitView { Text("Inbox") } detail: { Text("Message") })
    default: return AnyView(EmptyView())
    }
  }

  @Test("app containers from scenes lay out as their Swift initializers do", arguments: 0..<7)
  func appContainers(index: Int) throws {
    let json = Self.appContainerJSON[index]
    let swift = Self.appContainerSwift(index)
    let text = "{\"proposal\": {\"width\": 390, \"height\": 600}, \"root\": \(json)}"
    let fromJSON = try SceneDocument(json: Array(text.utf8)).layout()
    let fromSwift = engine().layout(swift, proposal: ProposedViewSize(width: 390, height: 600))
    #expect(fromJSON.size == fromSwift.size)
    let texts = { (result: LayoutResult) in result.nodes.compactMap { node in node.text.map { "\($0.string) \(node.frame)" } } }
    #expect(texts(fromJSON) == texts(fromSwift))
    #expect(!texts(fromJSON).isEmpty)
  }
}

@Suite("The baseline command on bad input")
struct CommandFaultTests {
  /// Runs a subcommand in process; returns the exit code it ends with.
  private func run(_ arguments: [String]) -> Int32 {
    do {
      var command = try BaselineCommand.parseAsRoot(arguments)
      try command.run()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      return BaselineCommand.exitCode(for: error).rawValue
    }
  }

  @Test("layout and render exit with status 2 on a faulty scene, a missing file, or bad sizes")
  func statusTwo() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-cli-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let faulty = directory.appendingPathComponent("faulty.json").path
    try Data(#"{"root": {"type": "Text", "text": 3}}"#.utf8).write(to: URL(fileURLWithPath: faulty))
    let good = ExampleScenes.path("stripes")
    #expect(run(["layout", faulty]) == 2)
    #expect(run(["layout", directory.path + "/absent.json"]) == 2)
    #expect(run(["layout", "/dev/zero"]) == 2, "not a regular file: refused, not read forever")
    #expect(run(["layout", directory.path]) == 2)
    #expect(run(["layout", good, "--width=-5"]) == 2)
    #expect(run(["layout", good, "--width", "nan"]) == 2)
    #expect(run(["render", faulty, "-o", directory.path + "/x.svg"]) == 2)
    #expect(run(["render", good, "-o", directory.path + "/x.gif"]) == 2)
    #expect(run(["render", good, "-o", directory.path + "/x.png", "--scale", "100"]) == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/x.svg"))
    #expect(run(["render", good, "-o", directory.path + "/ok.svg"]) == 0)
    #expect(FileManager.default.fileExists(atPath: directory.path + "/ok.svg"))
  }
}

@Suite("The README's scene example")
struct ReadmeSceneTests {
  @Test("the JSON block in README.md decodes and lays out as its numbers say")
  func readmeScene() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.range(of: "## Scene files"))
    let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let result = try SceneDocument(json: Array(text[start.upperBound..<end.lowerBound].utf8)).layout()
    // Two equally flexible colors share 300 - 1: 149.5 each. Guides: 60 / 3 = 20 (default) and
    // 2 * 90 / 3 = 60 (explicit); origins -20 and -60; union [-60, 40]: 100 tall, the second
    // at y 0 and the first at y 40.
    #expect(result.size == CGSize(width: 300, height: 100))
    #expect(result.frame(of: "third") == CGRect(x: 150.5, y: 0, width: 149.5, height: 90))
    #expect(result.views[1].frame == CGRect(x: 0, y: 40, width: 149.5, height: 60))
  }
}
