import CJPEGBridge
import CZlib
import Foundation

/// Reads the pixels of a PNG file (8 bits per channel; gray, gray with alpha, RGB, RGBA or a
/// palette with optional transparency; not interlaced), for drawing images into a raster. Other
/// files (16-bit, interlaced, corrupt, larger than `maximumPixels`) give nil: the image is then
/// drawn as its placeholder.
enum PNGDecoder {
  struct Image {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    let rgba: [UInt8]
  }

  /// The largest image decoded, in pixels.
  static let maximumPixels = 16_777_216

  static func decode(_ bytes: [UInt8]) -> Image? {
    guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
    var at = 8
    var width = 0
    var height = 0
    var colorType = -1
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    while at + 8 <= bytes.count {
      let length = u32(at)
      let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
      let start = at + 8
      guard length >= 0, start + length + 4 <= bytes.count else { return nil }
      let data = bytes[start..<(start + length)]
      switch type {
      case "IHDR":
        guard length >= 13 else { return nil }
        width = u32(start)
        height = u32(start + 4)
        let depth = Int(bytes[start + 8])
        colorType = Int(bytes[start + 9])
        let interlace = Int(bytes[start + 12])
        guard depth == 8, interlace == 0, [0, 2, 3, 4, 6].contains(colorType) else { return nil }
      case "PLTE": palette = Array(data)
      case "tRNS": transparency = Array(data)
      case "IDAT": compressed += data
      case "IEND": at = bytes.count
      default: break
      }
      at = start + length + 4
    }
    // Each side is checked before the product is taken: a header may claim 2^32 - 1 by 2^32 - 1.
    guard width > 0, height > 0, width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels
    else { return nil }
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0
    guard channels > 0 else { return nil }
    let stride = width * channels
    var raw = [UInt8](repeating: 0, count: height * (stride + 1))
    var size = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { output in
      compressed.withUnsafeBufferPointer { input in
        uncompress(output.baseAddress, &size, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(size) == raw.count else { return nil }
    // Undo each row's filter, in place.
    var previous = [UInt8](repeating: 0, count: stride)
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let line = row * (stride + 1) + 1
      for index in 0..<stride {
        let value = raw[line + index]
        let left = index >= channels ? Int(pixels[row * stride + index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
        default: return nil
        }
        pixels[row * stride + index] = UInt8(truncatingIfNeeded: Int(value) + predicted)
      }
      previous = Array(pixels[(row * stride)..<((row + 1) * stride)])
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<(width * height) {
      let source = pixel * channels
      let target = pixel * 4
      switch colorType {
      case 0:
        (rgba[target], rgba[target + 1], rgba[target + 2]) = (pixels[source], pixels[source], pixels[source])
      case 4:
        (rgba[target], rgba[target + 1], rgba[target + 2], rgba[target + 3]) =
          (pixels[source], pixels[source], pixels[source], pixels[source + 1])
      case 2:
        (rgba[target], rgba[target + 1], rgba[target + 2]) = (pixels[source], pixels[source + 1], pixels[source + 2])
      case 6:
        for channel in 0..<4 { rgba[target + channel] = pixels[source + channel] }
      default:  // palette
        let entry = Int(pixels[source])
        guard entry * 3 + 2 < palette.count else { return nil }
        (rgba[target], rgba[target + 1], rgba[target + 2]) = (palette[entry * 3], palette[entry * 3 + 1], palette[entry * 3 + 2])
        rgba[target + 3] = entry < transparency.count ? transparency[entry] : 255
      }
    }
    return Image(width: width, height: height, rgba: rgba)
  }
}

/// Reads the pixels of a JPEG file through libjpeg (`CJPEGBridge`); nil for files it rejects
/// or larger than `PNGDecoder.maximumPixels`.
enum JPEGDecoder {
  static func decode(_ bytes: [UInt8]) -> PNGDecoder.Image? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBufferPointer {
      cjpeg_decode($0.baseAddress, $0.count, PNGDecoder.maximumPixels, &pixels, &width, &height)
    }
    guard status == 0, let pixels else { return nil }
    defer { cjpeg_free(pixels) }
    let count = Int(width) * Int(height)
    var rgba = [UInt8](repeating: 255, count: count * 4)
    for pixel in 0..<count {
      rgba[pixel * 4] = pixels[pixel * 3]
      rgba[pixel * 4 + 1] = pixels[pixel * 3 + 1]
      rgba[pixel * 4 + 2] = pixels[pixel * 3 + 2]
    }
    return PNGDecoder.Image(width: Int(width), height: Int(height), rgba: rgba)
  }
}
