import Foundation

/// A per-node memo for the few distinct queries a node usually gets (a stack probes a child at
/// 0, at infinity and at its share): the first entry is stored inline (most nodes are asked one
/// question and allocate nothing), the next few in a small array searched by equality, which
/// costs less than hashing and grows as entries come (most nodes asked again are asked twice,
/// and a large tree holds every node's cache at once); further entries go to a dictionary, so a
/// node probed with many proposals stays fast. The array or the dictionary take one word
/// between them.
struct SmallCache<Key: Hashable, Value> {
  /// How many entries are searched linearly before the dictionary takes over.
  static var inlineCapacity: Int { 8 }

  /// The entries after the first: none, a few in a list, or many in a table.
  private enum Spill {
    case none
    case list([(key: Key, value: Value)])
    case table([Key: Value])
  }

  private var first: (key: Key, value: Value)?
  private var spill = Spill.none

  /// Whether every entry is held inline (at most `inlineCapacity`).
  @inline(__always)
  var isSmall: Bool {
    if case .table = spill { return false }
    return true
  }

  /// The value stored for `key`, if any. Mutating only so that a cache stored in an object is
  /// read in place: a non-mutating call on an object's property copies the cache out first
  /// (retaining its spilled entries, through its type's generic copy).
  @inline(__always)
  mutating func value(for key: Key) -> Value? {
    guard let first else { return nil }
    if first.key == key { return first.value }
    switch spill {
    case .none: return nil
    case .list(let entries):
      for entry in entries where entry.key == key { return entry.value }
      return nil
    case .table(let entries): return entries[key]
    }
  }

  /// Stores `value` for a key that is not stored yet.
  mutating func insert(_ value: Value, for key: Key) {
    guard first != nil else {
      first = (key, value)
      return
    }
    switch spill {
    case .none:
      spill = .list([(key, value)])
    case .list(var entries):
      // Moved out, so that the append does not copy the list.
      spill = .none
      if entries.count < Self.inlineCapacity - 1 {
        entries.append((key, value))
        spill = .list(entries)
      } else {
        var table = Dictionary(uniqueKeysWithValues: entries.lazy.map { ($0.key, $0.value) })
        table[key] = value
        spill = .table(table)
      }
    case .table(var entries):
      spill = .none
      entries[key] = value
      spill = .table(entries)
    }
  }
}

/// A proposal as a cache key: two words, compared and hashed as bits (an unspecified dimension
/// is a NaN payload no arithmetic makes, and a NaN length equals itself), where the
/// `ProposedViewSize` it stands for takes four words as a key.
struct ProposalKey: Hashable {
  private let width: UInt64
  private let height: UInt64

  /// The bits of an unspecified dimension: a quiet NaN with a payload of its own.
  private static let unspecified: UInt64 = 0x7FF8_0000_0B5E_0001

  init(_ proposal: ProposedViewSize) {
    width = proposal.width.map { Double($0).bitPattern } ?? Self.unspecified
    height = proposal.height.map { Double($0).bitPattern } ?? Self.unspecified
  }

  /// The proposal the key stands for, bit for bit.
  var proposal: ProposedViewSize {
    ProposedViewSize(
      width: width == Self.unspecified ? nil : CGFloat(Double(bitPattern: width)),
      height: height == Self.unspecified ? nil : CGFloat(Double(bitPattern: height)))
  }
}
