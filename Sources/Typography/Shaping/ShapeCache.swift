import Synchronization

/// A bounded, thread-safe cache of shaped segments keyed by text and shaping properties.
///
/// Results are in font units, so one entry serves every point size and every line width. The
/// cache is bounded by UTF-16 code units (each entry counting `entryCost` more) and evicts the
/// least recently used segments one at a time as new ones come in (`BoundedCache`), so segments
/// in use survive and a full cache stays at its size.
final class ShapeCache: Sendable {
  /// Shaping properties with their hash, made once for the many look-ups that share them (the
  /// words of a paragraph's item): a key holds them by one reference, so that making and
  /// dropping a key for each word counts one reference rather than the face, language and
  /// features each.
  final class SharedProperties: Sendable {
    let value: ShapingProperties
    let hash: Int
    init(_ value: ShapingProperties) {
      self.value = value
      hash = value.hashValue
    }
  }

  private struct Key: DigestKey {
    let shared: SharedProperties
    var properties: ShapingProperties { shared.value }
    let text: SegmentText
    /// The hash of the properties and the text's code units, computed once: a miss looks the key
    /// up and then inserts it, and hashing the text twice would cost more than the look-ups.
    let digest: Int

    init(shared: SharedProperties, text: UnsafeBufferPointer<UInt16>) {
      self.shared = shared
      let propertiesHash = shared.hash
      self.text = SegmentText(text)
      if let mixed = self.text.inlineDigest(seed: propertiesHash) {
        digest = mixed
      } else {
        var hasher = Hasher()
        hasher.combine(propertiesHash)
        hasher.combine(text.count)
        hasher.combine(bytes: UnsafeRawBufferPointer(text))
        digest = hasher.finalize()
      }
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.digest == rhs.digest && lhs.text == rhs.text && (lhs.shared === rhs.shared || lhs.properties == rhs.properties)
    }
  }

  private let storage: Mutex<BoundedCache<Key, ShapedSegment>>
  /// What an entry costs beyond its text, in code units: a segment's object, its two arrays and
  /// its key take about 350 bytes besides about 40 bytes per code unit, so a cache of short
  /// words is bounded by its entries as much as by their text.
  static let entryCost = 10

  /// The longest segment kept: half the limit (-1 when caching is off).
  private let largestSegment: Int

  /// - Parameter limit: the most UTF-16 code units of cached text; 0 disables caching.
  init(limit: Int) {
    // Room for a typical document's segments from the start.
    let cache = BoundedCache<Key, ShapedSegment>(capacity: .max, costLimit: max(limit, 0), reserving: 1_024)
    largestSegment = limit > 0 ? cache.largestCost : -1
    storage = Mutex(cache)
  }

  /// The cached result for the segment, shaping it on a miss. A segment longer than half the
  /// limit is shaped and not kept; so is every one when the limit is 0.
  func shape(_ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties) -> ShapedSegment {
    shape(text, SharedProperties(properties))
  }

  /// `shape(_:_:)` for one of many segments shaped with the same properties.
  func shape(_ text: UnsafeBufferPointer<UInt16>, _ shared: SharedProperties) -> ShapedSegment {
    guard text.count <= largestSegment else { return Shaper.shape(text, shared.value) }
    let key = Key(shared: shared, text: text)
    if let hit = storage.withLock({ $0.value(for: key) }) { return hit }
    let shaped = Shaper.shape(text, shared.value)
    // What the insertion evicts comes back out of the lock and is released here, unlocked.
    _ = storage.withLock { $0.insert(shaped, for: key, cost: text.count + ShapeCache.entryCost) }
    return shaped
  }

  /// Hit and miss counts since creation.
  var statistics: (hits: Int, misses: Int) {
    storage.withLock { ($0.hits, $0.misses) }
  }

  func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}

/// A segment's UTF-16 code units as a cache key: up to 16 units (a word, nearly always) inline,
/// longer text in an array, so that looking up a word allocates nothing. Only compared: the key
/// it is part of hashes the code units once, from the buffer.
struct SegmentText: Equatable, Sendable {
  private var count: Int
  private var inline: (UInt64, UInt64, UInt64, UInt64)
  private var spilled: [UInt16]?

  static let inlineCapacity = 16

  init(_ text: UnsafeBufferPointer<UInt16>) {
    count = text.count
    inline = (0, 0, 0, 0)
    guard text.count <= SegmentText.inlineCapacity else {
      spilled = Array(text)
      return
    }
    spilled = nil
    withUnsafeMutableBytes(of: &inline) { raw in
      raw.copyMemory(from: UnsafeRawBufferPointer(text))
    }
  }

  /// A digest of a short text (held inline) and `seed`, by multiplying and shifting its words:
  /// a word is looked up for every word of every paragraph shaped, and a `Hasher` over its
  /// bytes cost more than the rest of the look-up. Only a digest: the dictionary stirs it with
  /// its own seed (`DigestKey._rawHashValue`), and equal digests still compare the texts. Nil
  /// for a longer text.
  func inlineDigest(seed: Int) -> Int? {
    guard spilled == nil else { return nil }
    var digest = UInt64(bitPattern: Int64(seed)) ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
    func mix(_ word: UInt64) {
      digest = (digest ^ word) &* 0xFF51_AFD7_ED55_8CCD
      digest ^= digest >> 29
    }
    // Only the words the text fills (the rest are zero).
    mix(inline.0)
    if count > 4 { mix(inline.1) }
    if count > 8 { mix(inline.2) }
    if count > 12 { mix(inline.3) }
    return Int(bitPattern: UInt(digest))
  }

  static func == (lhs: SegmentText, rhs: SegmentText) -> Bool {
    lhs.count == rhs.count && lhs.inline == rhs.inline && lhs.spilled == rhs.spilled
  }
}

/// What shaping a paragraph draws on besides its text: the fallback faces walked for uncovered
/// characters and the cache of shaped segments. One per typesetter, which its paragraphs share
/// (one reference each rather than two).
final class ShapingResources: Sendable {
  let fallbackFaces: [FontFace]
  let cache: ShapeCache

  init(fallbackFaces: [FontFace], cache: ShapeCache) {
    self.fallbackFaces = fallbackFaces
    self.cache = cache
  }
}
