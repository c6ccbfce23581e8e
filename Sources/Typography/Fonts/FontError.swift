/// Why a font could not be loaded or registered.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The file exists but could not be read (permissions, a directory, an I/O error).
  case unreadable(path: String)
  /// The bytes are not a usable OpenType/TrueType font. `reason` names the first problem found,
  /// such as a table that extends past the end of the data or a missing required table.
  case invalidFont(source: String, reason: String)
  /// The file is a font collection with fewer faces than the requested index.
  case faceIndexOutOfRange(source: String, index: Int, count: Int)
  /// A font manifest could not be read or names a file that is not there.
  case invalidManifest(path: String, reason: String)
  /// The path names something other than a regular file (a FIFO, a device such as `/dev/zero`,
  /// a socket), which is refused without being opened.
  case notARegularFile(path: String)
  /// The file is larger than `FontFace.maximumFileSize`.
  case tooLarge(path: String, size: Int)

  /// The problem in one sentence.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "font file not found: \(path)"
    case .unreadable(let path):
      return "font file cannot be read: \(path)"
    case .invalidFont(let source, let reason):
      return "not a usable font (\(source)): \(reason)"
    case .faceIndexOutOfRange(let source, let index, let count):
      return "face index \(index) out of range for \(source), which has \(count) face(s)"
    case .invalidManifest(let path, let reason):
      return "invalid font manifest \(path): \(reason)"
    case .notARegularFile(let path):
      return "not a regular file, so not read as a font: \(path)"
    case .tooLarge(let path, let size):
      return "font file too large (\(size) bytes; at most \(FontFace.maximumFileSize)): \(path)"
    }
  }
}
