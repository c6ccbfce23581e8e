import Foundation
import Synchronization

/// A registry of font faces: lookup by family, weight and style, and the ordered fallback list
/// used when a face lacks a character. Safe to use from many threads at once.
public final class FontLibrary: Sendable {
  private struct State {
    /// Every registered face; later registrations come first so that they win lookups.
    var faces: [FontFace] = []
    /// Faces tried, in order, for characters the requested face does not cover.
    var fallback: [FontFace] = []
    var defaultFamily: String
  }

  private let state: Mutex<State>

  /// An empty library whose default family is `defaultFamily`.
  public init(defaultFamily: String = "Noto Sans") {
    state = Mutex(State(defaultFamily: defaultFamily))
  }

  /// A library holding the fonts a manifest lists (see `FontManifest`), with its fallback order
  /// and default family.
  public convenience init(manifest: FontManifest) throws {
    self.init(defaultFamily: manifest.defaultFamily)
    var byFile: [String: FontFace] = [:]
    for entry in manifest.fonts {
      let face = try FontFace(
        contentsOf: manifest.path(of: entry), faceIndex: entry.faceIndex ?? 0,
        family: entry.family, weight: entry.weight, italic: entry.style == .italic)
      byFile[entry.file] = face
      add(face)
    }
    let fallback = try manifest.fallback.map { file -> FontFace in
      guard let face = byFile[file] else {
        throw FontError.invalidManifest(
          path: manifest.location, reason: "fallback entry \(file) is not among the fonts")
      }
      return face
    }
    state.withLock { $0.fallback = fallback }
  }

  /// Loads a font file and adds its face to the library.
  ///
  /// - Parameter fallback: also append the face to the end of the fallback list.
  /// - Returns: the registered face.
  @discardableResult
  public func register(
    contentsOf path: String, faceIndex: Int = 0, family: String? = nil, fallback: Bool = false
  ) throws -> FontFace {
    let face = try FontFace(contentsOf: path, faceIndex: faceIndex, family: family)
    add(face, fallback: fallback)
    return face
  }

  /// Loads a font from memory and adds its face to the library.
  @discardableResult
  public func register(
    data: [UInt8], faceIndex: Int = 0, family: String? = nil, fallback: Bool = false
  ) throws -> FontFace {
    let face = try FontFace(data: data, faceIndex: faceIndex, family: family)
    add(face, fallback: fallback)
    return face
  }

  /// Adds an already loaded face. A face added later wins lookups over earlier faces with the
  /// same family, weight and style.
  public func add(_ face: FontFace, fallback: Bool = false) {
    state.withLock { state in
      state.faces.insert(face, at: 0)
      if fallback { state.fallback.append(face) }
    }
  }

  /// Every registered face, most recently registered first.
  public var faces: [FontFace] { state.withLock { $0.faces } }

  /// The fallback list, in the order faces are tried.
  public var fallbackFaces: [FontFace] { state.withLock { $0.fallback } }

  /// The family used when a request names none or names one that is not registered.
  public var defaultFamily: String { state.withLock { $0.defaultFamily } }

  /// The names of all registered families, sorted.
  public var families: [String] {
    Array(Set(faces.map(\.family))).sorted()
  }

  /// The best face of `family` for the weight and style, or nil when no face of that family is
  /// registered. Family names compare case-insensitively. Style is matched first (an italic
  /// request takes an italic face when the family has one), then weight by the CSS Fonts rules:
  /// for 400–500 the nearest heavier weight up to 500, then lighter, then heavier; below 400
  /// lighter weights first; above 500 heavier weights first.
  public func face(family: String, weight: Int = 400, italic: Bool = false) -> FontFace? {
    let wanted = family.lowercased()
    let members = faces.filter { $0.family.lowercased() == wanted }
    guard !members.isEmpty else { return nil }
    let sameStyle = members.filter { $0.isItalic == italic }
    let pool = sameStyle.isEmpty ? members : sameStyle
    return pool.min { FontLibrary.weightRank($0.weight, wanted: weight) < FontLibrary.weightRank($1.weight, wanted: weight) }
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

  /// Orders candidate weights per the CSS Fonts font-matching algorithm (lower is better).
  static func weightRank(_ candidate: Int, wanted: Int) -> Int {
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
