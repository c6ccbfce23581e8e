/// A change of letter case applied before shaping (SwiftUI's `textCase`).
///
/// Mapping is Unicode full case mapping without language tailoring (Swift's `uppercased()` and
/// `lowercased()`): "ß" becomes "SS", and a Turkish dotless i is not special. A mapping can
/// change a text's length, so the mapped text comes with the way back to the source offsets.
public enum TextCase: Sendable, Hashable {
  /// Every letter uppercase.
  case uppercase
  /// Every letter lowercase.
  case lowercase

  /// One character mapped.
  func map(_ character: Character) -> String {
    switch self {
    case .uppercase: return character.uppercased()
    case .lowercase: return character.lowercased()
    }
  }
}

extension StyledText {
  /// The text with its letters in `textCase`, each run keeping its attributes, and for every
  /// UTF-16 offset of the mapped text (its end included) the offset in this text of the
  /// character it came from. The offsets are nil when every character keeps its length (then
  /// offsets in both texts are the same).
  public func applying(_ textCase: TextCase) -> (text: StyledText, sourceOffsets: [Int]?) {
    var mapped = StyledText("", attributes: baseAttributes)
    var offsets: [Int] = []
    offsets.reserveCapacity(utf16.count + 1)
    var sameLength = true
    for run in runs {
      let source = String(decoding: utf16[run.range], as: UTF16.self)
      var piece = ""
      var position = run.range.lowerBound
      for character in source {
        let length = character.utf16.count
        let changed = textCase.map(character)
        let changedLength = changed.utf16.count
        if changedLength != length { sameLength = false }
        piece += changed
        // Every unit of the mapped character points back at the character's start.
        offsets.append(contentsOf: repeatElement(position, count: changedLength))
        position += length
      }
      mapped.append(piece, attributes: run.attributes)
    }
    offsets.append(utf16.count)
    return (mapped, sameLength ? nil : offsets)
  }
}

extension Paragraph {
  /// The paragraph with every text offset (line and run ranges, glyph clusters) taken back
  /// through `sourceOffsets` (as `StyledText.applying(_:)` returns them).
  public func mappingOffsets(_ sourceOffsets: [Int]) -> Paragraph {
    func map(_ offset: Int) -> Int { sourceOffsets[min(max(offset, 0), sourceOffsets.count - 1)] }
    func map(_ range: Range<Int>) -> Range<Int> {
      let lower = map(range.lowerBound)
      return lower..<max(lower, map(range.upperBound))
    }
    var paragraph = self
    for line in paragraph.lines.indices {
      paragraph.lines[line].range = map(paragraph.lines[line].range)
      paragraph.lines[line].visibleEnd = map(paragraph.lines[line].visibleEnd)
      for run in paragraph.lines[line].runs.indices {
        paragraph.lines[line].runs[run].range = map(paragraph.lines[line].runs[run].range)
        for glyph in paragraph.lines[line].runs[run].glyphs.indices {
          paragraph.lines[line].runs[run].glyphs[glyph].cluster = map(paragraph.lines[line].runs[run].glyphs[glyph].cluster)
        }
      }
    }
    return paragraph
  }
}
