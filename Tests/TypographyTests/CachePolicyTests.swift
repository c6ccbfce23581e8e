import Testing
@testable import Typography

@Suite("Bounded caches")
struct CachePolicyTests {
  @Test("a full cache evicts one entry at a time, and an entry used since the hand last passed survives")
  func secondChance() {
    var cache = BoundedCache<String, Int>(capacity: 3)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    cache.insert(3, for: "c")
    #expect(cache.value(for: "a") == 1)  // a is marked used
    cache.insert(4, for: "d")  // the hand clears a's mark and evicts b
    #expect(cache.count == 3)
    #expect(cache.value(for: "b") == nil)
    cache.insert(5, for: "e")  // the hand goes on to c, unused: evicted
    #expect(cache.value(for: "c") == nil)
    cache.insert(6, for: "f")  // round again to a, whose mark was cleared: evicted
    #expect(cache.value(for: "a") == nil)
    #expect(cache.value(for: "d") == 4 && cache.value(for: "e") == 5 && cache.value(for: "f") == 6)
    #expect(cache.count == 3)
    #expect(cache.hits == 4 && cache.misses == 3)
  }

  @Test("a cycle through as many entries as the cache holds keeps hitting")
  func cyclicScan() {
    var cache = BoundedCache<Int, Int>(capacity: 10)
    for _ in 0..<4 {
      for key in 0..<10 where cache.value(for: key) == nil { cache.insert(key, for: key) }
    }
    #expect(cache.misses == 10 && cache.hits == 30)
  }

  @Test("a cost limit: entries are evicted until the new one fits, and returned; an entry above half the limit is not kept")
  func costs() {
    var cache = BoundedCache<String, Int>(capacity: 100, costLimit: 20)
    #expect(cache.insert(1, for: "a", cost: 6).isEmpty)
    #expect(cache.insert(2, for: "b", cost: 6).isEmpty)
    #expect(cache.insert(3, for: "c", cost: 6).isEmpty)
    let first = cache.insert(4, for: "d", cost: 6)  // 24 > 20: a goes
    #expect(first.map(\.key) == ["a"] && first.map(\.value) == [1])
    #expect(cache.count == 3 && cache.cost == 18)
    #expect(cache.value(for: "a") == nil)
    #expect(cache.insert(5, for: "huge", cost: 11).isEmpty)  // above 10, half the limit
    #expect(cache.value(for: "huge") == nil)
    #expect(cache.count == 3 && cache.cost == 18)
    let second = cache.insert(6, for: "e", cost: 10)  // 28, then 22 without b, then 16 without c
    #expect(second.map(\.key) == ["b", "c"] && second.map(\.value) == [2, 3])
    #expect(cache.value(for: "b") == nil && cache.value(for: "c") == nil)
    #expect(cache.value(for: "d") == 4 && cache.value(for: "e") == 6)
    #expect(cache.count == 2 && cache.cost == 16)
  }

  /// A key whose hash is chosen by the test, so that keys can share buckets.
  struct CollidingKey: Hashable {
    let name: Int
    let bucket: Int
    static func == (lhs: CollidingKey, rhs: CollidingKey) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
  }

  @Test("keys that share a hash are all found, before and after entries filed between them are evicted")
  func collidingKeys() {
    var cache = BoundedCache<CollidingKey, Int>(capacity: 6)
    let keys = (0..<6).map { CollidingKey(name: $0, bucket: 7) }
    for key in keys { cache.insert(key.name, for: key) }
    for key in keys { #expect(cache.value(for: key) == key.name) }
    // Every entry is marked used: the hand clears all six marks, then evicts the first; the
    // keys filed after it in the same run of buckets are still found.
    cache.insert(100, for: CollidingKey(name: 100, bucket: 7))
    #expect(cache.value(for: keys[0]) == nil)
    for key in keys.dropFirst() { #expect(cache.value(for: key) == key.name) }
    #expect(cache.value(for: CollidingKey(name: 100, bucket: 7)) == 100)
    // A key never inserted is not found, whether it shares the hash or not.
    #expect(cache.value(for: CollidingKey(name: 200, bucket: 7)) == nil)
    #expect(cache.value(for: CollidingKey(name: 201, bucket: 8)) == nil)
    #expect(cache.count == 6)
    #expect(cache.buckets.filter { $0 >= 0 }.count == 6)
  }

  @Test("a cache that turns its entries over many times finds exactly the keys it holds")
  func turnover() {
    var cache = BoundedCache<CollidingKey, Int>(capacity: 40)
    var held: [Int] = []
    for name in 0..<5_000 {
      // Few distinct hashes: long runs of shared buckets, many deleted marks.
      let key = CollidingKey(name: name, bucket: name % 5)
      cache.insert(name, for: key)
      held.append(name)
      if held.count > 40 { held.removeFirst() }
    }
    // Nothing was looked up, so the hand evicted in insertion order: the last 40 remain, each
    // filed in the look-up table once (the table was rebuilt as it grew and as evictions
    // marked buckets deleted).
    #expect(cache.count == 40)
    #expect(cache.buckets.filter { $0 >= 0 }.count == 40)
    for name in held { #expect(cache.value(for: CollidingKey(name: name, bucket: name % 5)) == name) }
    #expect(cache.value(for: CollidingKey(name: held[0] - 1, bucket: (held[0] - 1) % 5)) == nil)
  }

  @Test("under a long stream of new keys the cache stays within its bounds and keeps the key used every time")
  func longStream() {
    var cache = BoundedCache<Int, Int>(capacity: 50, costLimit: 200)
    cache.insert(-1, for: -1, cost: 3)
    var generator = SystemRandomNumberGenerator()
    for key in 0..<20_000 {
      #expect(cache.value(for: -1) == -1)
      cache.insert(key, for: key, cost: Int.random(in: 0...12, using: &generator))
      #expect(cache.count <= 50)
      #expect(cache.cost <= 200)
    }
    #expect(cache.hits == 20_000)
  }

  @Test("the shape cache keeps a segment used again after the cache filled up (it is not emptied)")
  func shapeCacheSurvivesFilling() throws {
    let face = try #require(bundledLibrary.face(family: "Noto Sans"))
    // 60 code units in all: each 15-unit text costs 15 + 10 (the entry's own cost), so two fit.
    let typesetter = Typesetter(library: bundledLibrary, shapeCacheLimit: 60)
    func shape(_ text: String) { _ = typesetter.shape(StyledText(text, font: SizedFont(face, size: 12))) }
    shape("aaaaaaaaaaaaaaa")
    shape("bbbbbbbbbbbbbbb")
    shape("ccccccccccccccc")
    #expect(typesetter.cacheStatistics.misses == 3)
    // "c" evicted "a" only: "b" is found, not shaped again. (Emptying the cache when full, as
    // before, would have lost it.)
    shape("bbbbbbbbbbbbbbb")
    #expect(typesetter.cacheStatistics.hits == 1 && typesetter.cacheStatistics.misses == 3)
  }
}
