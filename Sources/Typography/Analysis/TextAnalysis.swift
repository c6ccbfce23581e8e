import CICUBridge

/// The width-independent Unicode analysis of a paragraph's UTF-16 text: line break
/// opportunities (UAX #14), grapheme cluster boundaries (UAX #29), bidi embedding levels
/// (UAX #9) and resolved scripts (UAX #24), all from ICU through the `CICUBridge` C target.
struct TextAnalysis: Sendable {
  /// Offsets 0 < p <= n where a line may start, increasing.
  var breaks: [Int32]
  /// The indices in `breaks` of the mandatory breaks, increasing (empty, with nothing
  /// allocated, for the many texts without a line separator).
  var hardBreaks: [Int32]
  /// `isGraphemeBoundary[p]` for 0 <= p <= n.
  var isGraphemeBoundary: GraphemeBoundaries
  /// Embedding level of each code unit.
  var levels: UnitValues<UInt8>
  /// Base level of the bidi paragraph each code unit belongs to.
  var paragraphLevels: UnitValues<UInt8>
  /// The resolved script tag of each code unit: Common and Inherited characters take the
  /// script of the text around them.
  var scripts: UnitValues<UInt32>
  // (The one-byte fields last, so that they fill what the ones above leave.)
  /// Base level of the first bidi paragraph (used for an empty text).
  var baseLevel: UInt8
  /// Whether every code unit has the same embedding level and the same resolved script (then
  /// only fonts and attribute runs can split the paragraph into items).
  var isUniform: Bool

  /// Analyses `text`. `direction`: 0 = left to right, 1 = right to left, -1 = from the first
  /// strong character.
  init(_ text: [UInt16], direction: Int32) {
    var ascii: ASCIISet?
    self.init(text, direction: direction, ascii: &ascii)
  }

  /// Analyses `text` and sets `asciiCharacters` to the ASCII characters of an all-ASCII text (nil
  /// when it has any other character), which itemizing reads and a paragraph does not keep.
  init(_ text: [UInt16], direction: Int32, ascii asciiCharacters: inout ASCIISet?) {
    let count = text.count
    var breaks: [Int32] = []
    var hardBreaks: [Int32] = []
    // Grapheme boundaries as ICU reports them (left empty when every offset is a boundary).
    var graphemes: [Int32] = []
    // Filled (and allocated) only for text that may hold right-to-left characters.
    var levels: [UInt8] = []
    var paragraphLevels: [UInt8] = []
    var base: Int32 = direction == 1 ? 1 : 0
    var graphemeCount: Int32 = 0
    // Text made only of code units below U+0300 other than CR has a grapheme boundary between
    // every two units (no combining marks, no surrogates, no CR LF pairs, no Hangul), and text
    // below U+0590 has no right-to-left character, so in a left-to-right or natural paragraph
    // every level is 0. Both are checked in one pass and skip an ICU call each.
    var simpleGraphemes = true
    var noRightToLeft = direction != 1
    var ascii: ASCIISet? = ASCIISet()
    for unit in text {
      if unit < 0x80 {
        ascii?.insert(unit)
      } else {
        ascii = nil
      }
      if unit >= 0x0300 || unit == 0x0D { simpleGraphemes = false }
      if unit >= 0x0590 {
        noRightToLeft = false
        break
      }
    }
    let wordsAndSpaces = ascii?.isWordsAndSpaces ?? false
    text.withUnsafeBufferPointer { units in
      if wordsAndSpaces {
        breaks = TextAnalysis.wordsAndSpacesBreaks(units)
      } else {
        (breaks, hardBreaks) = TextAnalysis.icuLineBreaks(units)
      }
      if !simpleGraphemes {
        graphemes = [Int32](repeating: 0, count: count + 1)
        graphemeCount = blicu_grapheme_breaks(
          units.baseAddress, Int32(count), &graphemes, Int32(count + 1))
      }
      if count > 0 && !noRightToLeft {
        levels = [UInt8](repeating: 0, count: count)
        paragraphLevels = [UInt8](repeating: 0, count: count)
        base = blicu_bidi_levels(
          units.baseAddress, Int32(count), direction, &levels, &paragraphLevels)
      }
    }
    // ICU only fails on allocation failure or bad arguments; fall back to the simplest valid
    // analysis (a break opportunity only at the end, every code unit its own grapheme, the
    // requested direction) rather than trapping.
    if breaks.isEmpty && count > 0 { breaks = [Int32(count)] }
    // Every offset is a boundary for simple text, and (the fallback) when ICU failed.
    if simpleGraphemes || graphemeCount <= 0 {
      isGraphemeBoundary = GraphemeBoundaries(everywhereIn: count)
    } else {
      isGraphemeBoundary = GraphemeBoundaries(length: count, offsets: graphemes[..<Int(graphemeCount)].lazy.map { Int($0) })
    }
    let failed = base < 0
    if failed { base = direction == 1 ? 1 : 0 }
    self.breaks = breaks
    self.hardBreaks = hardBreaks
    self.baseLevel = UInt8(truncatingIfNeeded: base)
    if noRightToLeft || failed {
      self.levels = UnitValues(repeating: UInt8(truncatingIfNeeded: base), count: count)
      self.paragraphLevels = self.levels
    } else {
      self.levels = UnitValues(levels)
      self.paragraphLevels = UnitValues(paragraphLevels)
    }
    let scripts =
      ascii.map { UnitValues(repeating: $0.hasLetter ? TextAnalysis.latin : TextAnalysis.common, count: count) }
      ?? UnitValues(TextAnalysis.resolveScripts(text))
    self.scripts = scripts
    asciiCharacters = ascii
    isUniform = self.levels.isUniform && scripts.isUniform
  }

  /// The line break opportunities of text made only of ASCII letters, digits and spaces, as
  /// UAX #14 gives them (and ICU, which the tests check it against): after every run of spaces
  /// that something follows (LB18; no break before a space, LB7, nor between letters and
  /// digits, LB23, LB25 and LB28), and at the end (LB3). None is mandatory.
  static func wordsAndSpacesBreaks(_ units: UnsafeBufferPointer<UInt16>) -> [Int32] {
    let space: UInt16 = 0x20
    func isBreak(_ offset: Int) -> Bool { units[offset - 1] == space && units[offset] != space }
    guard !units.isEmpty else { return [] }
    let inner = 1..<units.count
    // Counted first, so that the array (kept with the analysis) has exactly its room.
    var breaks: [Int32] = []
    breaks.reserveCapacity(inner.reduce(1) { isBreak($1) ? $0 + 1 : $0 })
    for offset in inner where isBreak(offset) { breaks.append(Int32(offset)) }
    breaks.append(Int32(units.count))
    return breaks
  }

  /// The line break opportunities ICU reports, and the indices among them of the mandatory ones
  /// (the form of `breaks` and `hardBreaks`); both empty when ICU fails, which only happens on
  /// allocation failure or bad arguments.
  static func icuLineBreaks(_ units: UnsafeBufferPointer<UInt16>) -> (breaks: [Int32], hardBreaks: [Int32]) {
    var breaks = [Int32](repeating: 0, count: units.count + 1)
    var hard = [UInt8](repeating: 0, count: units.count + 1)
    let found = Int(blicu_line_breaks(units.baseAddress, Int32(units.count), &breaks, &hard, Int32(units.count + 1)))
    guard found > 0 else { return ([], []) }
    // Copied to an array of its own size (the buffer was sized for the worst case).
    return (Array(breaks[..<found]), (0..<found).filter { hard[$0] != 0 }.map(Int32.init))
  }

  static let latin: UInt32 = 0x4C61_746E  // Latn
  static let common: UInt32 = 0x5A79_7979  // Zyyy
  static let inherited: UInt32 = 0x5A69_6E68  // Zinh
  static let unknown: UInt32 = 0x5A7A_7A7A  // Zzzz

  /// Script per code unit. Inherited characters (combining marks) take the script of the
  /// character before them; Common characters (spaces, punctuation, digits) take the script of
  /// the preceding text, or of the following text at the start of the paragraph.
  static func resolveScripts(_ text: [UInt16]) -> [UInt32] {
    let count = text.count
    var scripts = [UInt32](repeating: common, count: count)
    var index = 0
    var current: UInt32 = common
    var firstReal: UInt32? = nil
    while index < count {
      let (scalar, width) = decodeScalar(text, at: index)
      var script = scalar < 0x80 ? asciiScript(scalar) : blicu_script_tag(scalar)
      if script == inherited || script == common || script == unknown {
        script = current
      } else {
        current = script
        if firstReal == nil { firstReal = script }
      }
      for offset in 0..<width { scripts[index + offset] = script }
      index += width
    }
    // Leading Common characters take the first real script.
    if let firstReal {
      var position = 0
      while position < count, scripts[position] == common {
        scripts[position] = firstReal
        position += 1
      }
    }
    return scripts
  }

  @inline(__always)
  private static func asciiScript(_ scalar: UInt32) -> UInt32 {
    let isLetter = (scalar >= 0x41 && scalar <= 0x5A) || (scalar >= 0x61 && scalar <= 0x7A)
    return isLetter ? latin : common
  }
}

/// Decodes the scalar at a UTF-16 offset. An unpaired surrogate decodes as U+FFFD, width 1.
@inline(__always)
func decodeScalar<Units: RandomAccessCollection<UInt16>>(_ text: Units, at index: Int) -> (UInt32, Int)
where Units.Index == Int {
  let unit = text[index]
  if unit < 0xD800 || unit > 0xDFFF { return (UInt32(unit), 1) }
  if unit <= 0xDBFF, index + 1 < text.count {
    let next = text[index + 1]
    if next >= 0xDC00 && next <= 0xDFFF {
      return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(next) - 0xDC00), 2)
    }
  }
  return (0xFFFD, 1)
}

/// Characters that end a line and take no space: LF, VT, FF, CR, NEL, LS, PS.
@inline(__always)
func isLineSeparator(_ unit: UInt16) -> Bool {
  switch unit {
  case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
  default: return false
  }
}

/// White space that hangs at the end of a line (it takes no width there).
@inline(__always)
func isHangingWhitespace(_ unit: UInt16) -> Bool {
  switch unit {
  case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
  default: return isLineSeparator(unit)
  }
}

/// Code points a font need not map for a cluster to count as covered (they have no glyph of
/// their own): joiners, variation selectors, the BOM and other default-ignorables.
@inline(__always)
func isIgnorableForCoverage(_ scalar: UInt32) -> Bool {
  switch scalar {
  case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
    0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
    return true
  default:
    return scalar < 0x20
  }
}

/// A set of ASCII characters as 128 bits (bit c: character c).
struct ASCIISet: Sendable, Hashable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  init() {}

  /// The set of an all-ASCII text's characters; nil when it has any other.
  init?(_ units: [UInt16]) {
    for unit in units {
      guard unit < 0x80 else { return nil }
      insert(unit)
    }
  }

  @inline(__always)
  mutating func insert(_ unit: UInt16) {
    if unit < 64 { low |= 1 << UInt64(unit) } else { high |= 1 << UInt64(unit - 64) }
  }

  /// Whether the set has a letter, A-Z or a-z (they lie in the high half: 0x41-0x5A, 0x61-0x7A).
  var hasLetter: Bool {
    high & 0x07FF_FFFE_07FF_FFFE != 0
  }

  /// Whether the set has nothing but letters (A-Z, a-z), digits and the space: text whose
  /// line breaks need no Unicode tables (`TextAnalysis.wordsAndSpacesBreaks`).
  var isWordsAndSpaces: Bool {
    // Space (0x20) and digits (0x30-0x39) in the low half; letters in the high half.
    let lowAllowed: UInt64 = (1 << 0x20) | (0x3FF << 0x30)
    let highAllowed: UInt64 = 0x07FF_FFFE_07FF_FFFE
    return low & ~lowAllowed == 0 && high & ~highAllowed == 0
  }

  /// Whether the set has LF, VT, FF or CR (the ASCII line separators).
  var hasLineSeparator: Bool {
    low & (0b1111 << 0x0A) != 0
  }
}
