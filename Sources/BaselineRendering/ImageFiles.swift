import Foundation
import LayoutCore

/// Image files as the renderers read them: by file identity (symbolic links followed), so that
/// one file named by several paths is read once, and only regular files of at most
/// `maximumFileSize` bytes, checked before anything is read.
enum ImageFiles {
  /// The largest image file read, bytes (as layout reads: a larger one has no size either).
  static let maximumFileSize = 64 << 20

  /// The identity and bytes of the image file at `path`, or nil.
  static func read(_ path: String) -> (identity: FileIdentity, bytes: Data)? {
    guard let identity = FileIdentity(path: path), identity.size <= maximumFileSize,
      let bytes = FileManager.default.contents(atPath: path), bytes.count <= maximumFileSize
    else { return nil }
    return (identity, bytes)
  }
}

/// Decoded images for one picture: each file decoded once, whatever path names it, and at most
/// `byteBudget` bytes of pixels kept at a time (the images decoded first are let go first, and
/// decoded again if drawn again).
struct DecodedImages {
  /// The most bytes of decoded pixels kept by default: as many as the largest picture's own.
  static let defaultByteBudget = PNGRenderer.maximumPixels * 4

  /// The most bytes of decoded pixels kept at a time.
  let byteBudget: Int

  init(byteBudget: Int = Self.defaultByteBudget) {
    self.byteBudget = byteBudget
  }

  /// How many decoded images (or failed decodings) are kept, and their pixels' bytes.
  var decodedCount: Int { kept.count }
  var decodedBytes: Int { keptBytes }

  private var images: [FileIdentity: PNGDecoder.Image?] = [:]
  private var paths: [String: FileIdentity] = [:]
  /// Identities of the decoded images kept, oldest first.
  private var kept: [FileIdentity] = []
  private var keptBytes = 0

  /// The pixels of the image file at `path`, or nil when it cannot be read or decoded.
  mutating func image(at path: String) -> PNGDecoder.Image? {
    if let identity = paths[path] ?? FileIdentity(path: path), let known = images[identity] {
      paths[path] = identity
      return known
    }
    guard let (identity, data) = ImageFiles.read(path) else { return nil }
    paths[path] = identity
    let bytes = [UInt8](data)
    let image = PNGDecoder.decode(bytes) ?? JPEGDecoder.decode(bytes)
    let size = image?.rgba.count ?? 0
    while keptBytes + size > byteBudget, !kept.isEmpty {
      let oldest = kept.removeFirst()
      keptBytes -= images.removeValue(forKey: oldest).flatMap { $0?.rgba.count } ?? 0
    }
    images[identity] = .some(image)
    kept.append(identity)
    keptBytes += size
    return image
  }
}
