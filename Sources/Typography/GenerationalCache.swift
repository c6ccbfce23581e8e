/// A bounded cache that never drops everything at once: entries live in a young and an old
/// generation of `capacity / 2` entries each. Inserting into a full young generation drops the
/// old one and makes the young one old; a hit in the old generation moves the entry back to the
/// young one. Recently used entries therefore survive, and at most half the entries go at once.
///
/// Not synchronized: wrap it in a `Mutex` to share it.
public struct GenerationalCache<Key: Hashable, Value> {
  private var young: [Key: Value] = [:]
  private var old: [Key: Value] = [:]
  private let generationSize: Int
  /// Look-ups that found a value, and look-ups that did not.
  public private(set) var hits = 0
  public private(set) var misses = 0

  /// - Parameter capacity: the most entries kept (at least 2).
  public init(capacity: Int) {
    generationSize = max(capacity, 2) / 2
  }

  /// The number of entries held.
  public var count: Int { young.count + old.count }

  /// The cached value for `key`, counting a hit or a miss.
  public mutating func value(for key: Key) -> Value? {
    if let value = young[key] {
      hits += 1
      return value
    }
    if let value = old.removeValue(forKey: key) {
      hits += 1
      insert(value, for: key)
      return value
    }
    misses += 1
    return nil
  }

  /// Stores `value` for `key` in the young generation.
  public mutating func insert(_ value: Value, for key: Key) {
    if young.count >= generationSize && young[key] == nil {
      old = young
      young = Dictionary(minimumCapacity: generationSize)
    }
    young[key] = value
  }

  /// Drops every entry (the counts stay).
  public mutating func removeAll() {
    young = [:]
    old = [:]
  }
}

extension GenerationalCache: Sendable where Key: Sendable, Value: Sendable {}
