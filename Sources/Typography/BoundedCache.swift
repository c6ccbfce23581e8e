/// A cache bounded by an entry count and a total cost that evicts one entry at a time, the least
/// recently used ones first (approximately: the CLOCK or "second chance" policy).
///
/// Entries sit in a ring of slots that a hand sweeps when room is needed. A hit marks its entry
/// as used; the hand clears that mark and passes on, and evicts the first entry it finds unmarked.
/// An entry is therefore kept until a whole sweep has gone by without a hit on it, a new entry
/// gets at least one sweep before it can go, and a full cache gives up only as much as the new
/// entry needs: its memory stays level however long it runs. A cycle through no more entries than
/// the cache holds (a grid's measuring passes make one) keeps hitting.
///
/// Each key is held once, in its slot: the look-up table holds slot numbers (4 bytes each, open
/// addressing with linear probing), not a second copy of the key as a dictionary from keys to
/// slots would. A large form's caches hold a hundred thousand words and tens of thousands of
/// paragraphs, whose keys take 64 and 104 bytes.
///
/// Not synchronized: wrap it in a `Mutex` to share it.
///
/// Inlinable, so that a cache in another module (the text measurer's) is specialized for its
/// key and value types rather than run through generic metadata on every look-up.
public struct BoundedCache<Key: Hashable, Value> {
  @usableFromInline
  struct Slot {
    @usableFromInline let key: Key
    @usableFromInline let value: Value
    /// The key's hash (`BoundedCache.hash`), kept for probing and for moving to a larger table.
    @usableFromInline let hash: Int
    @usableFromInline let cost: Int
    @usableFromInline var used: Bool

    @inlinable
    init(key: Key, value: Value, hash: Int, cost: Int, used: Bool) {
      self.key = key
      self.value = value
      self.hash = hash
      self.cost = cost
      self.used = used
    }
  }

  /// The entries, in the ring the hand sweeps (nil: a slot emptied by an eviction).
  @usableFromInline var slots: [Slot?] = []
  /// Slots emptied by evictions, filled before the ring grows.
  @usableFromInline var freeSlots: [Int] = []
  /// The look-up table: a power-of-two number of buckets, each `emptyBucket`, `deletedBucket`
  /// or a slot index. A key sits in the first bucket from its hash on (wrapping) that is not
  /// taken by another key, so a search stops at the first empty bucket.
  @usableFromInline var buckets: [Int32] = []
  /// Buckets marked deleted since the table was last built (they slow searches until then).
  @usableFromInline var deletedBuckets = 0
  @usableFromInline var hand = 0
  @usableFromInline var totalCost = 0
  @usableFromInline let capacity: Int
  @usableFromInline let costLimit: Int
  @usableFromInline var _hits = 0
  @usableFromInline var _misses = 0
  /// Look-ups that found a value, and look-ups that did not.
  public var hits: Int { _hits }
  /// Look-ups that found no value.
  public var misses: Int { _misses }

  @usableFromInline static var emptyBucket: Int32 { -1 }
  @usableFromInline static var deletedBucket: Int32 { -2 }

  /// - Parameters:
  ///   - capacity: the most entries kept (at least 2).
  ///   - costLimit: the most total cost kept (at least 2); unlimited by default.
  ///   - reserving: room made at once for this many entries, so a cold cache does not grow its
  ///     table as it fills.
  @inlinable
  public init(capacity: Int, costLimit: Int = .max, reserving: Int = 0) {
    self.capacity = max(capacity, 2)
    self.costLimit = max(costLimit, 2)
    let room = min(max(reserving, 0), self.capacity)
    if room > 0 { rebuildTable(bucketCount: Self.bucketCount(for: room)) }
    slots.reserveCapacity(room)
  }

  /// The most cost one entry may have and still be kept: half the cost limit, so that no entry
  /// ever pushes out more than half of the cache.
  @inlinable
  public var largestCost: Int { costLimit / 2 }

  /// The number of entries held.
  @inlinable
  public var count: Int { slots.count - freeSlots.count }

  /// The total cost of the entries held.
  @inlinable
  public var cost: Int { totalCost }

  /// The cached value for `key`, counting a hit (and marking the entry used) or a miss.
  @inlinable
  public mutating func value(for key: Key) -> Value? {
    guard let index = slotIndex(of: key, hash: Self.hash(key)) else {
      _misses += 1
      return nil
    }
    _hits += 1
    slots[index]?.used = true
    return slots[index]?.value
  }

  /// Stores `value` for `key`, evicting entries the hand finds unused until it fits. An entry
  /// costing more than half the cost limit is not kept; a key already held keeps its value.
  ///
  /// - Returns: the entries evicted to make room, so that a cache shared under a lock can let
  ///   them go (and run their deinitializers) after unlocking; nearly always none or one.
  @inlinable
  @discardableResult
  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) -> [(key: Key, value: Value)] {
    let cost = max(cost, 0)
    let hash = Self.hash(key)
    guard cost <= largestCost, slotIndex(of: key, hash: hash) == nil else { return [] }
    var evicted: [(key: Key, value: Value)] = []
    while count >= capacity || totalCost + cost > costLimit {
      let slot = evictOne()
      evicted.append((slot.key, slot.value))
    }
    // Room for one more with at most three quarters of the buckets taken (deleted ones count:
    // they lengthen searches); a table rebuilt for that many entries has half its buckets free.
    // Rebuilt before the new entry has its slot, which is filed once, below.
    if (count + 1 + deletedBuckets) * 4 > buckets.count * 3 {
      rebuildTable(bucketCount: Self.bucketCount(for: count + 1))
    }
    let slot = Slot(key: key, value: value, hash: hash, cost: cost, used: false)
    let index: Int
    if let free = freeSlots.popLast() {
      index = free
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    let bucket = Self.freeBucket(for: hash, in: buckets)
    if buckets[bucket] == Self.deletedBucket { deletedBuckets -= 1 }
    buckets[bucket] = Int32(truncatingIfNeeded: index)
    totalCost += cost
    return evicted
  }

  /// Drops every entry (the counts stay).
  @inlinable
  public mutating func removeAll() {
    slots = []
    freeSlots = []
    buckets = []
    deletedBuckets = 0
    hand = 0
    totalCost = 0
  }

  /// The hash a key is filed under: `Hashable`'s raw hash with a fixed seed (a `DigestKey`
  /// stirs the digest it already has, without setting up a `Hasher`).
  @inlinable
  static func hash(_ key: Key) -> Int { key._rawHashValue(seed: 0) }

  /// The number of buckets for `entries`: a power of two at least twice as many (at least 8).
  @inlinable
  static func bucketCount(for entries: Int) -> Int {
    var count = 8
    while count < 2 * entries { count *= 2 }
    return count
  }

  /// The first bucket from `hash` on (wrapping) that holds no entry: empty, or marked deleted.
  @inlinable
  static func freeBucket(for hash: Int, in buckets: [Int32]) -> Int {
    let mask = buckets.count - 1
    var bucket = hash & mask
    while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
    return bucket
  }

  /// The slot holding `key`, if any.
  @inlinable
  func slotIndex(of key: Key, hash: Int) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = hash & mask
    while true {
      let entry = buckets[bucket]
      if entry == Self.emptyBucket { return nil }
      if entry >= 0, let slot = slots[Int(entry)], slot.hash == hash, slot.key == key { return Int(entry) }
      bucket = (bucket + 1) & mask
    }
  }

  /// Files every entry again in a table of `bucketCount` buckets (a power of two), without
  /// deleted marks.
  @inlinable
  mutating func rebuildTable(bucketCount: Int) {
    var table = [Int32](repeating: Self.emptyBucket, count: bucketCount)
    for index in slots.indices {
      guard let hash = slots[index]?.hash else { continue }
      table[Self.freeBucket(for: hash, in: table)] = Int32(truncatingIfNeeded: index)
    }
    buckets = table
    deletedBuckets = 0
  }

  /// Moves the hand to the first entry not used since the hand last passed it, clearing the
  /// marks on the way, and evicts it. Ends within two sweeps: the first clears every mark.
  /// Called only while the cache holds an entry. Returns the evicted entry.
  @inlinable
  mutating func evictOne() -> Slot {
    while true {
      if hand >= slots.count { hand = 0 }
      let index = hand
      hand += 1
      guard let slot = slots[index] else { continue }
      if slot.used {
        slots[index]?.used = false
        continue
      }
      slots[index] = nil
      // Its bucket is marked deleted, not emptied: keys filed after it must still be found.
      let mask = buckets.count - 1
      var bucket = slot.hash & mask
      while buckets[bucket] != Int32(truncatingIfNeeded: index) { bucket = (bucket + 1) & mask }
      buckets[bucket] = Self.deletedBucket
      deletedBuckets += 1
      totalCost -= slot.cost
      freeSlots.append(index)
      return slot
    }
  }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
extension BoundedCache.Slot: Sendable where Key: Sendable, Value: Sendable {}
