import Foundation

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
/// length, apart from matching delimiters (bounded by CommonMark's per-kind search floors).
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
    parser.processEmphasis(above: -1)
    return parser.output()
  }

  private struct Parser {
    let characters: [Character]
    let embedded: [[Text.Part]]
    var atoms: [Atom] = []
    /// Indices in `atoms` of delimiter runs not yet matched, in order.
    var delimiters: [Int] = []
    /// Indices in `atoms` of `[` not yet closed, and whether each may still open a link.
    var brackets: [(atom: Int, delimiterCount: Int, isActive: Bool)] = []
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
          brackets.append((atoms.count, delimiters.count, true))
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
      delimiters.append(atoms.count)
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
      guard opener.isActive, let (destination, next) = linkDestination(after: index) else {
        pending.append("]")
        return index + 1
      }
      flush()
      processEmphasis(above: opener.delimiterCount - 1)
      atoms[opener.atom].text = ""
      for position in opener.atom + 1..<atoms.count { atoms[position].attributes.link = atoms[position].attributes.link ?? destination }
      // No links inside links.
      for position in brackets.indices { brackets[position].isActive = false }
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
        position += 1
        while position < characters.count && characters[position].value != ">" {
          if characters[position].value == "\n" { return nil }
          destination.append(characters[position].value)
          position += 1
        }
        guard position < characters.count else { return nil }
        position += 1
      } else {
        var depth = 0
        while position < characters.count {
          let value = characters[position].value
          if value.isWhitespace { break }
          if value == "(" { depth += 1 }
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

    /// CommonMark's emphasis matching over the delimiters after position `bottom` in
    /// `delimiters`: each closer takes the nearest opener of its kind; two characters from both
    /// make bold (or a strikethrough), one makes italic. Matched and skipped delimiters leave
    /// the list; what is left of a run is shown as written.
    mutating func processEmphasis(above bottom: Int) {
      // The lowest opener position worth searching, per kind of closer.
      var floors: [String: Int] = [:]
      var current = bottom + 1
      while current < delimiters.count {
        let closerAtom = delimiters[current]
        guard let closer = atoms[closerAtom].delimiter, closer.canClose else {
          current += 1
          continue
        }
        let floorKey = "\(closer.character)\(closer.canOpen)\(closer.originalCount % 3)"
        let floor = max(floors[floorKey] ?? bottom, bottom)
        var search = current - 1
        var found: Int? = nil
        while search > floor {
          if let opener = atoms[delimiters[search]].delimiter, opener.character == closer.character, opener.canOpen,
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
          search -= 1
        }
        guard let openerPosition = found else {
          floors[floorKey] = current - 1
          if !closer.canOpen {
            delimiters.remove(at: current)
          } else {
            current += 1
          }
          continue
        }
        let openerAtom = delimiters[openerPosition]
        let opener = atoms[openerAtom].delimiter!
        let used = closer.character == "~" ? 2 : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
        for position in openerAtom + 1..<closerAtom {
          switch (closer.character, used) {
          case ("~", _): atoms[position].attributes.strikethrough = atoms[position].attributes.strikethrough ?? .init(color: nil)
          case (_, 2): atoms[position].attributes.fontModifiers.isBold = true
          default: atoms[position].attributes.fontModifiers.isItalic = true
          }
        }
        atoms[openerAtom].delimiter!.count -= used
        atoms[closerAtom].delimiter!.count -= used
        atoms[openerAtom].text = String(repeating: opener.character, count: opener.count - used)
        atoms[closerAtom].text = String(repeating: closer.character, count: closer.count - used)
        // Delimiters between the two can no longer match.
        delimiters.removeSubrange(openerPosition + 1..<current)
        current = openerPosition + 1
        if atoms[openerAtom].delimiter!.count == 0 {
          delimiters.remove(at: openerPosition)
          current -= 1
        }
        if atoms[closerAtom].delimiter!.count == 0 {
          delimiters.remove(at: current)
        }
      }
      delimiters.removeSubrange(min(bottom + 1, delimiters.count)...)
    }

    /// The atoms as text parts: runs of equal attributes merged, interpolated texts with the
    /// surrounding attributes applied where they set none.
    func output() -> [Text.Part] {
      var parts: [Text.Part] = []
      func append(_ string: String, _ attributes: Text.Attributes) {
        guard !string.isEmpty else { return }
        if let last = parts.last, last.attributes == attributes {
          parts[parts.count - 1].string += string
        } else {
          parts.append(Text.Part(string: string, attributes: attributes))
        }
      }
      for atom in atoms {
        if let inner = atom.embedded {
          for part in inner { append(part.string, part.attributes.inheriting(atom.attributes)) }
        } else {
          append(atom.text, atom.attributes)
        }
      }
      return parts
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
