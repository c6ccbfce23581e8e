/// A bounded cache that never drops everything at once: entries live in a young and an old
/// generation, each holding at most half the entries and half the cost (a size the caller gives
/// each entry, such as its bytes or its text length). Inserting into a full young generation
/// drops the old one and makes the young one old; a hit in the old generation moves the entry
/// back to the young one while the young one has room (a move never turns the generations, so
/// a cycle through more entries than one generation holds, as a grid's measuring passes make,
/// still hits in both). Recently used entries therefore survive, and at most half the cache goes
/// at once.
///
/// Not synchronized: wrap it in a `Mutex` to share it.
public struct GenerationalCache<Key: Hashable, Value> {
  private var young: [Key: (value: Value, cost: Int)] = [:]
  private var old: [Key: (value: Value, cost: Int)] = [:]
  private var youngCost = 0
  private let generationSize: Int
  private let generationCost: Int
  /// Look-ups that found a value, and look-ups that did not.
  public private(set) var hits = 0
  public private(set) var misses = 0

  /// - Parameters:
  ///   - capacity: the most entries kept (at least 2).
  ///   - costLimit: the most total cost kept (at least 2); unlimited by default.
  ///   - reserving: room made at once for this many young entries, so a cold cache does not
  ///     rehash as it fills.
  public init(capacity: Int, costLimit: Int = .max, reserving: Int = 0) {
    generationSize = max(capacity, 2) / 2
    generationCost = max(costLimit, 2) / 2
    young = Dictionary(minimumCapacity: min(max(reserving, 0), generationSize))
  }

  /// The most cost one entry may have and still be kept: half the cost limit.
  public var largestCost: Int { generationCost }

  /// The number of entries held.
  public var count: Int { young.count + old.count }

  /// The cached value for `key`, counting a hit or a miss.
  public mutating func value(for key: Key) -> Value? {
    if let entry = young[key] {
      hits += 1
      return entry.value
    }
    if let entry = old[key] {
      hits += 1
      if young.count < generationSize && youngCost + entry.cost <= generationCost {
        old[key] = nil
        young[key] = entry
        youngCost += entry.cost
      }
      return entry.value
    }
    misses += 1
    return nil
  }

  /// Stores `value` for `key` in the young generation. An entry costing more than half the
  /// cost limit is not kept.
  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    let cost = max(cost, 0)
    guard cost <= generationCost, young[key] == nil else { return }
    if young.count >= generationSize || youngCost + cost > generationCost {
      old = young
      young = Dictionary(minimumCapacity: min(old.count, generationSize))
      youngCost = 0
    }
    young[key] = (value, cost)
    youngCost += cost
  }

  /// Drops every entry (the counts stay).
  public mutating func removeAll() {
    young = [:]
    old = [:]
    youngCost = 0
  }
}

extension GenerationalCache: Sendable where Key: Sendable, Value: Sendable {}
