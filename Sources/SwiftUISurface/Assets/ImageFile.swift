package import Foundation

/// An image file found on disk and its size in points.
package struct ImageFile {
  package let path: String
  package let pointSize: CGSize

  /// The largest image file accepted, bytes (larger files are not images here: laid out 0 x 0,
  /// drawn as nothing). Renderers read image files under the same limit.
  package static let maximumFileSize = 64 << 20

  package static func find(_ name: String, in directory: String?) -> ImageFile? {
    var candidates = [name]
    if !["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased()) {
      candidates += ["png", "jpg", "jpeg"].map { name + "." + $0 }
    }
    for candidate in candidates {
      let path = candidate.hasPrefix("/") ? candidate : (directory.map { $0 + "/" } ?? "") + candidate
      guard let size = pixelSize(path) else { continue }
      let base = ((candidate as NSString).lastPathComponent as NSString).deletingPathExtension
      let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
      return ImageFile(path: path, pointSize: CGSize(width: size.width / scale, height: size.height / scale))
    }
    return nil
  }

  /// The file at `path` shown at `scale` pixels per point (an asset catalog's 1x, 2x or 3x).
  package static func file(at path: String, scale: CGFloat) -> ImageFile? {
    guard let size = pixelSize(path), scale > 0 else { return nil }
    return ImageFile(path: path, pointSize: CGSize(width: size.width / scale, height: size.height / scale))
  }

  /// The pixel size in a PNG's IHDR or a JPEG's start-of-frame segment; nil for anything else.
  /// Only the header is read: 24 bytes of a PNG; a JPEG's segment markers up to its frame, at
  /// most `maximumJPEGSegments` of them (a file of many tiny segments is not walked to its end).
  static func pixelSize(_ path: String) -> CGSize? {
    guard let identity = FileIdentity(path: path), identity.size <= maximumFileSize,
      let file = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? file.close() }
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
      guard offset >= 0, offset + count <= identity.size else { return nil }
      try? file.seek(toOffset: UInt64(offset))
      guard let data = try? file.read(upToCount: count), data.count == count else { return nil }
      return [UInt8](data)
    }
    func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ bytes: [UInt8], _ at: Int) -> Int { u16(bytes, at) << 16 | u16(bytes, at + 2) }
    guard let head = bytes(at: 0, count: min(24, identity.size)), head.count >= 4 else { return nil }
    // PNG: signature, then the IHDR chunk's width and height.
    if head.count >= 24, head[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
      let width = u32(head, 16)
      let height = u32(head, 20)
      return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }
    // JPEG: walk the segments to a start-of-frame marker (C0-CF but C4, C8, CC).
    guard head[0] == 0xFF, head[1] == 0xD8 else { return nil }
    var at = 2
    for _ in 0..<maximumJPEGSegments {
      guard let marker = bytes(at: at, count: 9), marker[0] == 0xFF else { return nil }
      if marker[1] == 0xFF {
        at += 1
        continue
      }
      if marker[1] >= 0xC0 && marker[1] <= 0xCF && ![0xC4, 0xC8, 0xCC].contains(marker[1]) {
        let height = u16(marker, 5)
        let width = u16(marker, 7)
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
      }
      let length = u16(marker, 2)
      guard length >= 2 else { return nil }
      at += 2 + length
    }
    return nil
  }

  /// How many segments (or fill bytes) of a JPEG are read looking for its frame. Files from
  /// cameras and editors put a few dozen before it.
  static let maximumJPEGSegments = 4096
}

/// A file as the file system knows it, symbolic links followed: two paths that name the same
/// file, by any spelling or link, have equal identities while it is unchanged; a file rewritten
/// has another (its size or modification time differs). Renderers key decoded images by it.
package struct FileIdentity: Hashable, Sendable {
  package let device: UInt64
  package let inode: UInt64
  package let size: Int
  /// The last modification, seconds and nanoseconds since 1970.
  package let modifiedSeconds: Int
  package let modifiedNanoseconds: Int

  /// The identity of the regular file at `path` (after following links); nil when there is
  /// none, or it is a folder, a device or a pipe.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
  }
}
