import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// What a text's parts are, in a form that reads well in expectations: each part's string and
/// its look ("b" bold, "i" italic, "c" code, "s" struck through, "l" a link).
private func parts(_ text: Text) -> [String] {
  text.parts.map { part in
    let a = part.attributes.fontModifiers
    let other = part.attributes
    let look =
      (a.isBold ? "b" : "") + (a.isItalic ? "i" : "") + (a.design == .monospaced ? "c" : "")
      + (other.strikethrough != nil ? "s" : "") + (other.link != nil ? "l" : "")
    return look.isEmpty ? part.string : "\(part.string)|\(look)"
  }
}

@Suite("Markdown in text literals")
struct MarkdownTextTests {
  @Test("emphasis: the markup is not shown and its text is bold or italic")
  func emphasis() {
    #expect(parts(Text("**New**")) == ["New|b"])
    #expect(Text("**New**").content == "New")
    #expect(parts(Text("a *b* c")) == ["a ", "b|i", " c"])
    #expect(parts(Text("a _b_ c")) == ["a ", "b|i", " c"])
    #expect(parts(Text("__b__")) == ["b|b"])
    #expect(parts(Text("***both***")) == ["both|bi"])
    #expect(parts(Text("*a **b** c*")) == ["a |i", "b|bi", " c|i"])
  }

  @Test("nested emphasis and links match as CommonMark's reference algorithm does")
  func nestingAndLinks() {
    // Three nested levels: each closer takes the nearest opener.
    #expect(parts(Text("*a *b *c* b* a*")) == ["a b c b a|i"])
    #expect(parts(Text("**a *b* a**")) == ["a |b", "b|bi", " a|b"])
    #expect(parts(Text("~~a *b* a~~")) == ["a |s", "b|is", " a|s"])
    // Closers with no opener stay as written, and do not stop later emphasis.
    #expect(parts(Text("a* b* *c*")) == ["a* b* ", "c|i"])
    // Unclosed brackets before a link: the link forms; the brackets are text.
    #expect(parts(Text("[[[a](u)")) == ["[[", "a|l"])
    // A link deactivates the brackets open before it: "[x [a](u)](v)" is one link and text.
    #expect(parts(Text("[x [a](u)](v)")) == ["[x ", "a|l", "](v)"])
    // Emphasis inside a link is matched with the link's own delimiters.
    #expect(parts(Text("*[a *b*](u)*")) == ["a b|il"])
    // Link destinations: parentheses balance, up to 32 deep; a pointed one holds no "<".
    #expect(parts(Text("[a](b(c)d)")) == ["a|l"])
    let deep = String(repeating: "(", count: 32) + String(repeating: ")", count: 32)
    #expect(parts(Text(LocalizedStringKey("[a](b" + deep + ")"))) == ["a|l"])
    let tooDeep = String(repeating: "(", count: 33) + String(repeating: ")", count: 33)
    #expect(parts(Text(LocalizedStringKey("[a](b" + tooDeep + ")"))) == ["[a](b" + tooDeep + ")"])
    #expect(parts(Text("[a](<b c>)")) == ["a|l"])
    #expect(parts(Text("[a](<b<c>)")) == ["[a](<b<c>)"])
    // Backtick runs: a run takes the next run of its own length, skipping others; one with no
    // such run after it is shown as written and does not stop a later pair of another length.
    #expect(parts(Text("` ``c`` `")) == ["``c``|c"])
    #expect(parts(Text("`a ``b`` c")) == ["`a ", "b|c", " c"])
  }

  @Test("delimiters that cannot open or close are shown as written")
  func literalDelimiters() {
    #expect(parts(Text("snake_case_name")) == ["snake_case_name"])
    #expect(parts(Text("2 * 3 * 4")) == ["2 * 3 * 4"])
    #expect(parts(Text("**unclosed")) == ["**unclosed"])
    #expect(parts(Text("a ~ b")) == ["a ~ b"])
    // The rule of three: "*a**" closes with one of the two asterisks.
    #expect(parts(Text("*a**")) == ["a|i", "*"])
    #expect(parts(Text("\\*not italic\\*")) == ["*not italic*"])
  }

  @Test("code spans are monospaced and taken literally; strikethrough; links in the accent color")
  func codeStrikeAndLinks() {
    #expect(parts(Text("run `**x**` now")) == ["run ", "**x**|c", " now"])
    #expect(parts(Text("`` a`b ``")) == ["a`b|c"])
    #expect(parts(Text("`open")) == ["`open"])
    #expect(parts(Text("~~gone~~ here")) == ["gone|s", " here"])
    let link = Text("see [the **docs**](https://example.com/a \"title\")!")
    #expect(parts(link) == ["see ", "the |l", "docs|bl", "!"])
    #expect(link.parts[1].attributes.link == URL(string: "https://example.com/a"))
    #expect(parts(Text("<https://example.com>")) == ["https://example.com|l"])
    #expect(parts(Text("[no destination] here")) == ["[no destination] here"])
  }

  @Test("interpolated strings are shown verbatim, with the Markdown around them applied")
  func interpolation() {
    let stars = "**x**"
    #expect(parts(Text("value: \(stars)")) == ["value: **x**"])
    let name = "Ada"
    #expect(parts(Text("Hello **\(name)**!")) == ["Hello ", "Ada|b", "!"])
    #expect(parts(Text("\(3) items")) == ["3 items"])
    // A String variable is verbatim, as in SwiftUI; a LocalizedStringKey made from one is read.
    #expect(parts(Text(stars)) == ["**x**"])
    #expect(parts(Text(verbatim: "**x**")) == ["**x**"])
    #expect(parts(Text(LocalizedStringKey(stars))) == ["x|b"])
    // A formatted value is verbatim too (Foundation's number format: "1,234.5").
    #expect(parts(Text("**\(1234.5, format: .number)** left")) == ["1,234.5|b", " left"])
    // An interpolated Text keeps its own look and takes the surrounding one.
    #expect(parts(Text("a **\(Text("b").italic()) c**")) == ["a ", "b|bi", " c|b"])
  }
}

@Suite("Texts of several parts")
struct StyledTextPartsTests {
  @Test("+ keeps each part's attributes; a modifier on the whole sets what parts have not set")
  func concatenation() {
    let text = (Text("a").bold().foregroundColor(.blue) + Text("b")).foregroundColor(.red).italic()
    #expect(text.content == "ab")
    #expect(text.parts.count == 2)
    #expect(text.parts[0].attributes.fontModifiers.isBold && text.parts[0].attributes.fontModifiers.isItalic)
    #expect(text.parts[0].attributes.color == .blue)
    #expect(!text.parts[1].attributes.fontModifiers.isBold && text.parts[1].attributes.fontModifiers.isItalic)
    #expect(text.parts[1].attributes.color == .red)
  }

  @Test("the measurer sees one run per look, with fonts resolved over the environment's")
  func runsGivenToTheMeasurer() {
    let recorder = StyleRecorder()
    var environment = EnvironmentValues()
    environment.textMeasurer = recorder
    let engine = LayoutEngine(environment: environment)
    _ = engine.layout(
      (Text("Big").font(.title) + Text(" small") + Text("!").fontWeight(.black).foregroundColor(.red))
        .font(.caption)
        .italic())
    let style = recorder.styles.last
    #expect(style?.runs.map(\.range) == [0..<3, 3..<9, 9..<10])
    #expect(style?.runs.map(\.font.pointSize) == [28, 12, 12])
    #expect(style?.runs.map(\.font.isItalic) == [true, true, true])
    #expect(style?.runs.map(\.font.weight) == [.regular, .regular, .black])
    #expect(style?.runs.map(\.color) == [nil, nil, .red])
    #expect(style?.font == .title.italic())
    // One look for the whole text: measured as plain text in its font.
    _ = engine.layout(Text("plain").font(.title).bold())
    #expect(recorder.styles.last?.runs == [])
    #expect(recorder.styles.last?.font == .title.bold())
  }

  @Test("view modifiers bold, italic, fontWeight and fontDesign reach the texts inside")
  func environmentFontModifiers() {
    let recorder = StyleRecorder()
    var environment = EnvironmentValues()
    environment.textMeasurer = recorder
    _ = LayoutEngine(environment: environment).layout(
      VStack { Text("a").fontWeight(.light) }.bold().italic().fontDesign(.serif).font(.headline))
    let font = recorder.styles.last?.font
    #expect(font?.weight == .light && font?.isItalic == true && font?.design == .serif && font?.pointSize == 17)
  }
}

/// A measurer that records the styles it is asked to measure with (fixed 10 × 20 lines).
private final class StyleRecorder: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [TextStyle] = []
  var styles: [TextStyle] { lock.withLock { recorded } }

  func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    lock.withLock { recorded.append(style) }
    let metrics = MeasuredText.LineMetrics(ascent: 16, descent: 4, leading: 0)
    return MeasuredText(
      size: CGSize(width: CGFloat(string.count) * 10, height: 20), firstBaseline: 16, lastBaseline: 16,
      lines: [.init(baseline: 16, x: 0, width: CGFloat(string.count) * 10, range: 0..<string.utf16.count)],
      firstLineMetrics: metrics, lastLineMetrics: metrics, capHeight: 11)
  }
}

@Suite("Texts that show a clock's value")
struct ClockTextTests {
  @Test("a timer interval: the time left or gone at the pause time, m:ss or h:mm:ss")
  func timerInterval() {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)
    let interval = start...start.addingTimeInterval(3_725)
    func shown(_ text: Text) -> String? { layout(text).nodes.compactMap(\.text).first?.string }
    // 5 seconds in: 3,720 left, an hour and two minutes.
    #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(5))) == "1:02:00")
    #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(5), showsHours: false)) == "62:00")
    #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(5), countsDown: false)) == "0:05")
    // A pause time outside the interval is kept within it.
    #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(-50))) == "1:02:05")
    #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(9_999))) == "0:00")
  }

  @Test("relative, offset and timer styles write the time from now in whole seconds")
  func styles() {
    #expect(ClockText.timer(125.4, showsHours: true) == "2:05")
    #expect(ClockText.timer(.nan, showsHours: true) == "0:00")
    #expect(ClockText.relative(7_530) == "2 hr, 5 min")
    #expect(ClockText.relative(93_600) == "1 day, 2 hr")
    #expect(ClockText.relative(7_230) == "2 hr")
    #expect(ClockText.relative(0) == "0 sec")
    // A date made now and 125.4 seconds ahead: the text is made a moment later, so at most a
    // second of it has gone.
    let timer = layout(Text(Date().addingTimeInterval(125.4), style: .timer)).nodes.compactMap(\.text).first?.string
    #expect(timer == "2:05" || timer == "2:04")
    let offset = layout(Text(Date().addingTimeInterval(-7_530.5), style: .offset)).nodes.compactMap(\.text).first?.string
    #expect(offset == "-2 hr, 5 min")
  }
}
