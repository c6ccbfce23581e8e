// Messages between the compiler and a plugin: each framed by an 8-byte little-endian length.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the compiler's framed messages on file descriptors.
package enum PluginFraming {
  /// A message longer than a plugin reads (4 GiB and more).
  package struct OversizedMessage: Error, CustomStringConvertible {
    /// The length the header announced.
    package let length: UInt64
    package var description: String { "a message of \(length) bytes" }
  }

  /// The next message's bytes, or nil at the end of input or at an empty message (the host's
  /// way of saying it is done).
  package static func readMessage(from descriptor: Int32) throws(OversizedMessage) -> [UInt8]? {
    guard let header = readExactly(8, from: descriptor) else { return nil }
    var length: UInt64 = 0
    for (shift, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(shift)) }
    guard length > 0 else { return nil }
    guard length < 1 << 32 else { throw OversizedMessage(length: length) }
    return readExactly(Int(length), from: descriptor)
  }

  private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return nil }
      filled += got
    }
    return bytes
  }

  package static func writeMessage(_ payload: [UInt8], to descriptor: Int32) -> Bool {
    var length = UInt64(payload.count)
    var frame: [UInt8] = []
    frame.reserveCapacity(8 + payload.count)
    for _ in 0..<8 {
      frame.append(UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    frame.append(contentsOf: payload)
    var sent = 0
    while sent < frame.count {
      let wrote = frame.withUnsafeBytes { write(descriptor, $0.baseAddress! + sent, frame.count - sent) }
      if wrote < 0, errno == EINTR { continue }
      guard wrote > 0 else { return false }
      sent += wrote
    }
    return true
  }
}
