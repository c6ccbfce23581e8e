/// A measurement, immutable and shared.
///
/// A text keeps each of its measurements in a record, and a layout result's text holds the
/// record it was placed with: handing a measurement to a result counts one reference, where a
/// copy of the measurement counted its lines, warnings and glyph layout, and a result laid out
/// again drops one reference, where it let go of those three. Each is an object of its own,
/// so for a large form every count was one more fetch from memory.
final class MeasurementRecord: Sendable {
  let measured: MeasuredText

  init(_ measured: consuming MeasuredText) { self.measured = measured }

  /// This record, or, when it holds a glyph layout and `keepingGlyphs` is off, a record of the
  /// same measurement without one.
  @inline(__always)
  func keeping(glyphs keepingGlyphs: Bool) -> MeasurementRecord {
    guard !keepingGlyphs, measured.glyphRecipe != nil else { return self }
    var stripped = measured
    stripped.glyphRecipe = nil
    return MeasurementRecord(stripped)
  }
}
