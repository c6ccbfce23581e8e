import Foundation
import SwiftUISurface

/// Image files as the renderers read them: known by identity (symbolic links followed), so that
/// one file named by several paths is read once, and read only when a regular file of at most
/// `ImageFile.maximumFileSize` bytes (the limit layout reads under), checked before reading.
enum ImageFiles {
  /// The bytes of the file at `path`, whose identity the caller has just taken; nil when it is
  /// larger than the limit or cannot be read.
  static func bytes(of identity: FileIdentity, at path: String) -> Data? {
    guard identity.size <= ImageFile.maximumFileSize, let bytes = FileManager.default.contents(atPath: path),
      bytes.count <= ImageFile.maximumFileSize
    else { return nil }
    return bytes
  }

  /// The media type of an image file's bytes: PNG by its signature, else JPEG (the two formats
  /// layout reads).
  static func mediaType(of data: Data) -> String {
    data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "image/png" : "image/jpeg"
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
  /// Identities of the decoded images kept, oldest first.
  private var kept: [FileIdentity] = []
  private var keptBytes = 0

  /// The pixels of the image file at `path`, or nil when it cannot be read or decoded.
  mutating func image(at path: String) -> PNGDecoder.Image? {
    guard let identity = FileIdentity(path: path) else { return nil }
    if let known = images[identity] { return known }
    guard let data = ImageFiles.bytes(of: identity, at: path) else { return nil }
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
