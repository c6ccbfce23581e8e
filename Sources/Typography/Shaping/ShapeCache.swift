import Synchronization

/// A bounded, thread-safe cache of shaped segments keyed by text and shaping properties.
///
/// Results are in font units, so one entry serves every point size and every line width. The
/// cache is generational, bounded by UTF-16 code units: a young and an old generation of up to
/// half the limit each; when the young one is full the old one is dropped and the young one
/// becomes old, and a hit in the old generation moves the entry back to the young one while it
/// has room. Segments in use survive, and at most half the cache is ever dropped at once.
final class ShapeCache: Sendable {
  private struct Key: Hashable {
    let properties: ShapingProperties
    let text: [UInt16]
    /// The hash of the properties and the text's bytes, computed once: a miss looks the key up
    /// and then inserts it, and hashing the text twice would cost more than the look-ups.
    let digest: Int

    init(properties: ShapingProperties, text: [UInt16]) {
      self.properties = properties
      self.text = text
      var hasher = Hasher()
      hasher.combine(properties)
      hasher.combine(text.count)
      text.withUnsafeBytes { hasher.combine(bytes: $0) }
      digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.digest == rhs.digest && lhs.text == rhs.text && lhs.properties == rhs.properties
    }
  }

  private struct Storage {
    /// Room for a typical document's segments from the start, so a cold cache does not rehash
    /// as it fills.
    var young = [Key: ShapedSegment](minimumCapacity: 1_024)
    var old: [Key: ShapedSegment] = [:]
    /// UTF-16 code units held by the young generation.
    var youngSize = 0
    var hits = 0
    var misses = 0

    mutating func insert(_ segment: ShapedSegment, for key: Key, generationLimit: Int) {
      guard young[key] == nil else { return }
      if youngSize + key.text.count > generationLimit {
        old = young
        young = Dictionary(minimumCapacity: old.count)
        youngSize = 0
      }
      young[key] = segment
      youngSize += key.text.count
    }
  }

  private let storage = Mutex(Storage())
  private let limit: Int

  /// - Parameter limit: the most UTF-16 code units of cached text; 0 disables caching.
  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// The most code units one generation holds.
  private var generationLimit: Int { max(limit / 2, 1) }

  /// The cached result for the segment, shaping it on a miss.
  func shape(_ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties) -> ShapedSegment {
    guard limit > 0, text.count <= generationLimit else { return Shaper.shape(text, properties) }
    let key = Key(properties: properties, text: Array(text))
    let generationLimit = self.generationLimit
    if let hit = storage.withLock({ storage -> ShapedSegment? in
      if let found = storage.young[key] {
        storage.hits += 1
        return found
      }
      guard let found = storage.old[key] else { return nil }
      storage.hits += 1
      // Back to the young generation while it has room (a move never turns the generations).
      if storage.youngSize + key.text.count <= generationLimit {
        storage.old[key] = nil
        storage.young[key] = found
        storage.youngSize += key.text.count
      }
      return found
    }) {
      return hit
    }
    let shaped = Shaper.shape(text, properties)
    storage.withLock { storage in
      storage.misses += 1
      storage.insert(shaped, for: key, generationLimit: generationLimit)
    }
    return shaped
  }

  /// Hit and miss counts since creation.
  var statistics: (hits: Int, misses: Int) {
    storage.withLock { ($0.hits, $0.misses) }
  }

  func removeAll() {
    storage.withLock { $0 = Storage() }
  }
}
