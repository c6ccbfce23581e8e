import CFreeType

/// The values a face's layout needs, read through FreeType from the same bytes HarfBuzz shapes,
/// in font units and unrounded (FreeType's tables are the stored integers; nothing is scaled).
///
/// FreeType keeps state in its library and face objects, which must not be used from two
/// threads at once. None survives a read: each read makes its own library, opens the face,
/// reads and closes both, so faces (immutable afterwards) share no FreeType state.
struct FreeTypeTables {
  var unitsPerEm: Int
  var hhea: FontMetrics.StoredSet
  var typo: FontMetrics.StoredSet?
  var win: FontMetrics.StoredSet?
  var usesTypoMetrics = false
  var capHeight: Int?
  var xHeight: Int?
  var weightClass: Int?
  var italic = false
  var underline = FontMetrics.LinePosition(position: 0, thickness: 0)
  var strikeout: FontMetrics.LinePosition?
  var axes: [FontVariationAxis] = []

  /// Reads face `faceIndex` of `bytes` at the variation coordinates `variations` (axes the font
  /// lacks are ignored; values are limited to each axis's range).
  ///
  /// For a variable font FreeType applies the `MVAR` deltas to the OS/2 and post values it
  /// holds. MVAR has no tags of its own for hhea's ascender, descender and line gap; as FreeType
  /// (for its face ascender) and HarfBuzz (for `hasc`, `hdsc`, `hlgp`) do, the typo deltas are
  /// applied to them too.
  static func read(
    _ bytes: UnsafeRawBufferPointer, faceIndex: Int, variations: [FontVariation], source: String
  ) throws -> FreeTypeTables {
    func fail(_ reason: String) -> FontError { .invalidFont(source: source, reason: reason) }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { throw fail("FreeType could not start") }
    defer { FT_Done_FreeType(library) }
    var opened: FT_Face?
    let status = FT_New_Memory_Face(
      library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(faceIndex),
      &opened)
    guard status == 0, let face = opened else { throw fail("FreeType cannot open the face (error \(status))") }
    defer { FT_Done_Face(face) }
    guard let head = cft_head(face), let hhea = cft_hhea(face) else {
      throw fail("FreeType found no head or hhea table")
    }
    var tables = FreeTypeTables(
      unitsPerEm: Int(head.pointee.Units_Per_EM),
      hhea: .init(
        ascender: Int(hhea.pointee.Ascender), descender: Int(hhea.pointee.Descender),
        lineGap: Int(hhea.pointee.Line_Gap)))
    tables.italic = head.pointee.Mac_Style & 0x2 != 0
    tables.axes = readAxes(library, face)
    let defaultTypo = cft_os2(face).flatMap { $0.pointee.version == 0xFFFF ? nil : $0.pointee }
    if !variations.isEmpty, !tables.axes.isEmpty {
      let position = tables.axes.position(variations)
      var coordinates = tables.axes.map { FT_Fixed(($0.value(in: position) * 65536).rounded()) }
      let status = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
      guard status == 0 else { throw fail("FreeType cannot set the variation coordinates (error \(status))") }
    }
    if let os2 = cft_os2(face)?.pointee, os2.version != 0xFFFF {
      tables.weightClass = Int(os2.usWeightClass)
      tables.italic = tables.italic || os2.fsSelection & 0x1 != 0 || os2.fsSelection & 0x200 != 0
      tables.usesTypoMetrics = os2.fsSelection & 0x80 != 0
      tables.typo = .init(
        ascender: Int(os2.sTypoAscender), descender: Int(os2.sTypoDescender), lineGap: Int(os2.sTypoLineGap))
      tables.win = .init(ascender: Int(os2.usWinAscent), descender: Int(os2.usWinDescent), lineGap: 0)
      if os2.version >= 2 {
        tables.xHeight = os2.sxHeight > 0 ? Int(os2.sxHeight) : nil
        tables.capHeight = os2.sCapHeight > 0 ? Int(os2.sCapHeight) : nil
      }
      if os2.yStrikeoutSize > 0 {
        tables.strikeout = .init(position: Int(os2.yStrikeoutPosition), thickness: Int(os2.yStrikeoutSize))
      }
      if let defaultTypo {
        tables.hhea.ascender += Int(os2.sTypoAscender) - Int(defaultTypo.sTypoAscender)
        tables.hhea.descender += Int(os2.sTypoDescender) - Int(defaultTypo.sTypoDescender)
        tables.hhea.lineGap += Int(os2.sTypoLineGap) - Int(defaultTypo.sTypoLineGap)
      }
    }
    if let post = cft_post(face) {
      tables.underline = .init(position: Int(post.pointee.underlinePosition), thickness: Int(post.pointee.underlineThickness))
    }
    return tables
  }

  /// The axes of a variable font (none for a static one).
  private static func readAxes(_ library: FT_Library, _ face: FT_Face) -> [FontVariationAxis] {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
    defer { FT_Done_MM_Var(library, master) }
    return (0..<Int(master.pointee.num_axis)).map { index in
      let axis = master.pointee.axis[index]
      let tag = UInt32(truncatingIfNeeded: axis.tag)
      return FontVariationAxis(
        tag: tagString(tag), minimum: Double(axis.minimum) / 65536, defaultValue: Double(axis.def) / 65536,
        maximum: Double(axis.maximum) / 65536)
    }
  }
}
