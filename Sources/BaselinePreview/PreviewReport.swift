import Foundation

/// What a preview program reports about one preview, as one JSON line on its standard output:
/// `baseline preview` runs the program once per preview and reads these lines back.
public struct PreviewReport: Codable, Sendable, Equatable {
  /// The symbol of the type the preview comes from (its metadata accessor).
  public var symbol: String
  /// The preview's index among its type's previews (a `PreviewProvider` may have several).
  public var index: Int
  /// The preview's name (`#Preview("Name")`, `previewDisplayName`), if it has one.
  public var name: String?
  /// Where `#Preview` was written (`Module/File.swift`), if the preview says.
  public var fileID: String?
  /// The line of `#Preview`, if the preview says.
  public var line: Int?
  /// The width the preview was laid out at, points (nil before laying out).
  public var width: Double?
  /// The height the preview was laid out at, points (nil before laying out).
  public var height: Double?
  /// What the layout warned about (missing fonts or assets, an unknown device).
  public var warnings: [String]
  /// What the checks found: each a kind (`truncation`, `clipped`, `overflow`) and a message.
  public var findings: [Finding]

  /// One problem the checks found in a laid-out preview.
  public struct Finding: Codable, Sendable, Equatable {
    /// `truncation` (text cut off with an ellipsis), `clipped` (text in a frame smaller than its
    /// lines) or `overflow` (a view outside its parent's frame).
    public var kind: String
    /// What was found, naming the text or the view.
    public var message: String

    /// A finding of `kind`.
    public init(kind: String, message: String) {
      self.kind = kind
      self.message = message
    }
  }

  /// A report with no layout yet (a listing).
  public init(symbol: String, index: Int, name: String?, fileID: String?, line: Int?) {
    self.symbol = symbol
    self.index = index
    self.name = name
    self.fileID = fileID
    self.line = line
    self.warnings = []
    self.findings = []
  }

  /// The report as one line of JSON.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
  }
}
