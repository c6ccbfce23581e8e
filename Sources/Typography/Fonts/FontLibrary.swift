import Foundation

/// An immutable collection of font faces: lookup by family, weight and style, and the ordered
/// fallback list used when a face lacks a character.
///
/// A library never changes once built, so it can be shared by any number of threads and every
/// cache built over it (a `Typesetter`'s shaping, a measurer's paragraphs) stays valid for its
/// whole life. Adding faces makes a new library (`adding(_:fallback:)`,
/// `adding(contentsOf:faceIndex:family:fallback:)`): the faces themselves are shared, not
/// loaded again, and caches over the old library never see the new faces.
public final class FontLibrary: Sendable {
  /// Every face, most recently added first, so that later additions win lookups.
  public let faces: [FontFace]
  /// The fallback list, in the order faces are tried for uncovered characters.
  public let fallbackFaces: [FontFace]
  /// The family used when a request names none or names one that is not in the library.
  public let defaultFamily: String
  /// The faces of each family, keyed by the family's lowercased name, in `faces` order.
  private let byFamily: [String: [FontFace]]

  /// A library of `faces` (earlier entries win lookups over later ones with the same family,
  /// weight and style) and a fallback list.
  public init(faces: [FontFace] = [], fallback: [FontFace] = [], defaultFamily: String = "Noto Sans") {
    self.faces = faces
    self.fallbackFaces = fallback
    self.defaultFamily = defaultFamily
    byFamily = Dictionary(grouping: faces) { $0.family.lowercased() }
  }

  /// A library holding the fonts a manifest lists (see `FontManifest`), with its fallback order
  /// and default family.
  public convenience init(manifest: FontManifest) throws {
    var byFile: [String: FontFace] = [:]
    var faces: [FontFace] = []
    for entry in manifest.fonts {
      let face = try FontFace(
        contentsOf: manifest.path(of: entry), faceIndex: entry.faceIndex ?? 0,
        family: entry.family, weight: entry.weight, italic: entry.style == .italic)
      byFile[entry.file] = face
      faces.insert(face, at: 0)
    }
    let fallback = try manifest.fallback.map { file -> FontFace in
      guard let face = byFile[file] else {
        throw FontError.invalidManifest(
          path: manifest.location, reason: "fallback entry \(file) is not among the fonts")
      }
      return face
    }
    self.init(faces: faces, fallback: fallback, defaultFamily: manifest.defaultFamily)
  }

  /// A new library with `face` added. It wins lookups over faces already present with the same
  /// family, weight and style.
  ///
  /// - Parameters:
  ///   - face: the face to add.
  ///   - fallback: also append the face to the end of the fallback list.
  public func adding(_ face: FontFace, fallback: Bool = false) -> FontLibrary {
    adding([face], fallback: fallback)
  }

  /// A new library with `added` faces, made once (adding faces one at a time copies the
  /// library each time). Earlier faces in `added` win lookups over later ones, and all of them
  /// over faces already present.
  ///
  /// - Parameters:
  ///   - added: the faces to add, the first winning.
  ///   - fallback: also append the faces, in order, to the end of the fallback list.
  public func adding(_ added: [FontFace], fallback: Bool = false) -> FontLibrary {
    FontLibrary(
      faces: added + faces, fallback: fallback ? fallbackFaces + added : fallbackFaces, defaultFamily: defaultFamily)
  }

  /// A new library with the face of a font file added (see `adding(_:fallback:)`).
  public func adding(
    contentsOf path: String, faceIndex: Int = 0, family: String? = nil, fallback: Bool = false
  ) throws -> FontLibrary {
    adding(try FontFace(contentsOf: path, faceIndex: faceIndex, family: family), fallback: fallback)
  }

  /// A new library with a face loaded from memory added (see `adding(_:fallback:)`).
  public func adding(
    data: [UInt8], faceIndex: Int = 0, family: String? = nil, fallback: Bool = false
  ) throws -> FontLibrary {
    adding(try FontFace(data: data, faceIndex: faceIndex, family: family), fallback: fallback)
  }

  /// The names of all families, sorted.
  public var families: [String] {
    Array(Set(faces.map(\.family))).sorted()
  }

  /// The best face of `family` for the weight and style, or nil when the library has no face of
  /// that family. Family names compare case-insensitively. Style is matched first (an italic
  /// request takes an italic face when the family has one), then weight by the CSS Fonts rules:
  /// for 400–500 the nearest heavier weight up to 500, then lighter, then heavier; below 400
  /// lighter weights first; above 500 heavier weights first. Any `Int` weight is accepted.
  ///
  /// A variable font with a weight axis offers every weight of its axis's range: a weight
  /// inside it is met exactly, by the font's instance at that weight (`FontFace.instance`).
  public func face(family: String, weight: Int = 400, italic: Bool = false) -> FontFace? {
    guard let members = byFamily[family.lowercased()] else { return nil }
    let sameStyle = members.filter { $0.isItalic == italic }
    let pool = sameStyle.isEmpty ? members : sameStyle
    let weight = FontLibrary.clampedWeight(weight)
    /// The weight of a face nearest the one wanted.
    func offered(_ face: FontFace) -> Int {
      let range = face.weightRange
      return min(max(weight, range.lowerBound), range.upperBound)
    }
    guard let best = pool.min(by: { FontLibrary.weightRank(offered($0), wanted: weight) < FontLibrary.weightRank(offered($1), wanted: weight) })
    else { return nil }
    return best.weightAxis == nil ? best : best.instance(weight: offered(best))
  }

  /// Resolves a request to a face, falling back to the default family (and then to any face)
  /// when the family is unknown. `matchedFamily` tells the caller whether the request was met.
  public func resolve(family: String?, weight: Int = 400, italic: Bool = false) -> FontResolution? {
    if let family, let face = face(family: family, weight: weight, italic: italic) {
      return FontResolution(face: face, matchedFamily: true)
    }
    if let face = face(family: defaultFamily, weight: weight, italic: italic) ?? faces.last {
      return FontResolution(face: face, matchedFamily: family == nil)
    }
    return nil
  }

  /// Weights are ranked within 1...1000 (the OpenType `usWeightClass` range), so no distance
  /// between two weights can overflow.
  static func clampedWeight(_ weight: Int) -> Int { min(max(weight, 1), 1_000) }

  /// Orders candidate weights per the CSS Fonts font-matching algorithm (lower is better).
  static func weightRank(_ candidate: Int, wanted: Int) -> Int {
    let candidate = clampedWeight(candidate)
    let wanted = clampedWeight(wanted)
    if candidate == wanted { return 0 }
    let distance = abs(candidate - wanted)
    if wanted >= 400 && wanted <= 500 {
      if candidate > wanted && candidate <= 500 { return distance }
      if candidate < wanted { return 1_000 + distance }
      return 2_000 + distance
    }
    if wanted < 400 {
      return candidate < wanted ? distance : 1_000 + distance
    }
    return candidate > wanted ? distance : 1_000 + distance
  }
}

/// The face a font request resolved to.
public struct FontResolution: Sendable, Hashable {
  /// The chosen face.
  public var face: FontFace
  /// False when the requested family was not found and the default family was used instead.
  public var matchedFamily: Bool
}
