/// A font face at a point size: an immutable value.
///
/// Sizes that are negative, NaN or infinite are clamped to 0 (a zero-size font measures every
/// string as zero by zero), and sizes above `maximumSize` to that size; this is documented
/// rather than a crash because sizes often come from computed layout values.
public struct SizedFont: Sendable, Hashable, CustomStringConvertible {
  /// The face.
  public let face: FontFace
  /// The size in points (the em square is `size` points tall).
  public let size: Double

  /// The largest size, in points (one million: every metric and advance stays far from
  /// overflow, and positions keep sub-point precision).
  public static let maximumSize = 1_000_000.0

  /// Creates a sized font; see the type's note on invalid sizes.
  public init(_ face: FontFace, size: Double) {
    self.face = face
    self.size = size.isFinite && size > 0 ? min(size, SizedFont.maximumSize) : 0
  }

  /// The face's metrics at this size.
  public var metrics: ScaledFontMetrics { face.metrics.scaled(to: size) }

  /// Points per font unit.
  public var scale: Double { size / Double(face.metrics.unitsPerEm) }

  /// The family, style and size (`Noto Sans Regular 17.0pt`).
  public var description: String { "\(face.family) \(face.styleName) \(size)pt" }
}
