import Testing
@testable import Typography

@Suite("Generational caches")
struct CachePolicyTests {
  @Test("a generational cache keeps recently used entries and drops at most half at once")
  func generations() {
    var cache = GenerationalCache<String, Int>(capacity: 4)  // two generations of 2
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    cache.insert(3, for: "c")  // young was full: old = {a, b}, young = {c}
    #expect(cache.count == 3)
    #expect(cache.value(for: "a") == 1)  // found in old, moved to young = {c, a}
    cache.insert(4, for: "d")  // young full again: old = {c, a}, young = {d}
    #expect(cache.value(for: "b") == nil)  // b was only in the dropped generation
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "c") == 3)  // old, and the young generation is full: no move
    #expect(cache.hits == 3 && cache.misses == 1)
    #expect(cache.count >= 2)
  }

  @Test("a cycle through more entries than a generation holds keeps hitting")
  func cyclicScan() {
    var cache = GenerationalCache<Int, Int>(capacity: 10)  // generations of 5
    for key in 0..<8 where cache.value(for: key) == nil { cache.insert(key, for: key) }
    // 8 entries: the first 5 turned old, 5...7 are young. Every later pass finds all 8.
    for _ in 0..<3 {
      for key in 0..<8 { #expect(cache.value(for: key) == key) }
    }
    #expect(cache.misses == 8 && cache.hits == 24)
  }

  @Test("a cost limit: generations turn when their cost is reached; an entry above half the limit is not kept")
  func costs() {
    var cache = GenerationalCache<String, Int>(capacity: 100, costLimit: 20)  // 10 per generation
    cache.insert(1, for: "a", cost: 6)
    cache.insert(2, for: "b", cost: 6)  // 12 > 10: old = {a}, young = {b}
    #expect(cache.count == 2)
    cache.insert(3, for: "c", cost: 6)  // old = {b}, young = {c}
    #expect(cache.value(for: "a") == nil)
    #expect(cache.value(for: "b") == 2)  // the young generation has no room: b stays old
    cache.insert(4, for: "huge", cost: 11)
    #expect(cache.value(for: "huge") == nil)
    #expect(cache.value(for: "c") == 3)
  }

  @Test("the shape cache keeps a segment used again after the cache filled up (it is not emptied)")
  func shapeCacheSurvivesFilling() throws {
    let face = try #require(bundledLibrary.face(family: "Noto Sans"))
    // 60 code units in all, so generations of 30: each 15-unit text costs 15 + 10 (the entry's
    // own cost) and fills one.
    let typesetter = Typesetter(library: bundledLibrary, shapeCacheLimit: 60)
    func shape(_ text: String) { _ = typesetter.shape(StyledText(text, font: SizedFont(face, size: 12))) }
    shape("aaaaaaaaaaaaaaa")
    shape("bbbbbbbbbbbbbbb")
    shape("ccccccccccccccc")
    #expect(typesetter.cacheStatistics.misses == 3)
    // "b" is in the old generation: found, not shaped again. (Emptying the cache when full, as
    // before, would have lost it.)
    shape("bbbbbbbbbbbbbbb")
    #expect(typesetter.cacheStatistics.hits == 1 && typesetter.cacheStatistics.misses == 3)
  }
}
