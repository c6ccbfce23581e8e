/// A paragraph analysed, itemized and shaped, but not yet broken into lines.
///
/// Everything here is independent of the line width: break opportunities, bidi levels, scripts,
/// the font chosen for each grapheme cluster (fallback included) and the glyphs of each item.
/// `layout(_:)` breaks it into lines at any width without shaping again, except where HarfBuzz
/// marks a chosen line boundary unsafe to break (then only that line's piece is reshaped).
public final class ShapedParagraph: Sendable {
  /// One run of text shaped as a unit: same attribute run, bidi level, script and font.
  struct Item: Sendable {
    var range: Range<Int>
    var font: SizedFont
    var level: UInt8
    var properties: ShapingProperties
    /// The item's glyphs in `glyphs`, in visual order.
    var glyphStart: Int
    var glyphEnd: Int
    var scale: Double { font.scale }
  }

  /// The source text.
  public let text: StyledText
  let analysis: TextAnalysis
  let items: [Item]
  /// All items' glyphs, concatenated; clusters are absolute UTF-16 offsets.
  let glyphs: [ShapedGlyph]
  /// For each code unit that starts a cluster: its lowest glyph index, and one past its highest
  /// (-1 where no cluster starts).
  let clusterFirstGlyph: [Int32]
  let clusterGlyphEnd: [Int32]
  /// `prefixAdvance[p]`: total advance of the clusters starting before offset p, points.
  let prefixAdvance: [Double]
  /// `trimmedEnd[p]`: the smallest q <= p such that [q, p) is all hanging white space.
  let trimmedEnd: [Int32]
  let fallbackFaces: [FontFace]
  let cache: ShapeCache

  /// - Parameter wordShaping: shape runs word by word where the font allows it (see
  ///   `WordShaping.swift`); tests turn it off to compare with whole-run shaping.
  init(
    text: StyledText, direction: ParagraphStyle.Direction, fallback: [FontFace], cache: ShapeCache,
    wordShaping: Bool = true
  ) {
    self.text = text
    self.fallbackFaces = fallback
    self.cache = cache
    let units = text.utf16
    let count = units.count
    let style = ParagraphStyle(direction: direction)
    let analysis = TextAnalysis(units, direction: style.bidiDirection)
    self.analysis = analysis

    let items = ShapedParagraph.itemize(text, analysis: analysis, fallback: fallback)
    var glyphs: [ShapedGlyph] = []
    var shapedItems: [Item] = []
    shapedItems.reserveCapacity(items.count)
    units.withUnsafeBufferPointer { buffer in
      // Each item in the pieces it is shaped in: its words and spaces where its font allows.
      let pieces = items.map { item -> [Range<Int>] in
        let slice = UnsafeBufferPointer(rebasing: buffer[item.range])
        guard wordShaping, item.properties.face.shapesWordsIndependently else {
          return [0..<slice.count]
        }
        let pieces = wordPieces(slice) { analysis.isGraphemeBoundary[item.range.lowerBound + $0] }
        return item.properties.isRightToLeft ? pieces.reversed() : pieces
      }
      if items.count == 1 && items[0].range.lowerBound == 0 && pieces[0].count == 1 {
        // One item shaped whole from the start (short texts): its clusters are already
        // absolute, so the paragraph shares the cached segment's glyphs instead of copying them.
        var item = items[0]
        glyphs = cache.shape(UnsafeBufferPointer(rebasing: buffer[item.range]), item.properties).glyphs
        item.glyphStart = 0
        item.glyphEnd = glyphs.count
        shapedItems.append(item)
        return
      }
      glyphs.reserveCapacity(count)
      for (var item, itemPieces) in zip(items, pieces) {
        item.glyphStart = glyphs.count
        // Pieces come in visual order (reversed for right to left), so their glyphs concatenate
        // into the item's visual order.
        for piece in itemPieces {
          let start = item.range.lowerBound + piece.lowerBound
          let shaped = cache.shape(UnsafeBufferPointer(rebasing: buffer[start..<(start + piece.count)]), item.properties)
          let base = Int32(start)
          for var glyph in shaped.glyphs {
            glyph.cluster += base
            glyphs.append(glyph)
          }
        }
        item.glyphEnd = glyphs.count
        shapedItems.append(item)
      }
    }
    self.items = shapedItems
    self.glyphs = glyphs

    var first = [Int32](repeating: -1, count: count + 1)
    var end = [Int32](repeating: -1, count: count + 1)
    // Each cluster's advance goes to prefix[cluster + 1] first; the running sum below turns the
    // array into prefix sums in place.
    var prefix = [Double](repeating: 0, count: count + 1)
    glyphs.withUnsafeBufferPointer { glyphs in
      for item in shapedItems {
        let scale = item.scale
        for index in item.glyphStart..<item.glyphEnd {
          let cluster = Int(glyphs[index].cluster)
          prefix[cluster + 1] += Double(glyphs[index].advance) * scale
          if first[cluster] < 0 || first[cluster] > Int32(index) { first[cluster] = Int32(index) }
          if end[cluster] < Int32(index + 1) { end[cluster] = Int32(index + 1) }
        }
      }
    }
    var trimmed = [Int32](repeating: 0, count: count + 1)
    for index in 0..<count {
      prefix[index + 1] += prefix[index]
      trimmed[index + 1] = isHangingWhitespace(units[index]) ? trimmed[index] : Int32(index + 1)
    }
    self.clusterFirstGlyph = first
    self.clusterGlyphEnd = end
    self.prefixAdvance = prefix
    self.trimmedEnd = trimmed
  }

  /// The width of [start, end) from the shaped advances, points.
  func advance(from start: Int, to end: Int) -> Double {
    prefixAdvance[end] - prefixAdvance[start]
  }

  /// Index of the first item whose range ends after `offset`.
  func firstItem(endingAfter offset: Int) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - Itemization

  /// Splits the text into items at attribute-run, bidi-level, script and font changes, choosing
  /// a font per grapheme cluster. Line separators belong to no item (they take no space).
  /// - Parameter shortcut: try `singleItem` first (tests turn it off to compare both paths).
  static func itemize(_ text: StyledText, analysis: TextAnalysis, fallback: [FontFace], shortcut: Bool = true) -> [Item] {
    if shortcut, let item = singleItem(text, analysis: analysis) { return [item] }
    let units = text.utf16
    let count = units.count
    let boundaries = analysis.isGraphemeBoundary
    let levels = analysis.levels
    let scripts = analysis.scripts
    var items: [Item] = []
    var runIndex = 0
    var runEnd = text.runs.first?.range.upperBound ?? 0
    var primary = text.runs.first?.attributes.font.face
    var index = 0
    var open: Item? = nil
    var previousFace: FontFace? = nil

    func close() {
      if let item = open { items.append(item) }
      open = nil
    }

    while index < count {
      if isLineSeparator(units[index]) {
        close()
        previousFace = nil
        index += 1
        continue
      }
      var next = index + 1
      while next < count && !boundaries[next] { next += 1 }
      if index >= runEnd {
        while text.runs[runIndex].range.upperBound <= index { runIndex += 1 }
        runEnd = text.runs[runIndex].range.upperBound
        primary = text.runs[runIndex].attributes.font.face
        previousFace = nil
        close()
      }
      let face = chooseFace(
        units, index..<next, primary: primary!, previous: previousFace, fallback: fallback)
      previousFace = face
      let level = levels[index]
      let script = scripts[index]
      if open != nil, open!.font.face === face, open!.level == level,
        open!.properties.script == script
      {
        open!.range = open!.range.lowerBound..<next
      } else {
        close()
        let attributes = text.runs[runIndex].attributes
        open = Item(
          range: index..<next, font: SizedFont(face, size: attributes.font.size), level: level,
          properties: ShapingProperties(
            face: face, isRightToLeft: level & 1 == 1, script: script,
            language: attributes.language, features: attributes.features),
          glyphStart: 0, glyphEnd: 0)
      }
      index = next
    }
    close()
    return items
  }

  /// The one item of a paragraph that nothing splits, found without visiting clusters one by
  /// one: a single attribute run, one level and one script throughout, no line separators, and
  /// every code unit a BMP character its font maps, so that `chooseFace` would pick the requested
  /// font for every cluster. Nil when any of that does not hold (itemize then walks the text).
  private static func singleItem(_ text: StyledText, analysis: TextAnalysis) -> Item? {
    let units = text.utf16
    guard analysis.isUniform, text.runs.count == 1, let run = text.runs.first, !units.isEmpty,
      run.range == 0..<units.count
    else { return nil }
    let face = run.attributes.font.face
    if let ascii = analysis.asciiCharacters {
      guard !ascii.hasLineSeparator, face.coversASCII(ascii) else { return nil }
    } else {
      for unit in units
      where isLineSeparator(unit) || (unit >= 0xD800 && unit <= 0xDFFF) || !face.covers(codePoint: UInt32(unit)) {
        return nil
      }
    }
    let level = analysis.levels.first ?? analysis.baseLevel
    return Item(
      range: 0..<units.count, font: SizedFont(face, size: run.attributes.font.size), level: level,
      properties: ShapingProperties(
        face: face, isRightToLeft: level & 1 == 1, script: analysis.scripts[0],
        language: run.attributes.language, features: run.attributes.features),
      glyphStart: 0, glyphEnd: 0)
  }

  /// The font for one grapheme cluster: the previous cluster's font for spaces, punctuation and
  /// other Common-script clusters it covers (so they stay in the run around them), else the
  /// requested font, else the first fallback font whose cmap covers every character of the
  /// cluster, else the requested font (which then shows its .notdef glyph).
  static func chooseFace(
    _ units: [UInt16], _ cluster: Range<Int>, primary: FontFace, previous: FontFace?,
    fallback: [FontFace]
  ) -> FontFace {
    // The common case: one BMP code unit the requested font covers.
    if cluster.count == 1, previous == nil || previous === primary,
      primary.covers(codePoint: UInt32(units[cluster.lowerBound]))
    {
      return primary
    }
    func covers(_ face: FontFace) -> Bool {
      var index = cluster.lowerBound
      while index < cluster.upperBound {
        let (scalar, width) = decodeScalar(units, at: index)
        if !isIgnorableForCoverage(scalar) && !face.covers(codePoint: scalar) { return false }
        index += width
      }
      return true
    }
    if let previous, previous !== primary, isCommonCluster(units, cluster), covers(previous) {
      return previous
    }
    if covers(primary) { return primary }
    for face in fallback where face !== primary && covers(face) { return face }
    return primary
  }

  /// Whether every scalar of the cluster is white space, punctuation, a symbol or a digit (the
  /// characters that belong to no one script).
  static func isCommonCluster(_ units: [UInt16], _ cluster: Range<Int>) -> Bool {
    var index = cluster.lowerBound
    while index < cluster.upperBound {
      let (value, width) = decodeScalar(units, at: index)
      guard let scalar = Unicode.Scalar(value) else { return false }
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation,
        .closePunctuation, .initialPunctuation, .finalPunctuation, .connectorPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .decimalNumber,
        .nonspacingMark, .format, .control:
        break
      default:
        return false
      }
      index += width
    }
    return true
  }
}
