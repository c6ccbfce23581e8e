import Foundation
import LayoutCore
import SwiftUISurface

/// Reading a scene file: links are followed, what they lead to must be a regular file no larger
/// than `SceneDocument.maximumFileSize`, and the size is checked before anything is read (so
/// `/dev/zero` or a huge file is refused, not read).
package enum SceneFile {
  /// Why a scene file could not be read; `description` is a sentence without the path.
  package enum Problem: Error, CustomStringConvertible {
    case missing, notRegular, tooLarge, unreadable

    package var description: String {
      switch self {
      case .missing: "the file does not exist"
      case .notRegular: "not a regular file"
      case .tooLarge: "the file is larger than \(SceneDocument.maximumFileSize >> 20) MB"
      case .unreadable: "the file cannot be read"
      }
    }
  }

  /// The file's bytes.
  package static func read(_ path: String) throws(Problem) -> [UInt8] {
    guard FileManager.default.fileExists(atPath: path) else { throw .missing }
    guard let file = FileIdentity(path: path) else { throw .notRegular }
    guard file.size <= SceneDocument.maximumFileSize else { throw .tooLarge }
    guard let data = FileManager.default.contents(atPath: path), data.count <= SceneDocument.maximumFileSize else {
      throw .unreadable
    }
    return [UInt8](data)
  }
}
