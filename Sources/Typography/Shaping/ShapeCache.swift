import Synchronization

/// A bounded, thread-safe cache of shaped segments keyed by text and shaping properties.
///
/// Results are in font units, so one entry serves every point size and every line width. When
/// the cache holds more than its limit of UTF-16 code units it is emptied (a simple bound that
/// keeps memory predictable; hit rates on real text stay high because entries refill quickly).
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
    var entries = [Key: ShapedSegment](minimumCapacity: 1_024)
    var size = 0
    var hits = 0
    var misses = 0
  }

  private let storage = Mutex(Storage())
  private let limit: Int

  /// - Parameter limit: the most UTF-16 code units of cached text; 0 disables caching.
  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// The cached result for the segment, shaping it on a miss.
  func shape(_ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties) -> ShapedSegment {
    guard limit > 0, text.count <= limit else { return Shaper.shape(text, properties) }
    let key = Key(properties: properties, text: Array(text))
    if let hit = storage.withLock({ storage -> ShapedSegment? in
      let found = storage.entries[key]
      if found != nil { storage.hits += 1 }
      return found
    }) {
      return hit
    }
    let shaped = Shaper.shape(text, properties)
    storage.withLock { storage in
      storage.misses += 1
      if storage.size + text.count > limit {
        storage.entries.removeAll(keepingCapacity: true)
        storage.size = 0
      }
      if storage.entries.updateValue(shaped, forKey: key) == nil { storage.size += text.count }
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
