/// An OpenType feature setting passed to the shaper, such as `tnum` on or `liga` off.
///
/// Kerning (`kern`) and standard ligatures (`liga`, `clig`) are on by default in HarfBuzz; pass
/// a setting with value 0 to turn one off.
public struct OpenTypeFeature: Sendable, Hashable, CustomStringConvertible {
  /// The four-character feature tag, e.g. "tnum".
  public let tag: String
  /// 0 turns the feature off, 1 on; larger values select alternates.
  public let value: UInt32

  /// A feature setting. Tags shorter than four characters are padded with spaces, longer ones
  /// cut to four, as OpenType tags are.
  public init(_ tag: String, value: UInt32 = 1) {
    let padded = String((tag + "    ").prefix(4))
    self.tag = padded
    self.value = value
  }

  /// Tabular (fixed-width) figures.
  public static let tabularFigures = OpenTypeFeature("tnum")
  /// Lowercase letters as small capitals.
  public static let lowercaseSmallCaps = OpenTypeFeature("smcp")
  /// Uppercase letters as small capitals.
  public static let uppercaseSmallCaps = OpenTypeFeature("c2sc")
  /// Kerning off.
  public static let noKerning = OpenTypeFeature("kern", value: 0)
  /// Standard ligatures off.
  public static let noLigatures = OpenTypeFeature("liga", value: 0)

  /// The optional ligature features off (standard, contextual, discretionary, historical):
  /// what tracking implies.
  public static let optionalLigaturesOff = ["liga", "clig", "dlig", "hlig"].map { OpenTypeFeature($0, value: 0) }

  /// The tag, with `=value` when the value is not 1.
  public var description: String { value == 1 ? tag : "\(tag)=\(value)" }
}
