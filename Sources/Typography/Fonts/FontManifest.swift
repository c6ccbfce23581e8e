import Foundation

/// The data file that describes a folder of bundled fonts: one entry per font file (family,
/// weight, style, Debian source package and version, license) and the fallback order.
public struct FontManifest: Sendable, Codable, Hashable {
  /// Upright or italic.
  public enum Style: String, Sendable, Codable, Hashable {
    /// Upright.
    case normal
    /// Italic.
    case italic
  }

  /// One font file.
  public struct Entry: Sendable, Codable, Hashable {
    /// File name relative to the manifest's folder.
    public var file: String
    /// Face index inside a collection; nil means 0.
    public var faceIndex: Int?
    /// The family name requests use.
    public var family: String
    /// The face's weight, 100 to 900 (a variable font: its default instance's).
    public var weight: Int
    /// Upright or italic.
    public var style: Style
    /// Debian package the file was taken from, and its version.
    public var package: String
    /// The version of that Debian package.
    public var packageVersion: String
    /// SPDX-style license name and the license file beside the fonts.
    public var license: String
    /// The license's file name beside the fonts.
    public var licenseFile: String
  }

  /// Format version of the manifest.
  public var version: Int
  /// The family used when a request names no family or an unknown one.
  public var defaultFamily: String
  /// Every font file the manifest lists.
  public var fonts: [Entry]
  /// File names, in the order the fallback walk tries them.
  public var fallback: [String]
  /// The folder the manifest was read from (not part of the file).
  public var directory: String = ""

  private enum CodingKeys: String, CodingKey {
    case version, defaultFamily, fonts, fallback
  }

  /// Where the manifest was read from, for messages.
  public var location: String { directory + "/manifest.json" }

  /// The absolute path of an entry's file.
  public func path(of entry: Entry) -> String { directory + "/" + entry.file }

  /// Reads `manifest.json` in `directory`.
  public init(directory: String) throws {
    let path = directory + "/manifest.json"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontError.invalidManifest(path: path, reason: "the file cannot be read")
    }
    do {
      self = try JSONDecoder().decode(FontManifest.self, from: data)
    } catch {
      throw FontError.invalidManifest(path: path, reason: "\(error)")
    }
    self.directory = directory
  }
}
