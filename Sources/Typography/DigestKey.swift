/// A cache key that carries its own hash, computed once when the key is made (`digest`): the
/// keys of the caches every text passes through are looked up and then, on a miss, inserted,
/// and their contents (a paragraph's string and runs, a word and its shaping properties) cost
/// more to hash than the rest of a look-up.
///
/// Equal keys must have equal digests; `==` should compare the digests first.
public protocol DigestKey: Hashable {
  /// The key's hash, made from everything `==` compares.
  var digest: Int { get }
}

extension DigestKey {
  /// Hashes the digest alone.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }

  /// What a dictionary asks for instead of `hash(into:)`: the digest stirred with the
  /// dictionary's seed, without setting up a `Hasher` (whose set-up and finalization cost as
  /// much as the rest of a look-up).
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    var mixed = UInt64(bitPattern: Int64(digest ^ seed))
    mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    return Int(bitPattern: UInt(mixed))
  }
}
