import CZlib

/// Writes a raster as a PNG file: 8-bit RGB (or RGBA), each row filtered with the Sub filter,
/// compressed by zlib at its best level. The bytes depend only on the pixels and the zlib version.
enum PNGEncoder {
  static func encode(_ raster: Raster) throws -> [UInt8] {
    try encode(width: raster.width, height: raster.height, channels: 3, pixels: raster.pixels)
  }

  /// `pixels`: `width * height * channels` bytes, row by row; 3 channels are red, green, blue,
  /// 4 add opacity (not premultiplied).
  static func encode(width: Int, height: Int, channels: Int, pixels: [UInt8]) throws -> [UInt8] {
    var filtered: [UInt8] = []
    let stride = width * channels
    filtered.reserveCapacity((stride + 1) * height)
    pixels.withUnsafeBufferPointer { pixels in
      for row in 0..<height {
        filtered.append(1)  // Sub: each byte minus the byte of the pixel to its left
        let start = row * stride
        for column in 0..<stride {
          let left = column >= channels ? pixels[start + column - channels] : 0
          filtered.append(pixels[start + column] &- left)
        }
      }
    }
    var compressedSize = compressBound(uLong(filtered.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
    let status = compressed.withUnsafeMutableBufferPointer { output in
      filtered.withUnsafeBufferPointer { input in
        compress2(output.baseAddress, &compressedSize, input.baseAddress, uLong(input.count), Z_BEST_COMPRESSION)
      }
    }
    guard status == Z_OK else { throw RenderError.compressionFailed }
    compressed.removeLast(compressed.count - Int(compressedSize))

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, channels == 4 ? 6 : 2, 0, 0, 0]  // 8 bits, RGB(A), deflate, adaptive filtering, no interlace
    append(chunk: "IHDR", header, to: &png)
    append(chunk: "IDAT", compressed, to: &png)
    append(chunk: "IEND", [], to: &png)
    return png
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func append(chunk type: String, _ data: [UInt8], to png: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    png += bigEndian(UInt32(data.count))
    png += typeBytes
    png += data
    let body = typeBytes + data
    let checksum = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    png += bigEndian(UInt32(checksum))
  }
}
