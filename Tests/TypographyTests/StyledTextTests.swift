import Testing
@testable import Typography

@Suite("Styled text: attribute runs")
struct StyledTextTests {
  @Test("a text of one set of attributes is one run over the whole text, and stays one run when more of the same is appended")
  func oneRun() throws {
    let regular = TextAttributes(font: try font("Noto Sans", 12))
    var text = StyledText("name", attributes: regular)
    #expect(text.runs == [StyledText.Run(range: 0..<4, attributes: regular)])
    #expect(text.singleRunAttributes == regular)
    text.append(" address", attributes: regular)
    #expect(text.runs == [StyledText.Run(range: 0..<12, attributes: regular)])
    // The same text made in one piece is equal to it, and hashes alike.
    let whole = StyledText("name address", attributes: regular)
    #expect(text == whole)
    #expect(text.hashValue == whole.hashValue)
    #expect(StyledText("", attributes: regular).runs.isEmpty)
    #expect(StyledText("", attributes: regular).singleRunAttributes == nil)
  }

  @Test("appending other attributes makes a run list that covers the text, merging equal neighbours")
  func severalRuns() throws {
    let regular = TextAttributes(font: try font("Noto Sans", 12))
    let bold = TextAttributes(font: try font("Noto Sans", 12, weight: 700))
    var text = StyledText("ab", attributes: regular)
    text.append("cd", attributes: bold)
    text.append("e", attributes: bold)
    text.append("f", attributes: regular)
    #expect(
      text.runs == [
        StyledText.Run(range: 0..<2, attributes: regular), StyledText.Run(range: 2..<5, attributes: bold),
        StyledText.Run(range: 5..<6, attributes: regular),
      ])
    #expect(text.singleRunAttributes == nil)
    #expect([0, 1, 2, 4, 5].map { text.attributes(at: $0) } == [regular, regular, bold, bold, regular])
    // Past the end (and before the start): the base attributes.
    #expect(text.attributes(at: 6) == regular)
    #expect(text.attributes(at: -1) == regular)
    #expect(text != StyledText("abcdef", attributes: regular))
    // An empty text given its first characters in other attributes: one run of those.
    var empty = StyledText("", attributes: regular)
    empty.append("x", attributes: bold)
    #expect(empty.runs == [StyledText.Run(range: 0..<1, attributes: bold)])
    #expect(empty.singleRunAttributes == bold)
    #expect(empty.attributes(at: 0) == bold)
    #expect(empty != StyledText("x", attributes: bold))  // the base attributes differ
  }
}
