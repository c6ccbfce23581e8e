import Foundation
import LayoutCore

/// Inline Markdown as SwiftUI reads it in text literals (CommonMark inline syntax, with
/// GitHub's strikethrough, whitespace and line breaks kept as written):
///
/// - `*a*` and `_a_` italic, `**a**` and `__a__` bold, `***a***` both, by CommonMark's rules for
///   delimiter runs (which runs can open and close, `_` not inside words, the rule of three);
/// - `~~a~~` a line through;
/// - `` `a` `` code, in the monospaced design, its content taken literally;
/// - `[a](destination "title")` and `<scheme:address>` links, painted in the accent color;
/// - a backslash before ASCII punctuation shows that character.
///
/// Anything else, unmatched delimiters included, is shown as written. Interpolated strings are
/// never read as Markdown, but the Markdown around them applies to them. Linear in the text's
/// length: delimiters are matched as CommonMark's reference algorithm does (a linked list, with a
/// floor per kind of closer below which no opener is searched for again), emphasis is recorded
/// as spans and applied in one sweep, and a link deactivates the brackets before it by moving
/// one mark, not by visiting them.
enum InlineMarkdown {
  /// A character of the literal, and whether Markdown may read it (not from an interpolation).
  private struct Character {
    let value: Swift.Character
    let isMarkup: Bool
    /// For the placeholder of an interpolated `Text`: its index in `embedded`.
    let embedded: Int?
  }

  /// A piece of output: text with attributes, or an interpolated text's parts.
  private struct Atom {
    var text: String
    var attributes = Text.Attributes()
    var embedded: [Text.Part]? = nil
    /// A delimiter run still to be matched (or shown as written).
    var delimiter: Delimiter? = nil
  }

  private struct Delimiter {
    let character: Swift.Character
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
  }

  /// The deepest nesting of parentheses in a link destination without angle brackets.
  static let maximumParenthesisDepth = 32

  /// Emphasis over a range of atoms, found by the matching and applied with the output.
  private struct EmphasisSpan {
    enum Style: Int { case bold, italic, strikethrough }
    let atoms: Range<Int>
    let style: Style

    /// How many kinds of closer keep a search floor of their own.
    static let floorKinds = 18
    /// A closer's kind for its search floor: its character, whether it can also open, and its
    /// run's original length modulo 3 (the rule of three depends on all three).
    static func floorKind(_ closer: Delimiter) -> Int {
      let character = closer.character == "*" ? 0 : closer.character == "_" ? 1 : 2
      return character * 6 + (closer.canOpen ? 3 : 0) + closer.originalCount % 3
    }
  }

  /// Delimiter runs in the order met, as a linked list over entries numbered from 0, so that a
  /// run that matched or cannot match leaves in constant time; an entry keeps its number, and
  /// numbers grow along the list.
  private struct DelimiterList {
    private var atoms: [Int] = []
    private var previous: [Int] = []
    private var following: [Int] = []
    /// The last entry still in the list, or -1.
    private var last = -1

    /// How many runs were ever added (the next entry's number).
    var count: Int { atoms.count }

    /// The index in the parser's atoms of `entry`'s run.
    func atom(_ entry: Int) -> Int { atoms[entry] }
    /// The entry before `entry` still in the list, or -1.
    func before(_ entry: Int) -> Int { previous[entry] }
    /// The entry after `entry` still in the list, or -1.
    func after(_ entry: Int) -> Int { following[entry] }

    mutating func append(atom: Int) {
      let entry = atoms.count
      atoms.append(atom)
      previous.append(last)
      following.append(-1)
      if last >= 0 { following[last] = entry }
      last = entry
    }

    /// Takes `entry` out of the list.
    mutating func remove(_ entry: Int) {
      let (lower, upper) = (previous[entry], following[entry])
      if lower >= 0 { following[lower] = upper }
      if upper >= 0 { previous[upper] = lower } else { last = lower }
    }

    /// Takes the entries between `lower` and `upper` (both in the list, `lower` first) out.
    mutating func removeBetween(_ lower: Int, _ upper: Int) {
      following[lower] = upper
      previous[upper] = lower
    }

    /// The first entry still in the list numbered `first` or more, or -1. It walks back from the
    /// end over exactly the entries that `removeAll(from: first)` will take out.
    func firstEntry(from first: Int) -> Int {
      var found = -1
      var entry = last
      while entry >= first {
        found = entry
        entry = previous[entry]
      }
      return found
    }

    /// Takes every entry numbered `first` or more out of the list.
    mutating func removeAll(from first: Int) {
      var entry = last
      while entry >= first { entry = previous[entry] }
      if entry >= 0 { following[entry] = -1 }
      last = entry
    }
  }

  static func parts(of segments: [LocalizedStringKey.Segment]) -> [Text.Part] {
    var characters: [Character] = []
    var embedded: [[Text.Part]] = []
    for segment in segments {
      switch segment {
      case .markup(let string): characters += string.map { Character(value: $0, isMarkup: true, embedded: nil) }
      case .verbatim(let string): characters += string.map { Character(value: $0, isMarkup: false, embedded: nil) }
      case .text(let parts):
        characters.append(Character(value: "\u{FFFC}", isMarkup: false, embedded: embedded.count))
        embedded.append(parts)
      }
    }
    var parser = Parser(characters: characters, embedded: embedded)
    parser.scan()
    parser.processEmphasis(from: 0)
    return parser.output()
  }

  private struct Parser {
    let characters: [Character]
    let embedded: [[Text.Part]]
    var atoms: [Atom] = []
    /// The delimiter runs met so far, in order, and which of them are still to be matched.
    var delimiters = DelimiterList()
    /// Indices in `atoms` of `[` not yet closed, with the number of delimiter runs met before
    /// each. Brackets below `activeBrackets` can no longer open a link (one was made after them).
    var brackets: [(atom: Int, firstDelimiter: Int)] = []
    var activeBrackets = 0
    /// Emphasis found, applied to the atoms between each span's ends when the output is made.
    var spans: [EmphasisSpan] = []
    /// Lengths of backtick runs known to have no closing run after them.
    var unclosedCodeLengths: Set<Int> = []
    var pending = ""

    init(characters: [Character], embedded: [[Text.Part]]) {
      self.characters = characters
      self.embedded = embedded
    }

    func isMarkup(_ index: Int, _ value: Swift.Character) -> Bool {
      index < characters.count && characters[index].isMarkup && characters[index].value == value
    }

    mutating func flush() {
      if !pending.isEmpty { atoms.append(Atom(text: pending)) }
      pending = ""
    }

    mutating func scan() {
      var index = 0
      while index < characters.count {
        let character = characters[index]
        if let item = character.embedded {
          flush()
          atoms.append(Atom(text: "", embedded: embedded[item]))
          index += 1
          continue
        }
        guard character.isMarkup else {
          pending.append(character.value)
          index += 1
          continue
        }
        switch character.value {
        case "\\" where index + 1 < characters.count && characters[index + 1].isMarkup
          && Self.isASCIIPunctuation(characters[index + 1].value):
          pending.append(characters[index + 1].value)
          index += 2
        case "`":
          index = codeSpan(at: index)
        case "*", "_", "~":
          index = delimiterRun(at: index)
        case "[":
          flush()
          brackets.append((atoms.count, delimiters.count))
          atoms.append(Atom(text: "["))
          index += 1
        case "]":
          index = closeBracket(at: index)
        case "<":
          index = autolink(at: index)
        default:
          pending.append(character.value)
          index += 1
        }
      }
      flush()
    }

    /// A code span from the run of backticks at `start` to the next run of the same length,
    /// or the backticks as written when there is none.
    mutating func codeSpan(at start: Int) -> Int {
      var end = start
      while isMarkup(end, "`") { end += 1 }
      let length = end - start
      // A run length that found no closer up to the end finds none from a later opener either.
      guard !unclosedCodeLengths.contains(length) else {
        pending += String(repeating: "`", count: length)
        return end
      }
      var search = end
      while search < characters.count {
        guard isMarkup(search, "`") else {
          search += 1
          continue
        }
        var close = search
        while isMarkup(close, "`") { close += 1 }
        if close - search == length {
          var content = String(characters[end..<search].map(\.value))
          if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = String(content.dropFirst().dropLast())
          }
          flush()
          var atom = Atom(text: content)
          atom.attributes.fontModifiers.design = .monospaced
          atoms.append(atom)
          return close
        }
        search = close
      }
      unclosedCodeLengths.insert(length)
      pending += String(repeating: "`", count: length)
      return end
    }

    /// A run of `*`, `_` or `~`, with whether it can open or close emphasis (CommonMark's
    /// flanking rules; the characters next to it count whether or not they are markup).
    mutating func delimiterRun(at start: Int) -> Int {
      let value = characters[start].value
      var end = start
      while isMarkup(end, value) { end += 1 }
      let before: Swift.Character = start > 0 ? characters[start - 1].value : " "
      let after: Swift.Character = end < characters.count ? characters[end].value : " "
      let beforeSpace = before.isWhitespace
      let afterSpace = after.isWhitespace
      let beforePunctuation = Self.isPunctuation(before)
      let afterPunctuation = Self.isPunctuation(after)
      let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
      let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
      let canOpen: Bool
      let canClose: Bool
      if value == "_" {
        canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
        canClose = rightFlanking && (!leftFlanking || afterPunctuation)
      } else {
        canOpen = leftFlanking
        canClose = rightFlanking
      }
      let count = end - start
      flush()
      // A single tilde is not strikethrough.
      if value == "~" && count != 2 {
        pending += String(repeating: "~", count: count)
        return end
      }
      delimiters.append(atom: atoms.count)
      atoms.append(
        Atom(
          text: String(repeating: value, count: count),
          delimiter: Delimiter(character: value, count: count, originalCount: count, canOpen: canOpen, canClose: canClose)))
      return end
    }

    /// `]`: a link when an open bracket is active and `(destination "title")` follows.
    mutating func closeBracket(at index: Int) -> Int {
      guard let opener = brackets.popLast() else {
        pending.append("]")
        return index + 1
      }
      let isActive = brackets.count >= activeBrackets
      activeBrackets = min(activeBrackets, brackets.count)
      guard isActive, let (destination, next) = linkDestination(after: index) else {
        pending.append("]")
        return index + 1
      }
      flush()
      processEmphasis(from: opener.firstDelimiter)
      atoms[opener.atom].text = ""
      for position in opener.atom + 1..<atoms.count { atoms[position].attributes.link = atoms[position].attributes.link ?? destination }
      // No links inside links: every bracket still open is now inactive.
      activeBrackets = brackets.count
      return next
    }

    /// `(destination)` or `(destination "title")` right after `]` at `index`: the URL and the
    /// index after `)`.
    func linkDestination(after index: Int) -> (URL, Int)? {
      var position = index + 1
      guard isMarkup(position, "(") else { return nil }
      position += 1
      func skipSpaces() { while position < characters.count && characters[position].value == " " { position += 1 } }
      skipSpaces()
      var destination = ""
      if isMarkup(position, "<") {
        // No line break and no other "<" inside (CommonMark): a scan never runs past the next
        // "<", so brackets followed by unclosed "(<" cost time linear in the text.
        position += 1
        while position < characters.count && characters[position].value != ">" {
          if characters[position].value == "\n" || characters[position].value == "<" { return nil }
          destination.append(characters[position].value)
          position += 1
        }
        guard position < characters.count else { return nil }
        position += 1
      } else {
        // Parentheses nest at most `maximumParenthesisDepth` deep (CommonMark lets a parser
        // limit them; cmark's limit is the same): every failed scan ends within that many
        // "(", so "[a](" repeated costs time linear in the text, not quadratic.
        var depth = 0
        while position < characters.count {
          let value = characters[position].value
          if value.isWhitespace { break }
          if value == "(" {
            depth += 1
            if depth > InlineMarkdown.maximumParenthesisDepth { return nil }
          }
          if value == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          destination.append(value)
          position += 1
        }
      }
      skipSpaces()
      if position < characters.count, let quote = ["\"", "'"].first(where: { isMarkup(position, $0) }) {
        position += 1
        while position < characters.count && characters[position].value != quote { position += 1 }
        guard position < characters.count else { return nil }
        position += 1
        skipSpaces()
      }
      guard isMarkup(position, ")"), let url = URL(string: destination) ?? URL(string: "about:blank") else { return nil }
      return (url, position + 1)
    }

    /// `<scheme:address>`: a link showing its address.
    mutating func autolink(at start: Int) -> Int {
      var position = start + 1
      var address = ""
      while position < characters.count {
        let value = characters[position].value
        if value == ">" { break }
        if value.isWhitespace || value == "<" || !characters[position].isMarkup { break }
        address.append(value)
        position += 1
      }
      let scheme = address.prefix { $0 != ":" }
      guard isMarkup(position, ">"), scheme.count >= 2, scheme.count <= 32, scheme.count < address.count,
        scheme.first?.isASCII == true, scheme.first?.isLetter == true,
        scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
        let url = URL(string: address)
      else {
        pending.append("<")
        return start + 1
      }
      flush()
      var atom = Atom(text: address)
      atom.attributes.link = url
      atoms.append(atom)
      return position + 1
    }

    /// CommonMark's emphasis matching over the delimiter runs numbered `first` or more: each
    /// closer takes the nearest opener of its kind; two characters from both make bold (or a
    /// strikethrough), one makes italic. Matched and skipped runs leave the list, and so does
    /// every run from `first` on at the end; what is left of a run is shown as written.
    mutating func processEmphasis(from first: Int) {
      // Per kind of closer, the run at or below which no opener is searched for: one search that
      // found nothing is never repeated (CommonMark's "openers bottom").
      var floors = [Int](repeating: first - 1, count: EmphasisSpan.floorKinds)
      var current = delimiters.firstEntry(from: first)
      while current >= 0 {
        let closerAtom = delimiters.atom(current)
        guard let closer = atoms[closerAtom].delimiter, closer.canClose else {
          current = delimiters.after(current)
          continue
        }
        let kind = EmphasisSpan.floorKind(closer)
        var search = delimiters.before(current)
        var found = -1
        while search > floors[kind] {
          if let opener = atoms[delimiters.atom(search)].delimiter, opener.character == closer.character, opener.canOpen,
            opener.count > 0
          {
            let bothFlank = opener.canClose || closer.canOpen
            let ruleOfThree =
              bothFlank && (opener.originalCount + closer.originalCount) % 3 == 0
              && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
            if !ruleOfThree && (closer.character != "~" || opener.count == closer.count) {
              found = search
              break
            }
          }
          search = delimiters.before(search)
        }
        guard found >= 0 else {
          floors[kind] = max(delimiters.before(current), first - 1)
          let next = delimiters.after(current)
          if !closer.canOpen { delimiters.remove(current) }
          current = next
          continue
        }
        let openerAtom = delimiters.atom(found)
        let opener = atoms[openerAtom].delimiter!
        let used = closer.character == "~" ? 2 : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
        let style: EmphasisSpan.Style = closer.character == "~" ? .strikethrough : used == 2 ? .bold : .italic
        spans.append(EmphasisSpan(atoms: openerAtom + 1..<closerAtom, style: style))
        atoms[openerAtom].delimiter!.count -= used
        atoms[closerAtom].delimiter!.count -= used
        atoms[openerAtom].text = String(repeating: opener.character, count: opener.count - used)
        atoms[closerAtom].text = String(repeating: closer.character, count: closer.count - used)
        // Runs between the two can no longer match.
        delimiters.removeBetween(found, current)
        if atoms[openerAtom].delimiter!.count == 0 { delimiters.remove(found) }
        if atoms[closerAtom].delimiter!.count == 0 {
          let next = delimiters.after(current)
          delimiters.remove(current)
          current = next
        }
      }
      delimiters.removeAll(from: first)
    }

    /// The atoms as text parts: runs of equal attributes merged, interpolated texts with the
    /// surrounding attributes applied where they set none.
    func output() -> [Text.Part] {
      var parts: [Text.Part] = []
      func append(_ string: String, _ attributes: Text.Attributes) {
        guard !string.isEmpty else { return }
        // Compared in place: a copy of the last part would share its string, and appending
        // would then copy the whole string each time.
        if !parts.isEmpty, parts[parts.count - 1].attributes == attributes {
          parts[parts.count - 1].string += string
        } else {
          parts.append(Text.Part(string: string, attributes: attributes))
        }
      }
      for atom in atomsWithEmphasis() {
        if let inner = atom.embedded {
          for part in inner { append(part.string, part.attributes.inheriting(atom.attributes)) }
        } else {
          append(atom.text, atom.attributes)
        }
      }
      return parts
    }

    /// The atoms with the emphasis spans applied: one sweep, counting the spans of each style
    /// open at each atom.
    func atomsWithEmphasis() -> [Atom] {
      guard !spans.isEmpty else { return atoms }
      var result = atoms
      // Per style, +1 where a span starts and -1 where it ends.
      var changes = [[Int]](repeating: [Int](repeating: 0, count: atoms.count + 1), count: 3)
      for span in spans where !span.atoms.isEmpty {
        changes[span.style.rawValue][span.atoms.lowerBound] += 1
        changes[span.style.rawValue][span.atoms.upperBound] -= 1
      }
      var open = [0, 0, 0]
      for index in result.indices {
        for style in 0..<3 { open[style] += changes[style][index] }
        if open[EmphasisSpan.Style.bold.rawValue] > 0 { result[index].attributes.fontModifiers.isBold = true }
        if open[EmphasisSpan.Style.italic.rawValue] > 0 { result[index].attributes.fontModifiers.isItalic = true }
        if open[EmphasisSpan.Style.strikethrough.rawValue] > 0 {
          result[index].attributes.strikethrough = result[index].attributes.strikethrough ?? .init(color: nil)
        }
      }
      return result
    }

    static func isASCIIPunctuation(_ value: Swift.Character) -> Bool {
      value.isASCII && value.isPunctuation || value.isASCII && value.isSymbol
    }

    static func isPunctuation(_ value: Swift.Character) -> Bool {
      value.isPunctuation || value.isSymbol
    }
  }
}

extension Text.Attributes {
  /// These attributes, with `outer`'s where these set none (flags are switched on by either).
  func inheriting(_ outer: Text.Attributes) -> Text.Attributes {
    var result = self
    result.font = font ?? outer.font
    result.fontModifiers = fontModifiers.inheriting(outer.fontModifiers)
    result.color = color ?? outer.color
    result.strikethrough = strikethrough ?? outer.strikethrough
    result.underline = underline ?? outer.underline
    result.link = link ?? outer.link
    return result
  }
}
