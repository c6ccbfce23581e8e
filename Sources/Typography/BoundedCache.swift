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
/// Not synchronized: wrap it in a `Mutex` to share it.
///
/// Inlinable, so that a cache in another module (the text measurer's) is specialized for its
/// key and value types rather than run through generic metadata on every look-up.
public struct BoundedCache<Key: Hashable, Value> {
  @usableFromInline
  struct Slot {
    @usableFromInline let key: Key
    @usableFromInline let value: Value
    @usableFromInline let cost: Int
    @usableFromInline var used: Bool

    @inlinable
    init(key: Key, value: Value, cost: Int, used: Bool) {
      self.key = key
      self.value = value
      self.cost = cost
      self.used = used
    }
  }

  @usableFromInline var slotOfKey: [Key: Int]
  @usableFromInline var slots: [Slot?] = []
  /// Slots emptied by evictions, filled before the ring grows.
  @usableFromInline var freeSlots: [Int] = []
  @usableFromInline var hand = 0
  @usableFromInline var totalCost = 0
  @usableFromInline let capacity: Int
  @usableFromInline let costLimit: Int
  @usableFromInline var _hits = 0
  @usableFromInline var _misses = 0
  /// Look-ups that found a value, and look-ups that did not.
  public var hits: Int { _hits }
  public var misses: Int { _misses }

  /// - Parameters:
  ///   - capacity: the most entries kept (at least 2).
  ///   - costLimit: the most total cost kept (at least 2); unlimited by default.
  ///   - reserving: room made at once for this many entries, so a cold cache does not rehash
  ///     as it fills.
  @inlinable
  public init(capacity: Int, costLimit: Int = .max, reserving: Int = 0) {
    self.capacity = max(capacity, 2)
    self.costLimit = max(costLimit, 2)
    let room = min(max(reserving, 0), self.capacity)
    slotOfKey = Dictionary(minimumCapacity: room)
    slots.reserveCapacity(room)
  }

  /// The most cost one entry may have and still be kept: half the cost limit, so that no entry
  /// ever pushes out more than half of the cache.
  @inlinable
  public var largestCost: Int { costLimit / 2 }

  /// The number of entries held.
  @inlinable
  public var count: Int { slotOfKey.count }

  /// The total cost of the entries held.
  @inlinable
  public var cost: Int { totalCost }

  /// The cached value for `key`, counting a hit (and marking the entry used) or a miss.
  @inlinable
  public mutating func value(for key: Key) -> Value? {
    guard let index = slotOfKey[key] else {
      _misses += 1
      return nil
    }
    _hits += 1
    slots[index]?.used = true
    return slots[index]?.value
  }

  /// Stores `value` for `key`, evicting entries the hand finds unused until it fits. An entry
  /// costing more than half the cost limit is not kept; a key already held keeps its value.
  @inlinable
  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    let cost = max(cost, 0)
    guard cost <= largestCost, slotOfKey[key] == nil else { return }
    while slotOfKey.count >= capacity || totalCost + cost > costLimit { evictOne() }
    let slot = Slot(key: key, value: value, cost: cost, used: false)
    let index: Int
    if let free = freeSlots.popLast() {
      index = free
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    slotOfKey[key] = index
    totalCost += cost
  }

  /// Drops every entry (the counts stay).
  @inlinable
  public mutating func removeAll() {
    slotOfKey = [:]
    slots = []
    freeSlots = []
    hand = 0
    totalCost = 0
  }

  /// Moves the hand to the first entry not used since the hand last passed it, clearing the
  /// marks on the way, and evicts it. Ends within two sweeps: the first clears every mark.
  /// Called only while the cache holds an entry.
  @inlinable
  mutating func evictOne() {
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
      slotOfKey[slot.key] = nil
      totalCost -= slot.cost
      freeSlots.append(index)
      return
    }
  }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
extension BoundedCache.Slot: Sendable where Key: Sendable, Value: Sendable {}
