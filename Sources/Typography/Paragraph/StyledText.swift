public import BaselineStyle
import Foundation

/// How one run of text is set: the font at a size, OpenType features, and the run attributes
/// the rest of the package shares (spacing, baseline offset, language).
public struct TextAttributes: Sendable, Hashable {
  /// The requested font. Characters it does not cover fall back through the font library.
  public var font: SizedFont
  /// OpenType feature settings on top of HarfBuzz's defaults (kerning and ligatures on).
  public var features: [OpenTypeFeature]
  /// Spacing, baseline offset and language, as the views' modifiers set them.
  public var run: TextRunAttributes

  /// Attributes for a run.
  public init(font: SizedFont, features: [OpenTypeFeature] = [], run: TextRunAttributes) {
    self.font = font
    self.features = features
    self.run = run
  }

  /// Attributes for a run. Spacing and offsets that are NaN or infinite count as 0.
  public init(
    font: SizedFont, features: [OpenTypeFeature] = [], language: String = "und", kerning: Double = 0,
    tracking: Double = 0, baselineOffset: Double = 0
  ) {
    self.init(
      font: font, features: features,
      run: TextRunAttributes(
        kerning: CGFloat(kerning), tracking: CGFloat(tracking), baselineOffset: CGFloat(baselineOffset),
        language: language))
  }

  /// BCP 47 language tag given to the shaper (affects localized forms). "und" = undetermined.
  public var language: String {
    get { run.language ?? "und" }
    set { run.language = newValue == "und" || newValue.isEmpty ? nil : newValue }
  }
  /// Points added after every character cluster, the end of a line included (CoreText's
  /// kern). Ligatures stay: a ligature is one cluster. Ignored when `tracking` is non-zero.
  public var kerning: Double {
    get { Double(run.kerning) }
    set { run.kerning = CGFloat(newValue) }
  }
  /// Points added after every character cluster; at the end of a line the last cluster's
  /// tracking hangs like trailing white space (it is not part of the line's width). A non-zero
  /// value turns off the optional ligatures (`liga`, `clig`, `dlig`, `hlig`) unless `features`
  /// turns them on again.
  public var tracking: Double {
    get { Double(run.tracking) }
    set { run.tracking = CGFloat(newValue) }
  }
  /// Points the run is raised above the baseline (negative lowers it). The run's line box moves
  /// with it, so the line grows to hold a raised or lowered run.
  public var baselineOffset: Double {
    get { Double(run.baselineOffset) }
    set { run.baselineOffset = CGFloat(newValue) }
  }

  /// The points added after each cluster: tracking when set, else kerning.
  var clusterSpacing: Double {
    let value = tracking != 0 ? tracking : kerning
    return value.isFinite ? value : 0
  }

  /// Whether the spacing after a line's last cluster hangs (tracking) or counts (kerning).
  var spacingHangs: Bool { tracking != 0 }

  /// The run's baseline offset, 0 when not finite.
  var effectiveBaselineOffset: Double { baselineOffset.isFinite ? baselineOffset : 0 }

  /// The features given to the shaper: the optional ligatures off under tracking, then the
  /// run's own settings (HarfBuzz applies the later setting of a tag).
  var shapingFeatures: [OpenTypeFeature] {
    guard tracking != 0 && tracking.isFinite else { return features }
    return OpenTypeFeature.optionalLigaturesOff + features
  }
}

/// A string with attributes on ranges: the input of paragraph layout.
///
/// Text is held as UTF-16, the unit of every offset the engine reports (Swift's
/// `String.Index(utf16Offset:in:)` converts them). Runs cover the whole text without gaps.
public struct StyledText: Sendable, Hashable {
  /// One attribute run: a UTF-16 range and its attributes.
  public struct Run: Sendable, Hashable {
    /// The run's UTF-16 range of the text.
    public var range: Range<Int>
    /// How the run is set.
    public var attributes: TextAttributes
  }

  /// The text as UTF-16 code units.
  public private(set) var utf16: [UInt16]
  /// The attribute runs, in order, covering `0..<utf16.count`.
  public var runs: [Run] {
    if !otherRuns.isEmpty { return otherRuns }
    return utf16.isEmpty ? [] : [Run(range: 0..<utf16.count, attributes: baseAttributes)]
  }
  /// The runs when some run has other attributes than `baseAttributes`; empty when the whole
  /// text is one run of the base attributes (most texts), which then costs no array: a large
  /// form keeps a paragraph for each of its texts.
  private var otherRuns: [Run] = []
  /// Attributes used where the text has no run: for an empty text, and for the last line after
  /// a trailing newline when the text is empty.
  public private(set) var baseAttributes: TextAttributes

  /// A text with one set of attributes.
  public init(_ string: String, attributes: TextAttributes) {
    utf16 = StyledText.codeUnits(of: string)
    baseAttributes = attributes
  }

  /// A text with one font and default features.
  public init(_ string: String, font: SizedFont) {
    self.init(string, attributes: TextAttributes(font: font))
  }

  /// Appends a string with its own attributes (merged into the last run when they are equal).
  public mutating func append(_ string: String, attributes: TextAttributes) {
    let start = utf16.count
    utf16.append(contentsOf: StyledText.codeUnits(of: string))
    guard utf16.count > start else { return }
    if otherRuns.isEmpty {
      // One run of the base attributes so far (or none): it stays so, or becomes a list.
      if attributes == baseAttributes { return }
      if start > 0 { otherRuns.append(Run(range: 0..<start, attributes: baseAttributes)) }
      otherRuns.append(Run(range: start..<utf16.count, attributes: attributes))
    } else if let last = otherRuns.last, last.attributes == attributes {
      otherRuns[otherRuns.count - 1].range = last.range.lowerBound..<utf16.count
    } else {
      otherRuns.append(Run(range: start..<utf16.count, attributes: attributes))
    }
  }

  /// Appends a string in a font with default features.
  public mutating func append(_ string: String, font: SizedFont) {
    append(string, attributes: TextAttributes(font: font))
  }

  /// The attributes of a text that is one run (not empty), without making the run list.
  var singleRunAttributes: TextAttributes? {
    if otherRuns.isEmpty { return utf16.isEmpty ? nil : baseAttributes }
    return otherRuns.count == 1 ? otherRuns[0].attributes : nil
  }

  /// The text as a Swift string.
  public var string: String { String(decoding: utf16, as: UTF16.self) }

  /// The attributes at a UTF-16 offset (the base attributes past the end).
  public func attributes(at offset: Int) -> TextAttributes {
    guard offset >= 0 && offset < utf16.count else { return baseAttributes }
    if otherRuns.isEmpty { return baseAttributes }
    var low = 0
    var high = otherRuns.count
    while low < high {
      let mid = (low + high) / 2
      if otherRuns[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low < otherRuns.count ? otherRuns[low].attributes : baseAttributes
  }

  /// The UTF-16 code units of `string`. An ASCII string in contiguous UTF-8 (most of a form's
  /// texts) is widened byte by byte, which costs a fraction of transcoding through the UTF-16
  /// view one index at a time; anything else goes through the view.
  static func codeUnits(of string: String) -> [UInt16] {
    let widened = string.utf8.withContiguousStorageIfAvailable { bytes -> [UInt16]? in
      var all: UInt8 = 0
      for byte in bytes { all |= byte }
      guard all < 0x80 else { return nil }
      return [UInt16](unsafeUninitializedCapacity: bytes.count) { units, initialized in
        for index in bytes.indices { units[index] = UInt16(bytes[index]) }
        initialized = bytes.count
      }
    }
    return (widened ?? nil) ?? Array(string.utf16)
  }
}
