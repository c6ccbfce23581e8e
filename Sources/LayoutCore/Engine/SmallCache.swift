/// A per-node memo for the few distinct queries a node usually gets (a stack probes a child at
/// 0, at infinity and at its share): the first entry is stored inline (most nodes are asked one
/// question and allocate nothing), the next few in a small array searched by equality, which
/// costs less than hashing and grows as entries come (most nodes asked again are asked twice,
/// and a large tree holds every node's cache at once); further entries go to a dictionary, so a
/// node probed with many proposals stays fast.
struct SmallCache<Key: Hashable, Value> {
  /// How many entries are searched linearly before the dictionary takes over.
  static var inlineCapacity: Int { 8 }

  private var first: (key: Key, value: Value)?
  private var recent: [(key: Key, value: Value)] = []
  private var overflow: [Key: Value] = [:]

  /// Whether every entry is held inline (at most `inlineCapacity`).
  var isSmall: Bool { overflow.isEmpty }

  /// The value stored for `key`, if any.
  func value(for key: Key) -> Value? {
    guard let first else { return nil }
    if first.key == key { return first.value }
    for entry in recent where entry.key == key { return entry.value }
    return overflow.isEmpty ? nil : overflow[key]
  }

  /// Stores `value` for a key that is not stored yet.
  mutating func insert(_ value: Value, for key: Key) {
    if first == nil {
      first = (key, value)
    } else if recent.count < Self.inlineCapacity - 1 {
      recent.append((key, value))
    } else {
      overflow[key] = value
    }
  }
}
