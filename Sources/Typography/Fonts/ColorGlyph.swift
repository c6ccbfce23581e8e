import CHarfBuzz

/// A color glyph's image: the PNG a color bitmap font stores for it (its largest strike) and
/// where the image goes, in font units with y up, relative to the glyph's origin on the
/// baseline.
public struct ColorGlyph: Sendable, Hashable {
  /// The PNG file's bytes.
  public let png: [UInt8]
  /// The image's left edge, from the origin.
  public let xBearing: Double
  /// The image's top edge, above the baseline.
  public let yBearing: Double
  /// The image's width.
  public let width: Double
  /// The image's height (positive, downward from `yBearing`).
  public let height: Double
}

extension FontFace {
  /// The color image of a glyph of a color bitmap font (`hasColorGlyphs`), read with HarfBuzz;
  /// nil for other faces, glyphs without an image, or an image over 4 MB.
  public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
    guard hasColorGlyphs, Int(glyph) < glyphCount, let blob = hb_ot_color_glyph_reference_png(hbFont, glyph) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0, length <= 4 << 20 else { return nil }
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width > 0, extents.height < 0 else { return nil }
    let bytes = [UInt8](UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
    return ColorGlyph(
      png: bytes, xBearing: Double(extents.x_bearing), yBearing: Double(extents.y_bearing), width: Double(extents.width),
      height: Double(-extents.height))
  }
}
