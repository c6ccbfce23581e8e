import Baseline
import BaselineTestSupport
import BaselineRendering
@testable import BaselineScenes
import Foundation
import Testing

@Suite("Hostile scenes and arguments")
struct HostileSceneTests {
  @Test("a guide expression of 300,000 terms is built flat: it decodes and evaluates to 300,000")
  func longExpression() throws {
    let terms = 300_000
    let expression = Array(repeating: "1", count: terms).joined(separator: "+")
    let json = #"{"root": {"type": "HStack", "alignment": "top", "spacing": 0, "children": ["#
      + #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, "#
      + #"{"alignmentGuide": {"guide": "top", "value": ""# + expression + #""}}]}, "#
      + #"{"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}}"#
    let result = try SceneDocument(json: Array(json.utf8), fonts: bundledFonts).layout()
    // The red view's top guide is 300,000 below its top: it sits 300,000 above the blue one.
    #expect(result.views(ofKind: "Color").map(\.frame.minY) == [0, CGFloat(terms)])
  }

  @Test("200,000 \\u00e9 escapes (1.2 MB) parse in linear time to 200,000 characters")
  func manyEscapes() throws {
    let json = #"{"root": {"type": "Text", "text": ""# + String(repeating: #"\u00e9"#, count: 200_000) + #""}}"#
    let value = try JSONParser.parse(Array(json.utf8))
    guard case .object(let members) = value, case .object(let root) = members[0].value,
      case .string(let text) = root[1].value
    else {
      Issue.record("unexpected shape \(value)")
      return
    }
    #expect(text.count == 200_000)
    #expect(text.unicodeScalars.allSatisfy { $0 == "\u{E9}" })
    // Escapes next to raw UTF-8 and a surrogate pair keep their order.
    let mixed = try JSONParser.parse(Array(#""a\u00e9ü\ud83d\ude00\n""#.utf8))
    #expect(mixed == .string("aéü😀\n"))
  }

  @Test("a fault in an expression with line breaks is reported on one line, quoting only around the fault")
  func oneLineFaults() {
    let expression = String(repeating: "1 +\n", count: 5_000) + "width ?"
    let json = #"{"root": {"type": "Color", "color": "red", "modifiers": [{"alignmentGuide": {"guide": "top", "value": ""#
      + expression.replacingOccurrences(of: "\n", with: "\\n") + #""}}]}}"#
    do {
      _ = try SceneDocument(json: Array(json.utf8), fonts: bundledFonts)
      Issue.record("the scene decoded")
    } catch {
      let line = error.description
      #expect(!line.contains("\n"))
      #expect(line.contains("\\u{a}"))
      #expect(line.count < 300)
      #expect(line.hasPrefix("root.modifiers[0].alignmentGuide.value: bad expression: unexpected '?' at character 20007"))
    }
    #expect(SceneError(.document, "a\r\nb\u{2028}c").description == "scene: a\\u{d}\\u{a}b\\u{2028}c")
  }

  @Test("the real command: --width -1 and other usage errors exit with status 2 on one line; help with 0")
  func usageErrors() throws {
    let baseline = try baselineExecutable()
    let stripes = ExampleScenes.path("stripes")
    let negative = try runProgram(baseline, ["layout", stripes, "--width", "-1"])
    #expect(negative.status == 2)
    #expect(negative.error == "error: --width: expected a number of 0 or more, got -1.0\n")
    #expect(negative.output.isEmpty)
    let unknown = try runProgram(baseline, ["layout", stripes, "--wide", "3"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("error: ") && unknown.error.filter { $0 == "\n" }.count == 1)
    #expect(try runProgram(baseline, ["layout", stripes, "--width", "abc"]).status == 2)
    #expect(try runProgram(baseline, ["--help"]).status == 0)
    #expect(try runProgram(baseline, ["layout", stripes, "--width", "120"]).status == 0)
  }

  @Test("an installed copy of the baseline binary, run from /, finds its fonts and examples and renders the demo")
  func installedCopy() throws {
    try withTemporaryDirectory { prefix in
      let manager = FileManager.default
      try manager.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: prefix + "/share/baseline", withIntermediateDirectories: true)
      try manager.copyItem(atPath: try baselineExecutable(), toPath: prefix + "/bin/baseline")
      try manager.copyItem(atPath: BundledFonts.directory, toPath: prefix + "/share/baseline/Fonts")
      try manager.copyItem(atPath: ExampleScenes.directory, toPath: prefix + "/share/baseline/Examples")
      // No BASELINE_* variables: only the install location can be found (the copy is not in a
      // checkout, and / has no Fonts or Examples).
      var environment = ProcessInfo.processInfo.environment
      environment["BASELINE_FONTS"] = nil
      environment["BASELINE_EXAMPLES"] = nil
      let demo = try runProgram(
        prefix + "/bin/baseline", ["demo", "--output", prefix + "/out"], in: "/", environment: environment)
      #expect(demo.status == 0, "\(demo.error)")
      let written = try manager.contentsOfDirectory(atPath: prefix + "/out")
      #expect(written.contains("stripes.svg") && written.contains("form.png") && written.contains("multi-script.layout.json"))
      let svg = try String(contentsOfFile: prefix + "/out/text-baseline-row.svg", encoding: .utf8)
      #expect(svg.contains("<use"), "glyphs drawn, so the fonts were found")
    }
  }
}

@Suite("Hostile values in the renderers")
struct HostileRenderingTests {
  @Test("a 1e9 x 0 pt picture is refused at any scale: the pixel limit holds for zero height")
  func zeroHeight() throws {
    let result = engine().layout(Color.red.frame(width: 1e9, height: 0))
    let list = DisplayList(result)
    for scale in [0.25, 1, 8] {
      #expect(throws: RenderError.self) { try PNGRenderer(scale: scale).raster(list) }
    }
  }

  @Test("a hugely negative or NaN display-list size is a 1 x 1 picture, not a trap")
  func negativeSize() throws {
    var list = DisplayList(engine().layout(Color(red: 1, green: 0, blue: 0).frame(width: 3, height: 3)))
    list.size = CGSize(width: -1e300, height: .nan)
    let raster = try PNGRenderer().raster(list)
    #expect(raster.width == 1 && raster.height == 1)
    #expect(raster.pixel(x: 0, y: 0) == (255, 0, 0))
  }

  @Test("NaN color components count as 0 in both renderers")
  func nanColors() throws {
    let list = DisplayList(engine().layout(
      Color(red: .nan, green: 1, blue: .infinity, opacity: .nan).frame(width: 2, height: 2)
        .background(Color(red: 0.5, green: .nan, blue: -3).frame(width: 4, height: 4))))
    let svg = SVGRenderer().render(list)
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    #expect(svg.contains("#800000"))
    let raster = try PNGRenderer().raster(list)
    // The NaN-opacity view paints nothing; the background is (128, 0, 0).
    #expect(raster.pixel(x: 1, y: 1) == (128, 0, 0))
  }

  @Test("huge finite coordinates are written as valid SVG numbers, never inf")
  func hugeNumbers() throws {
    var list = DisplayList(engine().layout(Color.red.frame(width: 10, height: 10).offset(x: 1e9)))
    list.size = CGSize(width: 1e300, height: -1e300)
    let svg = SVGRenderer().render(list)
    #expect(!svg.contains("inf") && !svg.contains("nan"))
    #expect(svg.contains("1000000000"))
    #expect(svg.contains(String(format: "%.0f", 1e300)))
  }
}

@Suite("Hostile font files and font values")
struct HostileFontTests {
  @Test("a FIFO, /dev/zero and /dev/urandom are refused before they are opened")
  func notRegularFiles() throws {
    try withTemporaryDirectory { directory in
      let fifo = directory + "/font.ttf"
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(throws: FontError.notARegularFile(path: fifo)) { try FontFace(contentsOf: fifo) }
      for device in ["/dev/zero", "/dev/urandom"] {
        #expect(throws: FontError.notARegularFile(path: device)) { try FontFace(contentsOf: device) }
      }
    }
  }

  @Test("a font file over 256 MiB is refused by its size (a sparse file: nothing is read)")
  func tooLarge() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/huge.ttf"
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let size = FontFace.maximumFileSize + 1
      #expect(truncate(path, off_t(size)) == 0)
      #expect(throws: FontError.tooLarge(path: path, size: size)) { try FontFace(contentsOf: path) }
    }
  }

  @Test("weights at Int.min and Int.max resolve to the lightest and heaviest faces without overflow")
  func extremeWeights() throws {
    var heaviest = Font.Weight.regular
    heaviest.value = .max
    var lightest = Font.Weight.regular
    lightest.value = .min
    func width(_ weight: Font.Weight) -> CGFloat {
      engine().layout(Text("Hamburgefonstiv").font(.system(size: 10, weight: weight))).size.width
    }
    #expect(width(heaviest) == width(.bold))
    #expect(width(lightest) == width(.regular))
  }
}
