import Synchronization

/// A bounded, thread-safe cache of shaped segments keyed by text and shaping properties.
///
/// Results are in font units, so one entry serves every point size and every line width. The
/// cache is bounded by UTF-16 code units (each entry counting `entryCost` more) and evicts the
/// least recently used segments one at a time as new ones come in (`BoundedCache`), so segments
/// in use survive and a full cache stays at its size.
final class ShapeCache: Sendable {
  private struct Key: Hashable {
    let properties: ShapingProperties
    let text: SegmentText
    /// The hash of the properties and the text's code units, computed once: a miss looks the key
    /// up and then inserts it, and hashing the text twice would cost more than the look-ups.
    let digest: Int

    init(properties: ShapingProperties, propertiesHash: Int, text: UnsafeBufferPointer<UInt16>) {
      self.properties = properties
      self.text = SegmentText(text)
      var hasher = Hasher()
      hasher.combine(propertiesHash)
      hasher.combine(text.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(text))
      digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.digest == rhs.digest && lhs.text == rhs.text && lhs.properties == rhs.properties
    }
  }

  private let storage: Mutex<BoundedCache<Key, ShapedSegment>>
  /// What an entry costs beyond its text, in code units: a segment's object, arrays and key take
  /// about 400 bytes besides about 45 bytes per code unit, so a cache of short words is bounded
  /// by its entries as much as by their text.
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
  ///
  /// - Parameter propertiesHash: `properties.hashValue`, which callers shaping many segments
  ///   with the same properties (a paragraph's words) compute once.
  func shape(
    _ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties, propertiesHash: Int? = nil
  ) -> ShapedSegment {
    guard text.count <= largestSegment else { return Shaper.shape(text, properties) }
    let key = Key(properties: properties, propertiesHash: propertiesHash ?? properties.hashValue, text: text)
    if let hit = storage.withLock({ $0.value(for: key) }) { return hit }
    let shaped = Shaper.shape(text, properties)
    storage.withLock { $0.insert(shaped, for: key, cost: text.count + ShapeCache.entryCost) }
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

  static func == (lhs: SegmentText, rhs: SegmentText) -> Bool {
    lhs.count == rhs.count && lhs.inline == rhs.inline && lhs.spilled == rhs.spilled
  }
}
